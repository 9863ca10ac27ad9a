/**
 * The offline writer's article from a video (operation `video-article`):
 * built from the transcript itself. Captions come as running speech, often
 * without punctuation; they are cut into sentences, the sentences that
 * carry the transcript's main words become the key points, and each
 * section keeps its timestamp link, its chapter title (or a heading from
 * its own main words) and its speech as paragraphs.
 */
import { escapeHtml } from '@inkpress/shared-core';
import type { Random } from './random';
import {
  capitalize,
  contentWords,
  keywords,
  STOP_WORDS,
  sentences,
  terminate,
  titleCase,
  topicOf,
} from './text';

type Input = Record<string, unknown>;

interface Section {
  title: string | null;
  timestamp: string;
  url: string;
  text: string;
}

/** Words a sentence of running speech has at most before it is cut. */
const CHUNK_WORDS = 24;

const FILLERS = /\b(?:um+|uh+|erm|you know|i mean)\b,?\s*/gi;

/**
 * Sentences of caption text, one caption line a line: the speaker's own
 * punctuation when there is some, else each line (short ones joined to the
 * next, very long ones cut) becomes a sentence.
 */
export function speechSentences(text: string): string[] {
  const pieces: string[] = [];
  for (const raw of text.split(/\n+/)) {
    const line = raw
      .replace(/\[[^\]]*\]/g, ' ')
      .replace(FILLERS, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!line) continue;
    if (/[.!?…]/.test(line)) pieces.push(...sentences(line));
    else pieces.push(line);
  }
  const out: string[] = [];
  let pending = '';
  for (const piece of pieces) {
    pending = pending ? `${pending.replace(/[.!?…]$/, ',')} ${piece}` : piece;
    const words = pending.split(' ');
    if (words.length < 6 && !/[.!?…]$/.test(pending)) continue;
    for (let i = 0; i < words.length; i += CHUNK_WORDS)
      out.push(terminate(capitalize(words.slice(i, i + CHUNK_WORDS).join(' '))));
    pending = '';
  }
  if (pending) out.push(terminate(capitalize(pending)));
  return out;
}

/** How much a sentence says about the main words of the whole video. */
function score(sentence: string, main: Map<string, number>): number {
  const words = contentWords(sentence).filter((w) => !STOP_WORDS.has(w));
  if (words.length < 5) return 0;
  const hits = new Set(words.filter((w) => main.has(w)));
  let total = 0;
  for (const w of hits) total += main.get(w) ?? 0;
  return total / Math.sqrt(words.length);
}

/** Paragraphs of three or four sentences. */
function paragraphs(list: string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < list.length; i += 4) out.push(list.slice(i, i + 4));
  return out;
}

function headingOf(section: Section, index: number, used: Set<string>): string {
  let heading = section.title?.trim() || '';
  if (!heading) {
    const topic = topicOf(section.text, '');
    heading = topic ? titleCase(topic) : `Part ${index + 1}`;
  }
  let unique = heading;
  for (let n = 2; used.has(unique.toLowerCase()); n++) unique = `${heading} (${n})`;
  used.add(unique.toLowerCase());
  return unique;
}

export function videoArticleWriter(input: Input, _rng: Random): string {
  const sections = (Array.isArray(input.sections) ? input.sections : []) as Section[];
  const videoTitle = String(input.videoTitle ?? 'the video');
  const videoUrl = String(input.videoUrl ?? '');
  const author = typeof input.author === 'string' && input.author ? input.author : null;
  const medium = input.length === 'medium';
  const perSection = Math.max(4, Math.round((medium ? 2000 : 1200) / Math.max(1, sections.length) / 14));

  const all = sections.map((s) => s.text).join(' ');
  const main = new Map(keywords(all, 12).map((w, i) => [w, 12 - i]));
  const spoken = sections.map((s) => speechSentences(s.text));

  // A key point from each section in turn (its best sentence), up to six.
  const points: string[] = [];
  for (const list of spoken) {
    const best = [...list].sort((a, b) => score(b, main) - score(a, main))[0];
    if (best && !points.includes(best)) points.push(best);
    if (points.length >= 6) break;
  }

  const used = new Set<string>();
  const html: string[] = [];
  html.push(`<h1>${escapeHtml(videoTitle)}</h1>`);
  html.push(
    `<p>This article is based on the video <a href="${escapeHtml(videoUrl)}">${escapeHtml(videoTitle)}</a>` +
      `${author ? ` by ${escapeHtml(author)}` : ''}. It follows the video ${
        sections.length > 1 ? `in ${sections.length} parts` : 'from start to end'
      }, each with a timestamp that opens the video where it is said.</p>`,
  );
  if (points.length > 0) {
    html.push('<h2>Key points</h2>');
    html.push(`<ul>${points.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`);
  }
  const headings: string[] = [];
  sections.forEach((section, i) => {
    const heading = headingOf(section, i, used);
    headings.push(heading);
    html.push(`<h2>${escapeHtml(heading)}</h2>`);
    const list = (spoken[i] ?? []).slice(0, perSection);
    const paras = paragraphs(list);
    const stamp = `<a href="${escapeHtml(section.url)}">${escapeHtml(section.timestamp)}</a>`;
    if (paras.length === 0) html.push(`<p>${stamp}</p>`);
    paras.forEach((para, j) => {
      const text = escapeHtml(para.join(' '));
      html.push(`<p>${j === 0 ? `${stamp} ` : ''}${text}</p>`);
    });
  });
  html.push('<h2>Conclusion</h2>');
  const topics = headings.slice(0, 4).map((h) => h.toLowerCase());
  html.push(
    `<p>${escapeHtml(
      terminate(
        `The video covers ${
          topics.length > 1
            ? `${topics.slice(0, -1).join(', ')} and ${topics.at(-1)}`
            : (topics[0] ?? 'its topic')
        }`,
      ),
    )} Watch it in full on YouTube: <a href="${escapeHtml(videoUrl)}">${escapeHtml(videoTitle)}</a>.</p>`,
  );
  return html.join('');
}

export const videoWriters = { 'video-article': videoArticleWriter } as const;
