import { docToHtml, htmlToDoc } from '../html';
import { b } from '../test/builders';
import { sanitizeHref, sanitizeImageSrc, schema } from '.';

const { doc, p, h2, ol, li, img, strong, em, s, code, a, table, tr, td, th, br, hr, quote } = b;

describe('URL rules', () => {
  it.each([
    'https://example.com',
    'http://x.test/a?b=1',
    'mailto:a@b.test',
    'tel:+44123',
    '/relative',
    '#anchor',
    'page.html',
  ])('keeps the link %s', (href) => {
    expect(sanitizeHref(href)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '',
    '   ',
  ])('refuses the link %j', (href) => {
    expect(sanitizeHref(href)).toBeNull();
  });

  it('allows raster data images but not SVG or script sources', () => {
    expect(sanitizeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(sanitizeImageSrc('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
    expect(sanitizeImageSrc('javascript:alert(1)')).toBeNull();
    expect(sanitizeImageSrc('mailto:a@b.test')).toBeNull();
    expect(sanitizeImageSrc('https://img.test/a.png')).toBe('https://img.test/a.png');
  });
});

describe('schema', () => {
  it('has every node and mark of the editor', () => {
    expect(Object.keys(schema.nodes).sort()).toEqual(
      [
        'blockquote',
        'bullet_list',
        'code_block',
        'doc',
        'hard_break',
        'heading',
        'horizontal_rule',
        'image',
        'list_item',
        'ordered_list',
        'paragraph',
        'table',
        'table_cell',
        'table_header',
        'table_row',
        'text',
      ].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(['code', 'em', 'link', 'strike', 'strong']);
    expect(schema.topNodeType.contentMatch.defaultType?.name).toBe('paragraph');
  });

  it('parses links without unsafe hrefs (the text stays) and images without unsafe sources', () => {
    expect(
      htmlToDoc(
        '<p><a href="javascript:alert(1)">click</a> <a href="https://ok.test" title="T">ok</a></p>',
      ).toJSON(),
    ).toEqual(doc(p('click ', b.a({ href: 'https://ok.test', title: 'T' }, 'ok'))).toJSON());
    expect(htmlToDoc('<p>a<img src="javascript:alert(1)">b</p>').toJSON()).toEqual(doc(p('ab')).toJSON());
  });

  it('reads formatting from tags and styles, and Google’s normal-weight <b> is not bold', () => {
    const parsed = htmlToDoc(
      '<p><b>b</b><span style="font-weight:700">w</span><i>i</i><span style="font-style:italic">s</span><del>d</del><code>c</code></p>' +
        '<b style="font-weight:normal" id="docs-internal-guid-1"><p>plain</p></b>',
    );
    expect(parsed.toJSON()).toEqual(doc(p(strong('bw'), em('is'), s('d'), code('c')), p('plain')).toJSON());
  });

  it('round-trips every node through HTML', () => {
    const original = doc(
      h2('Head'),
      p('text ', strong('b'), em('i'), s('s'), code('c'), a('l'), br(), img({ alt: 'A', title: 'T' })),
      quote(p('q')),
      b.pre({ language: 'js' }, 'let a = 1;\n  b();'),
      b.ol({ order: 4 }, li(p('four'))),
      ol(li(p('one'))),
      hr(),
      table(tr(th(p('h'))), tr(td(p('c')))),
    );
    const html = docToHtml(original);
    expect(html).toContain('<pre data-language="js"><code>let a = 1;\n  b();</code></pre>');
    expect(html).toContain('<ol start="4">');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(htmlToDoc(html).toJSON()).toEqual(original.toJSON());
  });

  it('reads a code block’s language from a language- class', () => {
    expect(htmlToDoc('<pre><code class="language-python">x = 1</code></pre>').toJSON()).toEqual(
      doc(b.pre({ language: 'python' }, 'x = 1')).toJSON(),
    );
    expect(htmlToDoc('').toJSON()).toEqual(doc(p()).toJSON());
  });
});
