import type { CalendarItemView } from '@inkpress/shared-core';
import { timeOf } from './CalendarStore';
import { confirmText, itemLabel } from './calendarText';

const item = (over: Partial<CalendarItemView> = {}): CalendarItemView => ({
  id: 'autoblog_x_1',
  kind: 'autoblog',
  at: '2026-12-01T08:30:00.000Z',
  title: 'SEO basics',
  status: 'scheduled',
  cancellable: true,
  schedule_id: 'x',
  post_id: null,
  collection_id: null,
  integration_id: null,
  ...over,
});

describe('the calendar’s words for an item', () => {
  it('labels an item with its time, kind and title', () => {
    const at = timeOf(item().at);
    expect(itemLabel(item())).toBe(`${at} Autoblog: SEO basics`);
    expect(itemLabel(item({ kind: 'publish' }))).toBe(`${at} Publish: SEO basics`);
  });

  it('asks each kind’s own question before cancelling, saying what happens', () => {
    expect(confirmText(item()).title).toBe('Cancel this article?');
    expect(confirmText(item()).message).toContain('The schedule goes on after it.');
    expect(confirmText(item({ kind: 'publish' })).message).toBe(
      '“SEO basics” goes back to a draft on the site.',
    );
    expect(confirmText(item({ kind: 'workflow' })).message).toContain('nothing is charged');
  });
});
