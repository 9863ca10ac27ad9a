import { PageFrame } from '@inkpress/shared-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

interface PlanCard {
  name: string;
  monthly: number;
  words: string;
  points: string[];
  highlight?: boolean;
}

// Shown prices follow SPEC §9; the catalogue with Stripe price ids lives in shared-core.
const cards: PlanCard[] = [
  { name: 'Free', monthly: 0, words: '5,000 words', points: ['AI text editor', 'Free tools', 'Templates'] },
  {
    name: 'Starter',
    monthly: 34,
    words: '20,000 words / month',
    points: ['5 workflows', 'Brand voice', 'Publishing'],
  },
  {
    name: 'Advanced',
    monthly: 89,
    words: '200,000 words / month',
    points: ['70 workflows', '300 AI images', 'Team of 4', 'Bulk generator', 'API access'],
    highlight: true,
  },
];

/** Plans and prices. */
export default function PricingPage() {
  const [yearly, setYearly] = useState(false);
  return (
    <PageFrame
      area="Pricing"
      title="Simple plans that grow with you"
      lead="Start free. Upgrade when you need more words, workflows or seats."
    >
      <Toggle role="group" aria-label="Billing interval">
        <button type="button" aria-pressed={!yearly} onClick={() => setYearly(false)}>
          Monthly
        </button>
        <button type="button" aria-pressed={yearly} onClick={() => setYearly(true)}>
          Yearly
        </button>
      </Toggle>
      <Cards>
        {cards.map((c) => (
          <Card key={c.name} $highlight={c.highlight}>
            <h2>{c.name}</h2>
            <Price>
              ${yearly ? Math.round((c.monthly * 10) / 12) : c.monthly}
              <small>/month</small>
            </Price>
            <p>{c.words}</p>
            <ul>
              {c.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <Link to="/register">{c.monthly === 0 ? 'Start free' : `Choose ${c.name}`}</Link>
          </Card>
        ))}
      </Cards>
    </PageFrame>
  );
}

const Toggle = styled.div`
  display: inline-flex;
  padding: 4px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background.subtle};
  margin-bottom: 32px;
  button {
    border: 0;
    background: transparent;
    padding: 8px 18px;
    border-radius: 999px;
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: #fff;
    box-shadow: ${({ theme }) => theme.shadows.sm};
    font-weight: 600;
  }
`;

const Cards = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
`;

const Card = styled.article<{ $highlight?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 28px;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: #fff;
  border: 2px solid ${({ theme, $highlight }) => ($highlight ? theme.colors.tones.brand.solid : theme.colors.border.default)};
  h2 {
    margin: 0;
  }
  ul {
    padding-left: 18px;
    color: ${({ theme }) => theme.colors.text.secondary};
    flex: 1;
  }
  a {
    text-align: center;
    padding: 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.tones.brand.solid};
    color: #fff;
    text-decoration: none;
    font-weight: 600;
  }
`;

const Price = styled.div`
  font-size: 40px;
  font-weight: 800;
  small {
    font-size: 16px;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;
