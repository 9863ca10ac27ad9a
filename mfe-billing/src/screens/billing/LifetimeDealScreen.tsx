import { formatPrice, lifetimePlans } from '@inkpress/shared-core';
import {
  Badge,
  Button,
  Card,
  ExternalLinkIcon,
  Link,
  Notice,
  PageFrame,
  ProgressBar,
  RetryView,
  Skeleton,
  useShell,
} from '@inkpress/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { explainError } from '../../account/errors';
import { billingApi, type LifetimeDeal } from '../../billing/api';
import { formatDate, formatNumber } from '../../billing/format';
import { usePlans } from '../../billing/usePlans';
import { usePurchase } from '../../billing/usePurchase';

/** /dashboard/lifetime-deal: the lifetime tier held, the codes behind it, and the tier-5 upgrade price. */
export default function LifetimeDealScreen() {
  const { api } = useShell();
  const catalogue = usePlans();
  const [deal, setDeal] = useState<LifetimeDeal | null>(null);
  const [error, setError] = useState('');
  const { purchase, pending, error: purchaseError } = usePurchase();
  const load = useCallback(async () => {
    setError('');
    try {
      setDeal(await billingApi(api).lifetimeDeal());
    } catch (err) {
      setError(explainError(err).message);
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  if (error && !deal) {
    return (
      <PageFrame area="Billing" title="Lifetime deal">
        <RetryView text={error} onRetry={() => void load()} />
      </PageFrame>
    );
  }
  const tiers = lifetimePlans(catalogue);

  return (
    <PageFrame
      area="Billing"
      title="Lifetime deal"
      lead="Pay once, get credits every month for life. AppSumo codes stack: each one is a tier more."
      actions={
        deal && (
          <Button
            as="a"
            href={deal.dealUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="secondary"
            iconEnd={<ExternalLinkIcon />}
          >
            The deal on AppSumo
          </Button>
        )
      }
    >
      {!deal ? (
        <Card aria-busy="true">
          <Skeleton lines={3} />
        </Card>
      ) : (
        <Stack>
          {purchaseError && <Notice tone="danger">{purchaseError}</Notice>}
          <Card title="Your tier" headingLevel={2}>
            <Tier data-testid="lifetime-tier">{deal.tier ?? 'No lifetime tier yet'}</Tier>
            <ProgressBar
              label="Lifetime tier"
              value={deal.level}
              max={deal.maxLevel}
              valueText={`Tier ${deal.level} of ${deal.maxLevel}`}
              showValue
            />
            {deal.upgrade ? (
              <Upgrade>
                <p>
                  {deal.level > 0 ? 'Upgrade' : 'Go'} straight to <strong>Lifetime 5</strong> for{' '}
                  <strong data-testid="tier5-price">{formatPrice(deal.upgrade.unit_amount)}</strong>
                  {deal.level > 0 ? ` (the price for tier ${deal.level} holders).` : '.'}
                </p>
                <Button
                  loading={pending === deal.upgrade.priceId}
                  onClick={() =>
                    void purchase({ priceId: deal.upgrade!.priceId, returnUrl: '/dashboard/lifetime-deal' })
                  }
                >
                  Upgrade to Lifetime 5
                </Button>
              </Upgrade>
            ) : (
              <Notice tone="success">You hold the highest lifetime tier.</Notice>
            )}
            <p>
              <Link to="/dashboard/appsumo">Redeem another code</Link>
            </p>
          </Card>
          {deal.codes.length > 0 && (
            <Card title="Codes redeemed" headingLevel={2}>
              <Codes>
                {deal.codes.map((c) => (
                  <li key={c.code}>
                    <code>{c.code}</code> · tier {c.level ?? '?'} · {formatDate(c.redeemedAt)}
                  </li>
                ))}
              </Codes>
            </Card>
          )}
          <Card title="What each tier gives every month" headingLevel={2}>
            <TierList>
              {tiers.map((t, i) => (
                <li key={t.key} aria-current={i + 1 === deal.level ? 'true' : undefined}>
                  <strong>{t.planName}</strong>
                  {i + 1 === deal.level && <Badge tone="brand">Yours</Badge>}
                  <span>
                    {formatNumber(t.wordsPerMonth)} words · {formatNumber(t.workflowsPerMonth)} workflows ·{' '}
                    {formatNumber(t.aiImages)} AI images · team of {t.maxTeamSize ?? 3}
                  </span>
                </li>
              ))}
            </TierList>
          </Card>
        </Stack>
      )}
    </PageFrame>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const Tier = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const Upgrade = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  p {
    margin: 0;
  }
`;

const Codes = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

const TierList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border.default};
  }
  li[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.tones.brand.solid};
    background: ${({ theme }) => theme.colors.tones.brand.bg};
  }
  span {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;
