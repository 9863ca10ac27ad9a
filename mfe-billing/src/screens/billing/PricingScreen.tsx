import { formatPrice, type PlanCatalogue, pricingPage } from '@inkpress/shared-core';
import { Button, Card, PageFrame, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { buyCredits } from '../../billing/actions';
import { type BillingSummary, billingApi } from '../../billing/api';
import { formatNumber } from '../../billing/format';
import { PlansSection } from '../../billing/PlansSection';
import { usePlans } from '../../billing/usePlans';

/**
 * ─── PROMOTION STRIP SLOT ───────────────────────────────────────────────
 * SPEC §1: a strip above the plans on the pricing page. The shell owns
 * promotions and hands remotes the strip as ShellApi.promotions.Strip (it
 * renders nothing when no promotion runs); this slot only places it.
 */
export function PromotionSlot() {
  const { promotions } = useShell();
  const Strip = promotions?.Strip;
  return <div data-slot="promotion-strip">{Strip ? <Strip /> : null}</div>;
}

/** The signed-in account's billing summary, for "Current plan" and the trial offer; null for visitors. */
function useSummary(): BillingSummary | null {
  const { api, session } = useShell();
  const [summary, setSummary] = useState<BillingSummary | null>(null);
  const signedIn = !!session.user;
  useEffect(() => {
    if (!signedIn) {
      setSummary(null);
      return;
    }
    let live = true;
    billingApi(api)
      .summary({ offset: 0, limit: 1 })
      .then((s) => live && setSummary(s))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, signedIn]);
  return summary;
}

function CreditPackCard({
  catalogue,
  summary,
}: {
  catalogue: PlanCatalogue;
  summary: BillingSummary | null;
}) {
  const shell = useShell();
  const pack = catalogue.creditPack;
  return (
    <Card title="Need more words?" headingLevel={2}>
      <p>
        Add {formatNumber(pack.wordsPerUnit)} words for {formatPrice(pack.unit_amount)} to any plan, as many
        times as you like. Bought words never expire.
      </p>
      <div>
        {shell.session.user ? (
          <Button variant="secondary" onClick={() => buyCredits(shell, summary, 'pricing')}>
            Buy credits
          </Button>
        ) : (
          <Button variant="secondary" as={RouterLink} to="/register?from=/pricing">
            Create an account
          </Button>
        )}
      </div>
    </Card>
  );
}

/** /pricing: the promotion strip, the monthly/yearly plans, a comparison, credit packs and the lifetime deal. */
export const PricingView = observer(function PricingView() {
  const { session } = useShell();
  const catalogue = usePlans();
  const summary = useSummary();
  const signedIn = !!session.user;
  return (
    <PageFrame area="Pricing" ready title={pricingPage.heading} lead={pricingPage.lead}>
      <Stack>
        <PlansSection
          catalogue={catalogue}
          hideTitle
          above={<PromotionSlot />}
          currentPlanKey={summary?.plan.planKey ?? null}
          trialEligible={
            !!summary && summary.canHavePaidTrial && summary.canManageBilling && !summary.plan.isPaid
          }
          signedIn={signedIn}
          returnUrl="/dashboard/billing"
        />
        <Extras>
          <CreditPackCard catalogue={catalogue} summary={summary} />
          <Card title="Lifetime deal" headingLevel={2}>
            <p>Have an AppSumo code? Redeem it for a lifetime plan; more codes stack up to tier 5.</p>
            <div>
              <Button
                variant="secondary"
                as={RouterLink}
                to={signedIn ? '/dashboard/appsumo' : '/login/appsumo'}
              >
                Redeem a code
              </Button>
            </div>
          </Card>
        </Extras>
      </Stack>
    </PageFrame>
  );
});

export default function PricingScreen() {
  return <PricingView />;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[10]};
`;

const Extras = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;
