import { countHtmlWords, countWords, readingTime, readingTimeMinutes } from './words';

describe('countWords', () => {
  it('counts whitespace-separated words', () => {
    expect(countWords('  The quick\nbrown\tfox  ')).toBe(4);
    expect(countWords('')).toBe(0);
  });

  it('does not count lone punctuation', () => {
    expect(countWords('one — two * three')).toBe(3);
  });

  it('counts numbers and words in other alphabets', () => {
    expect(countWords('Top 10 outils für café naïve Москва')).toBe(7);
  });

  it('counts each Chinese or Japanese character as a word', () => {
    expect(countWords('日本語 text')).toBe(4);
  });

  it('counts words of HTML with tags as spaces', () => {
    expect(countHtmlWords('<p>one</p><p>two&nbsp;three</p><img src="x.png">')).toBe(3);
  });
});

describe('reading time', () => {
  it('rounds up at 200 words a minute', () => {
    expect(readingTimeMinutes(0)).toBe(0);
    expect(readingTimeMinutes(1)).toBe(1);
    expect(readingTimeMinutes(200)).toBe(1);
    expect(readingTimeMinutes(201)).toBe(2);
    expect(readingTimeMinutes(3000)).toBe(15);
  });

  it('reads a text', () => {
    expect(readingTime('word '.repeat(450))).toBe(3);
    expect(readingTime('word '.repeat(450), 450)).toBe(1);
  });
});
