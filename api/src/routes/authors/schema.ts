import { z } from 'zod';
import { IdParams, Text } from '../schemas';

const integrationTypes = ['webflow', 'medium', 'wordpress', 'api', 'shopify', 'ghost'] as const;
const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid email address or leave it empty.');
const Picture = z
  .string()
  .trim()
  .max(2000)
  .regex(/^$|^https?:\/\/\S+$/i, 'The picture must be an http(s) URL.');

/** SPEC §5: an author is created with exactly these fields. */
export const CreateAuthorBody = z
  .object({
    name: Text(200, 'The name'),
    picture: Picture.optional(),
    bio: z.string().max(5000).optional(),
    designation: z.string().trim().max(200).optional(),
    email: optionalEmail.optional(),
    categories: z.array(Text(100, 'A category')).max(100).optional(),
    entryId: z.union([z.string().max(200), z.number().int().transform(String)]).optional(),
    clientId: z.string().max(200).optional(),
    platform: z.enum(integrationTypes).optional(),
  })
  .strict();

/** SPEC §5: an update changes only these fields. */
export const UpdateAuthorBody = CreateAuthorBody.pick({
  name: true,
  picture: true,
  bio: true,
  designation: true,
  email: true,
  categories: true,
})
  .partial()
  .strict();

export const AuthorParams = IdParams;
