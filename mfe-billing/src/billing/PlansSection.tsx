import {
  type BillingInterval,
  defaultPlanCatalogue,
  formatPrice,
  offeredPlans,
  type Plan,
  type PlanCatalogue,
  pricePerMonth,
} from '@inkpress/shared-core';
import { Badge, Button, CheckIcon, Notice, Select, VisuallyHidden } from '@inkpress/shared-ui';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { ComparisonTable } from './ComparisonTable';
import { formatNumber } from './format';
import { usePurchase } from './usePurchase';

/** The plan cards: Free, Starter and Advanced, Advanced with its three sizes in a picker. */
export interface PlanCard {
  id: string;
  name: string;
  /** The variants one card sells (Advanced: 200k, 400k, 800k words). */
  options: Plan[];
  highlight: boolean;
}

/** Groups the plans offered at an interval into cards (one per plan name). */
export function planCards(
  interval: BillingInterval,
  catalogue: PlanCatalogue = defaultPlanCatalogue,
): PlanCard[] {
  const cards: PlanCard[] = [];
  for (const plan of offeredPlans(interval, catalogue)) {
    const card = cards.find((c) => c.name === plan.planName);
    if (card) card.options.push(plan);
    else
      cards.push({
        id: plan.planId,
        name: plan.planName,
        options: [plan],
        highlight: plan.tier === 'Advanced',
      });
  }
  return cards;
}

/** "$34" per month, or for yearly plans the monthly equivalent and what is billed. */
export function priceLines(plan: Plan): { main: string; note: string } {
  if (plan.key === 'free') return { main: '$0', note: 'Free forever' };
  const perMonth = formatPrice(pricePerMonth(plan));
  if (plan.interval === 'yearly')
    return { main: perMonth, note: `Billed ${formatPrice(plan.unit_amount)} yearly` };
  return { main: perMonth, note: 'Billed monthly' };
}

interface Props {
  catalogue?: PlanCatalogue;
  /** The signed-in account's plan key, to mark "Current plan". */
  currentPlanKey?: string | null;
  /** Offer the free trial on paid plans (signed in and eligible). */
  trialEligible?: boolean;
  signedIn?: boolean;
  /** Where Stripe returns to. */
  returnUrl?: string;
  /** Show the comparison table under the cards. */
  comparison?: boolean;
  /** Heading level of the section title. */
  headingLevel?: 2 | 3;
  /** Keep the section title ("Plans") for screen readers only. */
  hideTitle?: boolean;
  /** Rendered above the cards (the pricing page's promotion strip slot). */
  above?: ReactNode;
  id?: string;
}

/** The monthly/yearly toggle, the plan cards and the feature comparison. */
export function PlansSection({
  catalogue = defaultPlanCatalogue,
  currentPlanKey = null,
  trialEligible = false,
  signedIn = false,
  returnUrl = '/dashboard/billing',
  comparison = true,
  headingLevel = 2,
  hideTitle = false,
  above,
  id,
}: Props) {
  const [interval, setInterval] = useState<BillingInterval>(
    currentPlanKey?.endsWith('_yearly') ? 'yearly' : 'monthly',
  );
  const cards = useMemo(() => planCards(interval, catalogue), [interval, catalogue]);
  const { purchase, pending, error } = usePurchase();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();

  return (
    <Section id={id} aria-labelledby={headingId}>
      {hideTitle ? (
        <VisuallyHidden as={Heading} id={headingId}>
          Plans
        </VisuallyHidden>
      ) : (
        <Heading id={headingId}>Plans</Heading>
      )}
      {above}
      <Toggle role="group" aria-label="Billing interval">
        <button type="button" aria-pressed={interval === 'monthly'} onClick={() => setInterval('monthly')}>
          Monthly
        </button>
        <button type="button" aria-pressed={interval === 'yearly'} onClick={() => setInterval('yearly')}>
          Yearly{' '}
          <Badge tone="success" size="sm">
            2 months free
          </Badge>
        </button>
      </Toggle>
      {error && <Notice tone="danger">{error}</Notice>}
      <Cards>
        {cards.map((card) => (
          <PlanCardView
            key={card.id}
            card={card}
            currentPlanKey={currentPlanKey}
            trialEligible={trialEligible}
            signedIn={signedIn}
            pending={pending}
            onChoose={(plan) =>
              void purchase({ priceId: plan.priceIds[0] ?? '', freeTrial: trialEligible, returnUrl })
            }
          />
        ))}
      </Cards>
      {comparison && <ComparisonTable plans={cards.map((c) => c.options[c.options.length - 1]!)} />}
    </Section>
  );
}

function PlanCardView({
  card,
  currentPlanKey,
  trialEligible,
  signedIn,
  pending,
  onChoose,
}: {
  card: PlanCard;
  currentPlanKey: string | null;
  trialEligible: boolean;
  signedIn: boolean;
  pending: string | null;
  onChoose: (plan: Plan) => void;
}) {
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      card.options.findIndex((p) => p.key === currentPlanKey),
    ),
  );
  const plan = card.options[Math.min(index, card.options.length - 1)]!;
  const price = priceLines(plan);
  const current =
    currentPlanKey === plan.key || (plan.key === 'free' && signedIn && currentPlanKey === 'free');
  const isFree = plan.key === 'free';
  const titleId = useId();

  return (
    <Card $highlight={card.highlight} aria-labelledby={titleId}>
      <CardHead>
        <h3 id={titleId}>{card.name}</h3>
        {card.highlight && <Badge tone="brand">Most popular</Badge>}
      </CardHead>
      <Price>
        {price.main}
        <small>/month</small>
      </Price>
      <Note>{price.note}</Note>
      {card.options.length > 1 ? (
        <Select
          label="Words per month"
          value={String(index)}
          onChange={(e) => setIndex(Number(e.target.value))}
          options={card.options.map((p, i) => ({
            value: String(i),
            label: `${formatNumber(p.wordsPerMonth)} words · ${formatPrice(pricePerMonth(p))}/mo`,
          }))}
        />
      ) : (
        <Words>
          {formatNumber(plan.wordsPerMonth)} words {isFree ? 'to start' : 'per month'}
        </Words>
      )}
      <Features>
        {plan.features.slice(1).map((f) => (
          <li key={f}>
            <CheckIcon aria-hidden="true" /> {f}
          </li>
        ))}
      </Features>
      {current ? (
        <Button variant="secondary" disabled fullWidth>
          Current plan
        </Button>
      ) : isFree ? (
        signedIn ? null : (
          <Button as={RouterLink} to="/register" variant="secondary" fullWidth>
            Start free
          </Button>
        )
      ) : (
        <Button
          fullWidth
          loading={pending === plan.priceIds[0]}
          onClick={() => onChoose(plan)}
          aria-label={`${trialEligible ? 'Start free trial of' : 'Choose'} ${card.name} ${formatNumber(plan.wordsPerMonth)} words ${plan.interval ?? ''}`.trim()}
        >
          {trialEligible ? 'Start free trial' : `Choose ${card.name}`}
        </Button>
      )}
    </Card>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  scroll-margin-top: ${({ theme }) => theme.space[20]};
  > h2,
  > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  }
`;

const Toggle = styled.div`
  display: inline-flex;
  align-self: center;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background.muted};
  button {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    border: 0;
    background: transparent;
    padding: 8px 18px;
    border-radius: ${({ theme }) => theme.radii.pill};
    font: inherit;
    color: ${({ theme }) => theme.colors.text.secondary};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.background.surface};
    color: ${({ theme }) => theme.colors.text.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  align-items: stretch;
`;

const Card = styled.article<{ $highlight: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.background.surface};
  border: 2px solid
    ${({ theme, $highlight }) => ($highlight ? theme.colors.tones.brand.solid : theme.colors.border.default)};
  box-shadow: ${({ theme, $highlight }) => ($highlight ? theme.shadows.lg : theme.shadows.xs)};
`;

const CardHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize['4xl']};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  color: ${({ theme }) => theme.colors.text.primary};
  small {
    font-size: ${({ theme }) => theme.typography.fontSize.md};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Words = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const Features = styled.ul`
  flex: 1;
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text.secondary};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: baseline;
  }
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.tones.success.fg};
  }
`;
