import { ErrorCode } from '../errors/codes';
import type { RemoteName } from '../registry/schema';

/** Every popup type of SPEC §2, one string each. */
export const popupTypes = [
  'templates-library',
  'confirm',
  'import-article',
  'confirm-delete',
  'prompt-library',
  'file-upload',
  'translate',
  'info',
  'style',
  'image-form',
  'website-integration',
  'credit-limit-reached',
  'limit-reached',
  'rate-limit',
  'upgrade',
  'addon',
  'documents-selector',
  'keyword-explorer',
  'shopify',
  'shopify-new',
  'shopify-bulk',
  'shopify-connect',
  'medium-publish',
  'medium-bulk-publish',
  'repurpose',
  'reddit-publish',
  'wordpress-publish',
  'wordpress-bulk-publish',
  'improve-seo',
  'webflow-publish',
  'webflow-bulk-publish',
  'reconnect-website',
  'api-publish',
  'no-billing-right',
  'ghost-connect',
  'ghost-publish',
  'ghost-bulk-publish',
  'page-booster',
  'indexer',
  'article-improver',
] as const;
export type PopupType = (typeof popupTypes)[number];

/**
 * The remote that owns each popup (DESIGN.md §2): limits, upgrade, add-on
 * and billing rights → mfe_billing; every publish, connect, import and
 * website popup → mfe_integrations; indexer and keyword explorer →
 * mfe_tools; the writing popups and the page booster (beside its
 * /tools/page-rank-improver page) → mfe_editor.
 */
export const popupOwners: Readonly<Record<PopupType, RemoteName>> = {
  'templates-library': 'mfe_editor',
  confirm: 'mfe_editor',
  'import-article': 'mfe_integrations',
  'confirm-delete': 'mfe_editor',
  'prompt-library': 'mfe_editor',
  'file-upload': 'mfe_editor',
  translate: 'mfe_editor',
  info: 'mfe_editor',
  style: 'mfe_editor',
  'image-form': 'mfe_editor',
  'website-integration': 'mfe_integrations',
  'credit-limit-reached': 'mfe_billing',
  'limit-reached': 'mfe_billing',
  'rate-limit': 'mfe_billing',
  upgrade: 'mfe_billing',
  addon: 'mfe_billing',
  'documents-selector': 'mfe_editor',
  'keyword-explorer': 'mfe_tools',
  shopify: 'mfe_integrations',
  'shopify-new': 'mfe_integrations',
  'shopify-bulk': 'mfe_integrations',
  'shopify-connect': 'mfe_integrations',
  'medium-publish': 'mfe_integrations',
  'medium-bulk-publish': 'mfe_integrations',
  repurpose: 'mfe_editor',
  'reddit-publish': 'mfe_integrations',
  'wordpress-publish': 'mfe_integrations',
  'wordpress-bulk-publish': 'mfe_integrations',
  'improve-seo': 'mfe_editor',
  'webflow-publish': 'mfe_integrations',
  'webflow-bulk-publish': 'mfe_integrations',
  'reconnect-website': 'mfe_integrations',
  'api-publish': 'mfe_integrations',
  'no-billing-right': 'mfe_billing',
  'ghost-connect': 'mfe_integrations',
  'ghost-publish': 'mfe_integrations',
  'ghost-bulk-publish': 'mfe_integrations',
  'page-booster': 'mfe_editor',
  indexer: 'mfe_tools',
  'article-improver': 'mfe_editor',
};

export function isPopupType(value: unknown): value is PopupType {
  return typeof value === 'string' && Object.hasOwn(popupOwners, value);
}

/** The popup types a remote owns, in list order (each remote's `./popups` must cover them). */
export function popupsOwnedBy(remote: RemoteName): PopupType[] {
  return popupTypes.filter((type) => popupOwners[type] === remote);
}

/**
 * Which popup an error code opens (SPEC §8 leaves it to us):
 * NotEnoughCredits → credit-limit-reached (buy credits or upgrade);
 * FreeLimitReached → limit-reached (the free plan is used up);
 * RateLimitError and the provider's rate limit → rate-limit;
 * MaxTeamSizeLimitReachedError → upgrade (a bigger plan has a bigger team).
 * Any other code opens none: its message is shown instead.
 */
export const errorCodePopups: Readonly<Partial<Record<ErrorCode, PopupType>>> = {
  [ErrorCode.NotEnoughCredits]: 'credit-limit-reached',
  [ErrorCode.FreeLimitReached]: 'limit-reached',
  [ErrorCode.RateLimitError]: 'rate-limit',
  [ErrorCode.ProviderRateLimitError]: 'rate-limit',
  [ErrorCode.MaxTeamSizeLimitReachedError]: 'upgrade',
};

/** The popup to open for an error code, if any. */
export function popupForErrorCode(code: string | undefined): PopupType | undefined {
  if (!code || !Object.hasOwn(errorCodePopups, code)) return undefined;
  return errorCodePopups[code as ErrorCode];
}
