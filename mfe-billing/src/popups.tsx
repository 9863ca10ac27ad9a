import type { RemotePopupTable } from '@inkpress/shared-ui';
import { lazy } from 'react';

/**
 * The billing popups (SPEC §2): upgrade, addon (credit packs with quantity),
 * the three limit popups and no-billing-right. Which error code opens which
 * is shared-core's popupForErrorCode: NotEnoughCredits → credit-limit-reached,
 * FreeLimitReached → limit-reached, RateLimitError and the provider's rate
 * limit → rate-limit.
 */
const popups: RemotePopupTable = {
  upgrade: { title: 'Upgrade your plan', component: lazy(() => import('./popups/UpgradePopup')) },
  addon: { title: 'Buy credits', component: lazy(() => import('./popups/AddonPopup')) },
  'credit-limit-reached': {
    title: 'You are out of credits',
    component: lazy(() =>
      import('./popups/LimitPopups').then((m) => ({ default: m.CreditLimitReachedPopup })),
    ),
  },
  'limit-reached': {
    title: 'Free limit reached',
    component: lazy(() => import('./popups/LimitPopups').then((m) => ({ default: m.LimitReachedPopup }))),
  },
  'rate-limit': {
    title: 'Slow down a little',
    component: lazy(() => import('./popups/LimitPopups').then((m) => ({ default: m.RateLimitPopup }))),
  },
  'no-billing-right': {
    title: 'Only the team owner can do this',
    component: lazy(() => import('./popups/NoBillingRightPopup')),
  },
};

export default popups;
