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

/** The passage's (up to) two sentences that share most words with `about`, in their order. */
function bestSentences(source: ArticleSource, about: ReadonlySet<string>): string[] {
  const list = sentences(source.text).filter((s) => s.split(/\s+/).length >= 4);
  if (list.length === 0) return [clip(source.text.replace(/\s+/g, ' ').trim(), 300)];
  const ranked = list
    .map((sentence, position) => ({ sentence, position, score: overlap(keys(sentence), about) }))
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, 2)
    .sort((a, b) => a.position - b.position);
  return ranked.map((r) => terminate(clip(r.sentence, 300)));
}

/**
 * Adds a cited paragraph from the info base under each section: the passage
 * sharing most words with the heading (and the topic), each passage used
 * before any is used twice. Sections are the h2s before a FAQ or conclusion.
 */
export function citeSources(
  blocks: readonly Block[],
  sources: readonly ArticleSource[],
  topic: string,
): Block[] {
  if (sources.length === 0) return [...blocks];
  const topicKeys = keys(topic);
  const used = new Map<number, number>();
  const out: Block[] = [];
  let pendingHeading: string | null = null;
  for (const block of blocks) {
    out.push(block);
    if (block.tag === 'h2') {
      pendingHeading = /frequently asked|faq|conclusion/i.test(block.text) ? null : block.text;
      continue;
    }
    if (pendingHeading === null || block.tag !== 'p') continue;
    const about = new Set([...keys(pendingHeading), ...topicKeys]);
    const pick = [...sources].sort(
      (a, b) =>
        (used.get(a.n) ?? 0) - (used.get(b.n) ?? 0) ||
        overlap(keys(b.text), about) - overlap(keys(a.text), about) ||
        a.n - b.n,
    )[0] as ArticleSource;
    used.set(pick.n, (used.get(pick.n) ?? 0) + 1);
    const facts = bestSentences(pick, about).join(' ');
    out.push({ tag: 'p', text: `Your info base (“${pick.name}”) puts it this way: ${facts} [${pick.n}]` });
    pendingHeading = null;
  }
  return out;
}
