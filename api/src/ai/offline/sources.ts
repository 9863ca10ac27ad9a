/**
 * The offline writer's use of the team's info base in an article: each
 * section gets a paragraph built from the passage that best matches its
 * heading (its most relevant sentences, quoted as they are), followed by
 * the passage's number, so the article visibly stands on the user's facts
 * and cites them like a model's article would.
 */
import { type Block, clip, contentWords, STOP_WORDS, sentences, terminate } from './text';

/** One numbered passage of the info base given to the article. */
export interface ArticleSource {
  n: number;
  name: string;
  text: string;
}

/** The article sources of an input (`sources`), the malformed ones left out. */
export function sourcesOf(input: Record<string, unknown>): ArticleSource[] {
  const value = input.sources;
  if (!Array.isArray(value)) return [];
  return value.filter(
    (s): s is ArticleSource =>
      typeof s === 'object' &&
      s !== null &&
      typeof s.n === 'number' &&
      typeof s.name === 'string' &&
      typeof s.text === 'string' &&
      s.text.trim() !== '',
  );
}

const keyOf = (word: string) => word.replace(/(?:ies|es|s|ing|ed|ly)$/, '').slice(0, 7);
const keys = (text: string) =>
  new Set(
    contentWords(text)
      .filter((w) => w.length > 2 && !STOP_WORDS.has(w))
      .map(keyOf),
  );
const overlap = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  let n = 0;
  for (const k of a) if (b.has(k)) n += 1;
  return n;
};

/** The sentences of a passage worth quoting (at least four words), else the passage itself, clipped. */
function quotable(source: ArticleSource): string[] {
  const list = sentences(source.text).filter((s) => s.split(/\s+/).length >= 4);
  return (list.length ? list : [source.text.replace(/\s+/g, ' ').trim()]).map((s) => terminate(clip(s, 300)));
}

/**
 * Adds a cited paragraph from the info base under each section: the passage
 * sentence, not quoted before, that shares most words with the heading (and
 * the topic), so each section brings a different fact; when every sentence
 * has been quoted the remaining sections are left as written. Sections are
 * the h2s before a FAQ or conclusion.
 */
export function citeSources(
  blocks: readonly Block[],
  sources: readonly ArticleSource[],
  topic: string,
): Block[] {
  if (sources.length === 0) return [...blocks];
  const topicKeys = keys(topic);
  const unused = sources.flatMap((source) =>
    quotable(source).map((sentence, position) => ({ source, sentence, position, keys: keys(sentence) })),
  );
  const out: Block[] = [];
  let pendingHeading: string | null = null;
  for (const block of blocks) {
    out.push(block);
    if (block.tag === 'h2') {
      pendingHeading = /frequently asked|faq|conclusion/i.test(block.text) ? null : block.text;
      continue;
    }
    if (pendingHeading === null || block.tag !== 'p' || unused.length === 0) continue;
    const about = new Set([...keys(pendingHeading), ...topicKeys]);
    let best = 0;
    unused.forEach((candidate, i) => {
      const current = unused[best] as (typeof unused)[number];
      const gain = overlap(candidate.keys, about) - overlap(current.keys, about);
      if (gain > 0) best = i;
    });
    const [pick] = unused.splice(best, 1) as [(typeof unused)[number]];
    out.push({
      tag: 'p',
      text: `Your info base (“${pick.source.name}”) puts it this way: ${pick.sentence} [${pick.source.n}]`,
    });
    pendingHeading = null;
  }
  return out;
}
