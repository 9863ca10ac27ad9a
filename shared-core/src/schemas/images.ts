/**
 * Media (issue 16): stored files, AI images and the image restorer. The
 * request and response shapes of /api/media, /api/image and /api/images.
 */
import { z } from 'zod';
import { DEFAULT_IMAGE_SIZE, imageSizes } from '../constants/media';
import { body, textField } from './fields';

/** The looks the image form offers; the offline drawer and the provider's prompt both honour them. */
export const imageStyles = ['natural', 'vivid', 'illustration', 'watercolor', 'minimal'] as const;
export type ImageStyle = (typeof imageStyles)[number];
/** How the image forms name each style. */
export const imageStyleLabels: Record<ImageStyle, string> = {
  natural: 'Natural',
  vivid: 'Vivid',
  illustration: 'Illustration',
  watercolor: 'Watercolour',
  minimal: 'Minimal',
};

/** How many images one generate or variation call may ask for. */
export const MAX_IMAGES_PER_CALL = 4;

/** The image types an upload may be (decided by the file's bytes, not its name). */
export const uploadImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Where a stored file came from. */
export const mediaKinds = ['upload', 'ai-image', 'variation', 'restored', 'music'] as const;
export type MediaKind = (typeof mediaKinds)[number];

const count = z.coerce
  .number()
  .int('Count must be a whole number.')
  .min(1, 'Ask for at least 1 image.')
  .max(MAX_IMAGES_PER_CALL, `At most ${MAX_IMAGES_PER_CALL} images at a time.`);

const fileId = z.string().regex(/^[a-f0-9]{24}$/, 'Not a file of this team.');

/** POST /api/image/generate */
export const ImageGenerateBody = body({
  prompt: textField('Prompt', 1000),
  size: z
    .enum(imageSizes, { error: `Size must be one of ${imageSizes.join(', ')}.` })
    .default(DEFAULT_IMAGE_SIZE),
  style: z.enum(imageStyles, { error: `Style must be one of ${imageStyles.join(', ')}.` }).default('natural'),
  count: count.default(1),
});
export type ImageGenerateBody = z.input<typeof ImageGenerateBody>;

/** POST /api/image/variation: variations of an image of the team's gallery or uploads. */
export const ImageVariationBody = body({
  fileId,
  size: z
    .enum(imageSizes, { error: `Size must be one of ${imageSizes.join(', ')}.` })
    .default(DEFAULT_IMAGE_SIZE),
  count: count.default(1),
});
export type ImageVariationBody = z.input<typeof ImageVariationBody>;

/**
 * POST /api/images/restore {path}: `path` is a file id of the team or the
 * file's own address (/api/media/{id}/content).
 */
export const ImageRestoreBody = body({
  path: textField('Image', 300),
  scale: z.union([z.literal(2), z.literal(4)], { error: 'Scale must be 2 or 4.' }).default(2),
  denoise: z.boolean().default(true),
  sharpen: z.boolean().default(true),
  fixColors: z.boolean().default(true),
  /** Gentler sharpening and no denoise smoothing of skin-like detail. */
  faceSafe: z.boolean().default(false),
});
export type ImageRestoreBody = z.input<typeof ImageRestoreBody>;

/** A stored file as the API answers it. */
export const MediaFileView = z.object({
  id: z.string(),
  kind: z.enum(mediaKinds),
  name: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The authorised address of its bytes (the session or API token is checked). */
  url: z.string(),
  prompt: z.string().nullable(),
  size: z.string().nullable(),
  style: z.string().nullable(),
  /** Who drew it: 'offline image' when the offline drawer did. */
  label: z.string().nullable(),
  /** The file it was made from (a variation's or a restore's source). */
  sourceId: z.string().nullable(),
  createdAt: z.string(),
});
export type MediaFileView = z.infer<typeof MediaFileView>;

export const MediaFileList = z.object({
  data: z.array(MediaFileView),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type MediaFileList = z.infer<typeof MediaFileList>;

/** GET /api/images (the gallery) and GET /api/media */
export const MediaListQuery = z.object({
  kind: z.enum(mediaKinds).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** The answer of generate and variation. */
export const ImageGenerateView = z.object({
  images: z.array(MediaFileView),
  /** AI images charged. */
  charged: z.number().int(),
  label: z.string(),
});
export type ImageGenerateView = z.infer<typeof ImageGenerateView>;

/** The answer of the restorer. */
export const ImageRestoreView = z.object({
  image: MediaFileView,
  source: MediaFileView,
  /** Sharpness (variance of the Laplacian) of the input enlarged plainly and of the output, at the output's size. */
  metrics: z.object({
    sharpnessBefore: z.number(),
    sharpnessAfter: z.number(),
    scale: z.number().int(),
  }),
  charged: z.number().int(),
});
export type ImageRestoreView = z.infer<typeof ImageRestoreView>;

/** POST /api/media/{id}/link: a short-lived signed address of a file. */
export const MediaLinkView = z.object({ url: z.string(), expiresAt: z.string() });
export type MediaLinkView = z.infer<typeof MediaLinkView>;
