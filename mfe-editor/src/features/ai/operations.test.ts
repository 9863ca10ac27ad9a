import { editorOperations, estimateOperationCost, getEditorOperation, parseLinks } from './operations';

const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `word${i}`).join(' ')}</p>`;

describe('the editor operations', () => {
  it('cover every editor operation of SPEC §9, once each', () => {
    expect(editorOperations.map((op) => op.id).sort()).toEqual(
      [
        'add-depth',
        'add-internal-links',
        'change-tone',
        'command',
        'conclusion',
        'expand',
        'formatting',
        'improve',
        'improve-seo',
        'meta-description',
        'meta-title',
        'paraphrase',
        'readability',
        'shorten',
        'simple-language',
        'spelling-and-grammar',
        'summary',
        'translate',
        'write-more',
      ].sort(),
    );
  });

  it('ask for an argument where SPEC says so: tone, language, free text', () => {
    expect(getEditorOperation('change-tone').argument).toBe('tone');
    expect(getEditorOperation('translate').argument).toBe('language');
    expect(getEditorOperation('command').argument).toBe('instruction');
    expect(getEditorOperation('expand').argument).toBeUndefined();
  });
});

describe('the cost shown before a run', () => {
  it('is words of the selection times the factor plus the base, as the API estimates', () => {
    expect(estimateOperationCost(getEditorOperation('expand'), { text: words(100) })).toBe(290);
    expect(estimateOperationCost(getEditorOperation('shorten'), { text: words(100) })).toBe(120);
    expect(estimateOperationCost(getEditorOperation('improve-seo'), { text: words(10) })).toBe(74);
  });

  it('is a fixed amount for operations that write a set length', () => {
    expect(estimateOperationCost(getEditorOperation('write-more'), { text: words(5000) })).toBe(300);
    expect(estimateOperationCost(getEditorOperation('conclusion'))).toBe(250);
    expect(estimateOperationCost(getEditorOperation('meta-title'))).toBe(20);
    expect(estimateOperationCost(getEditorOperation('meta-description'))).toBe(40);
  });

  it('reads at most the 1000-token selection budget', () => {
    const huge = estimateOperationCost(getEditorOperation('paraphrase'), { text: words(20_000) });
    const budget = estimateOperationCost(getEditorOperation('paraphrase'), { text: words(700) });
    expect(huge).toBeLessThan(2000);
    expect(huge).toBeGreaterThanOrEqual(budget * 0.5);
  });

  it('caps a summary and counts a command without text as its base', () => {
    expect(estimateOperationCost(getEditorOperation('summary'), { text: words(5000) })).toBe(440);
    expect(estimateOperationCost(getEditorOperation('command'), { text: '' })).toBe(200);
  });

  it('costs more to translate into a language counted per character', () => {
    const op = getEditorOperation('translate');
    expect(estimateOperationCost(op, { text: words(100), language: 'fr-FR' })).toBe(190);
    expect(estimateOperationCost(op, { text: words(100), language: 'ja-JP' })).toBe(340);
  });

  it('adds 10 per internal link', () => {
    expect(
      estimateOperationCost(getEditorOperation('add-internal-links'), { text: words(100), links: 3 }),
    ).toBe(190);
  });
});

describe('internal links typed one per line', () => {
  it('keeps "URL topic" lines with a web or site address', () => {
    expect(
      parseLinks('/blog/a Building a list\nhttps://x.com/b  Other topic\n\njavascript:alert(1) bad\nnourl'),
    ).toEqual([
      { url: '/blog/a', title: 'Building a list' },
      { url: 'https://x.com/b', title: 'Other topic' },
    ]);
  });
});
