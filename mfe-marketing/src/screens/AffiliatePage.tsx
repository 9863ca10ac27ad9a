import { AFFILIATE_COOKIE_DAYS, AFFILIATE_HOLD_DAYS, type AffiliateView } from '@inkpress/shared-core';
import { BarChart, Button, Notice, PageFrame, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AffiliateStore, formatMoney, formatMonth } from '../affiliate/AffiliateStore';

type Joined = Extract<AffiliateView, { joined: true }>;

const from = encodeURIComponent('/affiliate');

function HowItWorks({ rate }: { rate: number }) {
  const percent = Math.round(rate * 100);
  return (
    <section aria-labelledby="how">
      <h2 id="how">How it works</h2>
      <Steps>
        <li>
          <strong>Join with your Inkpress account.</strong> You get a referral link of your own.
        </li>
        <li>
          <strong>Share the link.</strong> A visit through it is remembered for {AFFILIATE_COOKIE_DAYS} days
          in a cookie on our site, so people can take their time to sign up.
        </li>
        <li>
          <strong>Earn {percent}% of every payment</strong> your referrals make — each subscription renewal,
          credit pack and lifetime deal. A commission waits {AFFILIATE_HOLD_DAYS} days before it becomes
          payable, and a refund in that time takes its share back.
        </li>
      </Steps>
      <Small>
        Accounts you open for yourself do not count. Your link works on any page of the site: add{' '}
        <code>?ref=your-code</code> to the address.
      </Small>
    </section>
  );
}

function Dashboard({ view }: { view: Joined }) {
  const [copied, setCopied] = useState(false);
  const money = (cents: number) => formatMoney(cents, view.currency);
  const copy = async () => {
    await navigator.clipboard?.writeText(view.link);
    setCopied(true);
  };
  const total = view.months.reduce((sum, m) => sum + m.amount, 0);
  return (
    <>
      <section aria-labelledby="link">
        <h2 id="link">Your referral link</h2>
        <LinkRow>
          <code data-testid="referral-link">{view.link}</code>
          <Button size="sm" variant="secondary" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        </LinkRow>
      </section>
      <Stats aria-label="Your results">
        <Stat>
          <span>Visits</span>
          <strong data-testid="affiliate-visits">{view.visits.toLocaleString('en-US')}</strong>
        </Stat>
        <Stat>
          <span>Sign-ups</span>
          <strong data-testid="affiliate-signups">{view.signups.toLocaleString('en-US')}</strong>
        </Stat>
        <Stat>
          <span>Paying customers</span>
          <strong data-testid="affiliate-paying">{view.payingCustomers.toLocaleString('en-US')}</strong>
        </Stat>
        <Stat>
          <span>Pending</span>
          <strong data-testid="affiliate-pending">{money(view.pending)}</strong>
        </Stat>
        <Stat>
          <span>Payable</span>
          <strong data-testid="affiliate-payable">{money(view.payable)}</strong>
        </Stat>
      </Stats>
      <section aria-labelledby="months">
        <h2 id="months">Commission per month</h2>
        <BarChart
          points={view.months.map((m) => ({
            key: m.month,
            label: formatMonth(m.month),
            value: m.amount / 100,
          }))}
          title="Commission per month, last twelve months"
          summary={
            total === 0
              ? 'No commission in the last twelve months yet.'
              : `${money(total)} of commission in the last twelve months.`
          }
          labelHeader="Month"
          valueHeader="Commission"
          formatValue={(dollars) => money(Math.round(dollars * 100))}
          emptyText="No commission yet"
        />
      </section>
      <section aria-labelledby="entries">
        <h2 id="entries">Latest commission</h2>
        {view.entries.length === 0 ? (
          <p>Nothing yet: commission appears here when someone you referred pays.</p>
        ) : (
          <Table>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">What</th>
                <th scope="col">Amount</th>
                <th scope="col">Payable from</th>
              </tr>
            </thead>
            <tbody>
              {view.entries.map((e) => (
                <tr key={e.id}>
                  <td>{new Date(e.createdAt).toLocaleDateString('en-US')}</td>
                  <td>
                    {e.kind === 'commission'
                      ? `${Math.round(view.rate * 100)}% of a ${money(e.basis)} payment`
                      : 'A refund taken back'}
                  </td>
                  <td>{money(e.amount)}</td>
                  <td>{new Date(e.payableAt).toLocaleDateString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
    </>
  );
}

/** /affiliate: the programme explained, joining, and the member's link and earnings. */
const AffiliatePage = observer(function AffiliatePage() {
  const { api, session } = useShell();
  const signedIn = Boolean(session.user);
  const [store] = useState(() => new AffiliateStore(api));
  useEffect(() => {
    if (signedIn) void store.load();
  }, [signedIn, store]);
  const view = store.view;
  const rate = view?.rate ?? 0.3;
  return (
    <PageFrame
      area="Company"
      title="Affiliate programme"
      lead={`Recommend Inkpress and earn ${Math.round(rate * 100)}% of every payment your referrals make.`}
    >
      <Body>
        {store.error && <Notice tone="danger">{store.error}</Notice>}
        {!signedIn ? (
          <Join>
            <p>Join with your Inkpress account: it is free, and so is the plan you start on.</p>
            <Actions>
              <Button as={Link} to={`/register?from=${from}`}>
                Create a free account
              </Button>
              <Button as={Link} to={`/login?from=${from}`} variant="secondary">
                Sign in
              </Button>
            </Actions>
          </Join>
        ) : view?.joined ? (
          <Dashboard view={view} />
        ) : (
          <Join>
            <p>Get your referral link and follow your visits, sign-ups and commission here.</p>
            <Actions>
              <Button
                onClick={() => void store.join()}
                disabled={store.status === 'loading' || store.status === 'joining'}
              >
                {store.status === 'joining' ? 'Joining…' : 'Join the programme'}
              </Button>
            </Actions>
          </Join>
        )}
        <HowItWorks rate={rate} />
      </Body>
    </PageFrame>
  );
});

export default AffiliatePage;

const Body = styled.div`
  display: grid;
  /* minmax(0, …): the chart scrolls in its own box on narrow screens instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  max-width: 880px;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
`;
const Join = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.tones.brand.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.tones.brand.bg};
  p {
    margin: 0;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-left: 1.25rem;
  margin: 0;
`;
const Small = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.text.secondary};
`;
const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  code {
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background.surface};
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    overflow-wrap: anywhere;
  }
`;
const Stats = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;
const Stat = styled.div`
  display: grid;
  gap: 4px;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
  span {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  strong {
    font-size: 1.4rem;
  }
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
  }
`;
