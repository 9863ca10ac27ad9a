import type { PublicationView, PublishStatus } from '@inkpress/shared-core';

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

/** Shopify articles are hidden (draft) or published: no schedules. */
export const shopifyStatusChoices = statusChoices
  .filter((choice) => choice.value !== 'future')
  .map((choice) =>
    choice.value === 'draft' ? { ...choice, text: 'Save it as a hidden article on the store.' } : choice,
  );

/** Webflow items are staged (draft, not on the live site) or live: no schedules. */
export const webflowStatusChoices = statusChoices
  .filter((choice) => choice.value !== 'future')
  .map((choice) =>
    choice.value === 'draft'
      ? { ...choice, text: 'Save it as a draft item in the collection.' }
      : { ...choice, text: 'Publish the item to the live site right away.' },
  );
