/**
 * The offline image drawer: with no AI key, a real picture made from the
 * prompt. Its words choose the scene (a sun or a moon, stars, mountains,
 * water, a skyline, trees, or abstract shapes one per word), its colour and
 * mood words the palette (a hash of the prompt fills in the rest), the style
 * the rendering; the prompt is written under it as a caption and the image
 * is labelled "offline image". Drawn as SVG, rendered to PNG by sharp.
 * The same prompt, size, style and index always give the same image.
 */

import type { ImageStyle } from '@inkpress/shared-core';
import { escapeHtml } from '@inkpress/shared-core';
import sharp from 'sharp';
import { hashString, Random } from '../../ai/offline/random';
import { contentWords, STOP_WORDS } from '../../ai/offline/text';

export const OFFLINE_IMAGE_LABEL = 'offline image';

const COLOUR_HUES: Record<string, number> = {
  red: 2,
  crimson: 350,
  orange: 28,
  amber: 40,
  gold: 45,
  golden: 45,
  yellow: 54,
  lime: 90,
  green: 125,
  emerald: 145,
  teal: 175,
  cyan: 188,
  turquoise: 178,
  blue: 215,
  navy: 225,
  azure: 205,
  indigo: 245,
  purple: 275,
  violet: 270,
  lavender: 265,
  magenta: 305,
  pink: 330,
  rose: 340,
  brown: 25,
  coffee: 25,
};
const WARM = [
  'sunset',
  'sunrise',
  'dawn',
  'dusk',
  'autumn',
  'fall',
  'fire',
  'desert',
  'summer',
  'warm',
  'coffee',
];
const COOL = ['ocean', 'sea', 'winter', 'ice', 'snow', 'cold', 'rain', 'lake', 'river', 'water', 'frozen'];
const DARK = ['night', 'dark', 'moon', 'space', 'galaxy', 'stars', 'star', 'midnight', 'storm', 'shadow'];

const SCENES = {
  sun: ['sun', 'sunset', 'sunrise', 'dawn', 'dusk', 'summer', 'beach', 'desert', 'morning', 'sky'],
  moon: ['moon', 'night', 'midnight', 'lunar'],
  stars: ['stars', 'star', 'night', 'space', 'galaxy', 'cosmos', 'universe'],
  mountains: ['mountain', 'mountains', 'hill', 'hills', 'peak', 'alps', 'landscape', 'valley', 'canyon'],
  water: ['sea', 'ocean', 'beach', 'lake', 'river', 'water', 'wave', 'waves', 'coast', 'harbor', 'harbour'],
  city: ['city', 'town', 'skyline', 'building', 'buildings', 'urban', 'office', 'street', 'downtown'],
  trees: ['forest', 'tree', 'trees', 'park', 'garden', 'nature', 'wood', 'woods', 'jungle', 'pine'],
} as const;
type Scene = keyof typeof SCENES;

export interface OfflineImageRequest {
  prompt: string;
  width: number;
  height: number;
  style: ImageStyle;
  /** Which of several images of one request (each differs). */
  index: number;
}

interface Palette {
  skyTop: string;
  skyBottom: string;
  accent: string;
  ground: string;
  far: string;
  near: string;
  light: number;
}

function words(prompt: string): string[] {
  return contentWords(prompt).filter((w) => !STOP_WORDS.has(w));
}

function palette(list: string[], random: Random, style: ImageStyle): Palette {
  const named = list.map((w) => COLOUR_HUES[w]).filter((h): h is number => h !== undefined);
  const warm = list.some((w) => WARM.includes(w));
  const cool = list.some((w) => COOL.includes(w));
  const dark = list.some((w) => DARK.includes(w));
  let hue = named[0] ?? (warm ? random.int(8, 40) : cool ? random.int(185, 230) : random.int(0, 359));
  if (named.length === 0 && !warm && !cool) hue = (hashString(list.join(' ')) + random.int(0, 30)) % 360;
  const second = named[1] ?? (hue + (warm ? 300 : 150) + random.int(-25, 25) + 360) % 360;
  const sat = style === 'vivid' ? 85 : style === 'minimal' ? 35 : style === 'watercolor' ? 55 : 65;
  const light = dark ? 18 : 58;
  const hsl = (h: number, s: number, l: number) =>
    `hsl(${Math.round(h)}, ${Math.round(s)}%, ${Math.round(l)}%)`;
  return {
    skyTop: hsl(dark ? (hue + 220) % 360 : hue, sat, dark ? 10 : light + 10),
    skyBottom: hsl(second, sat, dark ? 28 : Math.min(88, light + 25)),
    accent: hsl(warm ? 45 : (hue + 40) % 360, Math.min(100, sat + 15), dark ? 85 : 62),
    ground: hsl((second + 20) % 360, sat - 10, dark ? 12 : 32),
    far: hsl((hue + 200) % 360, sat - 25, dark ? 22 : 45),
    near: hsl((hue + 170) % 360, sat - 15, dark ? 14 : 30),
    light,
  };
}

/** The scenes the words ask for, in drawing order. */
export function scenesOf(prompt: string): Scene[] {
  const list = words(prompt);
  return (Object.keys(SCENES) as Scene[]).filter((scene) =>
    (SCENES[scene] as readonly string[]).some((w) => list.includes(w)),
  );
}

function ridge(random: Random, width: number, baseY: number, amplitude: number, steps: number): string {
  const points: string[] = [`0,${baseY + amplitude}`];
  for (let i = 0; i <= steps; i++) {
    const x = (width * i) / steps;
    const y = baseY - random.next() * amplitude;
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return points.join(' ');
}

/** The SVG of the image. Exported for tests. */
export function offlineImageSvg(request: OfflineImageRequest): string {
  const { width: w, height: h, style } = request;
  const list = words(request.prompt);
  const random = new Random(hashString(`${request.prompt.toLowerCase()}#${style}#${request.index}`));
  const colours = palette(list, random, style);
  const scenes = new Set(scenesOf(request.prompt));
  const parts: string[] = [];
  const horizon = h * (0.55 + random.next() * 0.12);
  const minimal = style === 'minimal';
  const stroke =
    style === 'illustration' ? ` stroke="#1b1b1f" stroke-width="${Math.max(2, w / 300).toFixed(1)}"` : '';

  // The sky stays outside the watercolour filter, so the displaced edges never show the paper.
  const sky = minimal
    ? `<rect width="${w}" height="${h}" fill="${colours.skyBottom}"/>`
    : `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  if (scenes.has('stars')) {
    for (let i = 0; i < 60; i++) {
      const r = (0.6 + random.next() * 1.8) * (w / 1024);
      parts.push(
        `<circle cx="${(random.next() * w).toFixed(1)}" cy="${(random.next() * horizon * 0.8).toFixed(1)}" r="${r.toFixed(2)}" fill="#fff" opacity="${(0.4 + random.next() * 0.6).toFixed(2)}"/>`,
      );
    }
  }
  if (scenes.has('sun') || scenes.has('moon')) {
    const r = Math.min(w, h) * (0.07 + random.next() * 0.06);
    const cx = w * (0.2 + random.next() * 0.6);
    const cy = horizon * (0.3 + random.next() * 0.35);
    const fill = scenes.has('moon') ? '#f4f1e0' : colours.accent;
    if (!minimal) parts.push(`<circle cx="${cx}" cy="${cy}" r="${r * 1.9}" fill="${fill}" opacity="0.18"/>`);
    parts.push(
      `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}"${stroke}/>`,
    );
  }
  if (scenes.has('mountains')) {
    parts.push(
      `<polygon points="${ridge(random, w, horizon - h * 0.12, h * 0.22, 7)} ${w},${h} 0,${h}" fill="${colours.far}"${stroke}/>`,
    );
    parts.push(
      `<polygon points="${ridge(random, w, horizon, h * 0.14, 11)} ${w},${h} 0,${h}" fill="${colours.near}"${stroke}/>`,
    );
  }
  if (scenes.has('city')) {
    let x = 0;
    while (x < w) {
      const bw = w * (0.04 + random.next() * 0.07);
      const bh = h * (0.12 + random.next() * 0.3);
      parts.push(
        `<rect x="${x.toFixed(1)}" y="${(horizon - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${(bh + h - horizon).toFixed(1)}" fill="${colours.near}"${stroke}/>`,
      );
      if (!minimal) {
        for (let wy = horizon - bh + bw * 0.3; wy < horizon - bw * 0.3; wy += bw * 0.45) {
          if (random.next() < 0.5) {
            parts.push(
              `<rect x="${(x + bw * 0.3).toFixed(1)}" y="${wy.toFixed(1)}" width="${(bw * 0.4).toFixed(1)}" height="${(bw * 0.18).toFixed(1)}" fill="${colours.accent}" opacity="0.8"/>`,
            );
          }
        }
      }
      x += bw + w * 0.005;
    }
  }
  // The ground, or the sea.
  if (scenes.has('water')) {
    parts.push(
      `<rect y="${horizon.toFixed(1)}" width="${w}" height="${(h - horizon).toFixed(1)}" fill="${colours.far}"/>`,
    );
    for (let i = 0; i < (minimal ? 3 : 9); i++) {
      const y = horizon + ((h - horizon) * (i + 0.5)) / (minimal ? 3 : 9);
      const amp = h * 0.012;
      let d = `M0 ${y.toFixed(1)}`;
      for (let x = 0; x <= w; x += w / 8)
        d += ` q ${(w / 16).toFixed(1)} ${(-amp).toFixed(1)} ${(w / 8).toFixed(1)} 0`;
      parts.push(
        `<path d="${d}" fill="none" stroke="${colours.skyBottom}" stroke-width="${(w / 400).toFixed(1)}" opacity="0.7"/>`,
      );
    }
  } else if (!scenes.has('mountains')) {
    parts.push(
      `<rect y="${horizon.toFixed(1)}" width="${w}" height="${(h - horizon).toFixed(1)}" fill="${colours.ground}"${stroke}/>`,
    );
  }
  if (scenes.has('trees')) {
    const n = minimal ? 5 : 14;
    for (let i = 0; i < n; i++) {
      const x = random.next() * w;
      const th = h * (0.1 + random.next() * 0.16);
      const base = horizon + random.next() * (h - horizon) * 0.5;
      parts.push(
        `<polygon points="${(x - th * 0.3).toFixed(1)},${base.toFixed(1)} ${x.toFixed(1)},${(base - th).toFixed(1)} ${(x + th * 0.3).toFixed(1)},${base.toFixed(1)}" fill="${colours.near}"${stroke}/>`,
      );
    }
  }
  if (scenes.size === 0) {
    // Abstract: one shape per word of the prompt, placed and coloured by that word.
    const shapes = list.length > 0 ? list : ['image'];
    for (const [i, word] of shapes.slice(0, minimal ? 4 : 12).entries()) {
      const wr = new Random(hashString(`${word}#${i}#${request.index}`));
      const hue = COLOUR_HUES[word] ?? wr.int(0, 359);
      const fill = `hsl(${hue}, ${style === 'vivid' ? 85 : 60}%, ${colours.light > 30 ? 55 : 45}%)`;
      const cx = wr.next() * w;
      const cy = wr.next() * horizon * 1.2;
      const size = Math.min(w, h) * (0.08 + wr.next() * 0.2);
      const shape = hashString(word) % 3;
      const opacity = minimal ? 1 : 0.55 + wr.next() * 0.35;
      if (shape === 0)
        parts.push(
          `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(size / 2).toFixed(1)}" fill="${fill}" opacity="${opacity.toFixed(2)}"${stroke}/>`,
        );
      else if (shape === 1)
        parts.push(
          `<rect x="${(cx - size / 2).toFixed(1)}" y="${(cy - size / 2).toFixed(1)}" width="${size.toFixed(1)}" height="${(size * 0.7).toFixed(1)}" rx="${(size * 0.1).toFixed(1)}" transform="rotate(${wr.int(-30, 30)} ${cx.toFixed(1)} ${cy.toFixed(1)})" fill="${fill}" opacity="${opacity.toFixed(2)}"${stroke}/>`,
        );
      else
        parts.push(
          `<polygon points="${cx.toFixed(1)},${(cy - size / 2).toFixed(1)} ${(cx + size / 2).toFixed(1)},${(cy + size / 2).toFixed(1)} ${(cx - size / 2).toFixed(1)},${(cy + size / 2).toFixed(1)}" fill="${fill}" opacity="${opacity.toFixed(2)}"${stroke}/>`,
        );
    }
  }

  const fontSize = Math.max(11, Math.round(Math.min(w, h) / 26));
  const lines = captionLines(request.prompt, Math.floor((w * 0.9) / (fontSize * 0.55)));
  const band = fontSize * (lines.length + 0.9) * 1.25;
  const caption = lines
    .map(
      (line, i) =>
        `<text x="${w / 2}" y="${(h - band + fontSize * 1.25 * (i + 1)).toFixed(1)}" font-size="${fontSize}" text-anchor="middle" fill="#fff">${escapeHtml(line)}</text>`,
    )
    .join('');
  const labelSize = Math.max(9, Math.round(fontSize * 0.6));
  const filter = style === 'watercolor' ? ' filter="url(#paper)"' : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    '<defs>' +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.skyTop}"/><stop offset="1" stop-color="${colours.skyBottom}"/></linearGradient>` +
    `<filter id="paper"><feTurbulence type="fractalNoise" baseFrequency="${(4 / Math.min(w, h)).toFixed(4)}" numOctaves="2" seed="${random.int(1, 999)}"/>` +
    `<feDisplacementMap in="SourceGraphic" scale="${(Math.min(w, h) / 40).toFixed(1)}"/><feGaussianBlur stdDeviation="${(Math.min(w, h) / 600).toFixed(2)}"/></filter>` +
    '</defs>' +
    sky +
    `<g${filter}>${parts.join('')}</g>` +
    `<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">` +
    `<rect y="${(h - band).toFixed(1)}" width="${w}" height="${band.toFixed(1)}" fill="#000" opacity="0.55"/>${caption}` +
    `<rect x="${labelSize}" y="${labelSize}" width="${(labelSize * 8.2).toFixed(1)}" height="${(labelSize * 1.9).toFixed(1)}" rx="${(labelSize * 0.9).toFixed(1)}" fill="#000" opacity="0.6"/>` +
    `<text x="${(labelSize * 1.6).toFixed(1)}" y="${(labelSize * 2.3).toFixed(1)}" font-size="${labelSize}" fill="#fff">${OFFLINE_IMAGE_LABEL}</text>` +
    '</g></svg>'
  );
}

/** The prompt cut into at most two lines of `perLine` characters (the rest elided). */
function captionLines(prompt: string, perLine: number): string[] {
  const text = prompt.replace(/\s+/g, ' ').trim();
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line ? `${line} ${word}` : word).length > perLine && line) {
      lines.push(line);
      line = word;
      if (lines.length === 2) break;
    } else line = line ? `${line} ${word}` : word;
  }
  if (lines.length < 2 && line) lines.push(line);
  else if (lines.length === 2) {
    const last = lines[1] ?? '';
    lines[1] = last.length > perLine - 1 ? `${last.slice(0, perLine - 1)}…` : `${last}…`;
  }
  return lines.map((l) => (l.length > perLine ? `${l.slice(0, perLine - 1)}…` : l));
}

/** The image as PNG bytes. */
export async function drawOfflineImage(request: OfflineImageRequest): Promise<Buffer> {
  return sharp(Buffer.from(offlineImageSvg(request)))
    .png({ compressionLevel: 8 })
    .toBuffer();
}

/**
 * An offline variation of an image: the same picture reframed (a seeded
 * crop), its hues turned and its saturation and brightness changed, mirrored
 * or not, then labelled "offline image".
 */
export async function drawOfflineVariation(
  source: Buffer,
  width: number,
  height: number,
  seed: string,
  index: number,
): Promise<Buffer> {
  const random = new Random(hashString(`${seed}#variation#${index}`));
  const meta = await sharp(source).metadata();
  const sw = meta.width ?? width;
  const sh = meta.height ?? height;
  // A crop of 70–95% of the source at a seeded place.
  const f = 0.7 + random.next() * 0.25;
  const cw = Math.max(1, Math.round(sw * f));
  const ch = Math.max(1, Math.round(sh * f));
  const left = Math.round(random.next() * (sw - cw));
  const top = Math.round(random.next() * (sh - ch));
  let pipeline = sharp(source)
    .extract({ left, top, width: cw, height: ch })
    .resize(width, height, { fit: 'cover' })
    .modulate({
      hue: random.int(20, 340),
      saturation: 0.8 + random.next() * 0.6,
      brightness: 0.9 + random.next() * 0.2,
    });
  if (random.next() < 0.5) pipeline = pipeline.flop();
  const labelSize = Math.max(9, Math.round(Math.min(width, height) / 43));
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">` +
      `<rect x="${labelSize}" y="${labelSize}" width="${(labelSize * 8.2).toFixed(1)}" height="${(labelSize * 1.9).toFixed(1)}" rx="${(labelSize * 0.9).toFixed(1)}" fill="#000" opacity="0.6"/>` +
      `<text x="${(labelSize * 1.6).toFixed(1)}" y="${(labelSize * 2.3).toFixed(1)}" font-size="${labelSize}" fill="#fff">${OFFLINE_IMAGE_LABEL}</text></g></svg>`,
  );
  const recoloured = await pipeline.png().toBuffer();
  return sharp(recoloured)
    .composite([{ input: label }])
    .png({ compressionLevel: 8 })
    .toBuffer();
}
