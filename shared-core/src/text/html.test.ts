import fc from 'fast-check';
import { growth } from '../testing/growth';
import { decodeEntities, htmlToText, removeImageTags, stripTags, TAG_PATTERN, TEXT_RULE_LIMIT } from './html';

/** Strings rich in tag-like fragments: the cases regex strippers get wrong. */
const htmlish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '<',
        '>',
        '/',
        '"',
        "'",
        '=',
        '!',
        '?',
        '-',
        '<p>',
        '</p>',
        '<b>',
        '<br/>',
        '<img src="a.png" alt="a > b">',
        '<IMG SRC=x>',
        '<img',
        '<a href="https://x.test/?a=1&b=2">',
        '</a>',
        '<!--',
        '-->',
        '<!DOCTYPE html>',
        '&lt;b&gt;',
        ' ',
        '\n',
      ),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

const hasTag = (s: string) => new RegExp(TAG_PATTERN.source).test(s);

/**
 * The regex rules these scanners replaced, applied until stable: right, but
 * quadratic on some inputs. On ordinary tag-rich strings both must agree.
 */
function untilStable(text: string, step: (s: string) => string): string {
  for (let current = text; ; ) {
    const next = step(current);
    if (next === current) return current;
    current = next;
  }
}
const referenceStripTags = (html: string, separator: '' | ' ') =>
  untilStable(html, (s) =>
    s
      .replace(/<!--[\s\S]*?-->/g, separator)
      .replace(/<\/?[a-zA-Z](?:[^<>"']|"[^"]*"|'[^']*')*>/g, separator)
      .replace(/<\/?[a-zA-Z!?][^<>]*>/g, separator),
  );
const referenceRemoveImageTags = (html: string) =>
  untilStable(html, (s) =>
    s.replace(/<img\b(?:[^<>"']|"[^"]*"|'[^']*')*>/gi, '').replace(/<img\b[^<>]*>/gi, ''),
  );

/** Inputs of about 1 MB built to make backtracking or repeat-until-stable strippers take quadratic time. */
const MB = 1 << 20;
const adversarial: Record<string, string> = {
  'nested "<!"': '<!'.repeat(MB / 4) + '>'.repeat(MB / 2),
  'unclosed "<!"': '<!'.repeat(MB / 2),
  'only "<"': '<'.repeat(MB),
  'nested "<<b>"': '<'.repeat(MB / 3) + 'b>'.repeat(MB / 3),
  'unclosed quotes': '<a "'.repeat(MB / 4),
  'unclosed single quotes after closed doubles': `${'<a t="x" \''.repeat(MB / 12)}>`,
  'attribute openings': `${'<a t="'.repeat(MB / 6)}>`,
  'unclosed comments': '<!--'.repeat(MB / 4),
  'image openings': '<img '.repeat(MB / 5),
  'image tags with quoted ">"': '<img alt=">"'.repeat(MB / 12),
};
const hasImage = (s: string) => /<img\b[^<>]*>/i.test(s);

describe('stripTags', () => {
  it('removes tags and keeps the text between them', () => {
    expect(stripTags('<h1 class="t">Title</h1><p>Some <b>bold</b> text.</p>')).toBe('TitleSome bold text.');
  });

  it('turns tags into spaces when asked', () => {
    expect(stripTags('<p>one</p><p>two</p>', ' ')).toBe(' one  two ');
  });

  it('removes comments, doctypes and self-closing tags', () => {
    expect(stripTags('<!DOCTYPE html><!-- note <b> -->a<br/>b<hr />c')).toBe('abc');
  });

  it('handles ">" inside quoted attribute values', () => {
    expect(stripTags('<img alt="1 > 0" src="x.png">after')).toBe('after');
  });

  it('does not leave a tag assembled from the pieces of nested ones', () => {
    expect(stripTags('<<b>script>alert(1)<</b>/script>')).toBe('alert(1)');
  });

  it('leaves text comparisons and entities alone', () => {
    expect(stripTags('1 < 2 and 3 > 2; a &lt;b&gt; tag')).toBe('1 < 2 and 3 > 2; a &lt;b&gt; tag');
  });

  it('property: no tag is left', () => {
    fc.assert(fc.property(htmlish, (s) => !hasTag(stripTags(s)) && !hasTag(stripTags(s, ' '))));
  });

  it('property: idempotent', () => {
    fc.assert(
      fc.property(htmlish, (s) => {
        const once = stripTags(s);
        return stripTags(once) === once && stripTags(stripTags(s, ' '), ' ') === stripTags(s, ' ');
      }),
    );
  });

  it('property: the same result as the regex rules it replaced', () => {
    fc.assert(
      fc.property(
        htmlish,
        (s) => stripTags(s) === referenceStripTags(s, '') && stripTags(s, ' ') === referenceStripTags(s, ' '),
      ),
      { numRuns: 2000 },
    );
  });

  it.each(Object.entries(adversarial))('handles 1 MB of %s in linear time', (_name, input) => {
    expect(hasTag(stripTags(input)) || hasTag(stripTags(input, ' ')) || hasTag(htmlToText(input))).toBe(
      false,
    );
    // The quadratic rules this replaced took minutes for 1 MB: 8× the input, far more than 8× the time.
    expect(growth((s) => stripTags(s), input)).toBeLessThan(32);
    expect(growth((s) => stripTags(s, ' '), input)).toBeLessThan(32);
    expect(growth((s) => htmlToText(s), input)).toBeLessThan(32);
  });

  it('cuts input longer than TEXT_RULE_LIMIT to it', () => {
    const long = `${'a'.repeat(TEXT_RULE_LIMIT)}<b>tail</b>`;
    expect(stripTags(long)).toHaveLength(TEXT_RULE_LIMIT);
  });

  it('property: text without "<" is unchanged', () => {
    fc.assert(fc.property(fc.string(), (s) => stripTags(s.replace(/</g, '')) === s.replace(/</g, '')));
  });
});

describe('removeImageTags', () => {
  it('removes image tags only', () => {
    expect(removeImageTags('<p>a<img src="x.png" alt="x > y"/>b</p><IMG SRC=y.png>')).toBe('<p>ab</p>');
  });

  it('property: the same result as the regex rules it replaced', () => {
    fc.assert(
      fc.property(htmlish, (s) => removeImageTags(s) === referenceRemoveImageTags(s)),
      { numRuns: 2000 },
    );
  });

  it.each(Object.entries(adversarial))('handles 1 MB of %s in linear time', (_name, input) => {
    expect(hasImage(removeImageTags(input))).toBe(false);
    expect(growth((s) => removeImageTags(s), input)).toBeLessThan(32);
  });

  it('property: no image tag left, idempotent, other tags kept', () => {
    fc.assert(
      fc.property(htmlish, (s) => {
        const out = removeImageTags(s);
        return !hasImage(out) && removeImageTags(out) === out;
      }),
    );
    expect(removeImageTags('<p><b>x</b></p>')).toBe('<p><b>x</b></p>');
  });
});

describe('decodeEntities and htmlToText', () => {
  it('decodes named and numeric entities and leaves unknown ones', () => {
    expect(decodeEntities('&lt;a&gt; &amp; &quot;q&quot; &#39;s&#x27; &#128512; &bogus; &#0;')).toBe(
      `<a> & "q" 's' 😀 &bogus; &#0;`,
    );
  });

  it('gives the readable text of a fragment', () => {
    expect(htmlToText('<p>Fish &amp;\n chips</p><p>tonight</p>')).toBe('Fish & chips tonight');
  });
});
