import { z } from 'zod';
import { body, httpUrlField } from './fields';

/**
 * The page booster / page rank improver (issue 11; SPEC §7 "POST
 * /api/page-booster/suggest; POST /api/page-booster/generate"): a page of
 * the user's, fetched by the server under the SSRF rules, assessed with
 * yoastseo's SEO and readability assessors (on the server only: GPL), and
 * ranked suggestions; then per-section improvements, charged like the
 * editor's "improve SEO" on the section's words (SPEC §9, editorCosts),
 * accepted section by section into a new post or an existing one.
 */

/** Sections one improvement may cover (a long page's first ones are enough to act on). */
export const PAGE_BOOSTER_MAX_SECTIONS = 20;

const objectId = (label: string) => z.string().regex(/^[a-f0-9]{24}$/i, `${label} is not a valid id.`);

const keyphraseField = z
  .string({ error: 'The keyphrase must be text.' })
  .trim()
  .max(100, 'The keyphrase must be at most 100 characters.');

/** POST /api/page-booster/suggest: the page to assess and, optionally, its focus keyphrase. */
export const PageBoosterSuggestBody = body({
  url: httpUrlField('Page address'),
  keyphrase: keyphraseField.optional(),
});
export type PageBoosterSuggestBody = z.infer<typeof PageBoosterSuggestBody>;

/** Yoast's rating of a score: bad < 5 ≤ ok < 8 ≤ good (its published thresholds); feedback is informational. */
export const PageBoosterRating = z.enum(['bad', 'ok', 'good', 'feedback']);
export type PageBoosterRating = z.infer<typeof PageBoosterRating>;

/** One assessment of yoastseo's: its id, its 0–9 score and Yoast's own explanation (plain text). */
export const PageBoosterAssessment = z.object({
  id: z.string(),
  kind: z.enum(['seo', 'readability']),
  score: z.number(),
  rating: PageBoosterRating,
  text: z.string(),
});
export type PageBoosterAssessment = z.infer<typeof PageBoosterAssessment>;

/** An overall score 0–100 (Yoast's sum of assessment scores scaled, as its plugin shows it). */
export const PageBoosterScore = z.object({
  score: z.number().int().min(0).max(100),
  rating: PageBoosterRating,
  /** Yoast's thresholds on the 0–100 scale: bad below `ok`, good from `good`. */
  thresholds: z.object({ ok: z.number(), good: z.number() }),
});
export type PageBoosterScore = z.infer<typeof PageBoosterScore>;

/** One part of the page's main content: a heading and what follows it up to the next heading. */
export const PageBoosterSection = z.object({
  index: z.number().int().min(0),
  /** The heading's text ('' for the text before the first heading). */
  heading: z.string(),
  level: z.number().int().min(0).max(6),
  /** Sanitised HTML of the section (its heading included). */
  html: z.string(),
  text: z.string(),
  words: z.number().int().min(0),
});
export type PageBoosterSection = z.infer<typeof PageBoosterSection>;

/** A suggestion, ranked: `impact` 3 is the largest; `section` null when it is about the page. */
export const PageBoosterSuggestion = z.object({
  id: z.string(),
  assessment: z.string(),
  kind: z.enum(['seo', 'readability']),
  impact: z.number().int().min(1).max(3),
  rating: PageBoosterRating,
  section: z.number().int().min(0).nullable(),
  text: z.string(),
});
export type PageBoosterSuggestion = z.infer<typeof PageBoosterSuggestion>;

export const PageBoosterLink = z.object({ href: z.string(), text: z.string(), internal: z.boolean() });
export const PageBoosterImage = z.object({ src: z.string(), alt: z.string().nullable() });

/** A stored assessment (POST …/suggest answers it; generate and accept refer to it by id). */
export const PageBoosterReport = z.object({
  id: z.string(),
  url: z.string(),
  keyphrase: z.string(),
  title: z.string(),
  metaDescription: z.string(),
  canonical: z.string().nullable(),
  headings: z.array(z.object({ level: z.number().int(), text: z.string() })),
  sections: z.array(PageBoosterSection),
  links: z.array(PageBoosterLink),
  images: z.array(PageBoosterImage),
  words: z.number().int().min(0),
  seo: PageBoosterScore,
  readability: PageBoosterScore,
  assessments: z.array(PageBoosterAssessment),
  suggestions: z.array(PageBoosterSuggestion),
  /** What improving every section would cost, in credits (the same rule generate reserves by). */
  estimate: z.number().int().min(0),
  createdAt: z.string(),
});
export type PageBoosterReport = z.infer<typeof PageBoosterReport>;

const sectionsField = z
  .array(z.number().int().min(0), { error: 'Sections must be a list of section numbers.' })
  .min(1, 'Choose at least one section.')
  .max(PAGE_BOOSTER_MAX_SECTIONS, `At most ${PAGE_BOOSTER_MAX_SECTIONS} sections at once.`)
  .transform((list) => [...new Set(list)].sort((a, b) => a - b));

/**
 * POST /api/page-booster/generate: improve some sections of a stored
 * assessment (`id`), or of a page assessed on the way (`url`).
 */
export const PageBoosterGenerateBody = body({
  id: objectId('The assessment').optional(),
  url: httpUrlField('Page address').optional(),
  sections: sectionsField,
  keyphrase: keyphraseField.optional(),
}).refine(
  (b) => (b.id === undefined) !== (b.url === undefined),
  'Send the assessment id or the page URL, not both.',
);
export type PageBoosterGenerateBody = z.input<typeof PageBoosterGenerateBody>;

export const PageBoosterImprovement = z.object({
  section: z.number().int().min(0),
  heading: z.string(),
  /** The section as it is on the page (sanitised HTML), and as improved. */
  before: z.string(),
  after: z.string(),
  /** The suggestions this improvement answers. */
  suggestions: z.array(z.string()),
});
export type PageBoosterImprovement = z.infer<typeof PageBoosterImprovement>;

/** Who wrote the improvements: the AI provider, or the offline writer from the page's own text. */
export const PageBoosterWriter = z.object({ name: z.string(), label: z.string(), offline: z.boolean() });

export const PageBoosterGenerateResult = z.object({
  id: z.string(),
  report: PageBoosterReport,
  improvements: z.array(PageBoosterImprovement),
  writer: PageBoosterWriter,
  credits: z.number().int().min(0),
});
export type PageBoosterGenerateResult = z.infer<typeof PageBoosterGenerateResult>;

/** POST /api/page-booster/{id}/accept: the accepted sections, into a new post or the user's post. */
export const PageBoosterAcceptBody = body({
  sections: sectionsField,
  target: z.union([z.literal('new'), objectId('The post')], {
    error: 'The target must be "new" or the id of one of your posts.',
  }),
});
export type PageBoosterAcceptBody = z.input<typeof PageBoosterAcceptBody>;

export const PageBoosterAcceptResult = z.object({
  postId: z.string(),
  collectionId: z.string(),
  title: z.string(),
  created: z.boolean(),
  sections: z.array(z.number().int()),
});
export type PageBoosterAcceptResult = z.infer<typeof PageBoosterAcceptResult>;
