/**
 * The repurpose popup (SPEC §2): one article turned into posts for other
 * channels. Each format is written as its own section of one HTML answer:
 * an `<h2>` holding exactly the format's label, then the piece. The words
 * each format may take are its credit budget (credits are words, SPEC §9),
 * so the popup shows the same cost the API reserves.
 */

export const repurposeFormats = [
  'x-thread',
  'linkedin-post',
  'newsletter',
  'instagram-caption',
  'video-script',
  'reddit-post',
] as const;
export type RepurposeFormat = (typeof repurposeFormats)[number];

export interface RepurposeFormatInfo {
  /** The section heading of the answer and the popup's name for it. */
  label: string;
  /** What the piece is, for the writer and the popup. */
  brief: string;
  /** The most words the piece may take: what it reserves. */
  words: number;
}

export const repurposeFormatInfo: Record<RepurposeFormat, RepurposeFormatInfo> = {
  'x-thread': {
    label: 'X thread',
    brief: 'a thread of 4 to 6 posts of at most 280 characters each, numbered 1/n, one paragraph per post',
    words: 250,
  },
  'linkedin-post': {
    label: 'LinkedIn post',
    brief: 'a LinkedIn post: a one-line hook, three short paragraphs, a question to the reader, 3 hashtags',
    words: 220,
  },
  newsletter: {
    label: 'Newsletter',
    brief:
      'an email newsletter: a subject line ("Subject: …"), a greeting, the key points as a list, a sign-off',
    words: 350,
  },
  'instagram-caption': {
    label: 'Instagram caption',
    brief: 'an Instagram caption: two short paragraphs and 5 hashtags',
    words: 120,
  },
  'video-script': {
    label: 'Video script',
    brief: 'a 60-second video script: a hook, three beats and a call to action, each a paragraph',
    words: 220,
  },
  'reddit-post': {
    label: 'Reddit post',
    brief: 'a Reddit text post: a title line ("Title: …") and a plain, non-promotional body',
    words: 250,
  },
};

/** The formats offered first. */
export const defaultRepurposeFormats: readonly RepurposeFormat[] = [
  'x-thread',
  'linkedin-post',
  'newsletter',
];

/** Credits a repurposing reserves: each chosen format's word budget (reading the article is free). */
export function repurposeCost(formats: readonly RepurposeFormat[]): number {
  return [...new Set(formats)].reduce((sum, f) => sum + repurposeFormatInfo[f].words, 0);
}

/** One piece of a repurposing's answer. */
export interface RepurposePiece {
  format: RepurposeFormat;
  label: string;
  /** The piece's HTML (paragraphs and lists). */
  html: string;
}

/**
 * The answer split into its pieces, by the `<h2>` labels of the formats
 * (in the answer's order); text before the first known heading, and
 * sections under headings that are no format, are left out.
 */
export function splitRepurposed(html: string): RepurposePiece[] {
  const byLabel = new Map(
    repurposeFormats.map((f) => [repurposeFormatInfo[f].label.toLowerCase(), f] as const),
  );
  const pieces: RepurposePiece[] = [];
  const parts = html.split(/<h2[^>]*>/i).slice(1);
  for (const part of parts) {
    const end = part.search(/<\/h2>/i);
    if (end < 0) continue;
    const heading = part
      .slice(0, end)
      .replace(/<[^>]*>/g, '')
      .trim();
    const format = byLabel.get(heading.toLowerCase());
    if (!format) continue;
    pieces.push({ format, label: repurposeFormatInfo[format].label, html: part.slice(end + 5).trim() });
  }
  return pieces;
}
