/** The AI image sizes on offer (SPEC §9), width x height in pixels. */
export const imageSizes = [
  '1200x1200',
  '1024x1024',
  '1024x1792',
  '1792x1024',
  '256x256',
  '512x512',
  '768x768',
] as const;
export type ImageSize = (typeof imageSizes)[number];

/** The size preselected in the image form. */
export const DEFAULT_IMAGE_SIZE: ImageSize = '1024x1024';

/** The social (og:image / Twitter card) image size of every page (SPEC §2). */
export const SOCIAL_IMAGE = { width: 1200, height: 600 } as const;

export function isImageSize(value: unknown): value is ImageSize {
  return typeof value === 'string' && (imageSizes as readonly string[]).includes(value);
}

/** Width and height of an image size. */
export function parseImageSize(size: ImageSize): { width: number; height: number } {
  const [width, height] = size.split('x').map(Number);
  return { width: width ?? 0, height: height ?? 0 };
}

/** Where a chat or brand-voice source comes from (SPEC §9). */
export const sourceTypes = ['chat-file-upload', 'info-base', 'web-page'] as const;
export type SourceType = (typeof sourceTypes)[number];

/** Publishing integrations (SPEC §3, §9). The built-in API entry is always listed first. */
export const integrationTypes = [
  'webflow',
  'medium',
  'wordpress',
  'api',
  'shopify',
  'ghost',
  'reddit',
] as const;
export type IntegrationType = (typeof integrationTypes)[number];

export function isSourceType(value: unknown): value is SourceType {
  return typeof value === 'string' && (sourceTypes as readonly string[]).includes(value);
}

export function isIntegrationType(value: unknown): value is IntegrationType {
  return typeof value === 'string' && (integrationTypes as readonly string[]).includes(value);
}

/**
 * Where a public page's own social card is drawn (GET /api/content/social/…):
 * "/" → "/api/content/social/index.png", "/blog/a-post" → "/api/content/social/blog/a-post.png".
 */
export function socialImagePath(pagePath: string): string {
  const path = pagePath.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  return `/api/content/social${path === '' ? '/index' : path}.png`;
}

/** The page path of a social card's path: the inverse of socialImagePath; null for anything else. */
export function pageOfSocialImage(cardPath: string): string | null {
  const match = /^\/api\/content\/social(\/.+)\.png$/.exec(cardPath);
  if (!match) return null;
  return match[1] === '/index' ? '/' : match[1]!;
}
