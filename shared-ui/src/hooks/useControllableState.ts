import { useCallback, useRef, useState } from 'react';

export interface ControllableStateOptions<T> {
  /** The controlled value; when defined, the parent owns the state. */
  value?: T;
  /** The initial value when uncontrolled. */
  defaultValue: T;
  /** Called with every requested change, controlled or not. */
  onChange?: (value: T) => void;
}

/** State that a parent may control (`value` + `onChange`) or leave to the component. */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [internal, setInternal] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : internal;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setInternal(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );

  return [current, setValue];
}
