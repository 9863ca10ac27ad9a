/**
 * Website integrations and publishing (SPEC §3 Integration, §7 Integrations),
 * defined once: what a client sends to connect a site or publish a post, and
 * what the API answers. Secrets (application passwords, signing secrets) are
 * only ever sent in; no view carries them.
 */
import { z } from 'zod';
import { integrationTypes } from '../constants/media';
import { body, httpUrlField, textField } from './fields';
import { WEBFLOW_ID_PATTERN, WebflowDetailsView } from './webflow';

/** The types a user can connect today (the others are listed, not yet connectable). */
export const connectableIntegrationTypes = [
  'wordpress',
  'ghost',
  'shopify',
  'api',
  'medium',
  'reddit',
] as const;
export type ConnectableIntegrationType = (typeof connectableIntegrationTypes)[number];

/** The id of the built-in API entry, always listed first. */
export const BUILT_IN_API_INTEGRATION_ID = 'inkpress-api';

/** connected: the last check or publish worked; needs_attention: a credential stopped working. */
export const integrationStates = ['connected', 'needs_attention'] as const;
export type IntegrationState = (typeof integrationStates)[number];

/** The shortest signing secret a custom API integration accepts. */
export const MIN_SIGNING_SECRET_LENGTH = 24;

const nameField = textField('Name', 100).optional();
/** A WordPress application password: 24 letters and digits, shown by WordPress in groups of four. */
const applicationPassword = textField('Application password', 200).transform((v) => v.replace(/\s+/g, ''));
const signingSecret = textField('Signing secret', 200).pipe(
  z
    .string()
    .min(
      MIN_SIGNING_SECRET_LENGTH,
      `Signing secret must be at least ${MIN_SIGNING_SECRET_LENGTH} characters.`,
    ),
);

/** POST /api/integrations for a WordPress site (REST API with an application password). */
export const WordpressConnectBody = body({
  type: z.literal('wordpress'),
  name: nameField,
  url: httpUrlField('Site URL'),
  username: textField('Username', 200),
  applicationPassword,
});

/**
 * A Ghost Admin API key as Ghost shows it (Settings → Integrations): the key
 * id (24 hex digits), a colon, the secret (64 hex digits).
 */
export const GHOST_ADMIN_KEY_PATTERN = /^[a-f0-9]{24}:[a-f0-9]{64}$/i;
const ghostAdminKey = textField('Admin API key', 200).pipe(
  z
    .string()
    .regex(
      GHOST_ADMIN_KEY_PATTERN,
      'Admin API key must look like Ghost shows it: 24 hex digits, a colon, then 64 hex digits.',
    ),
);

/** POST /api/integrations for a Ghost site (Admin API with an Admin API key, JWT). */
export const GhostConnectBody = body({
  type: z.literal('ghost'),
  name: nameField,
  url: httpUrlField('Site URL'),
  adminApiKey: ghostAdminKey,
});

/** A shop as a person pastes it: `my-shop`, `my-shop.myshopify.com` or an address on it. */
const shopField = textField('Shop domain', 200);
/** A Shopify Admin API access token (a custom app's `shpat_…`): no spaces. */
const shopifyToken = textField('Admin API access token', 200).pipe(
  z
    .string()
    .regex(
      /^[\w-]{20,200}$/,
      'Admin API access token must be the token Shopify shows (shpat_…), with no spaces.',
    ),
);

/** POST /api/integrations for a Shopify store (GraphQL Admin API with a custom app's access token). */
export const ShopifyConnectBody = body({
  type: z.literal('shopify'),
  name: nameField,
  shop: shopField,
  accessToken: shopifyToken,
});

/** POST /api/shopify/validate: checks a shop and token without saving anything. */
export const ShopifyValidateBody = body({ shop: shopField, accessToken: shopifyToken });
export type ShopifyValidateBody = z.infer<typeof ShopifyValidateBody>;

/** What POST /api/shopify/validate answers: the shop, never the token. */
export const ShopifyValidateView = z.object({
  name: z.string(),
  /** `<shop>.myshopify.com` */
  shop: z.string(),
  /** The storefront's primary address. */
  url: z.string(),
  scopes: z.array(z.string()),
});
export type ShopifyValidateView = z.infer<typeof ShopifyValidateView>;
export const ShopifyValidateResponse = z.object({ data: ShopifyValidateView });

/**
 * POST /api/integrations for the custom API: a webhook URL that receives each
 * published post as JSON signed with HMAC-SHA256 (see docs in README.md).
 */
export const ApiConnectBody = body({
  type: z.literal('api'),
  name: nameField,
  webhookUrl: httpUrlField('Webhook URL'),
  signingSecret,
});

/** A Medium integration token (Settings → Security and apps → Integration tokens): letters and digits. */
const mediumToken = textField('Integration token', 200).pipe(
  z.string().regex(/^[\w-]{20,200}$/, 'Integration token must be the token Medium shows, with no spaces.'),
);

/**
 * POST /api/integrations for Medium (the blogging platform): an integration
 * token, checked with GET /v1/me. Medium issues no new tokens and its API
 * cannot update or delete posts.
 */
export const MediumConnectBody = body({
  type: z.literal('medium'),
  name: nameField,
  integrationToken: mediumToken,
});

/** The most subreddits one Reddit integration posts to. */
export const MAX_REDDIT_SUBREDDITS = 20;
/** A subreddit's name as Reddit allows it (3–21 letters, digits, underscores), `r/` and `/r/` dropped. */
export const subredditField = z
  .string({ error: 'A subreddit is its name, like r/writing.' })
  .trim()
  .transform((v) => v.replace(/^\/?r\//i, ''))
  .pipe(
    z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9_]{2,20}$/,
        'A subreddit name has 3 to 21 letters, digits or underscores.',
      ),
  );
const subredditList = z
  .array(subredditField)
  .min(1, 'Choose at least one subreddit.')
  .max(MAX_REDDIT_SUBREDDITS, `At most ${MAX_REDDIT_SUBREDDITS} subreddits.`)
  .transform((list) => [...new Map(list.map((sr) => [sr.toLowerCase(), sr])).values()]);
const redditClientId = textField('Client id', 100).pipe(
  z.string().regex(/^[\w-]{10,100}$/, 'Client id must be the id Reddit shows under the app’s name.'),
);
const redditClientSecret = textField('Client secret', 200).pipe(
  z.string().regex(/^[\w-]{10,200}$/, 'Client secret must be the secret Reddit shows for the app.'),
);
const redditUsername = textField('Reddit username', 40).transform((v) => v.replace(/^\/?u\//i, ''));
const redditPassword = z
  .string({ error: 'Reddit password is required.' })
  .min(1, 'Reddit password is required.')
  .max(200, 'Reddit password has at most 200 characters.');

/**
 * POST /api/integrations for Reddit (the social news publish popup): a
 * script app's client id and secret with its developer's username and
 * password (OAuth2 password grant), and the subreddits to post to.
 */
export const RedditConnectBody = body({
  type: z.literal('reddit'),
  name: nameField,
  clientId: redditClientId,
  clientSecret: redditClientSecret,
  username: redditUsername,
  password: redditPassword,
  subreddits: subredditList,
});

/** POST /api/integrations */
export const IntegrationCreateBody = z.discriminatedUnion(
  'type',
  [
    WordpressConnectBody,
    GhostConnectBody,
    ShopifyConnectBody,
    ApiConnectBody,
    MediumConnectBody,
    RedditConnectBody,
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `Type must be one of ${connectableIntegrationTypes.join(', ')}.`
        : 'The request body must be a JSON object.',
  },
);
export type IntegrationCreateBody = z.infer<typeof IntegrationCreateBody>;

/** PATCH /api/integrations/{id}: rename, or reconnect with new details (checked again before saving). */
export const IntegrationPatchBody = body({
  name: textField('Name', 100).optional(),
  url: httpUrlField('Site URL').optional(),
  username: textField('Username', 200).optional(),
  applicationPassword: applicationPassword.optional(),
  adminApiKey: ghostAdminKey.optional(),
  shop: shopField.optional(),
  accessToken: shopifyToken.optional(),
  webhookUrl: httpUrlField('Webhook URL').optional(),
  signingSecret: signingSecret.optional(),
  integrationToken: mediumToken.optional(),
  clientId: redditClientId.optional(),
  clientSecret: redditClientSecret.optional(),
  password: redditPassword.optional(),
  subreddits: subredditList.optional(),
}).refine(
  (value) => Object.values(value).some((v) => v !== undefined),
  'Nothing to update: send at least one field.',
);
export type IntegrationPatchBody = z.infer<typeof IntegrationPatchBody>;

/** An integration as the API answers it: never a secret. */
export const IntegrationView = z.object({
  id: z.string(),
  type: z.enum(integrationTypes),
  name: z.string(),
  /** The site (WordPress, Ghost) or webhook (custom API) address; null for the built-in entry. */
  url: z.string().nullable(),
  username: z.string().nullable(),
  builtIn: z.boolean(),
  state: z.enum(integrationStates),
  /** Why it needs attention: an error code and a sentence. */
  problem: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** Whether a secret is stored (application password, Admin API key, signing secret). */
  hasSecret: z.boolean(),
  lastCheckedAt: z.string().nullable(),
  createdAt: z.string().nullable(),
  /** Webflow: the connected site, collection and field mapping. */
  webflow: WebflowDetailsView.optional(),
  /** Reddit: the subreddits it posts to. */
  subreddits: z.array(z.string()).optional(),
});
export type IntegrationView = z.infer<typeof IntegrationView>;
export const IntegrationList = z.object({ data: z.array(IntegrationView) });
export const IntegrationResponse = z.object({ data: IntegrationView });

/** A category, tag or author on a WordPress site. */
export const WordpressTerm = z.object({ id: z.number().int(), name: z.string() });
export type WordpressTerm = z.infer<typeof WordpressTerm>;

/** GET /api/integrations/{id}/wordpress-common */
export const WordpressCommonView = z.object({
  categories: z.array(WordpressTerm),
  tags: z.array(WordpressTerm),
  authors: z.array(WordpressTerm),
  fetchedAt: z.string(),
});
export type WordpressCommonView = z.infer<typeof WordpressCommonView>;

/** A tag or staff user on a Ghost site (Ghost's ids are strings). */
export const GhostTerm = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type GhostTerm = z.infer<typeof GhostTerm>;

/** GET /api/integrations/{id}/ghost-common: the site's public tags and its staff who can author. */
export const GhostCommonView = z.object({
  tags: z.array(GhostTerm),
  authors: z.array(GhostTerm),
  fetchedAt: z.string(),
});
export type GhostCommonView = z.infer<typeof GhostCommonView>;

/** A Shopify Admin API global id (`gid://shopify/Blog/123`). */
const shopifyGid = (kind: 'Blog' | 'Article') =>
  z
    .string()
    .regex(new RegExp(`^gid://shopify/${kind}/\\d{1,20}$`), `Must be a Shopify ${kind.toLowerCase()} id.`);

/** GET /api/integrations/{id}/shopify-common: the shop's blogs, each with its latest articles. */
export const ShopifyCommonView = z.object({
  blogs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      handle: z.string(),
      articles: z.array(z.object({ id: z.string(), title: z.string() })),
    }),
  ),
  fetchedAt: z.string(),
});
export type ShopifyCommonView = z.infer<typeof ShopifyCommonView>;

/** GET /api/integrations/{id}/reddit-flairs?subreddit=: a subreddit's post flairs (none: it has none). */
export const RedditFlairsQuery = z.object({ subreddit: subredditField });
export const RedditFlairsView = z.object({
  subreddit: z.string(),
  flairs: z.array(z.object({ id: z.string(), text: z.string(), editable: z.boolean() })),
});
export type RedditFlairsView = z.infer<typeof RedditFlairsView>;

/** The remote states a publish may ask for: draft (default), publish now, or scheduled (`future`). */
/** When a scheduled publish goes live (a publish, a bulk publish, the public API's). */
export const SchedulePublishConfig = z.strictObject({
  date: z
    .string()
    .max(40)
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Must be a date and time (ISO 8601).'),
});

/** How far ahead a publish may be scheduled. */
export const MAX_PUBLISH_SCHEDULE_DAYS = 365;

/**
 * What is wrong with a scheduled publish's date, or null: it must be later
 * than `now` and at most MAX_PUBLISH_SCHEDULE_DAYS ahead.
 */
export function schedulePublishDateProblem(date: string, now = Date.now()): string | null {
  const at = Date.parse(date);
  if (Number.isNaN(at)) return 'Must be a date and time (ISO 8601).';
  if (at <= now) return 'The date must be in the future.';
  if (at > now + MAX_PUBLISH_SCHEDULE_DAYS * 86_400_000)
    return `A publish can be scheduled at most ${MAX_PUBLISH_SCHEDULE_DAYS} days ahead.`;
  return null;
}

/**
 * The targets that schedule a post themselves (WordPress future posts, Ghost
 * scheduled posts); every other target's schedule is a delayed job of ours.
 */
export const nativeScheduleTypes = ['wordpress', 'ghost'] as const;

export const publishStatuses = ['draft', 'publish', 'future'] as const;
export type PublishStatus = (typeof publishStatuses)[number];

const termIds = z
  .array(z.number({ error: 'Must be a list of ids.' }).int().positive())
  .max(100, 'At most 100 at once.');
const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'Must be a valid id.');
/** Ghost's ids: 24 hex digits, but its owner's user id is '1'. */
const ghostId = z.string().regex(/^[a-z0-9]{1,40}$/i, 'Must be a Ghost id.');
const tagNames = z
  .array(z.string().trim().min(1, 'A tag needs a name.').max(191, 'A tag name has at most 191 characters.'))
  .max(100, 'At most 100 at once.');

/** The choices a single and a bulk publish share, checked against the target's kind. */
function checkPublishChoices(
  value: {
    type: string;
    status: PublishStatus;
    tags?: (number | string)[];
    author?: number | string;
    categories?: number[];
    schedulePublishConfig?: { date: string };
    blogId?: string;
    existingPostId?: string;
  },
  ctx: z.RefinementCtx,
) {
  checkSchedule(value, ctx);
  if (value.type === 'shopify') return checkShopifyChoices(value, ctx);
  if (value.type === 'webflow') return checkWebflowChoices(value, ctx);
  if (value.type === 'medium' || value.type === 'reddit') return checkSocialChoices(value, ctx);
  const ghost = value.type === 'ghost';
  if (value.blogId)
    ctx.addIssue({ code: 'custom', path: ['blogId'], message: 'Only Shopify stores have blogs to choose.' });
  if (value.tags?.some((t) => (typeof t === 'string') !== ghost))
    ctx.addIssue({
      code: 'custom',
      path: ['tags'],
      message: ghost ? 'Ghost tags are sent by name.' : 'Tags are sent as the site’s tag ids.',
    });
  if (value.author !== undefined && (typeof value.author === 'string') !== ghost)
    ctx.addIssue({
      code: 'custom',
      path: ['author'],
      message: ghost ? 'A Ghost author is a Ghost staff user id.' : 'The author is the site’s user id.',
    });
  if (ghost && value.categories?.length)
    ctx.addIssue({ code: 'custom', path: ['categories'], message: 'Ghost has tags, not categories.' });
}

/** A scheduled publish (any target) needs a date later than now and within the limit. */
function checkSchedule(
  value: { status: PublishStatus; schedulePublishConfig?: { date: string } },
  ctx: z.RefinementCtx,
) {
  if (value.status !== 'future') return;
  if (!value.schedulePublishConfig) {
    ctx.addIssue({
      code: 'custom',
      path: ['schedulePublishConfig'],
      message: 'A scheduled publish needs a date.',
    });
    return;
  }
  const problem = schedulePublishDateProblem(value.schedulePublishConfig.date);
  if (problem) ctx.addIssue({ code: 'custom', path: ['schedulePublishConfig', 'date'], message: problem });
}

/** The most tags Medium keeps on a post, and its longest tag. */
export const MEDIUM_MAX_TAGS = 5;
export const MEDIUM_MAX_TAG_LENGTH = 25;

/**
 * Medium: tags by name (at most 5), draft or public (or unlisted), no
 * updates. Reddit: one submission to a chosen subreddit, live when it is
 * submitted, with its own options. Their schedules are delayed jobs of ours.
 */
function checkSocialChoices(
  value: {
    type: string;
    status: PublishStatus;
    tags?: (number | string)[];
    author?: number | string;
    categories?: number[];
    blogId?: string;
    existingPostId?: string;
    medium?: unknown;
    reddit?: unknown;
  },
  ctx: z.RefinementCtx,
) {
  const medium = value.type === 'medium';
  const name = medium ? 'Medium' : 'Reddit';
  const refuse = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (value.author !== undefined) refuse('author', `${name} posts carry the connected account as author.`);
  if (value.categories?.length) refuse('categories', `${name} has no categories.`);
  if (value.blogId) refuse('blogId', 'Only Shopify stores have blogs to choose.');
  if (value.existingPostId !== undefined)
    refuse('existingPostId', `${name}’s API cannot update a post it already has.`);
  if (medium) {
    if (value.reddit !== undefined) refuse('reddit', 'Reddit options belong to Reddit publishes.');
    if (value.tags?.some((t) => typeof t !== 'string')) refuse('tags', 'Medium tags are sent by name.');
    else if ((value.tags?.length ?? 0) > MEDIUM_MAX_TAGS)
      refuse('tags', `Medium keeps at most ${MEDIUM_MAX_TAGS} tags.`);
    else if (value.tags?.some((t) => String(t).length > MEDIUM_MAX_TAG_LENGTH))
      refuse('tags', `A Medium tag has at most ${MEDIUM_MAX_TAG_LENGTH} characters.`);
    return;
  }
  if (value.medium !== undefined) refuse('medium', 'Medium options belong to Medium publishes.');
  if (value.tags?.length) refuse('tags', 'Reddit posts have no tags (choose a flair instead).');
  if (value.status === 'draft')
    refuse('status', 'A Reddit post goes live when it is submitted: publish it now or schedule it.');
  if (value.reddit === undefined) refuse('reddit', 'Choose the subreddit and the kind of post.');
}

/** Shopify: tags by name, a blog, no categories or authors (a schedule is a job of ours). */
function checkShopifyChoices(
  value: {
    status: PublishStatus;
    tags?: (number | string)[];
    author?: number | string;
    categories?: number[];
    blogId?: string;
    existingPostId?: string;
  },
  ctx: z.RefinementCtx,
) {
  if (value.tags?.some((t) => typeof t !== 'string'))
    ctx.addIssue({ code: 'custom', path: ['tags'], message: 'Shopify tags are sent by name.' });
  if (value.author !== undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['author'],
      message: 'Shopify articles carry the store’s name as author.',
    });
  if (value.categories?.length)
    ctx.addIssue({ code: 'custom', path: ['categories'], message: 'Shopify has tags, not categories.' });
  if (
    value.existingPostId !== undefined &&
    !/^gid:\/\/shopify\/Article\/\d{1,20}$/.test(value.existingPostId)
  )
    ctx.addIssue({ code: 'custom', path: ['existingPostId'], message: 'Must be a Shopify article id.' });
}

/** Webflow: a CMS item in the connected collection, staged (draft) or live; no tags or authors. */
function checkWebflowChoices(
  value: {
    status: PublishStatus;
    tags?: (number | string)[];
    author?: number | string;
    categories?: number[];
    blogId?: string;
    existingPostId?: string;
  },
  ctx: z.RefinementCtx,
) {
  for (const key of ['tags', 'author', 'categories', 'blogId'] as const)
    if (value[key] !== undefined && !(Array.isArray(value[key]) && value[key].length === 0))
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message:
          'A Webflow item takes the fields its collection maps; it has no tags, authors or blogs here.',
      });
  if (value.existingPostId !== undefined && !WEBFLOW_ID_PATTERN.test(value.existingPostId))
    ctx.addIssue({ code: 'custom', path: ['existingPostId'], message: 'Must be a Webflow item id.' });
}

/** The types a post is published to. */
const publishTypes = [...connectableIntegrationTypes, 'webflow'] as const;

/** Medium's own choices of a publish. */
export const MediumPublishOptions = z.strictObject({
  /** Where the post first appeared (its live address elsewhere), so search engines credit it. */
  canonicalUrl: httpUrlField('Canonical URL').optional(),
  /** With status publish: public on Medium but unlisted (only people with the link see it). */
  unlisted: z.boolean().optional(),
  /** Whether Medium tells the account's followers (Medium's default: yes). */
  notifyFollowers: z.boolean().optional(),
  /**
   * After an interrupted send (409, data.reason medium_send_unconfirmed): the
   * person checked Medium, the post is not there, send it again.
   */
  resendUnconfirmed: z.boolean().optional(),
});
export type MediumPublishOptions = z.infer<typeof MediumPublishOptions>;

export const redditPostKinds = ['link', 'self'] as const;
/** Reddit's longest title and self text. */
export const REDDIT_MAX_TITLE = 300;
export const REDDIT_MAX_TEXT = 40_000;

/** Reddit's choices of a publish: one submission to one of the integration's subreddits. */
export const RedditPublishOptions = z
  .strictObject({
    subreddit: subredditField,
    /** link: the post's public address; self: the title and a markdown summary. */
    kind: z.enum(redditPostKinds, { error: 'Kind must be link or self.' }),
    /** The title on Reddit (default: the post's title). */
    title: textField('Reddit title', REDDIT_MAX_TITLE).optional(),
    /** A link post's address (the post's live URL). */
    url: httpUrlField('Link').optional(),
    /** A self post's markdown (default: a summary made from the post). */
    text: z
      .string()
      .trim()
      .max(REDDIT_MAX_TEXT, `Reddit text has at most ${REDDIT_MAX_TEXT} characters.`)
      .optional(),
    /** A flair template of the subreddit, and its text when the flair is editable. */
    flairId: z.string().trim().max(100).optional(),
    flairText: z.string().trim().max(64).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'link' && !value.url)
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'A link post needs the address it links to.' });
    if (value.kind === 'self' && value.url)
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'A text post has no link.' });
  });
export type RedditPublishOptions = z.infer<typeof RedditPublishOptions>;

/** POST /api/integrations/publish (SPEC §7's fields). */
export const PublishBody = body({
  type: z.enum(publishTypes, {
    error: `Type must be one of ${publishTypes.join(', ')}.`,
  }),
  postId: objectId,
  integrationId: objectId,
  status: z.enum(publishStatuses, { error: 'Status must be draft, publish or future.' }).default('draft'),
  /** A WordPress user id (wordpress-common's authors), or a Ghost staff user id (ghost-common's). */
  author: z.union([z.number().int().positive(), ghostId]).optional(),
  /** WordPress category ids (wordpress-common's categories). */
  categories: termIds.optional(),
  /** WordPress tag ids (wordpress-common's tags), or Ghost tag names (new ones are created). */
  tags: z.union([termIds, tagNames]).optional(),
  schedulePublishConfig: SchedulePublishConfig.optional(),
  metaTitle: z.string().trim().max(300).optional(),
  metaDescription: z.string().trim().max(1000).optional(),
  /** Shopify: the blog a new article goes to (shopify-common's blogs); default the shop's first blog. */
  blogId: shopifyGid('Blog').optional(),
  /** The target's id of a post to update instead of creating one. */
  existingPostId: z
    .union([z.string().trim().min(1).max(100), z.number().int().positive().transform(String)])
    .optional(),
  /** Medium: canonical URL, unlisted, notify followers. */
  medium: MediumPublishOptions.optional(),
  /** Reddit: the subreddit, link or self post, flair. */
  reddit: RedditPublishOptions.optional(),
}).superRefine((value, ctx) => {
  checkPublishChoices(value, ctx);
});
export type PublishBody = z.input<typeof PublishBody>;
export type PublishInput = z.output<typeof PublishBody>;

/** Where a post went: one per post and integration. */
export const PublicationView = z.object({
  id: z.string(),
  postId: z.string(),
  integrationId: z.string(),
  type: z.enum(integrationTypes),
  /** draft, published or scheduled on the target; failed when the last try failed. */
  state: z.enum(['draft', 'published', 'scheduled', 'failed']),
  remoteId: z.string().nullable(),
  /** The live (or preview) address on the target. */
  url: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  lastError: z.object({ code: z.string(), message: z.string() }).nullable(),
  updatedAt: z.string(),
  /** Said about this answer: e.g. the post was already on Medium, which cannot update it. */
  notice: z.string().nullable().optional(),
});
export type PublicationView = z.infer<typeof PublicationView>;
export const PublicationResponse = z.object({ data: PublicationView });
export const PublicationList = z.object({ data: z.array(PublicationView) });

/** The most posts one bulk publish sends. */
export const MAX_BULK_PUBLISH_POSTS = 100;
/** The targets bulk publishing sends to. */
export const bulkPublishTypes = ['wordpress', 'ghost', 'shopify', 'webflow', 'medium'] as const;

const idList = (what: string) =>
  z
    .array(objectId)
    .min(1, `Choose at least one ${what}.`)
    .max(MAX_BULK_PUBLISH_POSTS, `At most ${MAX_BULK_PUBLISH_POSTS} at once.`);

/**
 * POST /api/integrations/bulk-publish: the posts of a folder, of chosen
 * documents, or chosen posts, to one WordPress or Ghost site, with the same
 * choices as a single publish (applied to every post). Exactly one source.
 */
export const BulkPublishBody = body({
  type: z.enum(bulkPublishTypes, {
    error: 'Bulk publishing goes to WordPress, Ghost, Shopify, Webflow or Medium.',
  }),
  integrationId: objectId,
  /** Shopify: the blog every new article goes to. */
  blogId: shopifyGid('Blog').optional(),
  folderId: objectId.optional(),
  collectionIds: idList('document').optional(),
  postIds: idList('post').optional(),
  status: z.enum(publishStatuses, { error: 'Status must be draft, publish or future.' }).default('draft'),
  author: z.union([z.number().int().positive(), ghostId]).optional(),
  categories: termIds.optional(),
  tags: z.union([termIds, tagNames]).optional(),
  schedulePublishConfig: SchedulePublishConfig.optional(),
}).superRefine((value, ctx) => {
  const sources = [value.folderId, value.collectionIds, value.postIds].filter((v) => v !== undefined);
  if (sources.length !== 1)
    ctx.addIssue({
      code: 'custom',
      path: ['folderId'],
      message: 'Send exactly one of folderId, collectionIds or postIds.',
    });
  checkPublishChoices(value, ctx);
});
export type BulkPublishBody = z.input<typeof BulkPublishBody>;
export type BulkPublishInput = z.output<typeof BulkPublishBody>;

/** `cancelled`: the run was cancelled before this post was sent (it was never sent). */
export const bulkPublishItemStatuses = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;

/** One post of a bulk publish: where it stands, and where it went. */
export const BulkPublishItemView = z.object({
  index: z.number().int(),
  postId: z.string(),
  title: z.string(),
  status: z.enum(bulkPublishItemStatuses),
  /** After success: the state on the site (draft, published, scheduled) and its address. */
  state: z.enum(['draft', 'published', 'scheduled']).nullable(),
  url: z.string().nullable(),
  remoteId: z.string().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  attempts: z.number().int(),
});
export type BulkPublishItemView = z.infer<typeof BulkPublishItemView>;

/**
 * A bulk publish: running until every post has succeeded, failed or was
 * cancelled; `cancelled` when it was cancelled (the posts sent before stay
 * on the site).
 */
export const BulkPublishRunSummaryView = z.object({
  id: z.string(),
  type: z.enum(bulkPublishTypes),
  integrationId: z.string(),
  integrationName: z.string(),
  status: z.enum(['running', 'succeeded', 'partial', 'failed', 'cancelled']),
  publishStatus: z.enum(publishStatuses),
  total: z.number().int(),
  counts: z.object({
    queued: z.number().int(),
    running: z.number().int(),
    succeeded: z.number().int(),
    failed: z.number().int(),
    cancelled: z.number().int(),
  }),
  createdAt: z.string(),
  /** When someone cancelled it (null: never). */
  cancelledAt: z.string().nullable(),
  /** When its last post finished (null while running). */
  finishedAt: z.string().nullable(),
});
export type BulkPublishRunSummaryView = z.infer<typeof BulkPublishRunSummaryView>;
export const BulkPublishRunView = BulkPublishRunSummaryView.extend({
  items: z.array(BulkPublishItemView),
});
export type BulkPublishRunView = z.infer<typeof BulkPublishRunView>;
export const BulkPublishRunResponse = z.object({ data: BulkPublishRunView });
export const BulkPublishItemResponse = z.object({ data: BulkPublishItemView });
/** GET /api/integrations/bulk-publish: the team's bulk publishes, the newest first. */
export const BulkPublishRunList = z.object({
  data: z.array(BulkPublishRunSummaryView),
  total: z.number().int().min(0),
});
export type BulkPublishRunList = z.infer<typeof BulkPublishRunList>;
export const BulkPublishListQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
/**
 * GET /api/integrations/bulk-publish/{id}/events: `run` (a BulkPublishRunView)
 * first and whenever a post finishes, `item` (a BulkPublishItemView) on each
 * post's change; the stream ends with the run.
 */
export const bulkPublishEventNames = ['run', 'item'] as const;
