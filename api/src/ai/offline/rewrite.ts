/**
 * Rewrites of the offline writer: deterministic transformations of the
 * given text that really do what the operation says (shorten returns fewer
 * words, expand more, simplify swaps hard words and splits long sentences,
 * translate marks the target language…). They work on blocks, so headings,
 * paragraphs and list items keep their roles.
 */
import { countWords } from '@inkpress/shared-core';
import { SentenceSource } from './compose';
import type { Random } from './random';
import { type Block, blockWords, capitalize, escapeHtml, sentences, terminate } from './text';

type Table = Readonly<Record<string, string>>;

/** Replaces whole words or phrases (case-insensitive), keeping a leading capital. */
export function replaceWords(text: string, table: Table): string {
  let out = text;
  for (const [from, to] of Object.entries(table)) {
    const pattern = new RegExp(`\\b${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi');
    out = out.replace(pattern, (match) => (/^\p{Lu}/u.test(match) ? capitalize(to) : to));
  }
  return out;
}

const mapText = (blocks: readonly Block[], fn: (text: string) => string): Block[] =>
  blocks.map((b) => ({ ...b, text: fn(b.text) }));

const FILLER: Table = {
  'in order to': 'to',
  'due to the fact that': 'because',
  'at this point in time': 'now',
  'a large number of': 'many',
  'in the event that': 'if',
  'it is important to note that': '',
  'it should be noted that': '',
};
const FILLER_WORDS =
  /\b(?:very|really|actually|basically|just|quite|simply|totally|certainly|definitely|extremely|literally)\s+/gi;

/** Fewer words: long blocks keep their first half of sentences, every sentence loses filler. */
export function shorten(blocks: readonly Block[]): Block[] {
  const out = blocks.map((b) => {
    const tight = replaceWords(b.text, FILLER)
      .replace(FILLER_WORDS, '')
      .replace(/\s{2,}/g, ' ')
      .trim();
    const list = sentences(tight);
    if (b.tag === 'p' && list.length > 1)
      return { ...b, text: list.slice(0, Math.ceil(list.length / 2)).join(' ') };
    return { ...b, text: tight };
  });
  const before = blocks.reduce((n, b) => n + countWords(b.text), 0);
  const after = out.reduce((n, b) => n + countWords(b.text), 0);
  if (before < 2 || after <= before * 0.8) return out;
  // Still long (a single sentence): keep its first 60 percent, at most one word less.
  return out.map((b) => {
    const words = b.text.split(/\s+/);
    if (words.length < 2) return b;
    const keep = Math.min(words.length - 1, Math.max(1, Math.ceil(words.length * 0.6)));
    return {
      ...b,
      text: terminate(
        words
          .slice(0, keep)
          .join(' ')
          .replace(/[,;:]+$/, ''),
      ),
    };
  });
}

/** More words: every paragraph gains two sentences on the topic, and a new paragraph follows while still under 1.8×. */
export function expand(blocks: readonly Block[], topic: string, rng: Random): Block[] {
  const source = new SentenceSource(rng);
  const subject = { topic };
  const out: Block[] = [];
  for (const b of blocks) {
    if (b.tag === 'p' || b.tag === 'li' || b.tag === 'blockquote') {
      const extra =
        b.tag === 'li' ? [source.sentence(subject)] : [source.sentence(subject), source.sentence(subject)];
      out.push({ ...b, text: [terminate(b.text), ...extra].join(' ') });
    } else {
      out.push(b);
    }
  }
  const before = blockWords(blocks);
  if (blockWords(out) < before * 1.8) out.push({ tag: 'p', text: source.paragraph(subject, before) });
  return out;
}

const PARAPHRASE: Table = {
  important: 'essential',
  help: 'support',
  helps: 'supports',
  use: 'apply',
  show: 'reveal',
  shows: 'reveals',
  big: 'large',
  small: 'modest',
  quickly: 'rapidly',
  easy: 'simple',
  hard: 'difficult',
  start: 'begin',
  begin: 'start',
  often: 'frequently',
  many: 'numerous',
  improve: 'enhance',
  make: 'create',
  need: 'require',
  get: 'obtain',
  good: 'solid',
  great: 'excellent',
  also: 'as well',
  however: 'that said',
  because: 'since',
  'a lot of': 'plenty of',
  'for example': 'for instance',
};

/** The same meaning in other words: synonyms swapped, and two-sentence blocks reordered. */
export function paraphrase(blocks: readonly Block[]): Block[] {
  return blocks.map((b) => {
    const list = sentences(replaceWords(b.text, PARAPHRASE));
    if (b.tag === 'p' && list.length === 2) list.reverse();
    return { ...b, text: list.join(' ') || b.text };
  });
}

const SIMPLER: Table = {
  utilize: 'use',
  utilise: 'use',
  approximately: 'about',
  commence: 'start',
  facilitate: 'help',
  demonstrate: 'show',
  sufficient: 'enough',
  numerous: 'many',
  additional: 'more',
  purchase: 'buy',
  assist: 'help',
  individuals: 'people',
  objective: 'goal',
  methodology: 'method',
  methodologies: 'methods',
  subsequently: 'later',
  'prior to': 'before',
  'in addition': 'also',
  nevertheless: 'still',
  consequently: 'so',
  therefore: 'so',
  however: 'but',
  obtain: 'get',
  require: 'need',
  requires: 'needs',
  endeavour: 'try',
  endeavor: 'try',
  optimal: 'best',
  leverage: 'use',
  implement: 'carry out',
  comprehensive: 'full',
  significant: 'big',
  regarding: 'about',
};

/** Splits a sentence of more than `maxWords` words at its clause boundaries. */
export function splitLongSentence(sentence: string, maxWords = 20): string[] {
  if (countWords(sentence) <= maxWords) return [sentence];
  const parts = sentence
    .replace(/[.!?]+$/, '')
    .split(/,\s+(?:and|but|so|which|because)\s+|;\s+|,\s+(?=(?:and|but|so)\b)|\s+—\s+/)
    .map((p) => p.replace(/^(?:and|but|so)\s+/i, '').trim())
    .filter(Boolean);
  // No clause boundary: cutting elsewhere would break the grammar, so the sentence stays whole.
  return parts.length > 1 ? parts.map((p) => terminate(capitalize(p))) : [sentence];
}

/** Plain words and short sentences; parentheses dropped. */
export function simplify(blocks: readonly Block[]): Block[] {
  return blocks.map((b) => {
    const plain = replaceWords(b.text, SIMPLER).replace(/\s*\([^)]*\)/g, '');
    const list = sentences(plain).flatMap((s) => splitLongSentence(s, 15));
    return { ...b, text: list.join(' ') || plain };
  });
}

/** Easier to read: simple words, sentences of at most 20 words and paragraphs of at most three sentences. */
export function readability(blocks: readonly Block[]): Block[] {
  const out: Block[] = [];
  for (const b of blocks) {
    const list = sentences(replaceWords(b.text, SIMPLER)).flatMap((s) => splitLongSentence(s, 20));
    if (b.tag !== 'p' || list.length <= 3) {
      out.push({ ...b, text: list.join(' ') || b.text });
      continue;
    }
    for (let i = 0; i < list.length; i += 3) out.push({ tag: 'p', text: list.slice(i, i + 3).join(' ') });
  }
  return out;
}

const MISSPELLINGS: Table = {
  teh: 'the',
  recieve: 'receive',
  recieved: 'received',
  seperate: 'separate',
  definately: 'definitely',
  occured: 'occurred',
  untill: 'until',
  wich: 'which',
  accomodate: 'accommodate',
  acheive: 'achieve',
  beleive: 'believe',
  goverment: 'government',
  tommorow: 'tomorrow',
  alot: 'a lot',
  dont: 'don’t',
  doesnt: 'doesn’t',
  cant: 'can’t',
  wont: 'won’t',
  isnt: 'isn’t',
  thier: 'their',
  becuase: 'because',
  enviroment: 'environment',
  existance: 'existence',
  independant: 'independent',
  neccessary: 'necessary',
  occassion: 'occasion',
  publically: 'publicly',
  succesful: 'successful',
  wierd: 'weird',
  writting: 'writing',
  'could of': 'could have',
  'should of': 'should have',
  'would of': 'would have',
};

/** Common misspellings fixed, doubled words and spaces removed, sentences capitalised and closed. */
export function fixSpelling(blocks: readonly Block[]): Block[] {
  return mapText(blocks, (text) => {
    const fixed = replaceWords(text, MISSPELLINGS)
      .replace(/(^|\s)i(?=[\s'’])/g, '$1I')
      .replace(/\b(\w+)\s+\1\b/gi, '$1')
      .replace(/\s+([,.;:!?])/g, '$1')
      .replace(/([,;:])(?=\p{L})/gu, '$1 ')
      .replace(/\s{2,}/g, ' ')
      .trim();
    return sentences(fixed)
      .map((s) => capitalize(s))
      .join(' ');
  }).map((b) => (b.tag === 'p' || b.tag === 'li' ? { ...b, text: terminate(b.text) } : b));
}

/** Tidy structure for loose text: a short first line becomes a heading, long paragraphs split. */
export function format(blocks: readonly Block[]): Block[] {
  const out: Block[] = [];
  for (const [i, b] of blocks.entries()) {
    const list = sentences(b.text);
    if (i === 0 && b.tag === 'p' && countWords(b.text) <= 10 && !/[.!?]$/.test(b.text) && blocks.length > 1) {
      out.push({ tag: 'h2', text: b.text });
    } else if (b.tag === 'p' && list.length > 4) {
      const mid = Math.ceil(list.length / 2);
      out.push(
        { tag: 'p', text: list.slice(0, mid).join(' ') },
        { tag: 'p', text: list.slice(mid).join(' ') },
      );
    } else {
      out.push({ ...b, text: b.tag === 'p' ? terminate(capitalize(b.text)) : capitalize(b.text) });
    }
  }
  return out;
}

const FORMAL: Table = {
  "don't": 'do not',
  'don’t': 'do not',
  "can't": 'cannot',
  'can’t': 'cannot',
  "won't": 'will not',
  'won’t': 'will not',
  "it's": 'it is',
  'it’s': 'it is',
  "you're": 'you are',
  'you’re': 'you are',
  "isn't": 'is not',
  'isn’t': 'is not',
  'a lot of': 'a great deal of',
  get: 'obtain',
  kids: 'children',
  'find out': 'determine',
  'check out': 'review',
  big: 'substantial',
  okay: 'acceptable',
};

const CASUAL: Table = {
  'do not': 'don’t',
  cannot: 'can’t',
  'will not': 'won’t',
  'it is': 'it’s',
  'you are': 'you’re',
  'is not': 'isn’t',
  obtain: 'get',
  utilize: 'use',
  determine: 'figure out',
  purchase: 'buy',
  therefore: 'so',
  however: 'but',
  substantial: 'big',
};

const CONFIDENT: Table = {
  might: 'will',
  may: 'will',
  perhaps: '',
  possibly: '',
  'we think': 'we know',
  'could help': 'helps',
  'try to': '',
  'it seems that': '',
};

const TONE_OPENERS: Readonly<Record<string, readonly string[]>> = {
  friendly: ['Here’s the good news:', 'Let’s keep it simple:'],
  casual: ['Here’s the thing:', 'Quick take:'],
  professional: ['In summary,', 'To be precise,'],
  formal: ['It should be stated that', 'Accordingly,'],
  confident: ['Make no mistake:', 'The facts are clear:'],
  persuasive: ['Consider this:', 'Imagine the difference:'],
  humorous: ['Spoiler alert:', 'Plot twist:'],
  enthusiastic: ['Great news!', 'This is exciting:'],
  empathetic: ['We understand this can feel overwhelming.', 'You are not alone in this.'],
};

/** The text in another tone: contractions and word choice per tone, and an opener that sets it. */
export function changeTone(blocks: readonly Block[], tone: string, rng: Random): Block[] {
  const key = tone.trim().toLowerCase();
  const table =
    key === 'formal' || key === 'professional' || key === 'academic'
      ? FORMAL
      : key === 'confident' || key === 'persuasive' || key === 'assertive'
        ? CONFIDENT
        : CASUAL;
  const out = mapText(blocks, (text) =>
    replaceWords(text, table)
      .replace(/\s{2,}/g, ' ')
      .trim(),
  );
  const openers = TONE_OPENERS[key] ?? [`In a ${key} tone:`];
  const first = out.findIndex((b) => b.tag === 'p' || b.tag === 'li' || b.tag === 'blockquote');
  const target = out[first];
  if (target) {
    const opener = rng.pick(openers);
    const rest = /[.!?:]$/.test(opener)
      ? target.text
      : target.text.charAt(0).toLowerCase() + target.text.slice(1);
    out[first] = { ...target, text: `${opener} ${rest}` };
  }
  return out;
}

/** A few of the most frequent English words per target language, so offline "translations" visibly change. */
const GLOSSARIES: Readonly<Record<string, Table>> = {
  es: {
    the: 'el',
    and: 'y',
    is: 'es',
    for: 'para',
    with: 'con',
    of: 'de',
    to: 'a',
    in: 'en',
    your: 'tu',
    this: 'este',
    more: 'más',
    you: 'tú',
    it: 'lo',
    not: 'no',
    on: 'en',
    are: 'son',
  },
  fr: {
    the: 'le',
    and: 'et',
    is: 'est',
    for: 'pour',
    with: 'avec',
    of: 'de',
    to: 'à',
    in: 'dans',
    your: 'votre',
    this: 'ce',
    more: 'plus',
    you: 'vous',
    not: 'pas',
    on: 'sur',
    are: 'sont',
  },
  de: {
    the: 'die',
    and: 'und',
    is: 'ist',
    for: 'für',
    with: 'mit',
    of: 'von',
    to: 'zu',
    in: 'in',
    your: 'Ihr',
    this: 'dies',
    more: 'mehr',
    you: 'Sie',
    not: 'nicht',
    on: 'auf',
    are: 'sind',
  },
  it: {
    the: 'il',
    and: 'e',
    is: 'è',
    for: 'per',
    with: 'con',
    of: 'di',
    to: 'a',
    in: 'in',
    your: 'tuo',
    this: 'questo',
    more: 'più',
    you: 'tu',
    not: 'non',
    on: 'su',
    are: 'sono',
  },
  pt: {
    the: 'o',
    and: 'e',
    is: 'é',
    for: 'para',
    with: 'com',
    of: 'de',
    to: 'a',
    in: 'em',
    your: 'seu',
    this: 'este',
    more: 'mais',
    you: 'você',
    not: 'não',
    on: 'em',
    are: 'são',
  },
  nl: {
    the: 'de',
    and: 'en',
    is: 'is',
    for: 'voor',
    with: 'met',
    of: 'van',
    to: 'naar',
    in: 'in',
    your: 'je',
    this: 'dit',
    more: 'meer',
    you: 'je',
    not: 'niet',
    on: 'op',
    are: 'zijn',
  },
};

/**
 * A marked stand-in for a translation: every block carries the target
 * `lang`, the first one opens with the language's own name in brackets, and
 * the commonest words are swapped where a small glossary knows them. It is
 * clearly not a real translation; it lets the translate flows run offline.
 */
export function translate(blocks: readonly Block[], language: { code: string; nativeName: string }): Block[] {
  const glossary = GLOSSARIES[language.code.split('-')[0]?.toLowerCase() ?? ''] ?? {};
  const out = mapText(blocks, (text) => replaceWords(text, glossary));
  const first = out[0];
  if (first) out[0] = { ...first, text: `[${language.nativeName}] ${first.text}` };
  return out;
}

/** Depth: each paragraph followed by an example and the reason it matters. */
export function addDepth(blocks: readonly Block[], topic: string, rng: Random): Block[] {
  const source = new SentenceSource(rng);
  return blocks.map((b) => {
    if (b.tag !== 'p') return b;
    const example = `For example, a team focused on ${topic} might test one change for a month and compare the results with the month before.`;
    const reason = source.sentence({ topic });
    const why = `This matters because ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`;
    return { ...b, text: [terminate(b.text), example, why].join(' ') };
  });
}

/** SEO: the keyword in the first paragraph and in a heading, weak phrasing tightened. */
export function improveSeo(blocks: readonly Block[], keyword: string): Block[] {
  const out = paraphrase(blocks);
  const lower = keyword.toLowerCase();
  const first = out.findIndex((b) => b.tag === 'p');
  const paragraph = out[first];
  if (paragraph && !paragraph.text.toLowerCase().includes(lower)) {
    out[first] = {
      ...paragraph,
      text: `When it comes to ${keyword}, ${paragraph.text.charAt(0).toLowerCase()}${paragraph.text.slice(1)}`,
    };
  }
  if (!out.some((b) => /^h[1-3]$/.test(b.tag) && b.text.toLowerCase().includes(lower))) {
    out.unshift({ tag: 'h2', text: `${capitalize(keyword)}: What You Need to Know` });
  }
  return out;
}

/** Improve: spelling, clearer sentences and stronger words, in one pass. */
export function improve(blocks: readonly Block[]): Block[] {
  const strong: Table = {
    'very good': 'excellent',
    'very important': 'essential',
    'very big': 'huge',
    'very small': 'tiny',
    'a lot of': 'many',
    'kind of': '',
    'sort of': '',
  };
  return readability(
    fixSpelling(
      mapText(blocks, (t) =>
        replaceWords(t, strong)
          .replace(/\s{2,}/g, ' ')
          .trim(),
      ),
    ),
  );
}

/** A summary: the first sentence of each paragraph, down to about a quarter of the words. */
export function summarize(blocks: readonly Block[], ratio = 0.3, minWords = 12): string[] {
  const total = blocks.reduce((n, b) => n + countWords(b.text), 0);
  const budget = Math.max(minWords, Math.ceil(total * ratio));
  const out: string[] = [];
  let words = 0;
  // In plain text, a heading is a short paragraph without closing punctuation: not summary material.
  const isHeading = (b: Block) =>
    b.tag !== 'li' && countWords(b.text) <= 12 && !/[.!?…]["'”)]?$/.test(b.text);
  const body = blocks.filter((b) => (b.tag === 'p' || b.tag === 'li') && !isHeading(b));
  for (const b of body.length > 0 ? body : blocks) {
    const first = sentences(b.text)[0];
    if (!first) continue;
    if (words > 0 && words + countWords(first) > budget) break;
    out.push(terminate(first));
    words += countWords(first);
  }
  if (out.length === 0 && blocks[0])
    out.push(terminate(blocks[0].text.split(/\s+/).slice(0, budget).join(' ')));
  return out;
}

/** Links woven in: the first mention of each link's text becomes the link, the rest go in a "Related reading" line. */
export function addLinks(blocks: readonly Block[], links: readonly { url: string; title: string }[]): string {
  const pending = [...links];
  const html = blocks.map((b) => {
    let text = escapeHtml(b.text);
    for (let i = 0; i < pending.length; i++) {
      const link = pending[i] as { url: string; title: string };
      const needle = escapeHtml(link.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const pattern = new RegExp(`\\b${needle}\\b`, 'i');
      if (b.tag === 'p' && pattern.test(text)) {
        text = text.replace(pattern, (m) => `<a href="${escapeHtml(link.url)}">${m}</a>`);
        pending.splice(i--, 1);
      }
    }
    return b.tag === 'li' ? `<ul><li>${text}</li></ul>` : `<${b.tag}>${text}</${b.tag}>`;
  });
  if (pending.length > 0) {
    const anchors = pending
      .map((l) => `<a href="${escapeHtml(l.url)}">${escapeHtml(l.title)}</a>`)
      .join(', ');
    html.push(`<p>Related reading: ${anchors}.</p>`);
  }
  return html.join('').replace(/<\/ul><ul>/g, '');
}
