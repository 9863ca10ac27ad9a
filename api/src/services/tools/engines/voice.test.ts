import { adversarialInputs } from './adversarial';
import { convertVoice, VOICE_MAX_CHARS } from './voice';

type Row = [before: string, after: string, method: 'rule' | 'ai' | 'unchanged'];

describe('convertVoice', () => {
  const passiveToActive: Row[] = [
    ['The cake was eaten by the children.', 'The children ate the cake.', 'rule'],
    ['The ball is kicked by John.', 'John kicks the ball.', 'rule'],
    ['The letters were written by Mary yesterday.', 'Mary wrote the letters yesterday.', 'rule'],
    ['The house has been painted by the workers.', 'The workers have painted the house.', 'rule'],
    ['The letter will be signed by her.', 'She will sign the letter.', 'rule'],
    ['The cake was not eaten by the children.', 'The children did not eat the cake.', 'rule'],
    ['The house is being painted by John.', 'John is painting the house.', 'rule'],
    ['The report had been written by the team.', 'The team had written the report.', 'rule'],
    ['The old car was quickly fixed by my brother.', 'My brother quickly fixed the old car.', 'rule'],
    [
      'The plan was approved by the manager of the store.',
      'The manager of the store approved the plan.',
      'rule',
    ],
    ['The mouse was chased by the cat in the garden.', 'The cat chased the mouse in the garden.', 'rule'],
    ['I was helped by them.', 'They helped me.', 'rule'],
    ['The cake should have been eaten by him.', 'He should have eaten the cake.', 'rule'],
    // No agent: only the AI can say who did it.
    ['The cake was eaten.', 'The cake was eaten.', 'ai'],
    ['The window was broken by the storm.', 'The window was broken by the storm.', 'ai'],
    // Passive, but not of the shape the rules convert exactly.
    [
      'The city was destroyed by the storm, which was terrible.',
      'The city was destroyed by the storm, which was terrible.',
      'ai',
    ],
    ["The cake wasn't eaten by them.", "The cake wasn't eaten by them.", 'ai'],
    // Nothing passive.
    ['The boy is happy.', 'The boy is happy.', 'unchanged'],
    ['The children ate the cake.', 'The children ate the cake.', 'unchanged'],
  ];

  it.each(passiveToActive)('turns “%s” active: “%s” (%s)', (before, after, method) => {
    const report = convertVoice(before, 'passive-to-active');
    expect(report.direction).toBe('passive-to-active');
    expect(report.sentences).toEqual([{ start: 0, end: before.length, before, after, method }]);
    expect(report.text).toBe(after);
  });

  const activeToPassive: Row[] = [
    ['The children ate the cake.', 'The cake was eaten by the children.', 'rule'],
    ['John kicks the ball.', 'The ball is kicked by John.', 'rule'],
    ['Mary wrote the letters yesterday.', 'The letters were written by Mary yesterday.', 'rule'],
    ['She will sign the contract.', 'The contract will be signed by her.', 'rule'],
    ['She has written three letters.', 'Three letters have been written by her.', 'rule'],
    ['They are painting the house.', 'The house is being painted by them.', 'rule'],
    ['He was reading the book.', 'The book was being read by him.', 'rule'],
    ['I love you.', 'You are loved by me.', 'rule'],
    ['The cat chased the mouse in the garden.', 'The mouse was chased by the cat in the garden.', 'rule'],
    [
      'The manager of the store approved the plan.',
      'The plan was approved by the manager of the store.',
      'rule',
    ],
    ['Students must submit the forms.', 'The forms must be submitted by students.', 'rule'],
    [
      'The committee will review the proposal next week.',
      'The proposal will be reviewed by the committee next week.',
      'rule',
    ],
    ['My brother quickly fixed the old car.', 'The old car was quickly fixed by my brother.', 'rule'],
    ['The children did not eat the cake.', 'The cake was not eaten by the children.', 'rule'],
    ['The team had finished the report.', 'The report had been finished by the team.', 'rule'],
    // Two objects, an ambiguous tense, a lost verb: the AI's job.
    ['She gave him the book.', 'She gave him the book.', 'ai'],
    ['The dog bit me.', 'The dog bit me.', 'ai'],
    ['John does not like apples.', 'John does not like apples.', 'ai'],
    // Nothing to make passive.
    ['He went to the store.', 'He went to the store.', 'unchanged'],
    ['The boy is happy.', 'The boy is happy.', 'unchanged'],
    ['The cake was eaten by the children.', 'The cake was eaten by the children.', 'unchanged'],
  ];

  it.each(activeToPassive)('turns “%s” passive: “%s” (%s)', (before, after, method) => {
    const report = convertVoice(before, 'active-to-passive');
    expect(report.sentences).toEqual([{ start: 0, end: before.length, before, after, method }]);
    expect(report.text).toBe(after);
  });

  it('converts a paragraph sentence by sentence, keeping the space between them and the offsets', () => {
    const text = 'The cake was eaten by the children.  The cake was eaten.\n\nThe boy is happy!';
    const report = convertVoice(text, 'passive-to-active');
    expect(report.sentences.map((s) => s.method)).toEqual(['rule', 'ai', 'unchanged']);
    for (const s of report.sentences) expect(text.slice(s.start, s.end)).toBe(s.before);
    expect(report.text).toBe('The children ate the cake.  The cake was eaten.\n\nThe boy is happy!');
  });

  it('answers an empty text with no sentences', () => {
    expect(convertVoice('', 'active-to-passive')).toEqual({
      direction: 'active-to-passive',
      sentences: [],
      text: '',
    });
  });

  it.each(adversarialInputs)('refuses a 1 MB input of %s at once, naming the field', (_name, make) => {
    expect(() => convertVoice(make(), 'passive-to-active')).toThrow(/^text: .*more than this tool checks/);
  });

  it.each(
    adversarialInputs.filter(([name]) =>
      ['a repeated passive sentence', 'endless tiny words', 'punctuation only', 'one endless word'].includes(
        name,
      ),
    ),
  )(
    'converts an input of %s at its ceiling in linear time',
    (_name, make) => {
      const text = make().slice(0, VOICE_MAX_CHARS);
      for (const direction of ['passive-to-active', 'active-to-passive'] as const) {
        expect(convertVoice(text, direction).text.length).toBeGreaterThan(0);
      }
    },
    30_000,
  );
});
