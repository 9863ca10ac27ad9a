import { ApiError } from '../api/ApiError';
import { isVisitorQuota, quotaResetsText, quotaUsedUpOf } from './quota';

const data = {
  reason: 'free-tool-quota',
  group: 'Rewriting',
  limit: 10,
  resetsAt: '2030-01-02T00:00:00.000Z',
  retryAfter: 3600,
};

describe('quotaUsedUpOf', () => {
  it('reads a used-up quota from its 429 RateLimitError', () => {
    const error = new ApiError({ status: 429, code: 'RateLimitError', message: 'Used up.', data });
    expect(quotaUsedUpOf(error)).toEqual(data);
    expect(isVisitorQuota(quotaUsedUpOf(error))).toBe(true);
  });

  it('tells a quota from too many requests, another status or another code', () => {
    expect(
      quotaUsedUpOf(
        new ApiError({ status: 429, code: 'RateLimitError', data: { retryAfter: 30, limit: 100 } }),
      ),
    ).toBeNull();
    expect(quotaUsedUpOf(new ApiError({ status: 402, code: 'RateLimitError', data }))).toBeNull();
    expect(quotaUsedUpOf(new ApiError({ status: 429, code: 'FreeLimitReached', data }))).toBeNull();
    expect(quotaUsedUpOf(null)).toBeNull();
    expect(quotaUsedUpOf('429')).toBeNull();
  });

  it('counts a partner’s quota as a quota but not the visitor’s own', () => {
    const partner = quotaUsedUpOf({
      status: 429,
      code: 'RateLimitError',
      data: { ...data, reason: 'partner-quota' },
    });
    expect(partner).not.toBeNull();
    expect(isVisitorQuota(partner)).toBe(false);
    expect(isVisitorQuota(null)).toBe(false);
  });
});

describe('quotaResetsText', () => {
  const now = new Date('2030-01-01T15:30:00.000Z');

  it('says today, tomorrow or the weekday, in the reader’s time zone', () => {
    expect(quotaResetsText('2030-01-02T00:00:00.000Z', now, 'UTC')).toBe('tomorrow at 12:00 AM');
    // New York is five hours behind: the reset is at 7 PM the same day there.
    expect(quotaResetsText('2030-01-02T00:00:00.000Z', now, 'America/New_York')).toBe('today at 7:00 PM');
    expect(quotaResetsText('2030-01-04T00:00:00.000Z', now, 'UTC')).toBe('on Friday at 12:00 AM');
    expect(quotaResetsText('not a date', now, 'UTC')).toBe('tomorrow');
  });
});
