/**
 * "Use my info base" in article generation: the team's info-base passages
 * on an article's topic, numbered for the writer, and the "Sources" list
 * the saved article ends with, so its [n] citations name the file and the
 * passage they come from. Only the team's own info base is searched.
 */
import type { ChatCitation } from '@inkpress/shared-core';
import { escapeHtml } from '@inkpress/shared-core';
import type { Types } from 'mongoose';
import { type SearchOptions, searchPassages } from './index';

/** Passages an article is given from the info base. */
export const ARTICLE_PASSAGES = 6;
/** The longest quote of a passage in the Sources list (characters). */
const QUOTE_CHARS = 220;

/**
 * The team's info-base passages that best match `topic`, numbered from 1
 * (none when nothing matches): the same search as chat's, hybrid when
 * `options.provider` embeds the topic with the model of the stored vectors.
 */
export async function infoBasePassages(
  teamId: string | Types.ObjectId,
  topic: string,
  limit = ARTICLE_PASSAGES,
  options: SearchOptions = {},
): Promise<ChatCitation[]> {
  const hits = await searchPassages(teamId, topic, limit, { type: 'info-base' }, options);
  return hits.map((hit, i) => ({
    n: i + 1,
    sourceId: hit.sourceId,
    name: hit.name,
    chunk: hit.chunk,
    text: hit.text,
  }));
}

const quoteOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= QUOTE_CHARS ? flat : `${flat.slice(0, QUOTE_CHARS).replace(/\s+\S*$/, '')}…`;
};

/**
 * The article with its citations kept: each [n] that names a given passage
 * stays (a number naming none is dropped), and a "Sources" section is added
 * at the end — an ordered list, item n being passage n: the file's name, the
 * passage number and its opening words.
 */
export function withSources(html: string, sources: readonly ChatCitation[]): string {
  if (sources.length === 0) return html;
  const known = new Set(sources.map((s) => s.n));
  const cited = html.replace(/\s?\[(\d{1,2})\]/g, (match, n: string) => (known.has(Number(n)) ? match : ''));
  const items = [...sources]
    .sort((a, b) => a.n - b.n)
    .map(
      (s) =>
        `<li><strong>${escapeHtml(s.name)}</strong>, passage ${s.chunk + 1}: “${escapeHtml(quoteOf(s.text))}”</li>`,
    )
    .join('');
  return `${cited}<h2>Sources</h2><p>From your info base; [n] in the article is source n.</p><ol>${items}</ol>`;
}

/** The numbers an article cites, in order of first use. */
export function citedNumbers(html: string): number[] {
  const seen = new Set<number>();
  for (const match of html.matchAll(/\[(\d{1,2})\]/g)) seen.add(Number(match[1]));
  return [...seen];
}
