import type { CalendarItemView } from '@inkpress/shared-core';
import { timeOf } from './CalendarStore';

export const statusText: Record<string, string> = {
  scheduled: 'Scheduled',
  queued: 'Waiting',
  running: 'Writing',
  succeeded: 'Written',
  held: 'Held back',
  failed: 'Failed',
  skipped: 'Skipped',
  started: 'Started',
};

/** Each kind's name and colour: autoblog slots, scheduled publishes, scheduled workflow runs. */
export const kinds: Record<
  CalendarItemView['kind'],
  { label: string; tone: 'neutral' | 'brand' | 'warning' }
> = {
  autoblog: { label: 'Autoblog', tone: 'neutral' },
  publish: { label: 'Publish', tone: 'brand' },
  workflow: { label: 'Workflow', tone: 'warning' },
};

export function itemLabel(item: CalendarItemView): string {
  return `${timeOf(item.at)} ${kinds[item.kind].label}: ${item.title}`;
}

export const cancelledText: Record<CalendarItemView['kind'], string> = {
  autoblog: 'This slot is cancelled.',
  publish: 'The scheduled publish is cancelled.',
  workflow: 'The scheduled workflow run is cancelled: nothing was charged.',
};

export function confirmText(item: CalendarItemView): { title: string; message: string } {
  if (item.kind === 'publish')
    return {
      title: 'Cancel this scheduled publish?',
      message: `“${item.title}” goes back to a draft on the site.`,
    };
  if (item.kind === 'workflow')
    return {
      title: 'Cancel this workflow run?',
      message: `“${item.title}” does not run at ${timeOf(item.at)}, and nothing is charged.`,
    };
  return {
    title: 'Cancel this article?',
    message: `No article is written for “${item.title}” at ${timeOf(item.at)}. The schedule goes on after it.`,
  };
}
