/**
 * URL rules for links and images. A link keeps http(s), mailto, tel and
 * relative addresses; anything else with a scheme (javascript:, data:,
 * vbscript:, file:) is refused. Browsers ignore tabs, newlines and control
 * characters inside a scheme ("java\tscript:"), so those are removed before
 * the scheme is read.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these inside a scheme, so they are removed before it is read
const CONTROL_AND_SPACE = /[\u0000-\u0020\u007f-\u009f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);
/** Inline images pasted or dropped as data URLs; SVG is left out as it can carry script. */
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;

function check(raw: string | null | undefined, schemes: ReadonlySet<string>): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value) return null;
  const scheme = SCHEME.exec(value.replace(CONTROL_AND_SPACE, ''));
  if (scheme && !schemes.has(scheme[1]!.toLowerCase())) return null;
  return value;
}

/** The href to keep, trimmed, or null when it is empty or has a scheme that is not allowed. */
export function sanitizeHref(href: string | null | undefined): string | null {
  return check(href, LINK_SCHEMES);
}

/** The image source to keep (http(s), relative, or a raster data URL), or null. */
export function sanitizeImageSrc(src: string | null | undefined): string | null {
  if (typeof src === 'string' && DATA_IMAGE.test(src.trim())) return src.trim();
  return check(src, IMAGE_SCHEMES);
}
