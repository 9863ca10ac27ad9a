import { z } from 'zod';
import { errorSources } from '../../models/ErrorReport';

/** A path on this site or an http(s) address. */
const PageUrl = z
  .string()
  .trim()
  .min(1, 'The page address cannot be empty.')
  .max(2048, 'The page address is at most 2048 characters.')
  .refine((value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(value), {
    message: 'The page address must be a path or an http(s) URL.',
  });

const optionalText = (max: number) => z.string().max(max, `At most ${max} characters.`).optional();

/** What the shell sends when something throws (SPEC §8). */
export const ErrorReportBody = z
  .object({
    message: z
      .string()
      .trim()
      .min(1, 'The error message cannot be empty.')
      .max(2000, 'The error message is at most 2000 characters.'),
    name: optionalText(200),
    stack: optionalText(20_000),
    componentStack: optionalText(20_000),
    url: PageUrl,
    source: z.enum(errorSources).default('boundary'),
    remote: z
      .string()
      .regex(/^[a-z][a-z0-9_-]{0,49}$/, 'The remote is a remote name such as mfe_editor.')
      .optional(),
    clientVersion: optionalText(50),
  })
  .strict();
