import { Button, Input, ModalFrame } from '@inkpress/shared-ui';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { sanitizeHref } from '../../editor';

export interface PromptOptions {
  title: string;
  label: string;
  initial?: string;
  placeholder?: string;
  confirmLabel?: string;
  type?: 'text' | 'url';
  /** A message when the value cannot be used, or null when it can. */
  validate?: (value: string) => string | null;
}

/** The dialog of the toolbar's link button: the address, checked as the editor will check it. */
export function linkPrompt(current: string | null): PromptOptions {
  return {
    title: current ? 'Edit link' : 'Add link',
    label: 'Address',
    type: 'url',
    initial: current ?? 'https://',
    confirmLabel: 'Apply',
    validate: (value) => (sanitizeHref(value) ? null : 'Enter a web address (https://…) or a path (/…).'),
  };
}

interface OpenPrompt extends PromptOptions {
  resolve: (value: string | null) => void;
}

/**
 * Asks for one value in a small dialog: `ask(options)` resolves to the
 * value, or null when cancelled. Render `dialog` once in the component.
 */
export function usePrompt(): { dialog: ReactNode; ask: (options: PromptOptions) => Promise<string | null> } {
  const [open, setOpen] = useState<OpenPrompt | null>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const ask = useCallback(
    (options: PromptOptions) =>
      new Promise<string | null>((resolve) => {
        setValue(options.initial ?? '');
        setError(null);
        setOpen({ ...options, resolve });
      }),
    [],
  );

  const finish = (result: string | null) => {
    open?.resolve(result);
    setOpen(null);
  };

  const submit = () => {
    if (!open) return;
    const trimmed = value.trim();
    const problem = open.validate?.(trimmed) ?? (trimmed ? null : 'Enter a value.');
    if (problem) {
      setError(problem);
      return;
    }
    finish(trimmed);
  };

  const dialog = (
    <ModalFrame
      open={open !== null}
      onClose={() => finish(null)}
      title={open?.title ?? ''}
      size="sm"
      initialFocusRef={inputRef}
      footer={
        <>
          <Button variant="ghost" onClick={() => finish(null)}>
            Cancel
          </Button>
          <Button onClick={submit}>{open?.confirmLabel ?? 'OK'}</Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Input
          ref={inputRef}
          label={open?.label ?? ''}
          type={open?.type ?? 'text'}
          value={value}
          placeholder={open?.placeholder}
          error={error ?? undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
      </form>
    </ModalFrame>
  );
  return { dialog, ask };
}
