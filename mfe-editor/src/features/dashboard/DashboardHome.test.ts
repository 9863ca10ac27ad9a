import { greeting } from './DashboardHome';

const user = (over: Partial<Parameters<typeof greeting>[0] & object> = {}) => ({
  id: 'u1',
  totalCredits: 5000,
  paidCredits: 0,
  totalWordsUsed: 0,
  features: { gpt4: false },
  name: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const now = Date.parse('2026-11-21T10:00:00.000Z');

describe('the dashboard greeting', () => {
  it('welcomes a new account to Inkpress, by first name when it has one', () => {
    expect(greeting(user(), now)).toBe('Welcome to Inkpress');
    expect(greeting(user({ name: 'Ada Lovelace' }), now)).toBe('Welcome to Inkpress, Ada');
  });

  it('welcomes back someone who has written, or whose account is older than a week', () => {
    expect(greeting(user({ totalWordsUsed: 120, name: 'Ada' }), now)).toBe('Welcome back, Ada');
    expect(greeting(user({ createdAt: '2026-10-01T00:00:00.000Z' }), now)).toBe('Welcome back');
  });

  it('says only "Welcome" until it knows who is there', () => {
    expect(greeting(null, now)).toBe('Welcome');
  });
});
