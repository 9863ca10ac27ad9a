import fc from 'fast-check';
import { stripMarkdown } from './markdown';

describe('stripMarkdown', () => {
  it.each([
    ['# Title', 'Title'],
    ['###### Deep heading ###', 'Deep heading'],
    ['#hashtag stays', '#hashtag stays'],
    ['**bold** and __bold__', 'bold and bold'],
    ['*italic* and _italic_', 'italic and italic'],
    ['***both*** ___both___', 'both both'],
    ['~~gone~~ text', 'gone text'],
    ['use `npm test` here', 'use npm test here'],
    ['``code with ` tick``', 'code with ` tick'],
    ['see [the docs](https://x.test/docs "Docs") now', 'see the docs now'],
    ['[wiki](https://en.wikipedia.org/wiki/Foo_(bar))', 'wiki'],
    ['![a cat](cat.png) sleeps', 'a cat sleeps'],
    ['[ref link][1]\n[1]: https://x.test', 'ref link\n'],
    ['<https://x.test>', 'https://x.test'],
    ['**[bold link](https://x.test)**', 'bold link'],
    ['snake_case_name and file_name_v2', 'snake_case_name and file_name_v2'],
    ['`one`\n`two`', 'one\ntwo'],
    ['2 * 3 * 4', '2 * 3 * 4'],
    ['- list item\n> quote', '- list item\n> quote'],
  ])('%j → %j', (input, expected) => {
    expect(stripMarkdown(input)).toBe(expected);
  });

  it('keeps the code of a fenced block and drops the fences', () => {
    expect(stripMarkdown('```ts\nconst a = 1;\n```\nafter')).toBe('const a = 1;\nafter');
  });

  const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
  const decorate = (w: string, kind: number): string =>
    [
      w,
      `**${w}**`,
      `__${w}__`,
      `*${w}*`,
      `_${w}_`,
      `~~${w}~~`,
      `\`${w}\``,
      `[${w}](https://e.test/${w})`,
      `![${w}](/img/${w}.png)`,
      `***${w}***`,
    ][kind] ?? w;
  const line = fc.record({
    heading: fc.integer({ min: 0, max: 6 }),
    words: fc.array(fc.tuple(word, fc.integer({ min: 0, max: 9 })), { minLength: 1, maxLength: 6 }),
  });

  it('property: decorated words come back as the plain words', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), (lines) => {
        const markdown = lines
          .map(
            (l) =>
              `${l.heading ? `${'#'.repeat(l.heading)} ` : ''}${l.words.map(([w, k]) => decorate(w, k)).join(' ')}`,
          )
          .join('\n');
        const plain = lines.map((l) => l.words.map(([w]) => w).join(' ')).join('\n');
        return stripMarkdown(markdown) === plain;
      }),
    );
  });

  it('property: idempotent on any text', () => {
    const markdownish = fc
      .array(
        fc.oneof(
          fc.constantFrom(
            '*',
            '**',
            '_',
            '__',
            '~~',
            '`',
            '#',
            '# ',
            '[',
            ']',
            '(',
            ')',
            '!',
            '\n',
            ' ',
            'a',
            'b',
          ),
          fc.string({ maxLength: 4 }),
        ),
        {
          maxLength: 40,
        },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(markdownish, (s) => {
        const once = stripMarkdown(s);
        return stripMarkdown(once) === once;
      }),
    );
  });

  it('property: text without markdown symbols is unchanged', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-zA-Z0-9 ,.;:?\n-]*$/), (s) => stripMarkdown(s) === s));
  });
});
