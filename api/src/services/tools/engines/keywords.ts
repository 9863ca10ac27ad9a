/**
 * ai-keyword-research: the words and phrases a text is about, extracted from
 * the text alone (no search volumes exist offline; the note says so).
 *
 * RAKE-style candidates: runs of words between stop words and punctuation;
 * every one-, two- and three-word sequence inside a run is a candidate,
 * counted with plurals folded ("graphs" counts as "graph"). A candidate's score
 * is its count times its length in words (phrases say more than single words),
 * relative to the best candidate (1). A shorter term that only ever appears
 * inside a longer listed one is dropped ("network" inside "portable network
 * graphics"); in texts of 100 words or more a phrase must appear twice.
 * One pass over the words plus hash maps: linear time.
 */
import type { KeywordReport } from '@inkpress/shared-core/tools';
import { assertMaxLength, inputError } from './errors';
import { words } from './text';

export const KEYWORDS_MAX_CHARS = 2_000_000;
export const KEYWORDS_NOTE = 'Extracted from your text; no search volumes.';
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 200;
const LONG_TEXT_WORDS = 100;

export const STOP_WORDS = new Set(
  `a about above across after again against all almost along already also although always am among an and another any
anybody anyone anything anyway anywhere are aren't around as at back be became because become becomes been before
being below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't done down during
each either else enough even ever every everyone everything few for from further get gets getting give given go goes
going gone got had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his
how how's however i i'd i'll i'm i've if in into is isn't it it's its itself just keep least less let let's like made
make makes many may maybe me might mine more most much must mustn't my myself near need needs neither never new next no
nobody none nor not nothing now of off often on once one only onto or other others otherwise our ours ourselves out over
own per perhaps please put quite rather really same say says see seem seems several shall shan't she she'd she'll she's
should shouldn't since so some somebody someone something sometimes somewhere still such take than that that's the their
theirs them themselves then there there's therefore these they they'd they'll they're they've thing things this those
though through thus to together too toward towards under until up upon us use used uses using very via want was wasn't
way we we'd we'll we're we've well were weren't what what's whatever when when's where where's whether which while who
who's whoever whole whom whose why why's will with within without won't would wouldn't yes yet you you'd you'll you're
you've your yours yourself yourselves`.split(/\s+/),
);

/** Light plural folding for counting: graphs → graph, stories → story; "graphics", "glass", "status" stay. */
export function fold(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is|ics|'s)$/.test(word)) return word.slice(0, -1);
  return word;
}

interface Candidate {
  count: number;
  words: number;
  first: number;
  /** Surface forms seen, with their counts (the most frequent is shown). */
  forms: Map<string, number>;
  /** Seen capitalised inside a sentence: a name, shown with its capitals. */
  name: boolean;
  /** Seen in lower case at least once. */
  lower: boolean;
}

export function extractKeywords(text: string, limit = DEFAULT_LIMIT): KeywordReport {
  assertMaxLength('text', text, KEYWORDS_MAX_CHARS);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw inputError('limit', `Ask for 1 to ${MAX_LIMIT} keywords.`);
  }
  const max = limit;
  const tokens = words(text);
  const candidates = new Map<string, Candidate>();

  const add = (run: string[], surface: string[], initial: boolean[], start: number, first: number) => {
    for (let n = 1; n <= 3; n++) {
      if (start + n > run.length) break;
      const key = run.slice(start, start + n).join(' ');
      const form = surface.slice(start, start + n).join(' ');
      let c = candidates.get(key);
      if (!c) {
        c = { count: 0, words: n, first, forms: new Map(), name: false, lower: false };
        candidates.set(key, c);
      }
      c.count++;
      c.forms.set(form, (c.forms.get(form) ?? 0) + 1);
      const capitalised = form.split(' ').every((w) => /^\p{Lu}/u.test(w));
      if (!capitalised) c.lower = true;
      else if (!initial[start]) c.name = true;
    }
  };

  let run: string[] = [];
  let surface: string[] = [];
  let initial: boolean[] = [];
  let runStart = 0;
  const flush = () => {
    for (let i = 0; i < run.length; i++) add(run, surface, initial, i, runStart + i);
    run = [];
    surface = [];
    initial = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const prev = tokens[i - 1];
    // Punctuation or a line break between two words ends a run.
    const gap = prev ? text.slice(prev.end, token.start) : '';
    if (prev && /[^\s-]|\n/.test(gap)) flush();
    const sentenceInitial = !prev || /[.!?…:]|\n/.test(gap);
    const lower = token.text.toLowerCase().replace(/’/g, "'");
    if (STOP_WORDS.has(lower) || /^[\p{N}.,]+$/u.test(lower) || lower.length < 2) {
      flush();
      continue;
    }
    if (run.length === 0) runStart = i;
    run.push(fold(lower));
    surface.push(token.text.replace(/’/g, "'"));
    initial.push(sentenceInitial);
  }
  flush();

  const longText = tokens.length >= LONG_TEXT_WORDS;
  const ranked = [...candidates.entries()]
    .filter(([, c]) => c.words === 1 || c.count >= (longText ? 2 : 1))
    .map(([key, c]) => ({ key, c, raw: c.count * c.words }))
    .sort((a, b) => b.raw - a.raw || b.c.words - a.c.words || a.c.first - b.c.first);

  // Drop a term that only ever appears inside a longer term already listed.
  const listed: typeof ranked = [];
  const hidden = new Set<string>();
  for (const entry of ranked) {
    if (listed.length >= max) break;
    if (hidden.has(entry.key)) continue;
    listed.push(entry);
    const parts = entry.key.split(' ');
    for (let a = 0; a < parts.length; a++) {
      for (let b = a + 1; b <= parts.length; b++) {
        const inner = parts.slice(a, b).join(' ');
        if (inner !== entry.key && candidates.get(inner)?.count === entry.c.count) hidden.add(inner);
      }
    }
  }
  // A shorter term listed before the longer one that contains it all the time goes too.
  const kept = listed.filter(
    (e) =>
      !listed.some(
        (o) =>
          o !== e && o.c.words > e.c.words && o.c.count === e.c.count && ` ${o.key} `.includes(` ${e.key} `),
      ),
  );

  const top = kept[0]?.raw ?? 1;
  return {
    keywords: kept.map(({ c, raw }) => {
      const [form] = [...c.forms.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
      // Names (capitalised inside sentences, never in lower case) keep their capitals, word by word.
      const term = form
        .split(' ')
        .map((w) => {
          const single = candidates.get(fold(w.toLowerCase()));
          return single?.name && !single.lower ? w : w.toLowerCase();
        })
        .join(' ');
      return {
        term,
        count: c.count,
        score: Math.round((raw / top) * 1000) / 1000,
        words: c.words,
      };
    }),
    source: 'extracted',
    note: KEYWORDS_NOTE,
  };
}
