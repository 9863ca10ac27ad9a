/**
 * The billing actions every screen offers, with the rules of SPEC §6:
 * Upgrade sends lifetime users to the external lifetime-deal page and
 * everyone else to the upgrade popup; team members who are not the owner
 * meet the no-billing-right popup instead of any billing action.
 */
import type { ShellApi } from '@inkpress/shared-ui';
import type { UpgradeAction } from './api';

export interface BillingRights {
  canManageBilling: boolean;
  upgrade: UpgradeAction;
}

/** Upgrade from `source` (analytics): the popup, the lifetime-deal page, or no-billing-right. */
export function upgradeFrom(
  shell: Pick<ShellApi, 'upgrade' | 'popups'>,
  source: string,
  rights: BillingRights | null,
) {
  if (rights && !rights.canManageBilling) {
    shell.popups.open('no-billing-right');
    return;
  }
  if (rights?.upgrade.action === 'lifetime-deal') shell.upgrade(source, { externalUrl: rights.upgrade.url });
  else shell.upgrade(source);
}

/** Buy credits: the addon popup (credit packs with quantity), or no-billing-right. */
export function buyCredits(
  shell: Pick<ShellApi, 'popups'>,
  rights: BillingRights | null,
  source = 'billing',
) {
  if (rights && !rights.canManageBilling) {
    shell.popups.open('no-billing-right');
    return;
  }
  shell.popups.open('addon', { source });
}
