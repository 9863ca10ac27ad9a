import {
  inAnHour,
  localInput,
  newTagNames,
  publicationLine,
  publishedVerb,
  readPublishProps,
  scheduleBounds,
  scheduleProblem,
  shopifyStatusChoices,
} from './publishing';

describe('newTagNames', () => {
  it('splits on commas, trims, drops empty ones and keeps each name once', () => {
    expect(newTagNames(' AI,  seo tips ,,AI, Seo  Tips, News ')).toEqual(['AI', 'seo tips', 'News']);
    expect(newTagNames('   ')).toEqual([]);
  });
});

describe('inAnHour', () => {
  it('is a datetime-local value an hour on, to the minute', () => {
    const now = new Date(2026, 4, 6, 10, 20, 30).getTime();
    expect(inAnHour(now)).toBe('2026-05-06T11:20');
  });
});

describe('publishedVerb', () => {
  it('says where the post stands', () => {
    expect(publishedVerb('published')).toBe('is live');
    expect(publishedVerb('scheduled')).toBe('is scheduled');
    expect(publishedVerb('draft')).toBe('was saved as a draft');
  });
});

describe('shopifyStatusChoices', () => {
  it('offers a hidden draft, publishing now, and a schedule Inkpress keeps', () => {
    expect(shopifyStatusChoices.map((c) => c.value)).toEqual(['draft', 'publish', 'future']);
    expect(shopifyStatusChoices[0]?.text).toContain('hidden');
    expect(shopifyStatusChoices[2]?.text).toContain('Inkpress publishes it');
  });
});

describe('readPublishProps', () => {
  it('keeps strings and a callback, drops anything else', () => {
    const onDone = () => undefined;
    expect(readPublishProps({ postId: 'p1', title: 7, metaTitle: 'M', onDone })).toEqual({
      postId: 'p1',
      title: undefined,
      metaTitle: 'M',
      metaDescription: undefined,
      onDone,
    });
    expect(readPublishProps({}).postId).toBe('');
  });
});

describe('the schedule’s date', () => {
  const now = new Date(2026, 4, 6, 10, 20, 30).getTime();
  it('is bounded from the next minute to a year ahead', () => {
    expect(scheduleBounds(now)).toEqual({
      min: '2026-05-06T10:21',
      max: localInput(now + 365 * 86_400_000 - 60_000),
    });
  });
  it('says what is wrong as the API would', () => {
    expect(scheduleProblem('2026-05-06T11:00', now)).toBeNull();
    expect(scheduleProblem('2026-05-06T10:00', now)).toBe('The date must be in the future.');
    expect(scheduleProblem(localInput(now + 400 * 86_400_000), now)).toMatch(/at most 365 days ahead/);
    expect(scheduleProblem('', now)).toBe('Pick a date and time.');
  });
});

describe('publicationLine', () => {
  const base = {
    id: 'i1:p1',
    postId: 'p1',
    integrationId: 'i1',
    type: 'shopify' as const,
    remoteId: null,
    url: null,
    scheduledFor: null,
    lastError: null,
    updatedAt: '2026-05-06T10:00:00.000Z',
  };
  it('names the site, the state and the scheduled time', () => {
    const at = (iso: string) => `at ${iso}`;
    expect(
      publicationLine({ ...base, state: 'scheduled', scheduledFor: '2026-06-01T08:00:00.000Z' }, 'Shop', at),
    ).toBe('Scheduled on Shop for at 2026-06-01T08:00:00.000Z');
    expect(publicationLine({ ...base, state: 'published' }, 'Shop')).toBe('Live on Shop');
    expect(
      publicationLine(
        { ...base, state: 'failed', lastError: { code: 'NotFound', message: 'Gone.' } },
        'Shop',
      ),
    ).toBe('Not published on Shop: Gone.');
  });
});
