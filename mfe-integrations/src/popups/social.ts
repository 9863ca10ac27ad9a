import type { PublicationView } from '@inkpress/shared-core';
import { statusChoices } from './publishing';

/** Medium posts are drafts or public now: no schedules. */
export const mediumStatusChoices = statusChoices
  .filter((choice) => choice.value !== 'future')
  .map((choice) =>
    choice.value === 'draft'
      ? { ...choice, text: 'Save it as a draft on Medium.' }
      : { ...choice, text: 'Publish it on Medium right away.' },
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
