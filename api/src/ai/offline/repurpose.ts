/**
 * The offline writer's repurposing: each asked format built from the
 * article's own sentences (the first sentence of its paragraphs, its most
 * frequent words as hashtags), in the sections the
 * prompt asks a model for (`<h2>` label, then the piece). No facts are
 * added; the popup labels the answer as the offline writer's.
 */
import {
  countHtmlWords,
  type RepurposeFormat,
  repurposeFormatInfo,
  repurposeFormats,
} from '@inkpress/shared-core';
import { summarize } from './rewrite';
import { clip, escapeHtml, keywords, parseBlocks, terminate, titleCase, topicOf } from './text';

const p = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** At most `max` words of the pieces, whole pieces only (at least the first). */
function withinWords(pieces: string[], max: number): string[] {
  const out: string[] = [];
  let used = 0;
  for (const piece of pieces) {
    const n = countHtmlWords(piece);
    if (out.length > 0 && used + n > max) break;
    out.push(piece);
    used += n;
  }
  return out;
}

export function repurposeOffline(input: Record<string, unknown>): string {
  const text = typeof input.text === 'string' ? input.text : '';
  const blocks = parseBlocks(text);
  const plain = blocks.map((b) => b.text).join('\n');
  const title =
    (typeof input.title === 'string' && input.title.trim()) ||
    blocks.find((b) => b.tag === 'h1')?.text ||
    titleCase(topicOf(plain));
  const topic = topicOf(plain, title.toLowerCase());
  const points = summarize(blocks, 0.4, 60)
    .map((s) => clip(s, 240))
    .filter((s) => s.toLowerCase() !== title.toLowerCase());
  const hashtags = keywords(plain, 5).map((k) => `#${k.replace(/[^\p{L}\p{N}]/gu, '')}`);
  const point = (i: number) => points[i] ?? points[points.length - 1] ?? terminate(title);
  const asked = Array.isArray(input.formats)
    ? input.formats.filter((f): f is RepurposeFormat => (repurposeFormats as readonly unknown[]).includes(f))
    : [];

  const write: Record<RepurposeFormat, () => string[]> = {
    'x-thread': () => {
      const body = points.slice(0, 4);
      const n = body.length + 2;
      return [
        `1/${n} ${clip(`${title}: a short thread.`, 270)}`,
        ...body.map((s, i) => `${i + 2}/${n} ${clip(s, 270)}`),
        `${n}/${n} ${clip(`That is the gist of “${title}”. The full article goes deeper.`, 270)}`,
      ].map(p);
    },
    'linkedin-post': () => [
      p(point(0)),
      ...points.slice(1, 4).map(p),
      p(`How do you approach ${topic}?`),
      p(hashtags.slice(0, 3).join(' ')),
    ],
    newsletter: () => [
      p(`Subject: ${clip(title, 90)}`),
      p('Hi there,'),
      p(`This issue is about ${topic}. Here is what matters most:`),
      `<ul>${points
        .slice(0, 5)
        .map((s) => `<li>${escapeHtml(clip(s, 200))}</li>`)
        .join('')}</ul>`,
      p(`Read the whole article, “${title}”, for the details.`),
      p('Until next time.'),
    ],
    'instagram-caption': () => [p(clip(point(0), 150)), p(clip(point(1), 150)), p(hashtags.join(' '))],
    'video-script': () => [
      p(`Hook: ${clip(`What should you know about ${topic}?`, 150)}`),
      p(`Beat 1: ${point(0)}`),
      p(`Beat 2: ${point(1)}`),
      p(`Beat 3: ${point(2)}`),
      p(`Call to action: Read “${title}” for the full story.`),
    ],
    'reddit-post': () => [p(`Title: ${clip(title, 280)}`), ...points.slice(0, 5).map(p)],
  };

  return asked
    .map((format) => {
      const info = repurposeFormatInfo[format];
      return `<h2>${escapeHtml(info.label)}</h2>${withinWords(write[format](), info.words).join('')}`;
    })
    .join('');
}
