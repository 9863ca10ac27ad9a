import {
  blogListQuery,
  CONTENT_KINDS,
  contentCreateBody,
  contentLanguageField,
  contentPreviewBody,
  contentUpdateBody,
  docsSearchQuery,
} from '@inkpress/shared-core';
import { z } from 'zod';

const slug = z
  .string()
  .trim()
  .max(160)
  .regex(/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/, 'Not a content slug.');

export const BlogListQuery = blogListQuery;
export const SlugParams = z.object({ slug });
export const LangSlugParams = z.object({ lang: contentLanguageField, slug });
export const PageQuery = z.object({ path: slug });
export const DocsSearchQuery = docsSearchQuery;
export const EntryParams = z.object({
  id: z
    .string()
    .max(200)
    .regex(/^(blog|docs|page|announcement):[a-z-]+:[a-z0-9/-]+$/, 'Not a content id.'),
});
export const EntriesQuery = z.object({ kind: z.enum(CONTENT_KINDS).optional() });
export const CreateEntryBody = contentCreateBody;
export const UpdateEntryBody = contentUpdateBody;
export const PreviewBody = contentPreviewBody;
export const PrerenderQuery = z.object({
  path: z.string().startsWith('/').max(500),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
