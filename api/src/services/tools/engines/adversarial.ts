/**
 * One-megabyte inputs built to hurt a text engine: one endless word, endless
 * tiny words or sentences, punctuation and white space runs, joined tokens,
 * surrogate pairs and repeated phrases. Every engine's test runs them all; the
 * test timeout is the guard against anything slower than linear.
 */
const MB = 1_000_000;

const fill = (unit: string) => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB);

export const adversarialInputs: ReadonlyArray<readonly [name: string, make: () => string]> = [
  ['one endless word', () => 'a'.repeat(MB)],
  ['endless tiny words', () => fill('a ')],
  ['endless one-word sentences', () => fill('Go. ')],
  ['punctuation only', () => fill('.!?…"”)(;,-')],
  ['points without spaces', () => fill('a.')],
  ['white space and blank lines', () => fill(' \n\t\n  \n')],
  ['apostrophes and hyphens inside one token', () => fill("a'b-")],
  ['digits with separators', () => fill('1.2,3')],
  ['surrogate pairs', () => fill('😀')],
  ['a repeated stock phrase', () => fill("In today's fast-paced world, it is important to note that ")],
  ['a repeated passive sentence', () => fill('The cake was eaten by the children. ')],
  ['capitals and initials', () => fill('A. B. C. Dr. Mr. ')],
  ['list markers on every line', () => fill('\n- x\n1. y')],
];
