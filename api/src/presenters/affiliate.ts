import { AFFILIATE_COMMISSION_RATE, type AffiliateView } from '@inkpress/shared-core';
import { type AffiliateStats, referralLink } from '../services/affiliates';

function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The last twelve months (YYYY-MM), oldest first. */
function lastMonths(now: Date, count = 12): string[] {
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    months.push(monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1))));
  }
  return months;
}

/** GET /api/affiliate: the programme as /affiliate shows it, its totals added up from the ledger. */
export function presentAffiliate(
  stats: AffiliateStats | null,
  publicUrl: string,
  now = new Date(),
): AffiliateView {
  if (!stats) return { joined: false, rate: AFFILIATE_COMMISSION_RATE };
  const { affiliate, entries } = stats;
  let pending = 0;
  let payable = 0;
  const byMonth = new Map<string, number>();
  const paying = new Set<string>();
  for (const entry of entries) {
    if (entry.payableAt > now) pending += entry.amount;
    else payable += entry.amount;
    const month = monthOf(entry.createdAt);
    byMonth.set(month, (byMonth.get(month) ?? 0) + entry.amount);
    if (entry.kind === 'commission') paying.add(String(entry.teamId));
  }
  const listed = entries
    .filter((e) => e.amount !== 0)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, 50);
  return {
    joined: true,
    rate: AFFILIATE_COMMISSION_RATE,
    code: affiliate.code,
    link: referralLink(publicUrl, affiliate.code),
    joinedAt: affiliate.createdAt.toISOString(),
    visits: stats.visits,
    signups: stats.signups,
    payingCustomers: paying.size,
    currency: entries[0]?.currency ?? 'usd',
    pending,
    payable,
    months: lastMonths(now).map((month) => ({ month, amount: byMonth.get(month) ?? 0 })),
    entries: listed.map((e) => ({
      id: e._id,
      kind: e.kind,
      amount: e.amount,
      currency: e.currency,
      basis: e.basis,
      createdAt: e.createdAt.toISOString(),
      payableAt: e.payableAt.toISOString(),
    })),
  };
}
