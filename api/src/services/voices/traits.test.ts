import { isContraction, measureStyle } from './traits';

/** 32 words in 5 sentences of 4, 6, 6, 9 and 7 words; "you" ×2, "your" ×1, "we", "our", one "Don't". */
const CHATTY =
  'You can start today. Don’t wait for the perfect plan! Why not try one small step? ' +
  'We tested this with our team, and it worked. Your readers will thank you for it.';

/** 33 words in 4 sentences of 6, 8, 10 and 9 words; "their", "They"; "annual budget" three times. */
const FORMAL =
  'The committee reviewed the annual budget. The committee approved the annual budget without changes. ' +
  'Members of the committee expressed their gratitude to the staff. ' +
  'They noted that the annual budget reflects careful planning.';

describe('the measured traits of a brand voice', () => {
  it('measures sentence length, person, contractions, vocabulary and punctuation of a chatty sample exactly', () => {
    const t = measureStyle(CHATTY);
    expect(t.words).toBe(32);
    expect(t.sentences).toBe(5);
    // mean 32/5; deviations −2.4, −0.4, −0.4, 2.6, 0.6 → variance 13.2/5 = 2.64 → 1.62
    expect(t.sentenceLength).toEqual({ average: 6.4, spread: 1.6, shortest: 4, longest: 9 });
    // first: we, our (2/32); second: you, your, you (3/32); "it" is no person
    expect(t.person).toEqual({ first: 6.3, second: 9.4, third: 0, dominant: 'second' });
    expect(t.contractions).toBe(3.1); // 1/32
    // 29 distinct of 32 (you, for, it twice); 124 letters / 32 words; no word of 3+ syllables
    expect(t.vocabulary).toEqual({ variety: 0.91, averageWordLength: 3.9, longWords: 0 });
    expect(t.punctuation).toEqual({
      questions: 20,
      exclamations: 20,
      commasPerSentence: 0.2,
      dashes: 0,
      semicolons: 0,
    });
    expect(t.topPhrases).toEqual([]);
  });

  it('computes the reading level by the Flesch formulas (36 syllables in 32 words, 5 sentences)', () => {
    const t = measureStyle(CHATTY);
    // 206.835 − 1.015·6.4 − 84.6·36/32 = 105.2; 0.39·6.4 + 11.8·36/32 − 15.59 = 0.2
    expect(t.readingLevel).toEqual({ flesch: 105.2, grade: 0.2, label: 'Very easy' });
  });

  it('finds the third person, no contractions and the recurring phrase of a formal sample', () => {
    const t = measureStyle(FORMAL);
    expect(t.words).toBe(33);
    expect(t.sentences).toBe(4);
    // mean 8.25; deviations −2.25, −0.25, 1.75, 0.75 → variance 8.75/4 = 2.1875 → 1.48
    expect(t.sentenceLength).toEqual({ average: 8.3, spread: 1.5, shortest: 6, longest: 10 });
    expect(t.person).toEqual({ first: 0, second: 0, third: 6.1, dominant: 'third' });
    expect(t.contractions).toBe(0);
    expect(t.punctuation.questions).toBe(0);
    // "the annual budget" starts with a stop word, so only the two-word phrase counts.
    expect(t.topPhrases).toEqual(['annual budget']);
  });

  it('counts dashes, semicolons and commas per sentence', () => {
    const text =
      'Writing is rewriting; every draft improves. Cut the fluff — then cut again. ' +
      'Read it aloud - slowly, clearly, twice. Short words win; long words lose. ' +
      'Keep going until the page reads well and the point is clear to anyone.';
    const t = measureStyle(text);
    expect(t.sentences).toBe(5);
    expect(t.punctuation).toEqual({
      questions: 0,
      exclamations: 0,
      commasPerSentence: 0.4,
      dashes: 40,
      semicolons: 40,
    });
  });

  it('tells contractions from possessives', () => {
    for (const word of ['don’t', "we're", "it's", "let's", "you'll", "I'm", "they'd", "can't"])
      expect([word, isContraction(word)]).toEqual([word, true]);
    for (const word of ["team's", 'Anna’s', "dogs'", 'rock', "o'clock"])
      expect([word, isContraction(word)]).toEqual([word, false]);
  });

  it('refuses samples of fewer than 30 words with a clear message', () => {
    expect(() => measureStyle('Too short to tell a voice.')).toThrow(/6 words.*at least 30/);
  });
});
