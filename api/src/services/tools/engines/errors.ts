/**
 * How the engines refuse input: loudly, with the field named, as the API's own
 * 400 (ValidationError), so a route that calls an engine needs no mapping.
 */
import { ValidationError } from '../../../errors';

export function inputError(field: string, message: string) {
  return ValidationError(`${field}: ${message}`, { issues: [{ path: field, message }] });
}

/** Refuses a text longer than the engine's own ceiling (above the catalogue's limit), before any work. */
export function assertMaxLength(field: string, value: string, max: number): void {
  if (value.length > max) {
    throw inputError(
      field,
      `${value.length.toLocaleString('en-US')} characters is more than this tool checks at once (${max.toLocaleString('en-US')}).`,
    );
  }
}
