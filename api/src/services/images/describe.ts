/**
 * What code can say about an image without a vision model: its size and
 * shape, its main colours (each pixel named, the names counted), how light it
 * is, whether it is black and white, how many faces it shows (faces.ts) and
 * the text OCR read in it. The basic
 * alt text, caption and description are built from these facts only, and the
 * facts are shown beside them, so the user sees what they rest on.
 */
import { ALT_TEXT_MAX_CHARS, type ImageColourView, type ImageFactsView } from '@inkpress/shared-core';
import sharp from 'sharp';

/** Pixels sampled for the colours (the image is reduced to fit this square). */
const SAMPLE_SIDE = 96;
/** Below this saturation a colour is a grey. */
const GREY_SATURATION = 0.15;
/** Text read with less confidence than this is not used in a description. */
export const MIN_TEXT_CONFIDENCE = 60;

function hsl(r: number, g: number, b: number): [number, number, number] {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [(h * 60 + 360) % 360, s, l];
}

/** A plain name for a colour: greys by lightness, others by hue, with "dark"/"light" where it helps. */
export function colourName(r: number, g: number, b: number): string {
  const [h, s, l] = hsl(r, g, b);
  if (l < 0.12) return 'black';
  if (l > 0.92) return 'white';
  if (s < GREY_SATURATION) return l < 0.35 ? 'dark grey' : l > 0.7 ? 'light grey' : 'grey';
  let hue: string;
  if (h < 15 || h >= 345) hue = 'red';
  else if (h < 40) hue = l < 0.4 ? 'brown' : 'orange';
  else if (h < 65) hue = l < 0.35 ? 'olive' : 'yellow';
  else if (h < 160) hue = 'green';
  else if (h < 195) hue = 'teal';
  else if (h < 255) hue = 'blue';
  else if (h < 290) hue = 'purple';
  else hue = 'pink';
  if (hue === 'brown' || hue === 'olive') return hue;
  if (l < 0.3) return `dark ${hue}`;
  if (l > 0.75) return `light ${hue}`;
  return hue;
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** Size, shape, colours and lightness of an image (decoded and checked by the caller). */
export async function measureImage(image: Buffer): Promise<Omit<ImageFactsView, 'text' | 'faces'>> {
  const meta = await sharp(image).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const buckets = new Map<string, { n: number; r: number; g: number; b: number }>();
  let light = 0;
  let grey = 0;
  const pixels = info.width * info.height;
  for (let i = 0; i < data.length; i += info.channels) {
    const r = data[i] as number;
    const g = data[i + 1] as number;
    const b = data[i + 2] as number;
    const name = colourName(r, g, b);
    const bucket = buckets.get(name) ?? { n: 0, r: 0, g: 0, b: 0 };
    bucket.n += 1;
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    buckets.set(name, bucket);
    light += hsl(r, g, b)[2];
    if (hsl(r, g, b)[1] < GREY_SATURATION || name === 'black' || name === 'white') grey += 1;
  }
  const colours: ImageColourView[] = [...buckets.entries()]
    .map(([name, c]) => ({
      name,
      hex: `#${hex(c.r / c.n)}${hex(c.g / c.n)}${hex(c.b / c.n)}`,
      share: Math.round((c.n / pixels) * 100) / 100,
    }))
    .filter((c) => c.share >= 0.05)
    .sort((a, b) => b.share - a.share)
    .slice(0, 4);
  const ratio = width / Math.max(1, height);
  return {
    width,
    height,
    orientation: ratio > 1.1 ? 'landscape' : ratio < 0.9 ? 'portrait' : 'square',
    colours,
    brightness: Math.round((light / pixels) * 100) / 100,
    greyscale: grey / pixels > 0.97,
  };
}

/** "dark blue" and "blue" are one colour family in a phrase. */
const family = (name: string) => name.replace(/^(dark|light) /, '');

function colourPhrase(facts: ImageFactsView): string {
  const names = facts.colours
    .map((c) => c.name)
    .filter((name, i, all) => all.findIndex((other) => family(other) === family(name)) === i);
  if (facts.greyscale) return 'black and white';
  if (names.length === 0) return 'many colours';
  if (names.length === 1) return names[0] as string;
  return `${names[0]} and ${names[1]}`;
}

function lightness(facts: ImageFactsView): string {
  return facts.brightness < 0.3 ? 'dark' : facts.brightness > 0.75 ? 'bright' : 'mid-toned';
}

/** "one person's face", "3 faces"; null when there are none or nobody could tell. */
export function facePhrase(faces: number | null): string | null {
  if (!faces) return null;
  return faces === 1 ? 'one person’s face' : `${faces} faces`;
}

/** A quoted piece of the text, cut at a word to fit `max` characters. */
function quote(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length + 2 <= max) return `“${flat}”`;
  const cut = flat.slice(0, Math.max(0, max - 3));
  const atWord = cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length);
  return `“${atWord}…”`;
}

/** Alt text under ALT_TEXT_MAX_CHARS: what the picture is made of, its faces, and its words when it has any. */
export function basicAltText(facts: ImageFactsView): string {
  const faces = facePhrase(facts.faces);
  const base = `${capital(facts.orientation)} ${lightness(facts)} picture in ${colourPhrase(facts)}${faces ? `, showing ${faces}` : ''}`;
  if (!facts.text) return base;
  const joint = faces ? ', with the text ' : ' with the text ';
  const room = ALT_TEXT_MAX_CHARS - base.length - joint.length;
  return room > 8 ? `${base}${joint}${quote(facts.text, room)}` : base;
}

/** One sentence for under the picture. */
export function basicCaption(facts: ImageFactsView): string {
  const faces = facePhrase(facts.faces);
  if (facts.text)
    return `${quote(facts.text, 90)}${faces ? ` beside ${faces}` : ''} on a ${colourPhrase(facts)} background.`;
  if (faces)
    return `${capital(faces)} in a ${lightness(facts)} ${facts.orientation} picture in ${colourPhrase(facts)} tones.`;
  return `A ${lightness(facts)} ${facts.orientation} picture in ${colourPhrase(facts)} tones.`;
}

function faceSentence(faces: number | null): string | null {
  if (faces === null) return null;
  if (faces === 0) return 'No faces were found in it.';
  return `It shows ${facePhrase(faces)}.`;
}

/** A few sentences: size and shape, colours with their shares, lightness, faces, and the text read. */
export function basicDescription(facts: ImageFactsView): string {
  const parts = [
    `A ${facts.orientation} image of ${facts.width} × ${facts.height} pixels.`,
    facts.greyscale
      ? 'It is black and white.'
      : facts.colours.length
        ? `Its main colours are ${facts.colours.map((c) => `${c.name} (${Math.round(c.share * 100)} %)`).join(', ')}.`
        : 'It has many colours, none of them dominant.',
    `Overall it is ${lightness(facts)} (lightness ${Math.round(facts.brightness * 100)} %).`,
    faceSentence(facts.faces),
    facts.text ? `It contains the text ${quote(facts.text, 400)}.` : 'No readable text was found in it.',
  ];
  return parts.filter((p): p is string => p !== null).join(' ');
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
