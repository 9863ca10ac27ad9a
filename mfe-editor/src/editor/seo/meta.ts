/** How a meta field's length compares with what search engines show. */
export type MeterStatus = 'empty' | 'short' | 'good' | 'long';

export interface LengthMeter {
  length: number;
  min: number;
  max: number;
  status: MeterStatus;
  /** length / max, capped at 1: the fill of a progress bar. */
  ratio: number;
}

/** Meta title: up to 60 characters are shown; under 30 wastes the space. */
export const META_TITLE = { min: 30, max: 60 } as const;
/** Meta description: up to 160 characters are shown; under 120 wastes the space. */
export const META_DESCRIPTION = { min: 120, max: 160 } as const;

/** A length meter for `text` (trimmed; counted in characters as people see them). */
export function lengthMeter(text: string, { min, max }: { min: number; max: number }): LengthMeter {
  const length = [...text.trim()].length;
  const status: MeterStatus =
    length === 0 ? 'empty' : length < min ? 'short' : length > max ? 'long' : 'good';
  return { length, min, max, status, ratio: Math.min(1, length / max) };
}

export function metaTitleMeter(title: string): LengthMeter {
  return lengthMeter(title, META_TITLE);
}

export function metaDescriptionMeter(description: string): LengthMeter {
  return lengthMeter(description, META_DESCRIPTION);
}
