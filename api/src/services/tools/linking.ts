/**
 * ai-internal-linking: which of the user's pages to link from a text, and
 * with which words. The pages' titles are matched against every run of one
 * to four words of the text by their shared content words (a lexical index:
 * exact and explainable); each page gets its best anchor, each anchor one
 * page. Linear in the text for a bounded number of pages.
 */
import { htmlToText } from '@inkpress/shared-core';
import { contentWords, STOP_WORDS } from '../../ai/offline/text';

export interface LinkPage {
  url: string;
  title: string;
}

export interface LinkSuggestion {
  /** The words of the text to turn into the link. */
  anchor: string;
  url: string;
  title: string;
  /** Share of the title's content words the anchor carries (0–1). */
  score: number;
}

const MAX_PAGES = 500;
const MAX_WINDOW = 4;

/** "https://example.com/a Title words" lines: the URL, a space, the title. Lines without an http(s) URL are skipped. */
export function parsePages(lines: string): LinkPage[] {
  const pages: LinkPage[] = [];
  for (const raw of lines.split('\n')) {
    const line = raw.trim();
    const match = /^(https?:\/\/\S+)\s+(.+)$/i.exec(line);
    if (match?.[1] && match[2]) pages.push({ url: match[1], title: match[2].trim() });
    if (pages.length === MAX_PAGES) break;
  }
  return pages;
}

const meaningful = (word: string) => word.length > 2 && !STOP_WORDS.has(word);
const stem = (word: string) => word.replace(/(?:ies|es|s|ing|ed)$/, '');

export function suggestLinks(html: string, pages: readonly LinkPage[], limit: number): LinkSuggestion[] {
  const text = htmlToText(html);
  const tokens = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)].map((m) => ({
    word: (m[0] ?? '').toLowerCase(),
    start: m.index ?? 0,
    end: (m.index ?? 0) + (m[0]?.length ?? 0),
  }));
  // The pages each stemmed content word of a title points to.
  const index = new Map<string, Set<number>>();
  const titleWords = pages.map((page, i) => {
    const words = new Set(contentWords(page.title).filter(meaningful).map(stem));
    for (const w of words) {
      const set = index.get(w) ?? new Set<number>();
      set.add(i);
      index.set(w, set);
    }
    return words;
  });
  const best = new Map<number, LinkSuggestion & { start: number }>();
  for (let i = 0; i < tokens.length; i++) {
    if (!meaningful(tokens[i]?.word ?? '')) continue;
    const seen = new Set<string>();
    for (let size = 1; size <= MAX_WINDOW && i + size <= tokens.length; size++) {
      const last = tokens[i + size - 1];
      if (!last) break;
      if (meaningful(last.word)) seen.add(stem(last.word));
      if (!meaningful(last.word)) continue;
      const candidates = new Set<number>();
      for (const w of seen) for (const p of index.get(w) ?? []) candidates.add(p);
      for (const p of candidates) {
        const words = titleWords[p] as Set<string>;
        let shared = 0;
        for (const w of seen) if (words.has(w)) shared++;
        // Precision and recall of the window against the title's words.
        const score = (2 * shared) / (seen.size + words.size);
        const current = best.get(p);
        if (score >= 0.5 && (!current || score > current.score)) {
          const first = tokens[i] as (typeof tokens)[number];
          const page = pages[p] as LinkPage;
          best.set(p, {
            anchor: text.slice(first.start, last.end),
            url: page.url,
            title: page.title,
            score,
            start: first.start,
          });
        }
      }
    }
  }
  const usedAnchors = new Set<string>();
  return [...best.values()]
    .sort((a, b) => b.score - a.score || a.start - b.start)
    .filter((s) => {
      const key = s.anchor.toLowerCase();
      if (usedAnchors.has(key)) return false;
      usedAnchors.add(key);
      return true;
    })
    .slice(0, limit)
    .map(({ start: _, ...s }) => ({ ...s, score: Math.round(s.score * 100) / 100 }));
}
