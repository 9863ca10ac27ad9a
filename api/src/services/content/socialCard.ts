/**
 * Every public page's own 1200x600 social image (issue 14): its title on
 * the site's card, with the section it belongs to and, for an article with
 * one, its feature image beside the title. Drawn as SVG and rasterised by
 * sharp (librsvg, the system's fonts); kept in a small in-process cache keyed
 * by what the card shows, so a page's image is drawn once per version and a
 * changed title gives a new one.
 *
 *   const png = await socialCardPng({ title: 'How to write a meta description', section: 'Blog', image: null });
 */
import { createHash } from 'node:crypto';
import { escapeHtml as escapeXml, SOCIAL_IMAGE } from '@inkpress/shared-core';
import sharp from 'sharp';

export interface SocialCard {
  title: string;
  /** "Blog", "Docs", "Free tool"…; null on the front page and pages of their own. */
  section: string | null;
  /** An absolute http(s) URL of the page's feature image, or null. */
  image: string | null;
}

const { width: W, height: H } = SOCIAL_IMAGE;
const PAD = 72;
const IMAGE_WIDTH = 440;
const FONT = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";
/** DejaVu Sans Bold's mean advance is ~0.62 em on titles; a little more keeps wide letters inside. */
const ADVANCE = 0.64;

/** A stable key for what a card shows: the cache key and the ETag. */
export function cardKey(card: SocialCard): string {
  return createHash('sha256')
    .update(JSON.stringify([card.title, card.section, card.image]))
    .digest('base64url')
    .slice(0, 22);
}

/**
 * The title broken into at most `maxLines` lines of `maxChars`, on word
 * boundaries where it can; a word longer than a line is cut, and what does
 * not fit ends in an ellipsis.
 */
export function wrapTitle(title: string, maxChars: number, maxLines: number): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let i = 0;
  for (; i < words.length && lines.length < maxLines; i++) {
    let word = words[i]!;
    while (word.length > maxChars) {
      if (line) {
        lines.push(line);
        line = '';
        if (lines.length === maxLines) break;
      }
      lines.push(word.slice(0, maxChars));
      word = word.slice(maxChars);
      if (lines.length === maxLines) break;
    }
    if (lines.length === maxLines) {
      i += word ? 0 : 1;
      break;
    }
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line && lines.length < maxLines) {
    lines.push(line);
    line = '';
  }
  const rest = i < words.length || line !== '';
  if (rest && lines.length) {
    const last = lines[lines.length - 1]!;
    lines[lines.length - 1] = `${last.length >= maxChars ? last.slice(0, maxChars - 1) : last}…`;
  }
  return lines;
}

/** The largest title size whose wrapped lines fit the text column. */
function layoutTitle(title: string, columnWidth: number) {
  for (const size of [76, 66, 58, 50]) {
    const maxChars = Math.floor(columnWidth / (size * ADVANCE));
    const lines = wrapTitle(title, maxChars, size >= 66 ? 3 : 4);
    const fits = lines.length && !lines[lines.length - 1]!.endsWith('…');
    if (fits || size === 50) return { size, lines };
  }
  throw new Error('unreachable');
}

export function socialCardSvg(card: SocialCard, withImage: boolean): string {
  const column = W - PAD * 2 - (withImage ? IMAGE_WIDTH : 0);
  const { size, lines } = layoutTitle(card.title || 'Inkpress', column);
  const lineHeight = Math.round(size * 1.16);
  // The title is centred between the section's pill and the tagline at the foot.
  const [from, to] = [PAD + 118, H - PAD - 40];
  const top = Math.round(from + (to - from - lineHeight * lines.length) / 2 + size * 0.92);
  const section = card.section
    ? `<rect x="${PAD}" y="${PAD + 62}" rx="18" width="${Math.round(card.section.length * 13.5 + 40)}" height="36" fill="#eef2ff"/>` +
      `<text x="${PAD + 20}" y="${PAD + 87}" font-family="${FONT}" font-size="20" font-weight="bold" fill="#3730a3">${escapeXml(card.section)}</text>`
    : '';
  const title = lines
    .map(
      (l, n) =>
        `<text x="${PAD}" y="${top + n * lineHeight}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#0f172a" letter-spacing="-1">${escapeXml(l)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#4338ca"/></linearGradient></defs>',
    `<rect width="${W}" height="${H}" fill="#f8fafc"/>`,
    `<rect width="${W}" height="14" fill="url(#g)"/>`,
    withImage
      ? ''
      : `<circle cx="${W - 60}" cy="${H + 40}" r="250" fill="#eef2ff"/><circle cx="${W - 60}" cy="${H + 40}" r="150" fill="#e0e7ff"/>`,
    `<rect x="${PAD}" y="${PAD - 10}" width="44" height="44" rx="10" fill="url(#g)"/>`,
    `<text x="${PAD + 22}" y="${PAD + 22}" text-anchor="middle" font-family="${FONT}" font-size="28" font-weight="bold" fill="#fff">I</text>`,
    `<text x="${PAD + 60}" y="${PAD + 22}" font-family="${FONT}" font-size="30" font-weight="bold" fill="#0f172a">Inkpress</text>`,
    section,
    title,
    `<text x="${PAD}" y="${H - PAD + 16}" font-family="${FONT}" font-size="22" fill="#475569">Write, improve and publish SEO articles with AI</text>`,
    '</svg>',
  ].join('');
}

/** The feature image cut to the card's right column, or null when it cannot be read as an image. */
async function imageColumn(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .resize(IMAGE_WIDTH, H - 14, { fit: 'cover', position: 'attention' })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** Draws the card: `loadImage` reads the feature image's bytes (null when it cannot). */
export async function drawSocialCard(
  card: SocialCard,
  loadImage: (url: string) => Promise<Buffer | null>,
): Promise<Buffer> {
  const bytes = card.image ? await loadImage(card.image).catch(() => null) : null;
  const column = bytes ? await imageColumn(bytes) : null;
  const base = sharp(Buffer.from(socialCardSvg(card, Boolean(column))));
  const composed = column ? base.composite([{ input: column, left: W - IMAGE_WIDTH, top: 14 }]) : base;
  return composed.png({ compressionLevel: 9, palette: true }).toBuffer();
}

const MAX_CACHED = 300;
const cache = new Map<string, Promise<Buffer>>();

/**
 * The card's PNG from the cache, drawn once for any number of simultaneous
 * requests; a failed drawing is not kept.
 */
export function socialCardPng(
  card: SocialCard,
  loadImage: (url: string) => Promise<Buffer | null>,
): { key: string; png: Promise<Buffer> } {
  const key = cardKey(card);
  let png = cache.get(key);
  if (png) {
    // Most recently used last, so the oldest is the one to go.
    cache.delete(key);
    cache.set(key, png);
    return { key, png };
  }
  png = drawSocialCard(card, loadImage);
  png.catch(() => cache.delete(key));
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, png);
  return { key, png };
}
