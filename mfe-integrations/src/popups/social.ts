import type { PublicationView } from '@inkpress/shared-core';
import { statusChoices } from './publishing';

/** Medium posts are drafts or public; a schedule is ours (Inkpress sends it then). */
export const mediumStatusChoices = statusChoices.map((choice) =>
  choice.value === 'draft'
    ? { ...choice, text: 'Save it as a draft on Medium.' }
    : choice.value === 'publish'
      ? { ...choice, text: 'Publish it on Medium right away.' }
      : { ...choice, text: 'Inkpress publishes it on Medium at a date and time.' },
);

/** A Reddit post goes live when it is submitted: now, or at a time when Inkpress submits it. */
export const redditStatusChoices = statusChoices
  .filter((choice) => choice.value !== 'draft')
  .map((choice) =>
    choice.value === 'publish'
      ? { ...choice, label: 'Submit now', text: 'Submit it to the subreddit right away.' }
      : { ...choice, text: 'Inkpress submits it at a date and time.' },
  );

/** The sentence every Medium publish shows: Medium cannot change a post once sent. */
export const MEDIUM_SENT_ONCE =
  'Medium’s API cannot update or delete posts: each post is sent once, and sending it again shows where it is.';

/**
 * The post's live address on one of the team's other sites (the latest
 * published), for Medium's canonical URL and Reddit's link posts.
 */
export function liveUrlOf(publications: PublicationView[]): string | null {
  const live = publications
    .filter((p) => p.state === 'published' && p.url && p.type !== 'medium' && p.type !== 'reddit')
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return live[0]?.url ?? null;
}
