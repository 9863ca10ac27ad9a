/**
 * zod's builders, for code that is bundled apart from shared-core's own
 * entry: the tools catalogue (`@inkpress/shared-core/tools`, bundled into
 * the remotes that show tools) and the remotes' stores. shared-core is a
 * federation singleton, so what they reach through it is the page's one
 * zod; an `import from 'zod'` of their own bundles a second copy (27 KB
 * gzipped) into that remote. Only builders shared-core's schemas use
 * themselves are listed, so its entry does not grow. A remote takes its
 * types from shared-core's schemas; Biome refuses `zod` in the remotes.
 */
import { z } from 'zod';

export const zod = {
  array: z.array,
  enum: z.enum,
  literal: z.literal,
  number: z.number,
  object: z.object,
  strictObject: z.strictObject,
  string: z.string,
} as const;
