/**
 * citation-generator and POST /api/citation: one source in one style, by
 * citation-js (its CSL processor, citeproc-js) with the official CSL style
 * files kept in ./csl (see its README for their source and licence), plus the
 * same source as BibTeX and RIS.
 *
 * Titles: APA, Harvard and Vancouver write titles in sentence case, which CSL
 * cannot derive from a title typed in Title Case; when most words of the title
 * are capitalised it is lowered here, keeping its first word, words after a
 * colon, acronyms, words with inner capitals and the names compromise
 * recognises ("A History of London" → "A history of London"). MLA and Chicago
 * title-case any title themselves.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
import prepareEngine from '@citation-js/plugin-csl/lib/engines.js';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import {
  type CitationResult,
  type CitationStyle,
  citationSourceTypes,
  citationStyles,
} from '@inkpress/shared-core/tools';
import nlp from 'compromise';
import { z } from 'zod';
import { inputError } from './errors';

/** The attribution the CSL styles' licence asks for, to show on the citation generator's page. */
export const cslAttribution =
  'Citation styles from the Citation Style Language project (https://citationstyles.org/), CC BY-SA 3.0.';

const line = (max: number) => z.string().trim().max(max);

export const CitationAuthor = z.object({
  given: line(200).default(''),
  /** The family name, or an organisation's whole name (then `given` stays empty). */
  family: line(200).min(1, 'Each author needs a last name (or an organisation’s name).'),
});

/** What the citation generator knows about one source; only the type and title are required. */
export const CitationSource = z.object({
  type: z.enum(citationSourceTypes),
  title: line(2000).min(1, 'The title is required.'),
  authors: z.array(CitationAuthor).max(20, 'At most 20 authors.').default([]),
  /** The year (1949), or the date published: 1949-06, 1949-06-08, "June 8, 1949", "8 June 1949". */
  year: z.union([z.number().int().min(1).max(9999), line(40)]).optional(),
  /** The date published, when given apart from `year` (it wins). Same formats. */
  issued: line(40).optional(),
  publisher: line(300).optional(),
  /** Where the publisher is (books): "London". */
  place: line(200).optional(),
  /** The journal, website or collection the source is part of. */
  container: line(300).optional(),
  volume: line(20).optional(),
  issue: line(20).optional(),
  pages: line(40).optional(),
  edition: line(40).optional(),
  url: line(2000).optional(),
  doi: line(200).optional(),
  /** When a web page or video was read or watched: same formats as `issued`. */
  accessed: line(40).optional(),
  /** Video: where it is published ("YouTube"). */
  platform: line(200).optional(),
  /** Video: the channel that published it; the author when no author is given. */
  channel: line(200).optional(),
});
export type CitationSource = z.input<typeof CitationSource>;

interface StyleFile {
  file: string;
  /** Where a video's platform goes: the container (MLA, Chicago) or the publisher (the others). */
  platformAs: 'container' | 'publisher';
  /** Sentence-case titles. */
  sentenceCase: boolean;
  /** Numbered references: the number is dropped from a single entry. */
  numeric: boolean;
}

const STYLES: Record<CitationStyle, StyleFile> = {
  apa: { file: 'apa.csl', platformAs: 'publisher', sentenceCase: true, numeric: false },
  mla: {
    file: 'modern-language-association.csl',
    platformAs: 'container',
    sentenceCase: false,
    numeric: false,
  },
  'chicago-author-date': {
    file: 'chicago-author-date.csl',
    platformAs: 'container',
    sentenceCase: false,
    numeric: false,
  },
  'chicago-notes': {
    file: 'chicago-fullnote-bibliography.csl',
    platformAs: 'container',
    sentenceCase: false,
    numeric: false,
  },
  harvard: {
    file: 'harvard-cite-them-right.csl',
    platformAs: 'publisher',
    sentenceCase: true,
    numeric: false,
  },
  vancouver: { file: 'vancouver.csl', platformAs: 'publisher', sentenceCase: true, numeric: true },
  ieee: { file: 'ieee.csl', platformAs: 'publisher', sentenceCase: false, numeric: true },
};

/**
 * The style files stay in the source tree (the build compiles TypeScript only):
 * beside this file under tsx and Jest, under the package's src/ when running
 * from dist/.
 */
function cslDir(): string {
  const here = join(__dirname, 'csl');
  if (existsSync(join(here, 'apa.csl'))) return here;
  let dir = __dirname;
  while (dirname(dir) !== dir && !existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  const inSource = join(dir, 'src', 'services', 'tools', 'engines', 'csl');
  if (existsSync(join(inSource, 'apa.csl'))) return inSource;
  throw new Error(`Citation styles not found beside ${__dirname}`);
}

let registered = false;
const templateName = (style: CitationStyle) => `inkpress-${style}`;

function registerStyles() {
  if (registered) return;
  const dir = cslDir();
  const config = plugins.config.get('@csl');
  for (const style of citationStyles) {
    config.styles.add(templateName(style), readFileSync(join(dir, STYLES[style].file), 'utf8'));
  }
  registered = true;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function monthOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return undefined;
  const i = MONTHS.findIndex((m) => m.startsWith(w));
  return i < 0 ? undefined : i + 1;
}

/** [year, month?, day?] from 1949, 1949-06, 1949-06-08, 1949/6/8, "June 8, 1949", "8 June 1949", "June 1949". */
export function parseDate(field: string, value: string | number): number[] {
  const s = String(value).trim();
  const fail = () =>
    inputError(field, `“${s}” is not a date this tool reads: write 1949, 1949-06-08 or June 8, 1949.`);
  let parts: number[] | undefined;
  const m = /^(\d{1,4})(?:[-/.](\d{1,2})(?:[-/.](\d{1,2}))?)?$/.exec(s);
  if (m) parts = [m[1], m[2], m[3]].filter((x) => x !== undefined).map(Number);
  if (!parts) {
    const named = /^([A-Za-z]+)\.?\s+(?:(\d{1,2}),?\s+)?(\d{4})$/.exec(s); // June 8, 1949 / June 1949
    const dayFirst = /^(\d{1,2})\s+([A-Za-z]+)\.?,?\s+(\d{4})$/.exec(s); // 8 June 1949
    if (named) {
      const month = monthOf(named[1]!);
      if (month) parts = [Number(named[3]), month, ...(named[2] ? [Number(named[2])] : [])];
    } else if (dayFirst) {
      const month = monthOf(dayFirst[2]!);
      if (month) parts = [Number(dayFirst[3]), month, Number(dayFirst[1])];
    }
  }
  if (!parts) throw fail();
  const [year, month, day] = parts;
  if (
    !year ||
    (month !== undefined && (month < 1 || month > 12)) ||
    (day !== undefined && (day < 1 || day > 31))
  ) {
    throw fail();
  }
  return parts;
}

const NAME_TAGS = ['ProperNoun', 'Place', 'Person', 'Organization', 'Demonym', 'Country', 'City'];

/** Title Case → sentence case, keeping names, acronyms and the first word of each part. */
export function sentenceCase(title: string): string {
  const tokens = [...title.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)];
  const long = tokens.filter((t) => t[0].length > 3);
  const capitalised = long.filter((t) => /^\p{Lu}/u.test(t[0]));
  if (long.length === 0 || capitalised.length / long.length < 0.6) return title; // already sentence case
  // Names, from compromise's reading of the lower-cased title (offsets are the same).
  const lower = title.toLowerCase();
  const names: Array<[number, number]> = [];
  for (const s of nlp(lower).json({ offset: true }) as Array<{
    terms: Array<{ tags?: string[]; offset?: { start: number; length: number } }>;
  }>) {
    for (const t of s.terms) {
      if (t.offset && t.tags?.some((tag) => NAME_TAGS.includes(tag))) {
        names.push([t.offset.start, t.offset.start + t.offset.length]);
      }
    }
  }
  let out = '';
  let at = 0;
  let first = true;
  for (const t of tokens) {
    const start = t.index;
    const word = t[0];
    const between = title.slice(at, start);
    if (/[:?!.]\s*$/.test(between)) first = true;
    out += between;
    const keep =
      first ||
      word === 'I' ||
      word.split(/['’-]/).some((part) => /.\p{Lu}/u.test(part)) || // NASA, iPhone, McDonald (not "Eighty-Four")
      /\p{N}/u.test(word) ||
      names.some(([a, b]) => a <= start && start < b);
    out += keep ? word : word.toLowerCase();
    first = false;
    at = start + word.length;
  }
  return out + title.slice(at);
}

/** A site name such as "CitationStyles.org" keeps its case ("CitationStyles.Org" otherwise). */
const keepCase = (value: string | undefined, markup: boolean) =>
  value && markup && /\.\p{L}{2,}\b/u.test(value) ? `<span class="nocase">${value}</span>` : value;

/**
 * The source as CSL-JSON for one style. `markup` false gives the plain item
 * for BibTeX and RIS (the title as typed, no CSL markup).
 */
function cslItem(
  source: z.output<typeof CitationSource>,
  style: StyleFile,
  markup = true,
): Record<string, unknown> {
  const date = (field: string, value: string | number | undefined) => {
    if (value === undefined || value === '' || /^(?:n\.?\s?d\.?|no date)$/i.test(String(value)))
      return undefined;
    return { 'date-parts': [parseDate(field, value)] };
  };
  const video = source.type === 'video';
  const type = {
    book: 'book',
    webpage: 'webpage',
    'article-journal': 'article-journal',
    video: 'motion_picture',
  }[source.type];
  const authors = source.authors.map((a) =>
    a.given ? { given: a.given, family: a.family } : { literal: a.family },
  );
  if (authors.length === 0 && video && source.channel) authors.push({ literal: source.channel });
  const platform = video ? (source.platform ?? source.container ?? source.publisher) : undefined;
  const doi = source.doi?.replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '');
  const item: Record<string, unknown> = {
    id: 'source',
    type,
    title: markup && style.sentenceCase ? sentenceCase(source.title) : source.title,
    author: authors.length ? authors : undefined,
    issued: date(source.issued ? 'issued' : 'year', source.issued || source.year),
    publisher: video
      ? style.platformAs === 'publisher' || !markup
        ? platform
        : undefined
      : source.publisher,
    'publisher-place': source.place,
    'container-title': keepCase(
      video ? (style.platformAs === 'container' && markup ? platform : undefined) : source.container,
      markup,
    ),
    volume: source.volume,
    issue: source.issue,
    page: source.pages?.replace(/\s*[-–—]\s*/g, '-'),
    edition: source.edition,
    URL: source.url,
    DOI: doi || undefined,
    accessed: date('accessed', source.accessed),
    medium: video && style.platformAs === 'publisher' ? 'Video' : undefined,
  };
  for (const key of Object.keys(item)) if (item[key] === undefined || item[key] === '') delete item[key];
  return item;
}

function entryHtml(html: string, numeric: boolean): string {
  const inline = numeric ? /<div class="csl-right-inline">([\s\S]*?)<\/div>/.exec(html) : undefined;
  if (inline) return inline[1]!.trim();
  const entry = /<div[^>]*class="csl-entry"[^>]*>([\s\S]*?)<\/div>\s*<\/div>\s*$/.exec(html);
  return (entry?.[1] ?? html).trim();
}

function parseSource(source: CitationSource) {
  const parsed = CitationSource.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw inputError(issue.path.join('.') || 'source', issue.message);
  }
  return parsed.data;
}

/**
 * One source in one style. citeproc-js does the work through citation-js's
 * cached engine for the style: the source is registered once (`updateItems`)
 * and the text and HTML entries and the in-text citation are read from that
 * one state. (`Cite#format` registers the source anew for each of the three
 * and runs citation-js's input parsing first: three times the work for the
 * same strings.)
 */
export function cite(source: CitationSource, style: CitationStyle): CitationResult {
  if (!citationStyles.includes(style)) {
    throw inputError('style', `Choose one of: ${citationStyles.join(', ')}.`);
  }
  const data = parseSource(source);
  registerStyles();
  const file = STYLES[style];
  const item = cslItem(data, file);
  const engine = prepareEngine([item], templateName(style), 'en-US', 'text');
  engine.updateItems([item.id as string]);
  const [, [text = '']] = engine.makeBibliography();
  engine.setOutputFormat('html');
  const [html, [htmlEntry = '']] = engine.makeBibliography();
  engine.setOutputFormat('text');
  const inText = engine.makeCitationCluster([{ id: item.id as string }]);
  let reference = text.trim();
  if (file.numeric) reference = reference.replace(/^(?:\[\d+\]|\d+\.)\s*/, '');
  // BibTeX and RIS carry the title as typed: reference managers apply styles themselves.
  const raw = new Cite(cslItem(data, file, false));
  return {
    style,
    inText: inText.trim(),
    reference,
    referenceHtml: entryHtml(html.bibstart + htmlEntry + html.bibend, file.numeric),
    bibtex: raw.format('bibtex').trim(),
    ris: raw.format('ris').trim(),
  };
}
