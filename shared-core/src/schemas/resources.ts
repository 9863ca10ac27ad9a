import { z } from 'zod';
import { CREDIT_PACK_MAX_QUANTITY } from '../plans/catalogue';
import type { authorCreateFields, authorUpdateFields } from '../text/payloads';
import {
  body,
  categoriesField,
  emailField,
  httpUrlField,
  isHttpUrl,
  optionalEmailField,
  optionalTextField,
  textField,
} from './fields';

/** POST /api/folders {name} */
export const FolderCreateBody = body({ name: textField('Folder name', 100) });
export type FolderCreateBody = z.infer<typeof FolderCreateBody>;

/** PATCH /api/folders/{id} {title} */
export const FolderPatchBody = body({ title: textField('Folder name', 100) });
export type FolderPatchBody = z.infer<typeof FolderPatchBody>;

/** A folder (SPEC §3) as the API answers it: `name` repeats `title` for older clients. */
export const FolderView = z.object({
  id: z.string(),
  title: z.string(),
  name: z.string(),
  created_at: z.string(),
  document_counts: z.number().int().min(0),
});
export type FolderView = z.infer<typeof FolderView>;
export const FolderList = z.object({ data: z.array(FolderView) });

/** The article options of SPEC §9 that change an article's cost. */
export const ArticleOptionsView = z.object({
  featureImage: z.boolean(),
  simplifiedSentences: z.boolean(),
  readability: z.boolean(),
  faqs: z.boolean(),
  externalLinks: z.boolean(),
  internalLinks: z.boolean(),
});
export type ArticleOptionsView = z.infer<typeof ArticleOptionsView>;

/** One field a template asks for. */
export const TemplateFieldView = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['text', 'textarea', 'select', 'number']),
  required: z.boolean(),
  maxLength: z.number().int(),
  placeholder: z.string().nullable(),
  help: z.string().nullable(),
  /** The choices of a select. */
  options: z.array(z.string()).nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type TemplateFieldView = z.infer<typeof TemplateFieldView>;

/** A template of the catalogue (GET /api/templates, /api/templates/{id}). */
export const TemplateView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  /** What an article from the template is like: its structure, in a sentence or two. */
  produces: z.string(),
  fields: z.array(TemplateFieldView),
  defaults: z.object({ length: z.enum(['short', 'medium']), options: ArticleOptionsView }),
  /** The credits an article with the default options costs. */
  defaultCost: z.number().int().min(0),
  /** Filled-in example values, by field name. */
  example: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TemplateView = z.infer<typeof TemplateView>;
export const TemplateList = z.object({ data: z.array(TemplateView) });

/** Where an author's entry lives (SPEC §5's integration types). */
export const integrationPlatforms = ['webflow', 'medium', 'wordpress', 'api', 'shopify', 'ghost'] as const;

/** Author fields that may be sent empty to clear them. */
const authorOptionalFields = {
  picture: httpUrlField('Picture', { allowEmpty: true }).optional(),
  bio: optionalTextField('Bio', 2000).optional(),
  designation: optionalTextField('Designation', 100).optional(),
  email: optionalEmailField.optional(),
  categories: categoriesField(50).optional(),
};

/**
 * POST /api/authors: exactly the create whitelist of SPEC §5 (name,
 * picture, bio, designation, email, categories, entryId, clientId,
 * platform); only name is required.
 */
export const AuthorCreateBody = body({
  name: textField('Author name', 100),
  ...authorOptionalFields,
  // Some platforms number their entries: a whole number is kept as its text.
  entryId: z.union([textField('Entry id', 200), z.number().int().nonnegative().transform(String)]).optional(),
  clientId: textField('Client id', 100).optional(),
  platform: z
    .enum(integrationPlatforms, { error: `Platform must be one of ${integrationPlatforms.join(', ')}.` })
    .optional(),
} satisfies Record<(typeof authorCreateFields)[number], z.ZodType>);
export type AuthorCreateBody = z.infer<typeof AuthorCreateBody>;

/** PATCH /api/authors/{id}: exactly the update whitelist (name, picture, bio, designation, email, categories); at least one. */
export const AuthorUpdateBody = body({
  name: textField('Author name', 100).optional(),
  ...authorOptionalFields,
} satisfies Record<(typeof authorUpdateFields)[number], z.ZodType>).refine(
  (value) => Object.values(value).some((v) => v !== undefined),
  'Nothing to update: send at least one field.',
);
export type AuthorUpdateBody = z.infer<typeof AuthorUpdateBody>;

/** POST /api/team/{teamId} {email}: invite someone to the team. */
export const TeamInviteBody = body({ email: emailField });
export type TeamInviteBody = z.infer<typeof TeamInviteBody>;

/** PUT /api/common/settings {categories} */
export const CommonSettingsBody = body({ categories: categoriesField(100) });
export type CommonSettingsBody = z.infer<typeof CommonSettingsBody>;

/**
 * True for a return URL we accept: an absolute http(s) URL, or a path on
 * this site ("/dashboard/billing"; never "//host" or "/\\host", which
 * browsers read as another host). The API still checks that an absolute
 * URL is on our own origin.
 */
export function isReturnUrl(value: string): boolean {
  return isHttpUrl(value) || /^\/(?![/\\])/.test(value);
}

/** POST /api/checkout/stripe {priceId, quantity, clientReferenceId, freeTrial, returnUrl} */
export const CheckoutBody = body({
  priceId: textField('Price id', 200).regex(
    /^[A-Za-z0-9_-]+$/,
    'Price id may only hold letters, digits, _ and -.',
  ),
  /** 1 to 1000; more than one only makes sense for the credit pack (the API checks). */
  quantity: z
    .number({ error: 'Quantity must be a number.' })
    .int('Quantity must be a whole number.')
    .min(1, 'Quantity must be at least 1.')
    .max(CREDIT_PACK_MAX_QUANTITY, `Quantity must be at most ${CREDIT_PACK_MAX_QUANTITY}.`)
    .default(1),
  clientReferenceId: textField('Client reference id', 200).optional(),
  freeTrial: z.boolean({ error: 'Free trial must be true or false.' }).default(false),
  returnUrl: textField('Return URL', 2048)
    .refine(isReturnUrl, 'Return URL must be a web address or a path starting with /.')
    .optional(),
});
export type CheckoutBody = z.infer<typeof CheckoutBody>;

/**
 * GET /api/test-checkout/{id}: a purchase on the local test checkout page
 * (no real Stripe key configured). Amounts in cents.
 */
export const TestCheckoutView = z.object({
  id: z.string(),
  mode: z.enum(['payment', 'subscription']),
  kind: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unitAmount: z.number().int(),
  amountTotal: z.number().int(),
  currency: z.string(),
  interval: z.string().nullable(),
  freeTrial: z.boolean(),
  trialDays: z.number().int(),
  status: z.enum(['open', 'complete', 'cancelled']),
  expiresAt: z.string(),
});
export type TestCheckoutView = z.infer<typeof TestCheckoutView>;

/**
 * GET /api/billing/invoices: one invoice of the account, as recorded from
 * Stripe's webhooks. Amounts in cents; dates ISO strings.
 */
export const InvoiceView = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string().nullable(),
  total: z.number().int(),
  amountPaid: z.number().int(),
  currency: z.string(),
  created: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  description: z.string(),
  hostedInvoiceUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  /** Our download address: Stripe's PDF, or a receipt rendered by the API. */
  downloadUrl: z.string(),
});
export type InvoiceView = z.infer<typeof InvoiceView>;
export const InvoiceList = z.object({ data: z.array(InvoiceView), total: z.number().int() });
export type InvoiceList = z.infer<typeof InvoiceList>;

/** POST /api/test-checkout/{id}/complete and …/cancel: where the browser goes next. */
export const TestCheckoutRedirect = z.object({ redirectUrl: z.string() });
export type TestCheckoutRedirect = z.infer<typeof TestCheckoutRedirect>;

/** GET /api/test-checkout/portal: the team's subscription on the local test portal. */
export const TestPortalView = z.object({
  subscription: z
    .object({
      id: z.string(),
      planKey: z.string().nullable(),
      status: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      currentPeriodEnd: z.string().nullable(),
      trialEnd: z.string().nullable(),
    })
    .nullable(),
});
export type TestPortalView = z.infer<typeof TestPortalView>;

/** POST /api/test-checkout/portal {action}: cancel at the end of the period, or resume. */
export const TestPortalBody = body({
  action: z.enum(['cancel', 'resume'], { error: 'Action must be cancel or resume.' }),
});
export type TestPortalBody = z.infer<typeof TestPortalBody>;

/** Why a revision of a post was kept. */
export const RevisionReason = z.enum(['save', 'restore', 'generate', 'improve', 'translate']);

/** GET /api/posts/{id}/revisions: one saved state of a post, newest first. */
export const RevisionSummary = z.object({
  id: z.string(),
  postId: z.string(),
  reason: RevisionReason,
  /** The revision a restore brought back. */
  restoredFrom: z.string().nullable(),
  title: z.string(),
  words: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type RevisionSummary = z.infer<typeof RevisionSummary>;

/** A run of words in a word diff: in both texts, only in the newer one, or only in the older one. */
export const WordDiffOp = z.object({ type: z.enum(['equal', 'insert', 'delete']), text: z.string() });
export const WordDiff = z.object({
  ops: z.array(WordDiffOp),
  added: z.number().int(),
  removed: z.number().int(),
  truncated: z.boolean(),
});
export type WordDiff = z.infer<typeof WordDiff>;

/** GET /api/posts/{id}/revisions/{revisionId}: the revision and how the post changed since. */
export const RevisionDetail = RevisionSummary.extend({
  content: z.array(z.object({ value: z.string() })),
  selectedContentIndex: z.number().int(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  slug: z.string(),
  diff: z.object({ title: WordDiff, content: WordDiff }),
});
export type RevisionDetail = z.infer<typeof RevisionDetail>;
