import {
  MAX_PUBLISH_SCHEDULE_DAYS,
  type PublicationView,
  type PublishStatus,
  schedulePublishDateProblem,
} from '@inkpress/shared-core';

/** The three ways a post goes to a site, as every publish popup offers them. */
export const statusChoices: { value: PublishStatus; label: string; text: string }[] = [
  { value: 'draft', label: 'Draft', text: 'Save it as a draft on the site.' },
  { value: 'publish', label: 'Publish now', text: 'Make it live right away.' },
  { value: 'future', label: 'Schedule', text: 'Publish it at a date and time.' },
];

/** A datetime-local value one hour from now. */
export function inAnHour(now = Date.now()): string {
  const date = new Date(now + 3_600_000);
  date.setSeconds(0, 0);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** Tag names typed in one field, comma-separated: trimmed, empty ones dropped, each once (case-insensitively). */
export function newTagNames(typed: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const raw of typed.split(',')) {
    const name = raw.trim().replace(/\s+/g, ' ').slice(0, 191);
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

/** How a finished publish reads: “… is live”, “… is scheduled”, “… was saved as a draft”. */
export function publishedVerb(state: PublicationView['state'] | 'draft' | 'published' | 'scheduled'): string {
  return state === 'published' ? 'is live' : state === 'scheduled' ? 'is scheduled' : 'was saved as a draft';
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * A single publish popup's props: `postId` (a saved post), `title`,
 * `metaTitle`, `metaDescription`, `onDone(publication)`.
 */
export function readPublishProps(props: Record<string, unknown>) {
  return {
    postId: text(props.postId) ?? '',
    title: text(props.title),
    metaTitle: text(props.metaTitle),
    metaDescription: text(props.metaDescription),
    onDone: typeof props.onDone === 'function' ? (props.onDone as (p: PublicationView) => void) : undefined,
  };
}

/** The schedule choice for a site with no scheduler of its own: Inkpress publishes it then. */
const ourSchedule = (where: string) => ({
  value: 'future' as const,
  label: 'Schedule',
  text: `Inkpress publishes it ${where} at a date and time.`,
});

/** Shopify articles are hidden (draft) or published; a schedule is ours. */
export const shopifyStatusChoices = statusChoices.map((choice) =>
  choice.value === 'draft'
    ? { ...choice, text: 'Save it as a hidden article on the store.' }
    : choice.value === 'future'
      ? ourSchedule('on the store')
      : choice,
);

/** Webflow items are staged (draft, not on the live site) or live; a schedule is ours. */
export const webflowStatusChoices = statusChoices.map((choice) =>
  choice.value === 'draft'
    ? { ...choice, text: 'Save it as a draft item in the collection.' }
    : choice.value === 'publish'
      ? { ...choice, text: 'Publish the item to the live site right away.' }
      : ourSchedule('to the live site'),
);

/** A datetime-local value (the browser's time zone) of an instant. */
export function localInput(at: number): string {
  const date = new Date(at);
  date.setSeconds(0, 0);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The bounds of the schedule's date field: from the next minute to a year ahead. */
export function scheduleBounds(now = Date.now()) {
  return {
    min: localInput(now + 60_000),
    max: localInput(now + MAX_PUBLISH_SCHEDULE_DAYS * 86_400_000 - 60_000),
  };
}

/** What is wrong with a datetime-local schedule value, as the API would say it, or null. */
export function scheduleProblem(when: string, now = Date.now()): string | null {
  if (!when || Number.isNaN(new Date(when).getTime())) return 'Pick a date and time.';
  return schedulePublishDateProblem(new Date(when).toISOString(), now);
}

/** How a post stands on one site, for the list of its publications. */
export function publicationLine(
  publication: PublicationView,
  siteName: string,
  format: (iso: string) => string = (iso) => new Date(iso).toLocaleString(),
): string {
  if (publication.state === 'scheduled')
    return publication.scheduledFor
      ? `Scheduled on ${siteName} for ${format(publication.scheduledFor)}`
      : `Scheduled on ${siteName}`;
  if (publication.state === 'published') return `Live on ${siteName}`;
  if (publication.state === 'draft') return `Draft on ${siteName}`;
  return `Not published on ${siteName}: ${publication.lastError?.message ?? 'the last try failed.'}`;
}
