import { metaFor, scheduleFor, submitLabel } from './PublishFields';

describe('submitLabel', () => {
  it('says what the button does for one post or many', () => {
    expect(submitLabel('draft')).toBe('Send as draft');
    expect(submitLabel('publish')).toBe('Publish now');
    expect(submitLabel('future')).toBe('Schedule');
    expect(submitLabel('draft', true)).toBe('Send all as drafts');
    expect(submitLabel('publish', true)).toBe('Publish all now');
    expect(submitLabel('future', true)).toBe('Schedule all');
  });
});

describe('scheduleFor', () => {
  it('sends the date only for a scheduled publish, as ISO 8601', () => {
    expect(scheduleFor('publish', '2030-05-06T11:20')).toEqual({});
    expect(scheduleFor('future', '2030-05-06T11:20')).toEqual({
      schedulePublishConfig: { date: new Date('2030-05-06T11:20').toISOString() },
    });
  });
});

describe('metaFor', () => {
  it('trims the meta fields and leaves out empty ones', () => {
    expect(metaFor('  Title ', '   ')).toEqual({ metaTitle: 'Title' });
    expect(metaFor('', ' Description ')).toEqual({ metaDescription: 'Description' });
    expect(metaFor('', '')).toEqual({});
  });
});
