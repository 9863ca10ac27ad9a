/**
 * The messages between widget.js on a partner's page and the embed page in
 * its iframe. Both sides post only to the other's exact origin and check
 * `event.origin` (and `event.source`) of what they receive. No imports: the
 * widget stays a few kilobytes.
 */

/** Embed → partner page: the height the tool needs, in CSS pixels. */
export const RESIZE = 'inkpress:resize';
/** Partner page → embed: "tell me your height" (sent when the iframe has loaded). */
export const MEASURE = 'inkpress:measure';

export interface ResizeMessage {
  type: typeof RESIZE;
  height: number;
}

/** The heights an iframe is given: never collapsed, never absurdly tall. */
export const MIN_HEIGHT = 120;
export const MAX_HEIGHT = 10_000;

export function isResizeMessage(data: unknown): data is ResizeMessage {
  const message = data as Partial<ResizeMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === RESIZE &&
    typeof message.height === 'number' &&
    Number.isFinite(message.height)
  );
}

export function isMeasureMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === MEASURE;
}

export function clampHeight(height: number): number {
  return Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(height)));
}
