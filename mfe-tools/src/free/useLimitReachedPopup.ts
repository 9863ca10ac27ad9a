import { useShell } from '@inkpress/shared-ui';
import { useEffect } from 'react';

/**
 * Opens the limit-reached popup (SPEC §8: FreeLimitReached) once a run is
 * refused because the visitor's free quota is used up: `refused` turns true
 * with the API's message, and the popup offers a free account that brings the
 * visitor back to `from`. A rate limit (429) opens the shell's rate-limit
 * popup instead, through the API client.
 */
export function useLimitReachedPopup(refused: boolean, message: string | null, from: string): void {
  const { popups } = useShell();
  useEffect(() => {
    if (refused) popups.open('limit-reached', { message: message ?? undefined, from });
  }, [refused, message, from, popups]);
}
