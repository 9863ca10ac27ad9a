/**
 * The public free pages (issues 15 and 16): /art, /image-restorer, /chat and
 * the music generator's tool page, for visitors without an account under a
 * small daily quota per visitor (POST /api/free/…). Signed-in users use the
 * charged calls of the dashboard instead (/api/image/generate,
 * /api/images/restore, /api/ai-chat, /api/music). A visitor's results are
 * answered inline (data: URLs) or, for a restored image and a piece of music,
 * by short-lived signed links to files deleted when the links expire.
 */
import { z } from 'zod';
import { DEFAULT_IMAGE_SIZE, imageSizes } from '../constants/media';
import { ChatMessageInput } from './chat';
import { body, textField } from './fields';
import { imageStyles } from './images';
import { JobStatusField } from './jobs';
import { MusicPlanView } from './music';

export const freePages = ['art', 'restorer', 'chat', 'music'] as const;
export type FreePage = (typeof freePages)[number];

/** What a visitor may do per day on each free page (the API's quota). */
export const FREE_PAGE_RUNS_PER_DAY: Record<FreePage, number> = {
  art: 3,
  restorer: 3,
  chat: 10,
  music: 3,
};

/** What one run of each page is called, for the messages ("today's 3 free images"). */
export const freePageUnits: Record<FreePage, { one: string; many: string }> = {
  art: { one: 'image', many: 'images' },
  restorer: { one: 'restore', many: 'restores' },
  chat: { one: 'message', many: 'messages' },
  music: { one: 'piece of music', many: 'pieces of music' },
};

/** The longest piece a visitor may make (signed in: MAX_MUSIC_SECONDS). */
export const FREE_MUSIC_MAX_SECONDS = 30;
/** The largest image a visitor may restore, in bytes, and the largest side of the restored image. */
export const FREE_RESTORE_MAX_BYTES = 5 * 1024 * 1024;
export const FREE_RESTORE_MAX_OUTPUT_SIDE = 4096;
/** The messages of a visitor's chat sent with each question (the last ones; SPEC §9 keeps 15). */
export const FREE_CHAT_MESSAGES_MAX = 40;
/** The longest message of a visitor's chat. */
export const FREE_CHAT_MESSAGE_MAX_CHARS = 4000;

/** A visitor's quota of one page, after the run that answers it. */
export const FreeQuotaView = z.object({
  page: z.enum(freePages),
  limit: z.number().int(),
  remaining: z.number().int(),
  /** When the quota comes back (the next UTC day). */
  resetsAt: z.string(),
});
export type FreeQuotaView = z.infer<typeof FreeQuotaView>;

/** GET /api/free/quota?page= */
export const FreeQuotaQuery = z.object({
  page: z.enum(freePages, { error: `Page must be one of ${freePages.join(', ')}.` }),
});

/** POST /api/free/art: one image. */
export const FreeArtBody = body({
  prompt: textField('Prompt', 1000),
  size: z
    .enum(imageSizes, { error: `Size must be one of ${imageSizes.join(', ')}.` })
    .default(DEFAULT_IMAGE_SIZE),
  style: z.enum(imageStyles, { error: `Style must be one of ${imageStyles.join(', ')}.` }).default('natural'),
});
export type FreeArtBody = z.input<typeof FreeArtBody>;

/** An image answered inline. */
export const InlineImageView = z.object({
  /** data:image/…;base64,… */
  url: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type InlineImageView = z.infer<typeof InlineImageView>;

export const FreeArtView = z.object({
  image: InlineImageView,
  prompt: z.string(),
  size: z.enum(imageSizes),
  style: z.enum(imageStyles),
  /** Who drew it: 'offline image' when the offline drawer did. */
  label: z.string(),
  quota: FreeQuotaView,
});
export type FreeArtView = z.infer<typeof FreeArtView>;

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true or false.' })
  .transform((v) => v === 'true' || v === '1');

/** POST /api/free/restore?scale=…: the image itself is the request body. */
export const FreeRestoreQuery = z.object({
  scale: z.coerce
    .number()
    .refine((n) => n === 2 || n === 4, 'Scale must be 2 or 4.')
    .transform((n) => n as 2 | 4)
    .default(2),
  denoise: flag.default(true),
  sharpen: flag.default(true),
  fixColors: flag.default(true),
  faceSafe: flag.default(false),
});
export type FreeRestoreQuery = z.input<typeof FreeRestoreQuery>;

export const FreeRestoreView = z.object({
  /** The restored image behind a short-lived signed link, and when that link stops working (ISO). */
  image: InlineImageView.extend({ expiresAt: z.string() }),
  source: z.object({ width: z.number().int(), height: z.number().int() }),
  metrics: z.object({ sharpnessBefore: z.number(), sharpnessAfter: z.number(), scale: z.number().int() }),
  quota: FreeQuotaView,
});
export type FreeRestoreView = z.infer<typeof FreeRestoreView>;

/** POST /api/free/music */
export const FreeMusicBody = body({
  prompt: textField('Prompt', 500),
  seconds: z.coerce
    .number()
    .int('Length must be whole seconds.')
    .min(5, 'At least 5 seconds.')
    .max(FREE_MUSIC_MAX_SECONDS, `At most ${FREE_MUSIC_MAX_SECONDS} seconds without an account.`)
    .default(20),
});
export type FreeMusicBody = z.input<typeof FreeMusicBody>;

/** A visitor's result behind a short-lived signed link (GET /api/free/…/{name}?expires&signature). */
export const VisitorLinkView = z.object({
  url: z.string(),
  /** When the link stops working (ISO); the file is deleted then. */
  expiresAt: z.string(),
});
export type VisitorLinkView = z.infer<typeof VisitorLinkView>;

/**
 * POST /api/free/music (202, the job just queued) and POST /api/free/music/get
 * {id} (MusicGetBody): a visitor's `music.visitor` job, the WAV and MIDI as
 * signed links once it has succeeded.
 */
export const FreeMusicView = z.object({
  id: z.string(),
  status: JobStatusField,
  prompt: z.string(),
  /** Set once the piece is ready. */
  wav: VisitorLinkView.nullable(),
  midi: VisitorLinkView.nullable(),
  plan: MusicPlanView.nullable(),
  label: z.string(),
  /** Why it failed, when it did (its run of the quota came back). */
  error: z.string().nullable(),
  /** It succeeded, but its links have run out and its files are deleted (wav and midi are null). */
  expired: z.boolean(),
  /** The visitor's quota of the page now. */
  quota: FreeQuotaView,
});
export type FreeMusicView = z.infer<typeof FreeMusicView>;

/** POST /api/free/chat: the visitor's conversation (kept in the browser), the last message the question. */
export const FreeChatBody = body({
  messages: z
    .array(
      ChatMessageInput.pick({ role: true }).extend({
        content: textField('A message', FREE_CHAT_MESSAGE_MAX_CHARS),
      }),
    )
    .min(1, 'Send at least one message.')
    .max(FREE_CHAT_MESSAGES_MAX, `At most ${FREE_CHAT_MESSAGES_MAX} messages.`)
    .refine((list) => list.at(-1)?.role === 'user', 'The last message must be the user’s.'),
});
export type FreeChatBody = z.input<typeof FreeChatBody>;

/** The `quota` event of a visitor's streamed answer, before the text. */
export const FreeChatQuotaEvent = FreeQuotaView;

/**
 * /art's public gallery: fixed sample prompts, each drawn once by the offline
 * drawer (a prompt-seeded picture labelled "offline image") and served cached
 * by GET /api/free/art/samples/{id}. "Try this prompt" fills the try-it box.
 */
export const artSamples = [
  {
    id: 'harbour-dawn',
    prompt: 'A quiet harbour at dawn, golden sky over calm water',
    size: '1792x1024',
    style: 'natural',
  },
  {
    id: 'night-mountains',
    prompt: 'Snowy mountains under a starry night sky with a full moon',
    size: '1024x1024',
    style: 'vivid',
  },
  {
    id: 'city-dusk',
    prompt: 'A city skyline at dusk in purple and orange light',
    size: '1792x1024',
    style: 'illustration',
  },
  {
    id: 'pine-lake',
    prompt: 'Pine forest by a turquoise lake, soft morning light',
    size: '1024x1792',
    style: 'watercolor',
  },
  { id: 'desert-sun', prompt: 'Red desert dunes under a blazing sun', size: '768x768', style: 'minimal' },
  {
    id: 'ideas-abstract',
    prompt: 'Ideas growing together: teamwork, focus and calm',
    size: '1024x1024',
    style: 'vivid',
  },
] as const satisfies readonly {
  id: string;
  prompt: string;
  size: (typeof imageSizes)[number];
  style: (typeof imageStyles)[number];
}[];
export type ArtSampleId = (typeof artSamples)[number]['id'];

/** One sample of GET /api/free/art/samples. */
export const ArtSampleView = z.object({
  id: z.string(),
  prompt: z.string(),
  size: z.enum(imageSizes),
  style: z.enum(imageStyles),
  /** Who drew it: always 'offline image' (the samples are the offline drawer's, with or without an AI key). */
  label: z.string(),
  /** The image: GET, public, cached (ETag). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  contentType: z.string(),
});
export type ArtSampleView = z.infer<typeof ArtSampleView>;
export const ArtSampleList = z.array(ArtSampleView);
