import { z } from 'zod';

/**
 * The public pages of issue 14 that are not Markdown content: a post its
 * owner made public (/public/article/{id}), the sample articles
 * (/public/samples), and the owner's "Make public" settings.
 */

/** PUT /api/posts/{id}/public: make a post public or private; `indexable` lets search engines list it. */
export const PublicSettingsBody = z.strictObject({
  public: z.boolean(),
  indexable: z.boolean().optional(),
});
export type PublicSettingsBody = z.infer<typeof PublicSettingsBody>;

/** A post's public settings as its owner sees them; `path` is its public page (also while private). */
export const PublicSettingsView = z.object({
  id: z.string(),
  public: z.boolean(),
  indexable: z.boolean(),
  path: z.string(),
});
export type PublicSettingsView = z.infer<typeof PublicSettingsView>;

/** A public article as anyone reads it: sanitised HTML, never its team, author account or private fields. */
export const PublicArticleView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  html: z.string(),
  featureImage: z.object({ url: z.string(), alt: z.string().nullable() }).nullable(),
  language: z.string().nullable(),
  /** The post's FAQs kept apart from its text (postConfig.faqs), shown after it. */
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** False: the page asks search engines not to index it (the owner's choice). */
  indexable: z.boolean(),
  /** A sample article of /public/samples (written with the product, curated in the repository). */
  sample: z.boolean(),
  /** The template it was written from, when known (a template page links its samples). */
  templateId: z.string().nullable(),
  wordCount: z.number().int().min(0),
  readingMinutes: z.number().int().min(1),
  updatedAt: z.string(),
});
export type PublicArticleView = z.infer<typeof PublicArticleView>;

/** One sample of /public/samples. */
export const PublicSampleView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  path: z.string(),
  templateId: z.string().nullable(),
  /** The template's name, when the catalogue has it. */
  templateName: z.string().nullable(),
  readingMinutes: z.number().int().min(1),
});
export type PublicSampleView = z.infer<typeof PublicSampleView>;
export const PublicSampleList = z.object({ data: z.array(PublicSampleView) });

/** The public page of an article (a post's id or a sample's slug). */
export const publicArticlePath = (id: string) => `/public/article/${id}`;

/**
 * The id in /email/resubscribe/{id}: the user's random marketing token (43
 * URL-safe characters; never the user id), then `.`, the time the link was
 * issued (seconds, base 36), `.` and the server's signature of both. A bare
 * token (a link from before links expired) is well formed too: it can only
 * ask for a new link.
 */
export const MARKETING_TOKEN = /^[A-Za-z0-9_-]{43}(~[0-9a-z]{1,10}~[A-Za-z0-9_-]{43})?$/;

/** Days a resubscribe link works after it was issued; an older one can ask for a new one. */
export const RESUBSCRIBE_LINK_DAYS = 30;

/** POST /api/email/resubscribe/{id}/renew: a new link was mailed to the (masked) address. */
export const MarketingLinkRenewedView = z.object({ email: z.string(), sent: z.literal(true) });
export type MarketingLinkRenewedView = z.infer<typeof MarketingLinkRenewedView>;

/** POST /api/email/resubscribe/{id}: without a body it resubscribes; {subscribed: false} unsubscribes. */
export const MarketingSubscriptionBody = z.object({ subscribed: z.boolean().default(true) }).strict();

/** The subscription a marketing link leads to: the address masked (j***@example.com). */
export const MarketingSubscriptionView = z.object({ email: z.string(), subscribed: z.boolean() });
export type MarketingSubscriptionView = z.infer<typeof MarketingSubscriptionView>;
