import { analyzeSeo, type CheckId, type SeoReport } from './analyze';
import { countKeyword, keywordDensity } from './keyword';
import { metaDescriptionMeter, metaTitleMeter } from './meta';
import { isPassive } from './passive';
import { fleschReadingEase, readingEaseLabel } from './readability';
import { countSyllables, htmlBlocks, splitSentences } from './text';

const finding = (report: SeoReport, id: CheckId) => report.findings.find((f) => f.id === id)!;

describe('text helpers', () => {
  it('reads blocks out of HTML without a DOM', () => {
    expect(
      htmlBlocks(
        '<h1>Title &amp; more</h1><p>One <b>two</b><br>three</p><ul><li><p>item</p></li><li>bare</li></ul>' +
          '<pre><code>let x = 1;</code></pre><script>alert(1)</script><table><tr><td>cell</td></tr></table>',
      ),
    ).toEqual([
      { kind: 'heading', level: 1, text: 'Title & more' },
      { kind: 'paragraph', text: 'One two three' },
      { kind: 'paragraph', text: 'item' },
      { kind: 'paragraph', text: 'bare' },
      { kind: 'code', text: 'let x = 1;' },
      { kind: 'paragraph', text: 'cell' },
    ]);
  });

  it('splits sentences, not at abbreviations or decimals', () => {
    expect(splitSentences('Dr. Smith paid 3.5 dollars. Was it fair? Yes! E.g. this one… ends.')).toEqual([
      'Dr. Smith paid 3.5 dollars.',
      'Was it fair?',
      'Yes!',
      'E.g. this one…',
      'ends.',
    ]);
  });

  it('counts English syllables', () => {
    expect(
      ['cat', 'table', 'wanted', 'jumped', 'beautiful', 'readability', 'the', 'create'].map(countSyllables),
    ).toEqual([1, 2, 2, 1, 3, 5, 1, 1]);
  });
});

describe('Flesch reading ease', () => {
  it('scores a known sentence: 206.835 − 1.015 × 6 − 84.6 × 1', () => {
    expect(fleschReadingEase('The cat sat on the mat.')).toEqual({
      words: 6,
      sentences: 1,
      syllables: 6,
      fleschReadingEase: 116.1,
    });
  });

  it('scores long words lower than short ones', () => {
    const hard = fleschReadingEase(
      'Comprehensive organisational documentation necessitates considerable administrative coordination.',
    ).fleschReadingEase!;
    expect(hard).toBeLessThan(0);
    expect(readingEaseLabel(hard)).toBe('Very difficult');
    expect(readingEaseLabel(65)).toBe('Plain English');
    expect(fleschReadingEase('').fleschReadingEase).toBeNull();
  });
});

describe('passive voice', () => {
  it.each([
    'The report was written by the team.',
    'Mistakes were made.',
    'The results are not yet published.',
    'This feature is widely used by marketers.',
    'The house was quickly sold.',
    'Your data will be encrypted.',
    'He got fired last week.',
  ])('flags %j', (sentence) => {
    expect(isPassive(sentence)).toBe(true);
  });

  it.each([
    'The team wrote the report.',
    'She is going home.',
    'I am interested in SEO.',
    'They were happy.',
    'The need is real.',
    'It is indeed true.',
  ])('does not flag %j', (sentence) => {
    expect(isPassive(sentence)).toBe(false);
  });
});

describe('keyword density', () => {
  it('counts whole-word, case-insensitive phrase matches', () => {
    expect(countKeyword('SEO tips: seo, Seo and seoul. Not “seo-friendly”?', 'seo')).toBe(4);
    expect(
      countKeyword(
        'Content marketing works. content\n marketing wins. Marketing content.',
        'content marketing',
      ),
    ).toBe(2);
    expect(countKeyword('a.b c', 'a.b')).toBe(1);
    expect(countKeyword('anything', '  ')).toBe(0);
  });

  it('is occurrences per hundred words', () => {
    const text = `${'word '.repeat(197)}seo seo seo`;
    expect(keywordDensity(text, 'SEO')).toEqual({ occurrences: 3, words: 200, density: 1.5 });
    expect(keywordDensity('', 'x').density).toBe(0);
  });
});

describe('meta meters', () => {
  it('grades title and description lengths', () => {
    expect(metaTitleMeter('')).toMatchObject({ status: 'empty', length: 0 });
    expect(metaTitleMeter('Short title')).toMatchObject({ status: 'short', length: 11 });
    expect(metaTitleMeter('A'.repeat(45))).toMatchObject({ status: 'good', ratio: 0.75 });
    expect(metaTitleMeter('A'.repeat(61))).toMatchObject({ status: 'long', ratio: 1 });
    expect(metaDescriptionMeter('d'.repeat(150)).status).toBe('good');
    expect(metaDescriptionMeter('d'.repeat(161)).status).toBe('long');
  });
});

describe('analyzeSeo', () => {
  // 4 + 36 + 8 × 35 = 320 words; "SEO" twice (0.63%), "writing" 45 times.
  const sentence = 'Good writing helps readers find answers fast. ';
  const simpleParagraph = `<p>${sentence.repeat(5)}</p>`;
  const intro = `<p>Good SEO writing helps readers find answers fast. ${sentence.repeat(4)}</p>`;
  const goodArticle = `<h1>SEO content that ranks</h1>${intro}${simpleParagraph.repeat(8)}`;
  const good = {
    html: goodArticle,
    focusKeyword: 'SEO',
    metaTitle: 'SEO content that ranks: a simple guide',
    metaDescription: `${'Learn how to write SEO content that ranks. '.repeat(3)}Start now.`,
  };

  it('passes a clean article with a high score', () => {
    const report = analyzeSeo(good);
    expect(report.findings.filter((f) => f.status !== 'good')).toEqual([]);
    expect(report.score).toBe(100);
    expect(report.stats).toMatchObject({ h1Count: 1, words: 320, longSentences: 0, passiveSentences: 0 });
    expect(report.stats.keyword).toEqual({ occurrences: 2, density: 0.63 });
  });

  it('computes the keyword density of the body and flags stuffing and absence', () => {
    const stuffed = analyzeSeo({ ...good, focusKeyword: 'writing' });
    expect(stuffed.stats.keyword).toEqual({ occurrences: 45, density: 14.06 });
    expect(finding(stuffed, 'keyword-density').status).toBe('problem');
    const absent = analyzeSeo({ ...good, focusKeyword: 'pricing' });
    expect(finding(absent, 'keyword-density')).toMatchObject({ status: 'problem' });
    expect(finding(absent, 'keyword-in-h1').status).toBe('warning');
    const none = analyzeSeo({ ...good, focusKeyword: '' });
    expect(finding(none, 'keyword-density').status).toBe('warning');
    expect(none.stats.keyword).toBeNull();
  });

  it('needs exactly one h1', () => {
    expect(finding(analyzeSeo({ ...good, html: simpleParagraph }), 'h1')).toMatchObject({
      status: 'problem',
    });
    const two = analyzeSeo({ ...good, html: `<h1>A</h1><h1>B</h1>${simpleParagraph}` });
    expect(finding(two, 'h1').message).toMatch(/2 H1 headings/);
  });

  it('flags a passive sentence and points at its paragraph', () => {
    const html = `<h1>SEO</h1><p>The team writes every post.</p><p>The report was written by the team. It was checked twice. We ship it.</p>`;
    const report = analyzeSeo({ html, focusKeyword: 'SEO' });
    expect(report.paragraphs[1]?.passiveSentences).toEqual([
      'The report was written by the team.',
      'It was checked twice.',
    ]);
    expect(report.paragraphs[0]?.passiveSentences).toEqual([]);
    expect(finding(report, 'passive-voice')).toMatchObject({ status: 'problem', paragraphs: [1] });
    expect(report.stats.passiveSentences).toBe(2);
  });

  it('flags long sentences and long paragraphs', () => {
    const long = `${'word '.repeat(24)}end.`;
    const report = analyzeSeo({
      html: `<h1>T</h1><p>${long} Short one.</p><p>${'Fine text here. '.repeat(60)}</p>`,
    });
    expect(report.paragraphs[0]?.longSentences).toEqual([long]);
    expect(report.paragraphs[1]?.tooLong).toBe(true);
    expect(finding(report, 'long-sentences').paragraphs).toEqual([0]);
    expect(finding(report, 'paragraph-length')).toMatchObject({ status: 'warning', paragraphs: [1] });
  });

  it('gives per-paragraph reading ease and keeps block indexes for the editor', () => {
    const report = analyzeSeo({ html: '<h1>T</h1><p>The cat sat on the mat.</p><h2>Next</h2><p>Go.</p>' });
    expect(report.paragraphs.map((p) => p.blockIndex)).toEqual([1, 3]);
    expect(report.paragraphs[0]?.fleschReadingEase).toBe(116.1);
  });

  it('scores an empty article 0 and a poor one low', () => {
    expect(analyzeSeo({ html: '' }).score).toBe(0);
    const poor = analyzeSeo({
      html: '<p>Comprehensive organisational documentation necessitates considerable administrative coordination.</p>',
      focusKeyword: 'seo',
    });
    expect(poor.score).toBeLessThan(30);
    expect(analyzeSeo(good).score).toBeGreaterThan(poor.score);
  });

  it('reports the meta meters', () => {
    const report = analyzeSeo({ html: '<p>x</p>', metaTitle: 'Too short' });
    expect(report.meters.metaTitle.status).toBe('short');
    expect(finding(report, 'meta-title').status).toBe('warning');
    expect(finding(report, 'meta-description').status).toBe('problem');
  });
});
