import { creditCosts } from '@inkpress/shared-core';
import { Button, EmptyState, PageFrame, RetryView, Skeleton } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useEditorApi } from '../../api';
import type { UserCredits } from '../../api/types';
import type { RecentDocumentsStore } from '../collections/RecentDocumentsStore';
import { formatDate } from '../common/format';
import { editorPath } from '../common/paths';
import { Grid, TemplateCard, TemplateCardsSkeleton } from '../templates/TemplateCard';
import type { TemplatesStore } from '../templates/TemplatesStore';
import { DashboardStore, RECENT_LIMIT } from './DashboardStore';

const extras = [
  creditCosts.featureImage,
  creditCosts.simplifiedSentences,
  creditCosts.readability,
  creditCosts.faqs,
  creditCosts.externalLinks,
  creditCosts.internalLinks,
];

/** What credits buy (SPEC §9): an article's price and its extras; editor actions show theirs before they run. */
export const creditPrices = `An article costs ${creditCosts.articleBase.toLocaleString('en-US')} credits, plus ${Math.min(
  ...extras,
).toLocaleString('en-US')} to ${Math.max(...extras).toLocaleString(
  'en-US',
)} for each extra you choose. Each editor action shows its price before it runs.`;

const Credits = observer(function Credits({ dashboard }: { dashboard: DashboardStore }) {
  const user = dashboard.user;
  if (dashboard.userStatus === 'failure' && !user) return <Muted>Credits could not be loaded.</Muted>;
  if (!user) return <Skeleton height={64} shape="rect" />;
  const { totalCredits, paidCredits, totalWordsUsed } = user;
  return (
    <CreditsBox>
      <strong data-testid="credits-left">{totalCredits.toLocaleString()}</strong>
      <span>credits left</span>
      <span>{creditPrices}</span>
      {paidCredits > 0 && <span>{paidCredits.toLocaleString()} of them bought</span>}
      {totalWordsUsed > 0 && <span>{totalWordsUsed.toLocaleString()} words written so far</span>}
      <Link to="/dashboard/billing#pricing">Get more credits</Link>
    </CreditsBox>
  );
});

const RecentDocuments = observer(function RecentDocuments({ recent }: { recent: RecentDocumentsStore }) {
  if (recent.status === 'failure' && !recent.hasList) return <RetryView onRetry={() => void recent.load()} />;
  if (!recent.hasList) {
    return (
      <Documents aria-busy="true" aria-label="Recent documents, loading">
        {Array.from({ length: 3 }, (_, i) => (
          <DocumentCard key={`s-${i.toString()}`} as="li">
            <Skeleton width="70%" />
            <Skeleton width="40%" height={12} />
          </DocumentCard>
        ))}
      </Documents>
    );
  }
  if (recent.documents.length === 0) {
    return (
      <EmptyState
        title="No documents yet"
        text="Start from a template and the AI writes the first draft, or open a blank document."
        action={
          <Button as={Link} to="/dashboard/templates">
            Start from a template
          </Button>
        }
        headingLevel={3}
      />
    );
  }
  return (
    <Documents aria-label="Recent documents">
      {recent.documents.slice(0, RECENT_LIMIT).map((doc) => (
        <DocumentCard key={doc.id} as="li">
          <DocLink to={editorPath(doc.id)}>{doc.title}</DocLink>
          <Muted>Edited {formatDate(doc.updatedAt)}</Muted>
        </DocumentCard>
      ))}
    </Documents>
  );
});

const StartFromTemplate = observer(function StartFromTemplate({ templates }: { templates: TemplatesStore }) {
  if (templates.status === 'failure' && !templates.hasList)
    return <RetryView onRetry={() => void templates.load()} />;
  if (!templates.hasList) return <TemplateCardsSkeleton count={3} />;
  return (
    <Grid>
      {templates.templates.slice(0, 3).map((template) => (
        <TemplateCard key={template.id} template={template} />
      ))}
    </Grid>
  );
});

/** How long after sign-up a user who has not written anything yet is greeted as new. */
const NEW_ACCOUNT_MS = 7 * 86_400_000;

/** "Welcome to Inkpress" for someone new (no words written yet, a recent account), "Welcome back" after; with the first name. */
export function greeting(user: UserCredits | null, now = Date.now()): string {
  if (!user) return 'Welcome';
  const first = user.name.split(/\s+/)[0] ?? '';
  const created = user.createdAt ? Date.parse(user.createdAt) : Number.NaN;
  const isNew = user.totalWordsUsed === 0 && (!Number.isFinite(created) || now - created < NEW_ACCOUNT_MS);
  return `${isNew ? 'Welcome to Inkpress' : 'Welcome back'}${first ? `, ${first}` : ''}`;
}

/** /dashboard: recent documents, credits left and a quick start from a template. */
const DashboardHome = observer(function DashboardHome() {
  const api = useEditorApi();
  const [dashboard] = useState(() => new DashboardStore(api));
  useEffect(() => {
    const controller = new AbortController();
    void dashboard.load(controller.signal);
    return () => controller.abort();
  }, [dashboard]);
  const isNew = greeting(dashboard.user).startsWith('Welcome to');
  return (
    <PageFrame
      area="Dashboard"
      title={greeting(dashboard.user)}
      lead={
        isNew
          ? 'Start from a template and the AI writes your first draft, or open a blank document.'
          : 'Pick up a recent document or start something new.'
      }
      actions={
        <>
          <Button as={Link} to="/workspace" variant="secondary">
            Open workspace
          </Button>
          <Button as={Link} to="/dashboard/collections/new">
            New document
          </Button>
        </>
      }
    >
      <Layout>
        <Main>
          <Section aria-labelledby="recent-heading">
            <SectionHead>
              <h2 id="recent-heading">Recent documents</h2>
              <Link to="/dashboard/collections">All documents</Link>
            </SectionHead>
            <RecentDocuments recent={dashboard.recent} />
          </Section>
          <Section aria-labelledby="templates-heading">
            <SectionHead>
              <h2 id="templates-heading">Start from a template</h2>
              <Link to="/dashboard/templates">All templates</Link>
            </SectionHead>
            <StartFromTemplate templates={dashboard.templates} />
          </Section>
        </Main>
        <Side aria-labelledby="credits-heading">
          <h2 id="credits-heading">Credits</h2>
          <Credits dashboard={dashboard} />
        </Side>
      </Layout>
    </PageFrame>
  );
});
export default DashboardHome;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  min-width: 0;
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const SectionHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }
  a {
    flex-shrink: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    white-space: nowrap;
  }
`;

const Documents = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DocumentCard = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  &:hover {
    border-color: ${({ theme }) => theme.colors.tones.brand.solid};
  }
`;

const DocLink = styled(Link)`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Side = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const CreditsBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  strong {
    font-size: ${({ theme }) => theme.typography.fontSize['4xl']};
    line-height: 1;
    color: ${({ theme }) => theme.colors.tones.brand.fg};
  }
  span {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
  a {
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;
