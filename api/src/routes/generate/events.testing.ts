/**
 * For tests of the streamed endpoints: the events of a whole
 * text/event-stream body (supertest buffers it), data parsed as JSON.
 */
import { EventStreamParser } from '@inkpress/shared-core';

export interface ParsedEvent {
  event: string;
  data: Record<string, unknown>;
}

export function parseEvents(text: string): ParsedEvent[] {
  const events: ParsedEvent[] = [];
  const parser = new EventStreamParser((e) => events.push({ event: e.event, data: JSON.parse(e.data) }));
  parser.push(text);
  parser.end();
  return events;
}

/** The event named `name` (the first one), or a failure naming the events that came. */
export function eventNamed(events: ParsedEvent[], name: string): Record<string, unknown> {
  const found = events.find((e) => e.event === name);
  if (!found) throw new Error(`no ${name} event in: ${events.map((e) => e.event).join(', ')}`);
  return found.data;
}

/** The text of every delta, in order. */
export function deltaText(events: ParsedEvent[]): string {
  return events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text)
    .join('');
}
