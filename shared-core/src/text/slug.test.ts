import fc from 'fast-check';
import { SLUG_PATTERN, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['Tabs\tand\nnew lines', 'tabs-and-new-lines'],
    ['What is SEO? A guide (2025)!', 'what-is-seo-a-guide-2025'],
    ['a - b -- c', 'a-b-c'],
    ['---dashes---', 'dashes'],
    ['snake_case stays', 'snake_case-stays'],
    ['Café crème', 'caf-crme'],
    ['日本語のタイトル', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  const anyText = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc
      .array(fc.constantFrom('A', 'z', '9', '_', '-', ' ', '\t', '\n', '.', 'É', 'ß', '—', '😀', 'K'), {
        maxLength: 30,
      })
      .map((a) => a.join('')),
  );

  it('property: only [a-z0-9_-], no leading, trailing or doubled hyphen', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const slug = slugify(s);
        return slug === '' || SLUG_PATTERN.test(slug);
      }),
    );
  });

  it('property: idempotent', () => {
    fc.assert(fc.property(anyText, (s) => slugify(slugify(s)) === slugify(s)));
  });

  it('property: keeps every ASCII word character, lowercased, in order', () => {
    fc.assert(
      fc.property(
        anyText,
        (s) => slugify(s).replace(/-/g, '') === s.toLowerCase().replace(/[^a-z0-9_]/g, ''),
      ),
    );
  });
});
