import { adversarialInputs } from './adversarial';
import { detectAi, RELIABLE_WORDS } from './detector';

const human = `I missed the bus again this morning. Not by much, maybe ten seconds, but enough to watch it pull away while I stood there with my coffee going cold. So I walked. It's forty minutes to the office if you take the canal path, which I usually don't, because the geese are vicious and there's a stretch by the old brewery that floods whenever it rains. It hadn't rained. The geese were asleep, or pretending to be. Halfway along, a man on a folding chair was fishing with what looked like a broom handle, and when I asked him what he hoped to catch he said "nothing, that's the point," and went back to staring at the water. I thought about that for the rest of the walk. By the time I got in, the meeting had started without me, and nobody noticed. Honestly? Best commute I've had all year. Tomorrow I might miss the bus on purpose, though my manager would probably have something to say about it.`;

const templated = `In today's fast-paced world, effective communication plays a crucial role in every organization. It is important to note that clear messages help teams achieve their goals. Furthermore, strong communication fosters collaboration and trust among colleagues. Additionally, leaders must leverage the right tools to unlock the potential of their teams. Moreover, a holistic approach to communication ensures seamless coordination across departments. In addition, regular feedback serves as a foundation for continuous improvement and growth. Furthermore, organizations must navigate the complexities of remote work in the modern landscape. Additionally, effective communication plays a crucial role in building a positive culture. In conclusion, effective communication plays a crucial role in the success of every organization. Ultimately, it is important to note that communication is a testament to strong leadership.`;

describe('detectAi', () => {
  it('leans human on varied prose with contractions and no stock phrases', () => {
    const report = detectAi(human);
    expect(report.verdict).toBe('likely-human');
    expect(report.score).toBeLessThanOrEqual(35);
    expect(report.words).toBe(169);
    const leaning = Object.fromEntries(report.signals.map((s) => [s.id, s.leaning]));
    expect(leaning).toEqual({
      'sentence-length-variation': 'human',
      'vocabulary-variety': 'human',
      'repeated-phrases': 'human',
      'stock-phrases': 'human',
      'connective-openers': 'human',
      contractions: 'human',
      'average-word-length': 'human',
    });
  });

  it('leans AI on templated prose full of stock phrases', () => {
    const report = detectAi(templated);
    expect(report.verdict).toBe('likely-ai');
    expect(report.score).toBeGreaterThanOrEqual(65);
    const byId = Object.fromEntries(report.signals.map((s) => [s.id, s]));
    expect(byId['sentence-length-variation']!.leaning).toBe('ai');
    expect(byId['stock-phrases']!.leaning).toBe('ai');
    expect(byId['stock-phrases']!.meaning).toContain('“plays a crucial role”');
    expect(byId['connective-openers']!.display).toBe('80 %');
    expect(byId['repeated-phrases']!.leaning).toBe('ai');
  });

  it('gives every signal a value, a display, a meaning and a leaning', () => {
    for (const s of detectAi(human).signals) {
      expect(Number.isFinite(s.value)).toBe(true);
      expect(s.display.length).toBeGreaterThan(0);
      expect(s.meaning).toMatch(/[.…]$/);
    }
  });

  it('states its limits, and says when the text is too short to lean either way', () => {
    expect(detectAi(human).limits).toMatch(/^Indicative, not proof/);
    const short = detectAi('A few words only.');
    expect(short.score).toBe(50);
    expect(short.verdict).toBe('mixed');
    expect(short.limits).toContain(`only 4 words: below ${RELIABLE_WORDS} the signals are weak`);
  });

  it('refuses a text without words, naming the field', () => {
    expect(() => detectAi('  ?! ')).toThrow(/^text: There are no words/);
  });

  it.each(adversarialInputs)('answers a 1 MB input of %s in linear time', (_name, make) => {
    try {
      const report = detectAi(make());
      expect(report.score).toBeGreaterThanOrEqual(0);
      expect(report.score).toBeLessThanOrEqual(100);
    } catch (error) {
      expect(String(error)).toMatch(/no words/);
    }
  });
});
