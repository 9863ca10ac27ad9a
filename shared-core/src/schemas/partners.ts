import { z } from 'zod';
import { body, textField } from './fields';

/**
 * Partners: sites that embed the free tools (issue 13, "The widget for
 * partner sites"). Internal users create them with the origins that may
 * frame the embed page and a daily quota of runs; each gets a public key
 * `pk_…` that its embed code carries (public, not a secret: it names the
 * partner, the origins decide who may show the tool).
 */

/** The public key of a partner: `pk_` and 24 letters or digits. */
export const PARTNER_KEY_PATTERN = /^pk_[A-Za-z0-9]{24}$/;
/** The header the embed sends its partner key in (POST /api/tools/{slug}); unknown keys get 403. */
export const PARTNER_HEADER = 'X-Inkpress-Partner';
export const PARTNER_MAX_ORIGINS = 20;
export const PARTNER_MAX_DAILY_QUOTA = 1_000_000;
export const PARTNER_DEFAULT_DAILY_QUOTA = 1000;

/** A serialised http(s) origin, nothing else: what a CSP `frame-ancestors` source and `postMessage` need. */
const ORIGIN_PATTERN =
  /^https?:\/\/(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::\d{1,5})?$/;

/**
 * The origin `value` names, normalised as browsers serialise it (lowercase
 * host, punycode, default port dropped), or null when it is not exactly an
 * http(s) origin: a path, query, fragment, user name, wildcard or any other
 * scheme is refused, so nothing but an origin ever reaches a header.
 */
export function normalizeOrigin(value: string): string | null {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  // URL drops an empty query or fragment: "https://example.com/?" is not an origin either.
  if (/[?#]/.test(text)) return null;
  const origin = url.origin;
  return ORIGIN_PATTERN.test(origin) ? origin : null;
}

const originMessage =
  'Each allowed origin must be a web origin like https://example.com: http or https, no path, no wildcard.';

/** One allowed origin, normalised. */
export const partnerOriginField = z
  .string({ error: originMessage })
  .max(300, originMessage)
  .transform((value, ctx) => {
    const origin = normalizeOrigin(value);
    if (!origin) {
      ctx.addIssue({ code: 'custom', message: `${originMessage} “${value.slice(0, 80)}” is not.` });
      return z.NEVER;
    }
    return origin;
  });

/** The origins that may show a partner's embed: 1 to 20, each once. */
export const partnerOriginsField = z
  .array(partnerOriginField, { error: 'Allowed origins must be a list of web origins.' })
  .min(1, 'Add at least one allowed origin.')
  .max(PARTNER_MAX_ORIGINS, `At most ${PARTNER_MAX_ORIGINS} allowed origins.`)
  .transform((list) => [...new Set(list)]);

export const partnerDailyQuotaField = z
  .number({ error: 'The daily quota must be a number.' })
  .int('The daily quota must be a whole number.')
  .min(0, 'The daily quota cannot be negative (0 pauses the partner).')
  .max(
    PARTNER_MAX_DAILY_QUOTA,
    `The daily quota is at most ${PARTNER_MAX_DAILY_QUOTA.toLocaleString('en-US')}.`,
  );

export const partnerNameField = textField('Partner name', 100);

/** POST /api/partners {name, origins, dailyQuota} */
export const PartnerCreateBody = body({
  name: partnerNameField,
  origins: partnerOriginsField,
  dailyQuota: partnerDailyQuotaField.default(PARTNER_DEFAULT_DAILY_QUOTA),
});
export type PartnerCreateBody = z.infer<typeof PartnerCreateBody>;
/** What a client sends (the daily quota may be left to its default). */
export type PartnerCreateInput = z.input<typeof PartnerCreateBody>;

/** PATCH /api/partners/{id}: any of the fields, at least one. */
export const PartnerUpdateBody = body({
  name: partnerNameField.optional(),
  origins: partnerOriginsField.optional(),
  dailyQuota: partnerDailyQuotaField.optional(),
}).refine((b) => Object.values(b).some((v) => v !== undefined), 'Send at least one field to change.');
export type PartnerUpdateBody = z.infer<typeof PartnerUpdateBody>;

/** A partner's public key in a query string or header. */
export const PartnerKeyField = z.string().regex(PARTNER_KEY_PATTERN, 'Must be a partner key (pk_…).');

/** A partner as the API answers it (internal users only). */
export const PartnerView = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string().regex(PARTNER_KEY_PATTERN),
  origins: z.array(z.string()),
  dailyQuota: z.number().int().min(0),
  /** Runs from this partner's embeds since 00:00 UTC. */
  runsToday: z.number().int().min(0),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PartnerView = z.infer<typeof PartnerView>;
export const PartnerViews = z.array(PartnerView);
export const PartnerList = z.object({ data: PartnerViews });
