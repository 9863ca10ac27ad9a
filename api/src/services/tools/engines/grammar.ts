/**
 * grammar-checker: Harper's grammar, punctuation and style rules (harper.ts)
 * plus nspell's spelling (spelling.ts). Where both mark the same words,
 * Harper's issue wins. `fixed` applies each issue's first replacement, the
 * overlapping ones skipped, from right to left so offsets stay valid.
 *
 * An issue without any fix (a long sentence, a misspelling without a
 * suggestion) carries its own text as the only replacement, so applying it
 * changes nothing; an empty list still means "delete the text".
 */
import type { GrammarIssue, GrammarReport } from '@inkpress/shared-core/tools';
import { assertMaxLength, inputError } from './errors';
import { closeHarper, type HarperChunk, type HarperLint, harperLint, warmUpHarper } from './harper';
import { findMisspellings, loadDictionary } from './spelling';
import { countWords, sentences } from './text';

/**
 * Above this the engine refuses the text (the catalogue allows 80,000
 * characters, a 10,000-word document).
 */
export const GRAMMAR_MAX_CHARS = 90_000;
/**
 * Harper costs ~0.1 ms per token, whatever the characters: above this many
 * tokens (words, and each mark of punctuation or symbol apart) the text is
 * refused before any work, so the worst case, a token per character
 * (punctuation soup), stays near 3 s however long the text. A 10,000-word
 * text of prose has about 11,500.
 */
export const GRAMMAR_MAX_TOKENS = 30_000;
const TOKEN = /[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu;

/** Tokens as Harper would count them, stopping as soon as there are more than `max`. */
export function countTokensUpTo(text: string, max: number): number {
  TOKEN.lastIndex = 0;
  let n = 0;
  while (TOKEN.exec(text) && n <= max) n++;
  return n;
}
/** A Harper issue longer than this (a whole long sentence) does not hide the spelling issues inside it. */
const WORD_LEVEL_SPAN = 40;
/** Harper gets the text in pieces of at most this many characters, cut between sentences. */
const CHUNK_CHARS = 8_000;

const KINDS: Record<string, GrammarIssue['kind']> = {
  Spelling: 'spelling',
  Typo: 'spelling',
  BoundaryError: 'spelling',
  Punctuation: 'punctuation',
  Formatting: 'punctuation',
  Style: 'style',
  Readability: 'style',
  Redundancy: 'style',
  Enhancement: 'style',
  Regionalism: 'style',
  Nonstandard: 'style',
};

/** Rule names that read badly when split from Harper's identifiers. */
const RULE_NAMES: Record<string, string> = {
  AnA: 'A or an',
  Spaces: 'Extra spaces',
  NoFrenchSpaces: 'Two spaces after a sentence',
  ModalOf: 'Could of, should of',
  ItsContraction: 'Its or it’s',
  OpenCompounds: 'Words written together',
  CapitalizePersonalPronouns: 'Capital I',
};

export function ruleName(rule: string): string {
  const named = RULE_NAMES[rule];
  if (named) return named;
  const spaced = rule.replace(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/g, ' ').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Pieces of at most CHUNK_CHARS, ending at sentence ends (a longer sentence is cut at a space). */
export function chunksOf(text: string): HarperChunk[] {
  const out: HarperChunk[] = [];
  let from = -1;
  let to = -1;
  const flush = () => {
    if (from >= 0) out.push({ offset: from, text: text.slice(from, to) });
    from = -1;
  };
  for (const s of sentences(text)) {
    if (from >= 0 && s.end - from > CHUNK_CHARS) flush();
    if (s.end - s.start > CHUNK_CHARS) {
      flush();
      let at = s.start;
      while (at < s.end) {
        let cut = Math.min(at + CHUNK_CHARS, s.end);
        if (cut < s.end) {
          const space = text.lastIndexOf(' ', cut);
          if (space > at + CHUNK_CHARS / 2) cut = space;
          const code = text.charCodeAt(cut - 1);
          if (code >= 0xd800 && code <= 0xdbff) cut--; // never split a surrogate pair
        }
        out.push({ offset: at, text: text.slice(at, cut) });
        at = cut;
      }
      continue;
    }
    if (from < 0) from = s.start;
    to = s.end;
  }
  flush();
  return out;
}

function replacementsOf(lint: HarperLint, problem: string): string[] {
  const list: string[] = [];
  for (const s of lint.suggestions) {
    const value = s.kind === 1 ? '' : s.kind === 2 ? problem + s.text : s.text;
    if (!list.includes(value)) list.push(value);
  }
  if (list.length === 0) return [problem];
  if (list.every((v) => v === '')) return [];
  return list;
}

/** The text with each issue's first replacement applied, overlapping issues after the first skipped. */
export function applyFirstFixes(text: string, issues: GrammarIssue[]): string {
  const chosen: GrammarIssue[] = [];
  let reach = -1;
  for (const issue of [...issues].sort((a, b) => a.start - b.start || a.end - b.end)) {
    if (issue.start < reach || (issue.start === chosen.at(-1)?.start && issue.start === issue.end)) continue;
    chosen.push(issue);
    reach = issue.end;
  }
  let out = text;
  for (let i = chosen.length - 1; i >= 0; i--) {
    const issue = chosen[i]!;
    out = out.slice(0, issue.start) + (issue.replacements[0] ?? '') + out.slice(issue.end);
  }
  return out;
}

export async function checkGrammar(text: string): Promise<GrammarReport> {
  assertMaxLength('text', text, GRAMMAR_MAX_CHARS);
  if (countTokensUpTo(text, GRAMMAR_MAX_TOKENS) > GRAMMAR_MAX_TOKENS) {
    throw inputError(
      'text',
      `This text has more than ${GRAMMAR_MAX_TOKENS.toLocaleString('en-US')} words and marks, more than this tool checks at once: check it in parts.`,
    );
  }
  const chunks = chunksOf(text);
  const lints = chunks.length ? await harperLint(chunks, 20_000 + text.length / 5) : [];

  const issues: GrammarIssue[] = lints
    .filter((l) => l.end > l.start || l.suggestions.length > 0)
    .map((l) => {
      const problem = text.slice(l.start, l.end);
      return {
        start: l.start,
        end: l.end,
        text: problem,
        kind: KINDS[l.kind] ?? 'grammar',
        rule: ruleName(l.rule),
        message: l.message,
        replacements: replacementsOf(l, problem),
      };
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);

  // Spelling: kept only where Harper marked none of the same words (both lists are in text order).
  const wordLevel = issues.filter((i) => i.end - i.start <= WORD_LEVEL_SPAN);
  const spelling: GrammarIssue[] = [];
  let h = 0;
  let reach = -1; // furthest end of the word-level Harper issues that start before the current word
  for (const m of findMisspellings(text)) {
    while (h < wordLevel.length && wordLevel[h]!.start < m.end) {
      reach = Math.max(reach, wordLevel[h]!.end);
      h++;
    }
    if (reach > m.start) continue;
    const first = m.suggestions?.[0];
    spelling.push({
      start: m.start,
      end: m.end,
      text: m.text,
      kind: 'spelling',
      rule: 'Spelling',
      message: first
        ? `“${m.text}” is not in the dictionary. Did you mean “${first}”?`
        : m.suggestions
          ? `“${m.text}” is not in the dictionary, and there is no close word. Check it, or keep it if it is a name.`
          : `“${m.text}” is not in the dictionary. Check it, or keep it if it is a name.`,
      replacements: m.suggestions?.length ? m.suggestions.slice(0, 5) : [m.text],
    });
  }

  const all = [...issues, ...spelling].sort((a, b) => a.start - b.start || a.end - b.end);
  return { issues: all, fixed: applyFirstFixes(text, all), words: countWords(text) };
}

/** Loads the dictionary and starts the grammar checker ahead of the first request (a few seconds). */
export async function warmUpGrammar(): Promise<void> {
  loadDictionary();
  await warmUpHarper();
}
/** Stops the grammar checker's worker (shutdown, tests). */
export const closeGrammar = closeHarper;
