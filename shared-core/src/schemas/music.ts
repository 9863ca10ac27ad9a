/** Music (issue 16): POST /api/music starts a piece, POST /api/music/get follows it. */
import { z } from 'zod';
import { body, textField } from './fields';
import { MediaFileView } from './images';
import { JobStatusField } from './jobs';

/** The longest piece, in seconds. */
export const MAX_MUSIC_SECONDS = 60;
/** Words credits one piece costs a signed-in user. */
export const MUSIC_CREDITS = 500;

export const MusicBody = body({
  prompt: textField('Prompt', 500),
  seconds: z.coerce
    .number()
    .int('Length must be whole seconds.')
    .min(5, 'At least 5 seconds.')
    .max(MAX_MUSIC_SECONDS, `At most ${MAX_MUSIC_SECONDS} seconds.`)
    .optional(),
});
export type MusicBody = z.input<typeof MusicBody>;

export const MusicGetBody = body({ id: z.string().regex(/^[a-f0-9]{24}$/, 'Not a music job.') });

/** What the engine chose from the prompt. */
export const MusicPlanView = z.object({
  mode: z.enum(['major', 'minor']),
  key: z.string(),
  tempo: z.number().int(),
  seconds: z.number().int(),
  sound: z.string(),
  drums: z.boolean(),
});

export const MusicView = z.object({
  id: z.string(),
  status: JobStatusField,
  prompt: z.string(),
  /** Set once the piece is ready. */
  wav: MediaFileView.nullable(),
  midi: MediaFileView.nullable(),
  plan: MusicPlanView.nullable(),
  /** Why it failed, when it did (the credits came back). */
  error: z.string().nullable(),
  charged: z.number().int(),
});
export type MusicView = z.infer<typeof MusicView>;
