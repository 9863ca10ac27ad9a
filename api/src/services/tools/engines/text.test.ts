import { adversarialInputs } from './adversarial';
import { countWords, sentences, words } from './text';

describe('words', () => {
  it('keeps apostrophes, hyphens and number separators inside one word, with offsets', () => {
    const text = "Don't re-use 3.14 or 10,000 — well-known.";
    expect(words(text).map((w) => [w.text, w.start, w.end])).toEqual([
      ["Don't", 0, 5],
      ['re-use', 6, 12],
      ['3.14', 13, 17],
      ['or', 18, 20],
      ['10,000', 21, 27],
      ['well-known', 30, 40],
    ]);
    expect(countWords(text)).toBe(6);
  });

  it('counts offsets in UTF-16 units, past emoji', () => {
    const text = '😀 café';
    const [word] = words(text);
    expect(word).toEqual({ start: 3, end: 7, text: 'café' });
    expect(text.slice(word!.start, word!.end)).toBe('café');
  });
});

describe('sentences', () => {
  it('ends at . ! ? but not after abbreviations, initials or before a lower-case word', () => {
    const text = 'Dr. Smith met J. K. Rowling at 5 p.m. on Monday! "Really?" she asked. See e.g. the list.';
    expect(sentences(text).map((s) => s.text)).toEqual([
      'Dr. Smith met J. K. Rowling at 5 p.m. on Monday!',
      '"Really?" she asked.',
      'See e.g. the list.',
    ]);
  });

  it('ends at blank lines, list items and heading lines, and offsets slice the text', () => {
    const text = 'Heading here\nThe first line\ncontinues here.\n\nNext paragraph\n- one\n- two';
    const found = sentences(text);
    expect(found.map((s) => s.text)).toEqual([
      'Heading here',
      'The first line\ncontinues here.',
      'Next paragraph',
      '- one',
      '- two',
    ]);
    for (const s of found) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('finds nothing in white space', () => {
    expect(sentences(' \n\n\t ')).toEqual([]);
  });

  it.each(adversarialInputs)('scans a 1 MB input of %s in one pass', (_name, make) => {
    const text = make();
    const found = sentences(text);
    expect(Array.isArray(found)).toBe(true);
    expect(words(text).length).toBeGreaterThanOrEqual(0);
  });
});
