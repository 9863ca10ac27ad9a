/**
 * How a search title or description fits a results page. Google cuts titles
 * by width, not by count: its desktop results set them in Arial at 20 px in
 * a column of about 600 px, so "60 characters" is only a rule of thumb — 60
 * capital Ws overflow, 60 lowercase ls leave half the line empty. The widths
 * below are Arial's advance widths (the Helvetica metrics Arial was drawn
 * to match), in thousandths of an em.
 */

/** Arial advance widths for printable ASCII (32–126), in 1/1000 em. */
const ASCII_WIDTHS = [
  278,
  278,
  355,
  556,
  556,
  889,
  667,
  191,
  333,
  333,
  389,
  584,
  278,
  333,
  278,
  278, // space – /
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556, // 0–9
  278,
  278,
  584,
  584,
  584,
  556,
  1015, // : ; < = > ? @
  667,
  667,
  722,
  722,
  667,
  611,
  778,
  722,
  278,
  500,
  667,
  556,
  833, // A–M
  722,
  778,
  667,
  778,
  722,
  667,
  611,
  722,
  667,
  944,
  667,
  667,
  611, // N–Z
  278,
  278,
  278,
  469,
  556,
  333, // [ \ ] ^ _ `
  556,
  556,
  500,
  556,
  556,
  278,
  556,
  556,
  222,
  222,
  500,
  222,
  833, // a–m
  556,
  556,
  556,
  556,
  333,
  500,
  278,
  556,
  500,
  722,
  500,
  500,
  500, // n–z
  334,
  260,
  334,
  584, // { | } ~
];

/** Width of a character outside ASCII: wide scripts take a full em, others an average Latin letter. */
function otherWidth(code: number): number {
  const wide =
    (code >= 0x1100 && code <= 0x115f) || // Hangul Jamo
    (code >= 0x2e80 && code <= 0xa4cf) || // CJK, Kana, Yi
    (code >= 0xac00 && code <= 0xd7a3) || // Hangul syllables
    (code >= 0xf900 && code <= 0xfaff) || // CJK compatibility
    (code >= 0xff00 && code <= 0xff60) || // full-width forms
    code >= 0x1f300; // emoji
  return wide ? 1000 : 556;
}

/** Width of a text set in Arial at `fontSize` px, rounded to whole pixels. */
export function textPixelWidth(text: string, fontSize = 20): number {
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 32;
    units += code >= 32 && code <= 126 ? (ASCII_WIDTHS[code - 32] ?? 556) : otherWidth(code);
  }
  return Math.round((units * fontSize) / 1000);
}

/** A snippet's limits on a desktop results page. */
export interface SnippetLimits {
  chars: number;
  /** Width limit in px, for snippets cut by width (titles). */
  pixels?: number;
  fontSize: number;
}

/** Titles: 60 characters as the rule of thumb, 580 px as the real limit (20 px Arial). */
export const TITLE_LIMITS: SnippetLimits = { chars: 60, pixels: 580, fontSize: 20 };
/** Descriptions: cut at about 160 characters (14 px Arial, two lines). */
export const DESCRIPTION_LIMITS: SnippetLimits = { chars: 160, fontSize: 14 };

export interface SnippetCheck {
  chars: number;
  maxChars: number;
  pixels?: number;
  maxPixels?: number;
  /** Where the keyword starts (0-based, case-insensitive), -1 when missing, undefined when none was given. */
  keywordAt?: number;
  /** Within every limit and, when a keyword was given, containing it. */
  fits: boolean;
  /** One line a person reads: "54/60 characters · 512/580 px · keyword at the start". */
  summary: string;
}

/** Checks one title or description against its limits and the focus keyword. */
export function checkSnippet(text: string, limits: SnippetLimits, keyword?: string): SnippetCheck {
  const chars = [...text].length;
  const pixels = limits.pixels === undefined ? undefined : textPixelWidth(text, limits.fontSize);
  const wanted = keyword?.trim().toLowerCase();
  const keywordAt = wanted ? text.toLowerCase().indexOf(wanted) : undefined;
  const parts = [`${chars}/${limits.chars} characters`];
  if (pixels !== undefined && limits.pixels !== undefined) parts.push(`${pixels}/${limits.pixels} px`);
  if (keywordAt !== undefined) {
    parts.push(
      keywordAt < 0
        ? 'keyword missing'
        : keywordAt === 0
          ? 'keyword at the start'
          : keywordAt <= text.length / 3
            ? 'keyword near the start'
            : 'keyword late',
    );
  }
  const fits =
    chars <= limits.chars &&
    (pixels === undefined || limits.pixels === undefined || pixels <= limits.pixels) &&
    (keywordAt === undefined || keywordAt >= 0);
  return {
    chars,
    maxChars: limits.chars,
    ...(pixels !== undefined ? { pixels, maxPixels: limits.pixels } : {}),
    ...(keywordAt !== undefined ? { keywordAt } : {}),
    fits,
    summary: parts.join(' · '),
  };
}

/** The limits of a tool whose list items are search snippets, by slug. */
export const snippetLimitsOf: Readonly<Record<string, SnippetLimits>> = {
  'meta-title-generator': TITLE_LIMITS,
  'meta-description-generator': DESCRIPTION_LIMITS,
};

/**
 * A snippet cut to its limits at a word, with an ellipsis when it was cut:
 * what the API keeps of an AI draft that ran long.
 */
export function fitSnippet(text: string, limits: SnippetLimits): string {
  const fitsWidth = (s: string) =>
    limits.pixels === undefined || textPixelWidth(s, limits.fontSize) <= limits.pixels;
  if ([...text].length <= limits.chars && fitsWidth(text)) return text;
  const words = text.split(/\s+/).filter(Boolean);
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    const candidate = `${next}…`;
    if ([...candidate].length > limits.chars || !fitsWidth(candidate)) break;
    kept = next;
  }
  if (!kept) {
    // One word longer than the limit: cut it by characters.
    for (const char of text) {
      const candidate = `${kept}${char}…`;
      if ([...candidate].length > limits.chars || !fitsWidth(candidate)) break;
      kept += char;
    }
  }
  return `${kept.replace(/[\s,;:.–-]+$/, '')}…`;
}

/**
 * The note shown after one item of a list answer: how a search snippet fits
 * (with the focus keyword the user gave), or the item's length against the
 * tool's hard limit (a tweet reply's 280 characters); none for other lists.
 */
export function listItemNote(
  tool: { slug: string; maxOutputChars?: number },
  item: string,
  values: Readonly<Record<string, unknown>>,
): string | undefined {
  const limits = snippetLimitsOf[tool.slug];
  if (limits) {
    const keyword = typeof values.keyword === 'string' && values.keyword.trim() ? values.keyword : undefined;
    return checkSnippet(item, limits, keyword).summary;
  }
  return tool.maxOutputChars ? `${[...item].length}/${tool.maxOutputChars}` : undefined;
}
