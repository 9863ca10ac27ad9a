import { adversarialInputs } from './adversarial';
import { extractKeywords, fold, KEYWORDS_NOTE } from './keywords';

describe('extractKeywords', () => {
  const png =
    'Portable Network Graphics (PNG) is a raster graphics file format that supports lossless data compression. ' +
    'PNG was developed as an improved, non-patented replacement for the Graphics Interchange Format (GIF). ' +
    'PNG supports palette-based images, grayscale images and full-color images. ' +
    'The PNG format was designed for transferring images on the Internet, not for professional-quality print graphics. ' +
    'Lossless data compression means the PNG format keeps every pixel of the image.';

  it('finds the words and phrases a known paragraph is about, scored and counted', () => {
    const report = extractKeywords(png, 6);
    expect(report.source).toBe('extracted');
    expect(report.note).toBe('Extracted from your text; no search volumes.');
    expect(report.keywords).toEqual([
      { term: 'lossless data compression', count: 2, score: 1, words: 3 },
      { term: 'PNG', count: 5, score: 0.833, words: 1 },
      { term: 'images', count: 5, score: 0.833, words: 1 },
      { term: 'PNG format', count: 2, score: 0.667, words: 2 },
      { term: 'graphics', count: 4, score: 0.667, words: 1 },
      { term: 'format', count: 4, score: 0.667, words: 1 },
    ]);
  });

  it('drops a term that only appears inside a longer one, and needs phrases twice in longer texts', () => {
    const text =
      'Coffee roasting is the process that turns green coffee beans into the brown beans we brew. During coffee roasting, the beans lose moisture and expand. ' +
      'Light roasts keep more of the original flavor of the coffee beans, while dark roasts bring out bitter, smoky notes. ' +
      'Home coffee roasting has become popular because green coffee beans keep for a year, while roasted beans go stale within weeks. ' +
      'A small home roaster or even a popcorn popper can roast coffee beans evenly. The roasting time and the temperature decide the roast level. ' +
      'Many people who start home coffee roasting say the fresh flavor is worth the smoke.';
    const terms = extractKeywords(text, 50).keywords;
    const names = terms.map((k) => k.term);
    expect(names.slice(0, 3)).toEqual(['coffee roasting', 'coffee beans', 'coffee']);
    expect(names).toContain('green coffee beans');
    expect(names).toContain('home coffee roasting');
    // In a text of 100 words or more, a phrase seen once ("popcorn popper") is not listed.
    expect(names).not.toContain('popcorn popper');
    for (const k of terms) if (k.words > 1) expect(k.count).toBeGreaterThanOrEqual(2);
  });

  it('folds plurals for counting but not words that only look plural', () => {
    expect(['graphs', 'stories', 'graphics', 'glass', 'status', 'analysis'].map(fold)).toEqual([
      'graph',
      'story',
      'graphics',
      'glass',
      'status',
      'analysis',
    ]);
  });

  it('answers a text without keywords with an empty list and the note', () => {
    expect(extractKeywords('The and of it, to be or not.')).toEqual({
      keywords: [],
      source: 'extracted',
      note: KEYWORDS_NOTE,
    });
  });

  it('keeps to the limit, and refuses one out of range naming it', () => {
    expect(extractKeywords(png, 2).keywords).toHaveLength(2);
    expect(() => extractKeywords(png, 0)).toThrow(/^limit: /);
    expect(() => extractKeywords(png, 1.5)).toThrow(/^limit: /);
  });

  it.each(adversarialInputs)('answers a 1 MB input of %s in linear time', (_name, make) => {
    expect(extractKeywords(make()).note).toBe(KEYWORDS_NOTE);
  });
});
