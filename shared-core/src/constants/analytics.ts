/** Where the visitor's cookie-consent choice is kept (localStorage). */
export const CONSENT_STORAGE_KEY = 'inkpress.consent';

/** The event the server page's cookie notice announces a choice with, to an app already started. */
export const CONSENT_EVENT = 'inkpress:consent';

/** The choices the consent component records. Analytics events go out only after 'accepted'. */
export const consentChoices = ['accepted', 'rejected'] as const;
export type ConsentChoice = (typeof consentChoices)[number];

/**
 * The consent component's words, drawn by the app (shell's ConsentBanner) and
 * by the server's first HTML of the same pages (api content/page.ts): one
 * text, so the two stay the same size and the app's takes over without a
 * new paint.
 */
export const consentNotice = {
  label: 'Cookie consent',
  text: 'We use cookies to learn how our free tools, templates and blog are used, so we can make them better. Analytics run only if you accept.',
  policy: { path: '/cookie', label: 'Cookie policy' },
  reject: 'Reject',
  accept: 'Accept',
} as const;

/** Reads a stored consent value; anything unexpected counts as no choice yet. */
export function parseConsent(value: unknown): ConsentChoice | undefined {
  return typeof value === 'string' && (consentChoices as readonly string[]).includes(value)
    ? (value as ConsentChoice)
    : undefined;
}

/** The consent component loads on templates, tools and blog pages (SPEC §2). */
export function needsConsentBanner(pathname: string): boolean {
  return /^\/(?:templates|tools|blog)(?:\/|$)/.test(pathname);
}

/** Analytics event names, shared by the senders and POST /api/op/track. */
export const analyticsEvents = {
  /** An Upgrade click; sent with its source and the user id (SPEC §6). */
  upgradeClick: 'upgrade_click',
  pageView: 'page_view',
  signUp: 'sign_up',
  checkoutStarted: 'checkout_started',
} as const;
export type AnalyticsEvent = (typeof analyticsEvents)[keyof typeof analyticsEvents];
