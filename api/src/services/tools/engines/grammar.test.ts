import { AppError } from '../../../errors';
import { adversarialInputs } from './adversarial';
import {
  applyFirstFixes,
  checkGrammar,
  chunksOf,
  closeGrammar,
  GRAMMAR_MAX_CHARS,
  GRAMMAR_MAX_TOKENS,
  ruleName,
  warmUpGrammar,
} from './grammar';
import { editDistance, rankSuggestions } from './spelling';

beforeAll(() => warmUpGrammar(), 60_000);
afterAll(() => closeGrammar());

describe('checkGrammar', () => {
  // One planted error per row: the words marked, the first fix, and the kind.
  const planted: Array<[sentence: string, marked: string, fix: string, kind: string]> = [
    ['This is an test.', 'an', 'a', 'grammar'],
    ['We saw the the film.', 'the the', 'the', 'grammar'],
    ['He go to school on foot.', 'go', 'goes', 'grammar'],
    ['She could of done it.', 'could of', 'could have', 'grammar'],
    ['Yesterday i went home.', 'i', 'I', 'grammar'],
    ['There are alot of cars.', 'alot', 'a lot', 'spelling'],
    ['Its a nice day.', 'Its', "It's", 'punctuation'],
    ['I will recieve the parcel.', 'recieve', 'receive', 'spelling'],
    ['It was definately late.', 'definately', 'definitely', 'spelling'],
    ['I dont know.', 'dont', "don't", 'spelling'],
    ['We need to accomodate them.', 'accomodate', 'accommodate', 'spelling'],
  ];

  it.each(planted)('finds the planted error in “%s” and fixes it', async (sentence, marked, fix, kind) => {
    const report = await checkGrammar(sentence);
    const issue = report.issues.find((i) => i.text === marked);
    expect(issue).toBeDefined();
    expect(sentence.slice(issue!.start, issue!.end)).toBe(marked);
    expect(issue!.replacements[0]).toBe(fix);
    expect(issue!.kind).toBe(kind);
    expect(issue!.rule.length).toBeGreaterThan(0);
    expect(issue!.message.length).toBeGreaterThan(0);
    expect(report.fixed).toBe(sentence.replace(marked, fix));
  });

  it('fixes every planted error of a paragraph at once, right to left', async () => {
    const text =
      'This is an test of the the checker. I dont like it, and he go home. It was definately late.';
    const report = await checkGrammar(text);
    expect(report.fixed).toBe(
      "This is a test of the checker. I don't like it, and he goes home. It was definitely late.",
    );
    expect(report.words).toBe(20);
  });

  it('passes a clean text, names inside sentences and web addresses', async () => {
    const report = await checkGrammar(
      'The quick brown fox jumps over the lazy dog. We met Zorbulax at https://example.com/zqxw yesterday.',
    );
    expect(report.issues).toEqual([]);
    expect(report.fixed).toBe(report.fixed);
  });

  it('gives offsets in UTF-16 units after emoji', async () => {
    const text = '😀😀 This is an test.';
    const report = await checkGrammar(text);
    const issue = report.issues.find((i) => i.replacements[0] === 'a')!;
    expect(text.slice(issue.start, issue.end)).toBe('an');
    expect(report.fixed).toBe('😀😀 This is a test.');
  });

  it('answers an empty text with no issues', async () => {
    expect(await checkGrammar('   ')).toEqual({ issues: [], fixed: '   ', words: 0 });
  });

  it('refuses a text above its ceiling before any work, naming the field', async () => {
    await expect(checkGrammar('a '.repeat(GRAMMAR_MAX_CHARS))).rejects.toThrow(AppError);
    await expect(checkGrammar('a '.repeat(GRAMMAR_MAX_CHARS))).rejects.toThrow(
      /^text: .*more than this tool checks/,
    );
  });

  it('refuses a text of more tokens than its ceiling before any work, naming the field', async () => {
    const soup = '.,'.repeat(GRAMMAR_MAX_TOKENS / 2 + 1);
    expect(soup.length).toBeLessThan(GRAMMAR_MAX_CHARS);
    await expect(checkGrammar(soup)).rejects.toThrow(/^text: .*more than this tool checks at once/);
  });

  it('checks a 10,000-word document', async () => {
    const text = 'This is an test of a long document that readers will enjoy. '.repeat(850);
    expect(text.split(/\s+/).filter(Boolean).length).toBeGreaterThan(10_000);
    const report = await checkGrammar(text);
    expect(report.words).toBeGreaterThan(10_000);
    expect(report.fixed.includes('This is an test')).toBe(false);
    expect(report.fixed.startsWith('This is a test of a long document')).toBe(true);
  }, 60_000);

  it.each(adversarialInputs)('refuses a 1 MB input of %s at once', async (_name, make) => {
    await expect(checkGrammar(make())).rejects.toThrow(/^text: /);
  });

  it.each(
    adversarialInputs.filter(([name]) =>
      ['one endless word', 'punctuation only', 'surrogate pairs', 'a repeated stock phrase'].includes(name),
    ),
  )(
    'checks an input of %s at its ceiling in linear time',
    async (_name, make) => {
      // The token ceiling binds first for these: a token per character at worst.
      const text = make().slice(0, GRAMMAR_MAX_TOKENS);
      const report = await checkGrammar(text);
      expect(report.fixed.length).toBeGreaterThan(0);
    },
    30_000,
  );

  it('checks a ceiling-sized text of random unknown words within the suggestion budget', async () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const word = () =>
      Array.from({ length: 8 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 26)]).join('');
    const text = Array.from({ length: GRAMMAR_MAX_TOKENS / 10 }, word).join(' ');
    const report = await checkGrammar(text);
    const spelling = report.issues.filter((i) => i.kind === 'spelling');
    expect(spelling.length).toBeGreaterThan(1000);
    // Past the budget a word is still marked, with no fix that would change it.
    expect(spelling.at(-1)!.replacements).toEqual([spelling.at(-1)!.text]);
  }, 30_000);
});

describe('the grammar helpers', () => {
  it('apply the first fix of non-overlapping issues only', () => {
    const issue = (start: number, end: number, fix: string) => ({
      start,
      end,
      text: '',
      kind: 'grammar' as const,
      rule: 'r',
      message: 'm',
      replacements: fix === '<delete>' ? [] : [fix],
    });
    expect(
      applyFirstFixes('abcdef', [
        issue(4, 6, 'XY'),
        issue(0, 2, 'Q'),
        issue(1, 3, 'no'),
        issue(2, 3, '<delete>'),
      ]),
    ).toBe('QdXY');
  });

  it('cut long texts between sentences, and offsets point into the text', () => {
    const sentence = 'This sentence has exactly eight words in it. ';
    const text = sentence.repeat(500);
    const chunks = chunksOf(text);
    expect(chunks.length).toBeGreaterThan(2);
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(8_000);
      expect(text.slice(c.offset, c.offset + c.text.length)).toBe(c.text);
      expect(c.text.endsWith('.')).toBe(true);
    }
  });

  it('name rules in words', () => {
    expect(ruleName('RepeatedWords')).toBe('Repeated words');
    expect(ruleName('PronounVerbAgreement')).toBe('Pronoun verb agreement');
    expect(ruleName('AnA')).toBe('A or an');
  });

  it('rank spelling suggestions: apostrophe fixes, then fewest edits, then the same letters', () => {
    expect(rankSuggestions('dont', ['cont', 'dent', 'done', "don't", 'Donn'])[0]).toBe("don't");
    expect(rankSuggestions('teh', ['ten', 'eh', 'tea', 'the', 'Te'])[0]).toBe('the');
    expect(editDistance('teh', 'the')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
