import type { PartnerView } from '@inkpress/shared-core';
import type { PartnerWithUsage } from '../services/partners';

/** A partner as internal users see it: its public key, origins, quota and today's runs. */
export function presentPartner(partner: PartnerWithUsage): PartnerView {
  return {
    id: String(partner._id),
    name: partner.name,
    key: partner.key,
    origins: [...partner.origins],
    dailyQuota: partner.dailyQuota,
    runsToday: partner.runsToday,
    created_at: partner.createdAt.toISOString(),
    updated_at: partner.updatedAt.toISOString(),
  };
}
