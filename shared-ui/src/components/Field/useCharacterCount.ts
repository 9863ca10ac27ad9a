import { type ChangeEvent, useState } from 'react';

type TextValue = string | number | readonly string[] | undefined;

const lengthOf = (value: TextValue) => (value === undefined ? 0 : String(value).length);

/**
 * Counts the characters of a text control, controlled (`value`) or not (`defaultValue`), and
 * returns the change handler that keeps the count current.
 */
export function useCharacterCount<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: TextValue,
  defaultValue: TextValue,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
): [number, (event: ChangeEvent<E>) => void] {
  const [uncontrolled, setUncontrolled] = useState(() => lengthOf(defaultValue));
  const handleChange = (event: ChangeEvent<E>) => {
    setUncontrolled(event.target.value.length);
    onChange?.(event);
  };
  return [value === undefined ? uncontrolled : lengthOf(value), handleChange];
}
