/**
 * Spelling by nspell (a Hunspell engine) with the dictionary-en word list
 * (American English). Checking a word is a hash lookup; suggestions are costly
 * (edits of the word: ~2 ms for a real typo, up to 250 ms for gibberish, which
 * has no word one edit away), so a text gets at most SUGGESTION_BUDGET_MS of
 * them; they are cached, and ranked here (nspell
 * returns them unranked): a fix that only adds an apostrophe or hyphen or
 * changes case first, then by edit distance, then same letters, same first
 * letter, same length.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import nspell from 'nspell';
import { packageDir } from './packages';
import type { Piece } from './text';
import { words } from './text';

/** Time one text may spend on suggestions; later unknown words are marked without a suggestion. */
export const SUGGESTION_BUDGET_MS = 500;
const MAX_SUGGESTION_LENGTH = 24;
const CACHE_MAX = 5_000;

let speller: ReturnType<typeof nspell> | undefined;
const suggestionCache = new Map<string, string[]>();

function load() {
  if (!speller) {
    const dir = packageDir('dictionary-en');
    speller = nspell({
      aff: readFileSync(join(dir, 'index.aff')),
      dic: readFileSync(join(dir, 'index.dic')),
    });
  }
  return speller;
}

/** Loads the dictionary (~200 ms) if it is not loaded yet. */
export function loadDictionary(): void {
  load();
}

/** Whether the dictionary knows the word as written (lower-case words also match their capitalised use). */
export function isDictionaryWord(word: string): boolean {
  return load().correct(word);
}

export interface Misspelling extends Piece {
  /** Ranked corrections; undefined when none were computed (too long, or past the budget). */
  suggestions: string[] | undefined;
}

const normalise = (word: string) => word.replace(/’/g, "'");

function isKnown(word: string, sentenceInitial: boolean): boolean {
  const s = load();
  const w = normalise(word);
  if (s.correct(w)) return true;
  if (sentenceInitial && s.correct(w.toLowerCase())) return true;
  if (/'s$/i.test(w) && s.correct(w.slice(0, -2))) return true;
  if (w.includes('-'))
    return w.split('-').every((part) => part === '' || s.correct(part) || s.correct(part.toLowerCase()));
  return false;
}

/** Optimal-string-alignment distance (adjacent transpositions count one edit); both words are short. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols).fill(0);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(
        d[(i - 1) * cols + j]! + 1,
        d[i * cols + j - 1]! + 1,
        d[(i - 1) * cols + j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[(i - 2) * cols + j - 2]! + 1);
      d[i * cols + j] = v;
    }
  }
  return d[rows * cols - 1]!;
}

const letters = (w: string) => [...w.toLowerCase()].sort().join('');
const bare = (w: string) => w.toLowerCase().replace(/['-]/g, '');

export function rankSuggestions(word: string, suggestions: string[]): string[] {
  const lower = word.toLowerCase();
  const keyed = suggestions.map((s, index) => {
    const sl = s.toLowerCase();
    return {
      s,
      key: [
        bare(s) === bare(word) ? 0 : 1,
        editDistance(lower, sl),
        letters(s) === letters(word) ? 0 : 1,
        sl[0] === lower[0] ? 0 : 1,
        s.length === word.length ? 0 : 1,
        word[0] === lower[0] && s[0] !== sl[0] ? 1 : 0, // a lower-case word prefers lower-case fixes
        index,
      ],
    };
  });
  keyed.sort((x, y) => {
    for (let i = 0; i < x.key.length; i++) if (x.key[i] !== y.key[i]) return x.key[i]! - y.key[i]!;
    return 0;
  });
  return keyed.map((k) => k.s);
}

/** Stretches of non-space characters that are addresses (URLs, e-mail, paths), whose words are not checked. */
function addressRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && /\s/.test(text[i]!)) i++;
    const start = i;
    let address = false;
    while (i < n && !/\s/.test(text[i]!)) {
      const c = text[i]!;
      if (c === '@' || c === '/' || c === '\\' || (c === ':' && text[i + 1] === '/')) address = true;
      i++;
    }
    if (address || text.startsWith('www.', start)) ranges.push([start, i]);
  }
  return ranges;
}

function isSentenceInitial(text: string, start: number): boolean {
  let i = start - 1;
  while (i >= 0 && /[\s"'“‘(«[]/.test(text[i]!)) {
    if (text[i] === '\n') return true;
    i--;
  }
  return i < 0 || /[.!?…:]/.test(text[i]!);
}

function shouldCheck(word: string, sentenceInitial: boolean): boolean {
  if (word.length < 2 || /\p{N}/u.test(word)) return false;
  if (!/^[\p{Script=Latin}'’-]+$/u.test(word)) return false;
  if (word === word.toUpperCase()) return false; // acronyms: NASA, HTML
  if (/.\p{Lu}/u.test(word.replace(/['’-]\p{L}/gu, ''))) return false; // iPhone, McDonald, JavaScript
  const capitalised = word[0] !== word[0]!.toLowerCase();
  return !capitalised || sentenceInitial; // a capitalised word inside a sentence is taken for a name
}

/** Unknown words of the text, in order, with ranked corrections while the time budget lasts. */
export function findMisspellings(text: string): Misspelling[] {
  const out: Misspelling[] = [];
  const addresses = addressRanges(text);
  let a = 0;
  const deadline = performance.now() + SUGGESTION_BUDGET_MS;
  for (const token of words(text)) {
    while (a < addresses.length && addresses[a]![1] <= token.start) a++;
    const inAddress = a < addresses.length && addresses[a]![0] <= token.start;
    if (inAddress) continue;
    const initial = isSentenceInitial(text, token.start);
    if (!shouldCheck(token.text, initial) || isKnown(token.text, initial)) continue;
    const key = normalise(token.text);
    let suggestions = suggestionCache.get(key);
    if (!suggestions && key.length <= MAX_SUGGESTION_LENGTH && performance.now() < deadline) {
      suggestions = rankSuggestions(key, load().suggest(key));
      if (suggestionCache.size >= CACHE_MAX) suggestionCache.clear();
      suggestionCache.set(key, suggestions);
    }
    out.push({ ...token, suggestions });
  }
  return out;
}
