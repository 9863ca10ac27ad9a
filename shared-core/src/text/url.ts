/** A pasted raster image as a data URL; SVG is left out as it can carry script. */
export const DATA_IMAGE_URL = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;

/**
 * A URL a feature image may have: http(s), a site path, a raster data URL,
 * or an SVG data URL (shown only through <img>, where SVG cannot run script;
 * the offline writer's placeholder images are SVG).
 */
export function isSafeImageUrl(url: string): boolean {
  const value = url.trim();
  if (/^https?:\/\/[^\s]+$/i.test(value)) return true;
  if (/^\/(?![/\\])[^\s]*$/.test(value)) return true;
  if (DATA_IMAGE_URL.test(value)) return true;
  return /^data:image\/svg\+xml(?:;charset=[\w-]+)?(?:;base64)?,[^\s]*$/i.test(value);
}
