import { docToMarkdown, markdownToDoc } from './markdown';
import { b } from './test/builders';

const { doc, p, h1, h2, quote, pre, hr, ul, ol, li, table, tr, td, th, img, a, strong, em, s, code, br } = b;

describe('Markdown import', () => {
  it('reads headings, marks, links, images and breaks', () => {
    const parsed = markdownToDoc(
      '# Title\n\n## Part\n\nSome **bold**, *italic*, ~~gone~~ and `code`, a [link](https://example.com "Ex").\n\n' +
        '![Alt text](https://img.test/a.png "Pic")\n\nline one\\\nline two\n',
    );
    expect(parsed.toJSON()).toEqual(
      doc(
        h1('Title'),
        h2('Part'),
        p(
          'Some ',
          strong('bold'),
          ', ',
          em('italic'),
          ', ',
          s('gone'),
          ' and ',
          code('code'),
          ', a ',
          b.a({ href: 'https://example.com', title: 'Ex' }, 'link'),
          '.',
        ),
        p(img({ src: 'https://img.test/a.png', alt: 'Alt text', title: 'Pic' })),
        p('line one', br(), 'line two'),
      ).toJSON(),
    );
  });

  it('reads lists (with a start number and nesting), quotes, rules and fenced code', () => {
    const parsed = markdownToDoc(
      '- one\n  - nested\n- two\n\n3. three\n4. four\n\n> quoted\n\n---\n\n```ts\nlet x = 1;\n```\n',
    );
    expect(parsed.toJSON()).toEqual(
      doc(
        ul(li(p('one'), ul(li(p('nested')))), li(p('two'))),
        b.ol({ order: 3 }, li(p('three')), li(p('four'))),
        quote(p('quoted')),
        hr(),
        b.pre({ language: 'ts' }, 'let x = 1;'),
      ).toJSON(),
    );
  });

  it('reads GFM tables into header and body cells holding paragraphs', () => {
    const parsed = markdownToDoc('| Name | Score |\n| --- | ---: |\n| Ada | **10** |\n| Bob | 7 |\n');
    expect(parsed.toJSON()).toEqual(
      doc(
        table(
          tr(th(p('Name')), th(p('Score'))),
          tr(td(p('Ada')), td(p(strong('10')))),
          tr(td(p('Bob')), td(p('7'))),
        ),
      ).toJSON(),
    );
  });

  it('never makes a javascript: link or image; raw HTML stays text', () => {
    const parsed = markdownToDoc(
      '[x](javascript:alert(1)) ![y](javascript:alert(2)) <script>alert(3)</script>',
    );
    const json = JSON.stringify(parsed.toJSON());
    expect(json).not.toContain('"link"');
    expect(json).not.toContain('"image"');
    expect(parsed.textContent).toContain('<script>alert(3)</script>');
  });
});

describe('Markdown export', () => {
  it('writes every node kind', () => {
    const markdown = docToMarkdown(
      doc(
        h1('Title'),
        p('Some ', strong('bold'), ' ', em('it'), ' ', s('gone'), ' ', code('x'), ' ', a('link')),
        ul(li(p('one')), li(p('two'))),
        ol(li(p('first'))),
        quote(p('said')),
        pre('a `b` c'),
        hr(),
        p(img({ alt: 'A' })),
      ),
    );
    expect(markdown).toBe(
      [
        '# Title',
        '',
        'Some **bold** *it* ~~gone~~ `x` [link](https://example.com)',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '',
        '> said',
        '',
        '```',
        'a `b` c',
        '```',
        '',
        '---',
        '',
        '![A](https://img.test/a.png)',
      ].join('\n'),
    );
  });

  it('writes tables as GFM pipes, escaping pipes and flattening cell blocks', () => {
    const markdown = docToMarkdown(
      doc(
        table(tr(th(p('Name')), th(p('Note'))), tr(td(p('a|b')), td(p('one'), p('two'))), tr(td(p('solo')))),
      ),
    );
    expect(markdown).toBe(
      ['| Name | Note |', '| --- | --- |', '| a\\|b | one two |', '| solo |  |'].join('\n'),
    );
  });
});

describe('Markdown round trips', () => {
  it.each([
    ['headings and marks', '# Title\n\nSome **bold**, *italic*, ~~gone~~ and `code`.'],
    ['links and images', 'A [link](https://example.com "Title") and ![alt](https://img.test/a.png "T")'],
    ['lists', '- one\n  - nested\n- two\n\n3. three\n4. four'],
    ['quotes and code', '> a quote\n>\n> two paragraphs\n\n```js\nconsole.log(1)\n```'],
    ['tables', '| A | B |\n| --- | --- |\n| 1 | **2** |\n| x\\|y | `z` |'],
    ['rules and breaks', 'one\\\ntwo\n\n---\n\nend'],
  ])('%s: markdown → doc → markdown is stable and keeps the document', (_, source) => {
    const first = markdownToDoc(source);
    const written = docToMarkdown(first);
    expect(written).toBe(source);
    expect(markdownToDoc(written).eq(first)).toBe(true);
  });
});
