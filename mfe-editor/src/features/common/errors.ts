import {
  isAbortError,
  isApiError,
  messageForCode,
  type PopupType,
  popupForErrorCode,
} from '@inkpress/shared-core';
import { useShell } from '@inkpress/shared-ui';
import { useCallback } from 'react';

/** The sentence a person sees for an error: the API's message, or the catalogue's for its code. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message || messageForCode(error.code);
  if (error instanceof Error && error.message) return error.message;
  return messageForCode(undefined);
}

/** The popup an error opens (credits, free limit, rate limit…), or undefined. */
export function popupForError(error: unknown): PopupType | undefined {
  return isApiError(error) ? popupForErrorCode(error.code) : undefined;
}

/**
 * Handles a failed call: opens the popup its code calls for (NotEnoughCredits
 * → credit-limit-reached, FreeLimitReached → limit-reached, RateLimitError →
 * rate-limit…) and returns the message to show. Aborts return ''.
 */
export function useErrorHandler(): (error: unknown) => string {
  const { popups } = useShell();
  return useCallback(
    (error: unknown) => {
      if (isAbortError(error)) return '';
      const popup = popupForError(error);
      if (popup) {
        popups.open(popup, {
          code: isApiError(error) ? error.code : undefined,
          message: errorMessage(error),
        });
      }
      return errorMessage(error);
    },
    [popups],
  );
}
