import { AppError } from '../../../errors';
import { adversarialInputs } from './adversarial';
import { READABILITY_MAX_CHARS, readabilityReport, scoresOf } from './readability';

describe('readabilityReport', () => {
  /*
   * Reference by hand. Words (syllables / letters):
   *   S1 The(1/3) cat(1/3) sat(1/3) on(1/2) the(1/3) mat(1/3)                         6 words,  6 syl, 17 letters
   *   S2 It(1/2) was(1/3) a(1/1) sunny(2/5) day(1/3) and(1/3) the(1/3) children(2/8)
   *      played(1/6) outside(2/7) in(1/2) the(1/3) garden(2/6)                        13 words, 17 syl, 52 letters
   *   S3 All(1/3) of(1/2) us(1/2) enjoyed(2/7) the(1/3) beautiful(3/9) afternoon(3/9)    7 words, 12 syl, 35 letters
   * W = 26, S = 3, Y = 35, L = 104; three or more syllables: beautiful, afternoon (P = C = 2).
   * W/S = 8.6667, Y/W = 1.34615, L/W = 4
   *   Flesch  206.835 − 1.015·8.6667 − 84.6·1.34615 = 206.835 − 8.7967 − 113.8846 = 84.15
   *   FK      0.39·8.6667 + 11.8·1.34615 − 15.59 = 3.38 + 15.8846 − 15.59         = 3.67
   *   SMOG    1.043·√(2·30/3) + 3.1291 = 1.043·4.4721 + 3.1291                    = 7.79
   *   Fog     0.4·(8.6667 + 100·2/26) = 0.4·16.359                                = 6.54
   *   CLI     0.0588·400 − 0.296·11.538 − 15.8 = 23.52 − 3.4154 − 15.8           = 4.30
   *   ARI     4.71·4 + 0.5·8.6667 − 21.43 = 18.84 + 4.3333 − 21.43              = 1.74
   */
  const text =
    'The cat sat on the mat. It was a sunny day, and the children played outside in the garden. All of us enjoyed the beautiful afternoon.';

  it('scores a fixed text as computed by hand from the published formulas', () => {
    const report = readabilityReport(text);
    expect(report.words).toBe(26);
    expect(report.sentences).toBe(3);
    const expected = {
      flesch: 84.15,
      fleschKincaid: 3.67,
      smog: 7.79,
      fog: 6.54,
      colemanLiau: 4.3,
      ari: 1.74,
    };
    for (const [name, value] of Object.entries(expected)) {
      expect(report.scores[name as keyof typeof expected]).toBeCloseTo(value, 0);
      expect(Math.abs(report.scores[name as keyof typeof expected] - value)).toBeLessThanOrEqual(0.06);
    }
    expect(report.level).toBe('Easy');
    expect(report.hardSentences).toEqual([]);
  });

  it('reproduces the published Flesch–Kincaid worked example from its counts', () => {
    // "The Australian platypus is seemingly a hybrid of a mammal and reptilian creature."
    // is published as grade 11.3 with 13 words and 24 syllables: 0.39·13 + 11.8·24/13 − 15.59 = 11.27.
    const scores = scoresOf({
      words: 13,
      sentences: 1,
      syllables: 24,
      letters: 68,
      polysyllables: 4,
      complex: 4,
    });
    expect(scores.fleschKincaid).toBe(11.3);
    // Flesch: 206.835 − 1.015·13 − 84.6·24/13 = 37.46.
    expect(scores.flesch).toBe(37.5);
  });

  it('flags very long sentences and sentences of long words, with offsets and a reason', () => {
    const long =
      'We walked to the shop and then we walked to the park and then we walked to the river and then we walked all the way home again.';
    const dense =
      'Institutional considerations necessitate comprehensive organisational reconfiguration immediately, apparently.';
    const easy = 'The dog ran.';
    const all = `${easy} ${long} ${dense}`;
    const { hardSentences } = readabilityReport(all);
    expect(hardSentences).toHaveLength(2);
    const [first, second] = hardSentences;
    expect(all.slice(first!.start, first!.end)).toBe(long);
    expect(first!.words).toBe(28);
    expect(first!.reason).toBe('very long: 28 words');
    expect(all.slice(second!.start, second!.end)).toBe(dense);
    expect(second!.grade).toBeGreaterThanOrEqual(12);
    expect(second!.reason).toMatch(/^long words: \d+ of 8 have three or more syllables$/);
  });

  it('names the level of each Flesch band', () => {
    expect(readabilityReport('The cat sat. The dog ran. We had fun.').level).toBe('Very easy');
  });

  it('refuses a text without words, and one above its ceiling, naming the field', () => {
    expect(() => readabilityReport(' … ')).toThrow(AppError);
    expect(() => readabilityReport(' … ')).toThrow(/^text: /);
    expect(() => readabilityReport('a'.repeat(READABILITY_MAX_CHARS + 1))).toThrow(/^text: .*more than/);
  });

  it.each(adversarialInputs)('answers a 1 MB input of %s in linear time', (_name, make) => {
    const text = make();
    try {
      const report = readabilityReport(text);
      expect(report.words).toBeGreaterThan(0);
    } catch (error) {
      // Only a text without words is refused.
      expect(String(error)).toMatch(/no words/);
    }
  });
});
