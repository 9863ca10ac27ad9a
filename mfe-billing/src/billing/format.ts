/** Words, dates and money on the billing screens. */
import { formatPrice } from '@inkpress/shared-core';

export { formatPrice };

export const formatNumber = (n: number) => n.toLocaleString('en-US');

/** "Mar 4, 2031" from an ISO date; '' for none. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** "Mar 4" for a chart axis from YYYY-MM-DD. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}

const kindUnits: Record<string, [string, string]> = {
  words: ['word', 'words'],
  workflows: ['workflow', 'workflows'],
  aiImages: ['AI image', 'AI images'],
  imageRestores: ['image restore', 'image restores'],
};

/** "1 word", "2,500 words", "3 AI images". */
export function formatCredits(n: number, kind: string): string {
  const [one, many] = kindUnits[kind] ?? ['credit', 'credits'];
  return `${formatNumber(n)} ${Math.abs(n) === 1 ? one : many}`;
}

/** How a subscription status reads on screen, and its badge tone. */
export function statusLabel(status: string | null): {
  label: string;
  tone: 'success' | 'info' | 'warning' | 'danger' | 'neutral';
} {
  switch (status) {
    case 'active':
      return { label: 'Active', tone: 'success' };
    case 'trialing':
      return { label: 'Free trial', tone: 'info' };
    case 'past_due':
      return { label: 'Payment due', tone: 'warning' };
    case 'unpaid':
    case 'incomplete':
      return { label: 'Payment needed', tone: 'danger' };
    case 'canceled':
      return { label: 'Canceled', tone: 'neutral' };
    case 'lifetime':
      return { label: 'Lifetime', tone: 'success' };
    default:
      return { label: 'Free plan', tone: 'neutral' };
  }
}

const reasons: Record<string, string> = {
  'free-plan': 'Free plan',
  'credit-pack': 'Credit pack',
  'generate-article': 'Article generation',
  parallel: 'Generation',
};

/** A ledger reason in words: 'plan:starter_monthly' → 'Plan credits (starter monthly)'. */
export function reasonLabel(reason: string): string {
  if (reasons[reason]) return reasons[reason];
  if (reason.startsWith('plan-ended:')) return 'Plan ended';
  if (reason.startsWith('plan:')) return `Plan credits (${reason.slice(5).replace(/_/g, ' ')})`;
  const words = reason.replace(/[-_]/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Credits';
}

const ops: Record<string, string> = {
  grant: 'Added',
  expire: 'Expired',
  reserve: 'Charged',
  settle: 'Returned (unused)',
  refund: 'Refunded',
};

export function opLabel(op: string): string {
  return ops[op] ?? op;
}
