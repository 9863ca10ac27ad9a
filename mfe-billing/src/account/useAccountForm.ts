import { type FormEvent, useRef, useState } from 'react';
import type { FormModel } from './FormModel';
import { useFocusFirstError } from './useFocusFirstError';

/**
 * The plumbing every account and settings form repeated: one FormModel for
 * the component's life, the form element's ref, and a submit handler that
 * sends the values, then either hands the answer to `onSuccess` or moves
 * focus to the first field to fix (the form-wide message announces itself).
 */
export function useAccountForm<V extends Record<keyof V, string>, R>(
  create: () => FormModel<V>,
  send: (values: V) => Promise<R>,
  onSuccess: (result: R, form: FormModel<V>) => void,
) {
  const [form] = useState(create);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let sent = false;
    const result = await form.submit(async (values) => {
      const answer = await send(values);
      sent = true;
      return answer;
    });
    if (sent) onSuccess(result as R, form);
    else focusFirstError();
  };
  return { form, formRef, onSubmit };
}
