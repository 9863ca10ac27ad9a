import { type RefObject, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies a text to the clipboard; when the browser refuses (no permission,
 * an old browser), selects the field holding it so Ctrl+C does the rest.
 */
export function useCopy(field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>) {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      field.current?.select();
      setState('failed');
    }
  };
  return { state, copy, reset: () => setState('idle') };
}

/** The polite line that says what the copy button did. */
export function CopyStatus({ state, what }: { state: CopyState; what: string }) {
  return (
    <p role="status" aria-live="polite">
      {state === 'copied' && `The ${what} is on your clipboard.`}
      {state === 'failed' && `Copying is blocked here: the ${what} is selected, press Ctrl+C (⌘C on a Mac).`}
    </p>
  );
}
