/**
 * The named error codes of SPEC §8 and a few of our own, with the message a
 * person sees for each. The API answers every error as
 * {status, message, code, data}; the client shows `errorMessages[code]`.
 */
export const ErrorCode = {
  CollectionNotFound: 'CollectionNotFound',
  UserCanNotHaveFreeTrial: 'UserCanNotHaveFreeTrial',
  RateLimitError: 'RateLimitError',
  NotEnoughCredits: 'NotEnoughCredits',
  EmailKeyExpired: 'EmailKeyExpired',
  /** The text-generation provider's own rate limit. */
  ProviderRateLimitError: 'OpenAIRateLimitError',
  FreeLimitReached: 'FreeLimitReached',
  WebUrlInaccessible: 'WebUrlInaccessible',
  InvalidShopifyURLError: 'InvalidShopifyURLError',
  InvalidShopifyCredentialsError: 'InvalidShopifyCredentialsError',
  InvalidShopifyPermissionsError: 'InvalidShopifyPermissionsError',
  InvalidWordpressPermissionsError: 'InvalidWordpressPermissionsError',
  MaxTeamSizeLimitReachedError: 'MaxTeamSizeLimitReachedError',
  TooManyAccountsCreatedError: 'TooManyAccountsCreatedError',
  // Generic codes of our own.
  /** A Ghost site refused the Admin API key (revoked, regenerated or mistyped). */
  InvalidGhostCredentialsError: 'InvalidGhostCredentialsError',
  /** Webflow refused the API token (revoked, regenerated or mistyped). */
  InvalidWebflowCredentialsError: 'InvalidWebflowCredentialsError',
  /** The Webflow token lacks a scope Inkpress needs (sites:read, cms:read, cms:write). */
  InvalidWebflowPermissionsError: 'InvalidWebflowPermissionsError',
  /** The Webflow collection does not exist for this token, or does not fit the mapping. */
  InvalidWebflowCollectionError: 'InvalidWebflowCollectionError',
  /** Medium refused the integration token (revoked or mistyped). */
  InvalidMediumCredentialsError: 'InvalidMediumCredentialsError',
  /** Reddit refused the script app's id and secret or the account's username and password. */
  InvalidRedditCredentialsError: 'InvalidRedditCredentialsError',
  /** No search provider is configured: web, book, video, journal and image search are off. */
  WebSearchOff: 'WebSearchOff',
  /** The configured search provider failed or did not answer in time. */
  SearchProviderError: 'SearchProviderError',
  ValidationError: 'ValidationError',
  AuthenticationRequired: 'AuthenticationRequired',
  Forbidden: 'Forbidden',
  NotFound: 'NotFound',
  Conflict: 'Conflict',
  PayloadTooLarge: 'PayloadTooLarge',
  InternalError: 'InternalError',
  /** The API cannot reach its database for a moment (503 with Retry-After): the client reconnects. */
  ServiceUnavailable: 'ServiceUnavailable',
  // Client-side codes: no usable answer reached the API client.
  /** The request never got an HTTP response (offline, DNS, CORS, connection reset). */
  NetworkError: 'NetworkError',
  /** The server answered 2xx with something the client cannot read (wrong type, failed schema). */
  InvalidResponse: 'InvalidResponse',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorMessages: Record<ErrorCode, string> = {
  CollectionNotFound: 'This document could not be found. It may have been deleted or moved.',
  UserCanNotHaveFreeTrial: 'Your account or team has already used its free trial.',
  RateLimitError: 'You are going a little fast. Please wait a moment and try again.',
  NotEnoughCredits: 'You do not have enough credits left for this. Upgrade or add credits to continue.',
  EmailKeyExpired: 'This link has expired. Request a new one and try again.',
  OpenAIRateLimitError: 'The AI service is busy right now. Please try again in a minute.',
  FreeLimitReached: 'You have used everything the free plan includes. Upgrade to keep writing.',
  WebUrlInaccessible: 'We could not open that web address. Check that it is public and try again.',
  InvalidShopifyURLError: 'That does not look like a Shopify store address.',
  InvalidShopifyCredentialsError: 'Shopify did not accept these credentials.',
  InvalidShopifyPermissionsError: 'The Shopify app is missing permissions Inkpress needs.',
  InvalidWordpressPermissionsError:
    'This WordPress user cannot publish posts. Use an editor or administrator account.',
  MaxTeamSizeLimitReachedError: 'Your team is full. Upgrade your plan to invite more members.',
  TooManyAccountsCreatedError:
    'Too many accounts were created from this device today. Please try again tomorrow.',
  InvalidGhostCredentialsError:
    'Ghost did not accept this Admin API key. Copy the key from Ghost’s Settings → Integrations and reconnect.',
  InvalidWebflowCredentialsError:
    'Webflow did not accept this API token. Create a new one in the site’s settings (Apps & integrations) and reconnect.',
  InvalidWebflowPermissionsError:
    'The Webflow API token is missing permissions Inkpress needs (Sites read, CMS read and write).',
  InvalidWebflowCollectionError:
    'That Webflow collection cannot be used. Choose another collection or mapping.',
  InvalidMediumCredentialsError:
    'Medium did not accept this integration token. Check it in Medium’s Settings → Security and apps and reconnect.',
  InvalidRedditCredentialsError:
    'Reddit did not accept these credentials. Check the app’s client id and secret and the account’s password.',
  WebSearchOff:
    'Web search is off: this Inkpress has no search provider configured. Your own documents and keywords still work.',
  SearchProviderError: 'The search service did not answer. Please try again in a minute.',
  ValidationError: 'Some of the information sent is not valid.',
  AuthenticationRequired: 'Please sign in to continue.',
  Forbidden: 'You do not have permission to do this.',
  NotFound: 'We could not find what you were looking for.',
  Conflict: 'This already exists.',
  PayloadTooLarge: 'What you sent is too large.',
  InternalError: 'Something went wrong on our side. Please try again.',
  ServiceUnavailable:
    'Inkpress is reconnecting to its database. Nothing saved is lost — try again in a few seconds.',
  NetworkError: 'We could not reach Inkpress. Please check your internet connection and try again.',
  InvalidResponse: 'We received an answer we could not read. Please reload the page and try again.',
};

/** The codes in the catalogue, for iteration and tests. */
export const errorCodes: readonly ErrorCode[] = Object.values(ErrorCode);

/** True when `code` is one of the catalogue's codes. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorMessages, code);
}

/**
 * The message a person sees for a code; unknown codes get the generic
 * internal-error text, so the UI never shows a raw code.
 */
export function messageForCode(code: string | undefined): string {
  return isErrorCode(code) ? errorMessages[code] : errorMessages.InternalError;
}

/** The normalised error body every API error answers with (SPEC §8). */
export interface ApiErrorBody {
  status: number;
  message: string;
  code: ErrorCode | string;
  data?: unknown;
}
