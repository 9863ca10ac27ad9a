import fc from 'fast-check';
import { chunkHtml, topLevelBlocks } from './chunks';

describe('topLevelBlocks', () => {
  it('finds the top-level elements, with nesting, void elements and loose text', () => {
    expect(
      topLevelBlocks('<h1>T</h1><p>a <b>b</b></p>text<ul><li><p>x</p></li></ul><hr /><img src="a">'),
    ).toEqual([
      '<h1>T</h1>',
      '<p>a <b>b</b></p>',
      'text',
      '<ul><li><p>x</p></li></ul>',
      '<hr />',
      '<img src="a">',
    ]);
  });
});

describe('chunkHtml', () => {
  const paragraph = (i: number) => `<p>Sentence ${i} is here. ${'word '.repeat(30).trim()}.</p>`;

  it('keeps a short article whole', () => {
    expect(chunkHtml('<h1>T</h1><p>a</p>')).toEqual(['<h1>T</h1><p>a</p>']);
  });

  it('cuts a long article into parts of whole blocks within the limit, losing nothing', () => {
    const html = `<h1>Title</h1>${Array.from({ length: 60 }, (_, i) => paragraph(i)).join('')}`;
    const parts = chunkHtml(html, 1000);
    expect(parts.length).toBeGreaterThan(5);
    expect(parts.join('')).toBe(html);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(1000);
  });

  it('splits one huge list by its items and one huge paragraph by its sentences', () => {
    const list = `<ul>${Array.from({ length: 50 }, (_, i) => `<li><p>item ${i} ${'x'.repeat(40)}</p></li>`).join('')}</ul>`;
    const parts = chunkHtml(list, 600);
    expect(parts.every((p) => p.startsWith('<ul>') && p.endsWith('</ul>') && p.length <= 600)).toBe(true);
    expect(parts.join('').match(/<li>/g)).toHaveLength(50);
    const long = `<p>${Array.from({ length: 40 }, (_, i) => `Sentence number ${i} goes on a while.`).join(' ')}</p>`;
    const pieces = chunkHtml(long, 300);
    expect(pieces.every((p) => p.startsWith('<p>') && p.endsWith('</p>') && p.length <= 300)).toBe(true);
  });

  it('keeps every character of any sequence of blocks', () => {
    const block = fc.oneof(
      fc.string({ maxLength: 200 }).map((s) => `<p>${s.replace(/[<>]/g, '')}</p>`),
      fc.constant('<hr />'),
      fc.constant('<h2>Heading</h2>'),
    );
    fc.assert(
      fc.property(fc.array(block, { maxLength: 40 }), (blocks) => {
        const html = blocks.join('');
        expect(chunkHtml(html, 500).join('')).toBe(html.trim() ? html : '');
      }),
    );
  });
});
