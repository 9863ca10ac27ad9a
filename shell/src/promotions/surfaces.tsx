import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useShellStores } from '../ShellContext';
import type { ShellStores } from '../stores/createShell';
import type { PromotionSurface as Surface } from './PromotionStore';
import { PromotionSurface } from './PromotionSurface';

/** Where a promotion's call to action goes: the yearly plans, in the dashboard for users. */
export function promotionTarget(signedIn: boolean): string {
  return signedIn ? '/dashboard/billing#pricing' : '/pricing';
}

/** The promotion on one surface, unless none runs or the visitor closed that surface. */
export const ActivePromotionSurface = observer(function ActivePromotionSurface({
  stores,
  surface,
}: {
  stores: Pick<ShellStores, 'promotions' | 'session' | 'analytics'>;
  surface: Surface;
}) {
  const { promotions, session, analytics } = stores;
  const promotion = promotions.active;
  if (!promotion || promotions.isDismissed(surface)) return null;
  return (
    <PromotionSurface
      promotion={promotion}
      surface={surface}
      ctaTo={promotionTarget(session.user !== null)}
      onCta={() => analytics.upgradeClick(`promotion-${surface}`)}
      onDismiss={() => promotions.dismiss(surface)}
    />
  );
});

/** The top bar above the marketing header. */
export function PromotionTopBar() {
  return <ActivePromotionSurface stores={useShellStores()} surface="top-bar" />;
}

/** The banner on the dashboard. */
export function PromotionBanner() {
  return <ActivePromotionSurface stores={useShellStores()} surface="dashboard-banner" />;
}

/**
 * The pricing strip, bound to the shell's stores: remotes get it as
 * ShellApi.promotions.Strip and render it without knowing the shell.
 */
export function createPromotionStrip(stores: ShellStores): ComponentType {
  function PromotionStrip() {
    return <ActivePromotionSurface stores={stores} surface="pricing-strip" />;
  }
  return PromotionStrip;
}
