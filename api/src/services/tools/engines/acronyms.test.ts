import { acronyms, firstSyllable } from './acronyms';
import { adversarialInputs } from './adversarial';

describe('acronyms', () => {
  it('builds the acronyms of “portable network graphics” by rule, in a fixed order', () => {
    expect(acronyms('portable network graphics', 20)).toEqual([
      'PNG', // initials
      'P.N.G.', // dotted
      'PONG', // a real word from the first letters (po + n + g)
      'PoNG',
      'PortNetGraph', // first syllables
      'PortNG',
      'PNGraph',
      'PoNeGr',
      'PORTNETGRAPH',
    ]);
  });

  it('returns the first `count` of the same list every time', () => {
    expect(acronyms('portable network graphics', 3)).toEqual(['PNG', 'P.N.G.', 'PONG']);
    expect(acronyms('portable network graphics', 3)).toEqual(acronyms('portable network graphics', 3));
  });

  const known: Array<[phrase: string, expected: string]> = [
    ['as soon as possible', 'ASAP'],
    ['Department of Defense', 'DoD'],
    ['World Wide Web Consortium', 'W3C'],
    ['Federal Express', 'FedEx'],
    ['frequently asked questions', 'FAQ'],
  ];
  it.each(known)('finds the familiar acronym of “%s”: %s', (phrase, expected) => {
    expect(acronyms(phrase, 20)).toContain(expected);
  });

  it('splits first syllables at the first vowels and a consonant (two when they belong together)', () => {
    expect(['federal', 'express', 'portable', 'network', 'graphics', 'a'].map(firstSyllable)).toEqual([
      'fed',
      'ex',
      'port',
      'net',
      'graph',
      'a',
    ]);
  });

  it('refuses a phrase without words and a count out of range, naming the field', () => {
    expect(() => acronyms(' … ', 5)).toThrow(/^text: /);
    expect(() => acronyms('portable network graphics', 0)).toThrow(/^count: /);
    expect(() => acronyms('portable network graphics', 51)).toThrow(/^count: /);
    expect(() => acronyms('portable network graphics', 2.5)).toThrow(/^count: /);
  });

  it.each(adversarialInputs)('answers a 1 MB phrase of %s in linear time', (_name, make) => {
    const phrase = make();
    try {
      expect(acronyms(phrase, 10).length).toBeGreaterThanOrEqual(0);
    } catch (error) {
      expect(String(error)).toMatch(/text: Type a phrase/);
    }
  });
});
