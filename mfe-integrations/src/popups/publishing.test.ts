import { inAnHour, newTagNames, publishedVerb, readPublishProps, shopifyStatusChoices } from './publishing';

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
  it('offers a hidden draft and publishing now, never a schedule', () => {
    expect(shopifyStatusChoices.map((c) => c.value)).toEqual(['draft', 'publish']);
    expect(shopifyStatusChoices[0]?.text).toContain('hidden');
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
