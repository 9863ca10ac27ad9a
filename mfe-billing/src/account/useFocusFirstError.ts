import { type RefObject, useCallback } from 'react';

/**
 * After a failed submit, moves focus to the first field marked invalid, so
 * keyboard and screen-reader users land on what to fix. A message for the
 * whole form is a role="alert" and is announced by itself.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>) {
  return useCallback(() => {
    // After React has rendered the errors.
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }, [formRef]);
}
