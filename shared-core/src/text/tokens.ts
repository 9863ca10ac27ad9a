/**
 * Text budgets of SPEC §9. A token is estimated as 4 characters, the usual
 * rule of thumb for English with OpenAI-style tokenisers; shared-core has no
 * tokeniser (it would weigh megabytes in the browser), and a budget only
 * needs to keep prompts safely under a model's limit.
 */

/** Characters per token for estimates. */
export const CHARS_PER_TOKEN = 4;
/** The default truncation limit, in tokens. */
export const DEFAULT_TOKEN_LIMIT = 1000;
/** The combined default budget of the three-part split, in tokens. */
export const DEFAULT_THREE_PART_BUDGET = 4000;
/** What the middle part is cut to when the three parts are over budget, in characters. */
export const MIDDLE_PART_CHARS = 700;
/** The summary helper's limits, in characters. */
export const SUMMARY_TAIL_CHARS = 1000;
export const SUMMARY_HEAD_CHARS = 500;

/** Estimated tokens of a text: ceil(characters / 4). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Moves a cut index back so it never splits a surrogate pair (an emoji, say). */
function safeCut(text: string, index: number): number {
  if (index > 0 && index < text.length && isHighSurrogate(text.charCodeAt(index - 1))) return index - 1;
  return index;
}

/** The first `maxChars` characters at most, never splitting a surrogate pair. */
export function headChars(text: string, maxChars: number): string {
  const limit = Math.max(0, Math.floor(maxChars));
  return text.length <= limit ? text : text.slice(0, safeCut(text, limit));
}

/** The last `maxChars` characters at most, never starting inside a surrogate pair. */
export function tailChars(text: string, maxChars: number): string {
  const limit = Math.max(0, Math.floor(maxChars));
  if (text.length <= limit) return text;
  let start = text.length - limit;
  if (isLowSurrogate(text.charCodeAt(start))) start++;
  return text.slice(start);
}

/**
 * Keeps the start of `text` within `maxTokens` (default 1000, i.e. 4000
 * characters). A cut that would fall inside a word moves back to the
 * previous whitespace when that costs at most a fifth of the room; trailing
 * whitespace is dropped. Text within the limit comes back unchanged.
 */
export function truncateTokens(text: string, maxTokens = DEFAULT_TOKEN_LIMIT): string {
  const maxChars = Math.max(0, Math.floor(maxTokens)) * CHARS_PER_TOKEN;
  if (text.length <= maxChars) return text;
  let cut = safeCut(text, maxChars);
  const inWord = /\S/.test(text[cut] ?? '') && /\S/.test(text[cut - 1] ?? '');
  if (inWord) {
    const space = text.slice(0, cut).search(/\s\S*$/);
    if (space >= cut * 0.8) cut = space;
  }
  return text.slice(0, cut).trimEnd();
}

/** Splits text into three consecutive parts of near-equal length (within a character or two); joined they give the text back. */
export function splitInThree(text: string): [string, string, string] {
  const first = safeCut(text, Math.round(text.length / 3));
  const second = Math.max(first, safeCut(text, Math.round((2 * text.length) / 3)));
  return [text.slice(0, first), text.slice(first, second), text.slice(second)];
}

/**
 * The three parts of `text` within a combined `budget` (default 4000
 * tokens). Within budget they come back whole; over it, the first and the
 * last part are each cut to half the budget (their starts kept, as
 * truncateTokens does) and the middle part to its first 700 characters.
 */
export function truncateThreeParts(
  text: string,
  budget = DEFAULT_THREE_PART_BUDGET,
): [string, string, string] {
  const parts = splitInThree(text);
  if (estimateTokens(text) <= budget) return parts;
  const half = Math.floor(budget / 2);
  return [
    truncateTokens(parts[0], half),
    headChars(parts[1], MIDDLE_PART_CHARS),
    truncateTokens(parts[2], half),
  ];
}

/**
 * Context for a summary: up to 500 characters of `text` (its start) after up
 * to 1000 characters of the tail of `previous`, separated by a blank line
 * when both are present.
 */
export function summaryContext(text: string, previous: string): string {
  const tail = tailChars(previous, SUMMARY_TAIL_CHARS).trim();
  const head = headChars(text, SUMMARY_HEAD_CHARS).trim();
  return tail && head ? `${tail}\n\n${head}` : tail || head;
}
