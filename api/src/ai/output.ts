/**
 * Output shapes of the operation catalogue, and how the finished text of
 * each is read back and counted for credits. Parsing is forgiving: models
 * sometimes wrap answers in code fences or number list items although the
 * prompt says not to.
 */
import { countHtmlWords, countWords } from '@inkpress/shared-core';

/**
 * - html: an HTML fragment for the editor;
 * - text: plain text (a meta description, a summary, a chat answer);
 * - list: one item per line (headlines, talking points, categories, an outline);
 * - faqs: a JSON array of {question, answer};
 * - json: any JSON value.
 */
export type OutputShape = 'html' | 'text' | 'list' | 'faqs' | 'json';

export interface Faq {
  question: string;
  answer: string;
}

export type OutputOf<S extends OutputShape> = S extends 'list'
  ? string[]
  : S extends 'faqs'
    ? Faq[]
    : S extends 'json'
      ? unknown
      : string;

/** The text inside a ``` fence when the whole answer is one, else the text. */
export function stripCodeFence(text: string): string {
  const fenced = /^\s*```[\w-]*[ \t]*\n([\s\S]*?)\n?```\s*$/.exec(text);
  return fenced ? (fenced[1] ?? '') : text;
}

/** List items: one per line, with bullets, numbering and surrounding quotes removed. */
export function parseList(text: string): string[] {
  return stripCodeFence(text)
    .split(/\r?\n/)
    .map((line) =>
      line
        .trim()
        .replace(/^(?:[-*•]+|\d+[.)]|#+)\s+/, '')
        .replace(/^\*\*(.*)\*\*$/, '$1')
        .replace(/^["'“”](.*)["'“”]$/, '$1')
        .trim(),
    )
    .filter(Boolean);
}

function parseJson(text: string): unknown {
  const body = stripCodeFence(text).trim();
  try {
    return JSON.parse(body);
  } catch {
    // A model that added a sentence around the JSON: take the outermost array or object.
    const start = body.search(/[[{]/);
    const end = Math.max(body.lastIndexOf(']'), body.lastIndexOf('}'));
    if (start === -1 || end <= start) return undefined;
    try {
      return JSON.parse(body.slice(start, end + 1));
    } catch {
      return undefined;
    }
  }
}

/** FAQs from a JSON array of {question, answer} (also q/a keys); anything unreadable gives []. */
export function parseFaqs(text: string): Faq[] {
  const value = parseJson(text);
  const items = Array.isArray(value)
    ? value
    : Array.isArray((value as { faqs?: unknown } | undefined)?.faqs)
      ? (value as { faqs: unknown[] }).faqs
      : [];
  const out: Faq[] = [];
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const question = record.question ?? record.q;
    const answer = record.answer ?? record.a;
    if (typeof question === 'string' && typeof answer === 'string' && question.trim() && answer.trim()) {
      out.push({ question: question.trim(), answer: answer.trim() });
    }
  }
  return out;
}

/** The finished text read as its shape. */
export function parseOutput<S extends OutputShape>(shape: S, text: string): OutputOf<S> {
  switch (shape) {
    case 'list':
      return parseList(text) as OutputOf<S>;
    case 'faqs':
      return parseFaqs(text) as OutputOf<S>;
    case 'json':
      return parseJson(text) as OutputOf<S>;
    default:
      return stripCodeFence(text).trim() as OutputOf<S>;
  }
}

function jsonWords(value: unknown): number {
  if (typeof value === 'string') return countWords(value);
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + jsonWords(v), 0);
  if (value && typeof value === 'object')
    return Object.values(value).reduce((n: number, v) => n + jsonWords(v), 0);
  return 0;
}

/**
 * Words of an answer as the user receives them, which is what credits
 * count (SPEC: words are counted on the output): tags, list markers and JSON
 * syntax are not words; only the text a person reads is.
 */
export function outputWords(shape: OutputShape, text: string): number {
  switch (shape) {
    case 'list':
      return countWords(parseList(text).join('\n'));
    case 'faqs':
    case 'json': {
      const value = parseJson(text);
      return value === undefined ? countHtmlWords(text) : jsonWords(value);
    }
    default:
      return countHtmlWords(text);
  }
}

/** Cuts at a word boundary to `max` characters; the models miscount characters, so this is enforced after. */
export function clipChars(text: string, max: number): string {
  const clean = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“](.*)["'”]$/, '$1');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : clean.slice(0, max)).replace(/[\s,;:–—-]+$/, '');
}
