import { cadenceText, destinationText, infoBaseText, topicsText, when, zones } from './autoblogFormat';

describe('how a schedule is described', () => {
  it('names the cadence with its days, time and time zone', () => {
    expect(cadenceText({ cadence: { frequency: 'daily', days: [], time: '09:00' }, time_zone: 'UTC' })).toBe(
      'Every day at 09:00 (UTC)',
    );
    expect(
      cadenceText({
        cadence: { frequency: 'weekly', days: [1, 3], time: '09:30' },
        time_zone: 'Europe/Paris',
      }),
    ).toBe('Mon, Wed at 09:30 (Europe/Paris)');
  });

  it('says whether its articles draw on the info base', () => {
    expect(infoBaseText({ info_base: true })).toBe('Used and cited in each article');
    expect(infoBaseText({ info_base: false })).toBe('Not used');
  });

  it('names where the topics come from: keywords, a feed or both', () => {
    expect(topicsText({ keywords: ['a', 'b'], rss_url: null })).toBe('2 keywords');
    expect(topicsText({ keywords: [], rss_url: 'https://example.com/feed.xml' })).toBe('RSS feed');
    expect(topicsText({ keywords: ['a'], rss_url: 'https://example.com/feed.xml' })).toBe(
      '1 keywords + RSS feed',
    );
  });

  it('names where the articles go: the connected site by name, or the documents', () => {
    const sites = [{ id: 's1', name: 'My blog' }];
    expect(destinationText({ integration_id: null, mode: 'draft' }, sites)).toBe(
      'Your documents, as a draft',
    );
    expect(destinationText({ integration_id: 's1', mode: 'publish' }, sites)).toBe('My blog · published');
    expect(destinationText({ integration_id: 'gone', mode: 'draft' }, sites)).toBe('Your site · as a draft');
  });

  it('shows a dash for a time that is not set', () => {
    expect(when(null)).toBe('—');
    expect(when('2026-12-01T08:30:00.000Z')).not.toBe('—');
  });

  it('always offers the schedule’s own time zone', () => {
    expect(zones('Mars/Olympus_Mons')[0]).toBe('Mars/Olympus_Mons');
    expect(zones('UTC')).toContain('UTC');
  });
});
