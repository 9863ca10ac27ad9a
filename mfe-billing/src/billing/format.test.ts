import { formatCredits, formatDate, formatDay, opLabel, reasonLabel, statusLabel } from './format';

describe('billing wording', () => {
  it('counts credits with their unit', () => {
    expect(formatCredits(1, 'words')).toBe('1 word');
    expect(formatCredits(2500, 'words')).toBe('2,500 words');
    expect(formatCredits(3, 'aiImages')).toBe('3 AI images');
    expect(formatCredits(1, 'workflows')).toBe('1 workflow');
  });

  it('writes dates in UTC', () => {
    expect(formatDate('2031-03-04T23:30:00Z')).toBe('Mar 4, 2031');
    expect(formatDate(null)).toBe('');
    expect(formatDate('garbage')).toBe('');
    expect(formatDay('2031-12-25')).toBe('Dec 25');
  });

  it('names every status, the trial and lifetime included', () => {
    expect(statusLabel('trialing')).toEqual({ label: 'Free trial', tone: 'info' });
    expect(statusLabel('past_due').tone).toBe('warning');
    expect(statusLabel('lifetime').label).toBe('Lifetime');
    expect(statusLabel(null).label).toBe('Free plan');
  });

  it('says what each ledger entry was', () => {
    expect(reasonLabel('plan:starter_monthly')).toBe('Plan credits (starter monthly)');
    expect(reasonLabel('plan-ended:advanced_1_monthly')).toBe('Plan ended');
    expect(reasonLabel('credit-pack')).toBe('Credit pack');
    expect(reasonLabel('image-generate')).toBe('Image generate');
    expect(opLabel('settle')).toBe('Returned (unused)');
  });
});
