import { z } from 'zod';
import { body, httpUrlField } from './fields';

/**
 * The indexer (issue 11; SPEC §9 "indexing adds 1500 per item"): the
 * team's pages submitted to search engines through IndexNow. IndexNow asks
 * the site to prove it is theirs: a key file `https://{host}/{key}.txt`
 * holding the key. Each team has one key; a host is verified once its key
 * file answers, and only verified hosts' URLs are submitted. Every URL costs
 * 1500 credits, refunded when the search engine refuses it.
 */

/** URLs in one submission (IndexNow takes 10,000; a person's batch is far smaller). */
export const INDEXER_MAX_URLS = 100;

/**
 * The 403 a member gets when changing the team's indexer settings (its
 * verified sites, its Google connection): those are the team owner's, like
 * its website integrations. Submitting URLs is every member's.
 */
export const INDEXER_OWNER_ONLY =
  'Only the team owner can change the indexer’s settings (verified sites and Google’s Indexing API). Every member can submit URLs.';

/** The search engines a submission can go to: IndexNow (verified sites) and Google's Indexing API. */
export const indexEngines = ['indexNow', 'google'] as const;
export type IndexEngine = (typeof indexEngines)[number];

/** POST /api/indexer/hosts: verify the site at `url` (its key file must answer with the key). */
export const IndexerHostBody = body({ url: httpUrlField('Site address') });
export type IndexerHostBody = z.infer<typeof IndexerHostBody>;

/** POST /api/indexer/submit: the URLs to submit, or a sitemap whose new URLs are submitted. */
export const IndexerSubmitBody = body({
  urls: z
    .array(httpUrlField('Each URL'), { error: 'URLs must be a list of web addresses.' })
    .max(INDEXER_MAX_URLS, `At most ${INDEXER_MAX_URLS} URLs at once.`)
    .transform((list) => [...new Set(list)])
    .optional(),
  sitemapUrl: httpUrlField('Sitemap address').optional(),
  /** The engines to send to (the indexer popup's choice); both that apply when left out. */
  engines: z
    .array(z.enum(indexEngines, { error: 'An engine is indexNow or google.' }), {
      error: 'Engines must be a list: indexNow, google.',
    })
    .min(1, 'Choose at least one search engine.')
    .transform((list) => [...new Set(list)])
    .optional(),
}).refine(
  (b) => (b.urls?.length ?? 0) > 0 || b.sitemapUrl !== undefined,
  'Send the URLs to submit, or a sitemap address.',
);
export type IndexerSubmitBody = z.infer<typeof IndexerSubmitBody>;

export const IndexerHostView = z.object({
  /** `example.com` or `example.com:8080`, as IndexNow names it. */
  host: z.string(),
  /** Where the key file was read. */
  keyLocation: z.string(),
  verifiedAt: z.string(),
});
export type IndexerHostView = z.infer<typeof IndexerHostView>;

/** GET /api/indexer: the team's key, what to publish, and its verified hosts. */
/**
 * Google's Indexing API, when the team connected it: the service account's
 * email only (its private key never leaves the server). Google documents the
 * API for job posting and livestream (BroadcastEvent) pages only, and the
 * service account must be an owner of the site in Search Console.
 */
export const IndexerGoogleView = z.object({
  clientEmail: z.string(),
  connectedAt: z.string(),
});
export type IndexerGoogleView = z.infer<typeof IndexerGoogleView>;

/** The largest service account key file accepted (Google's are about 2.4 KB). */
export const GOOGLE_KEY_MAX_CHARS = 20_000;

/** PUT /api/indexer/google: the service account's JSON key file, as text. */
export const IndexerGoogleBody = body({
  serviceAccountKey: z
    .string({ error: 'Paste the service account’s JSON key.' })
    .trim()
    .min(1, 'Paste the service account’s JSON key.')
    .max(GOOGLE_KEY_MAX_CHARS, 'That is not a service account key file: it is too long.'),
});
export type IndexerGoogleBody = z.infer<typeof IndexerGoogleBody>;

export const IndexerView = z.object({
  key: z.string().regex(/^[a-f0-9]{32}$/),
  /** Whether the signed-in user may change the settings (verify sites, connect Google): the team owner. */
  canManage: z.boolean(),
  /** Google's Indexing API, when the team connected a service account; null otherwise. */
  google: IndexerGoogleView.nullable(),
  /** The file name to publish at the site's root, holding only the key. */
  keyFile: z.string(),
  hosts: z.array(IndexerHostView),
  creditsPerUrl: z.number().int(),
});
export type IndexerView = z.infer<typeof IndexerView>;

export const IndexSubmissionStatus = z.enum(['submitted', 'refused']);
export type IndexSubmissionStatus = z.infer<typeof IndexSubmissionStatus>;

/**
 * One search engine's answer for one URL: accepted; refused (the engine said
 * no: a bad URL, a key or ownership it could not confirm); or failed (a
 * passing trouble: quota used up, the engine down or unreachable).
 */
export const IndexEngineState = z.enum(['accepted', 'refused', 'failed']);
export type IndexEngineState = z.infer<typeof IndexEngineState>;

export const IndexEngineResult = z.object({
  state: IndexEngineState,
  /** The engine's HTTP status; null when it could not be reached (or the token was refused). */
  httpStatus: z.number().int().nullable(),
  /** Why it was not accepted, in words; null when accepted. */
  reason: z.string().nullable(),
});
export type IndexEngineResult = z.infer<typeof IndexEngineResult>;

export const IndexSubmissionView = z.object({
  id: z.string(),
  url: z.string(),
  host: z.string(),
  /** submitted when at least one engine accepted the URL (charged once), refused otherwise (refunded). */
  status: IndexSubmissionStatus,
  /** Each engine the URL was sent to, and its answer; null for an engine it was not sent to. */
  engines: z.object({ indexNow: IndexEngineResult.nullable(), google: IndexEngineResult.nullable() }),
  /** IndexNow's HTTP status (202 accepted, 403 key not valid, 422 URL not of the host…). */
  engineStatus: z.number().int().nullable(),
  /** Why it was refused, in words (each engine's reason); null when submitted. */
  reason: z.string().nullable(),
  /** Credits it cost (0 when refused: refunded). */
  credits: z.number().int(),
  createdAt: z.string(),
});
export type IndexSubmissionView = z.infer<typeof IndexSubmissionView>;

/** POST /api/indexer/submit answers what became of each URL. */
export const IndexSubmitResult = z.object({
  submissions: z.array(IndexSubmissionView),
  /** Credits charged in all (1500 per submitted URL). */
  credits: z.number().int(),
  /** URLs of the sitemap left out because they were submitted before. */
  skipped: z.number().int(),
});
export type IndexSubmitResult = z.infer<typeof IndexSubmitResult>;

export const IndexSubmissionViews = z.array(IndexSubmissionView);
export type IndexSubmissionViews = z.infer<typeof IndexSubmissionViews>;
