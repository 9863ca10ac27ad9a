import { toolBySlug } from '@inkpress/shared-core/tools';
import {
  Badge,
  Button,
  Card,
  Input,
  Notice,
  PageFrame,
  Skeleton,
  Tabs,
  Textarea,
  useShell,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Engines } from '../indexer/Engines';
import { GoogleCard } from '../indexer/GoogleCard';
import { IndexerStore } from '../indexer/IndexerStore';
import { Code, Muted, OwnerOnly, Steps } from '../indexer/parts';

const number = new Intl.NumberFormat('en-US');
const tool = toolBySlug.get('indexer');

/**
 * /tools/indexer: ask search engines to index the user's pages through
 * IndexNow and, when the team connects its service account, Google's
 * Indexing API (officially for job posting and livestream pages only, as the
 * page says where it is turned on). Prove the site is theirs with a key
 * file, then submit URLs or a sitemap's new URLs at 1,500 credits each,
 * charged once when an engine accepts and refunded when every engine
 * refuses; each engine's answer is listed. Signed out, the page explains it
 * and offers sign-up.
 */
export default function IndexerScreen() {
  const { session } = useShell();
  return (
    <PageFrame
      area="Free tools · SEO"
      title={tool?.name ?? 'Indexer'}
      lead="Ask search engines to crawl your new and updated pages now: through IndexNow (Bing, Yandex, Seznam, Naver and others) for the sites you verify, and through Google’s Indexing API for job posting and livestream pages once your team connects it."
    >
      {session.user ? <SignedIn /> : <SignedOut />}
    </PageFrame>
  );
}

function SignedOut() {
  return (
    <Layout>
      <Card title="How it works" headingLevel={2}>
        <Steps>
          <li>Publish a small key file on your site, so the search engines know the pages are yours.</li>
          <li>Paste the URLs of new or updated pages, or your sitemap's address: we send its new URLs.</li>
          <li>Each URL costs 1,500 credits, refunded if the search engines refuse it.</li>
        </Steps>
        <p>
          <Link to={`/register?from=${encodeURIComponent('/tools/indexer')}`}>Sign up free</Link> or{' '}
          <Link to={`/login?from=${encodeURIComponent('/tools/indexer')}`}>log in</Link> to submit your pages.
        </p>
      </Card>
    </Layout>
  );
}

const SignedIn = observer(function SignedIn() {
  const { api } = useShell();
  const [store] = useState(() => new IndexerStore(api));
  useEffect(() => {
    void store.load();
  }, [store]);

  if (store.loadError) return <Notice tone="danger">{store.loadError}</Notice>;
  if (!store.indexer) return <Skeleton shape="rect" height={240} />;
  return (
    <Layout>
      <VerifyCard store={store} />
      <GoogleCard store={store} />
      <SubmitCard store={store} />
      <SubmissionsCard store={store} />
    </Layout>
  );
});

const VerifyCard = observer(function VerifyCard({ store }: { store: IndexerStore }) {
  const indexer = store.indexer;
  if (!indexer) return null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.verify();
  };
  return (
    <Card title="1. Prove the site is yours" headingLevel={2}>
      <p>
        Publish a text file named <Code>{indexer.keyFile}</Code> at the root of your site (so it opens at{' '}
        <Code>https://your-site/{indexer.keyFile}</Code>), containing only this key:
      </p>
      <KeyLine>
        <Code data-testid="indexer-key">{indexer.key}</Code>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void navigator.clipboard?.writeText(indexer.key)}
        >
          Copy key
        </Button>
      </KeyLine>
      {indexer.canManage ? (
        <Row as="form" onSubmit={onSubmit} aria-label="Verify a site">
          <Input
            label="Site address"
            type="url"
            placeholder="https://blog.example.com"
            value={store.siteUrl}
            error={store.verifyError || undefined}
            onChange={(e) => store.setSiteUrl(e.target.value)}
          />
          <Button type="submit" loading={store.verifying}>
            Verify
          </Button>
        </Row>
      ) : (
        <OwnerOnly />
      )}
      {indexer.hosts.length > 0 ? (
        <Hosts aria-label="Verified sites">
          {indexer.hosts.map((h) => (
            <li key={h.host}>
              <Badge tone="success">Verified</Badge> {h.host}
            </li>
          ))}
        </Hosts>
      ) : (
        <Muted>No site verified yet.</Muted>
      )}
    </Card>
  );
});

const SubmitCard = observer(function SubmitCard({ store }: { store: IndexerStore }) {
  const indexer = store.indexer;
  if (!indexer) return null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  const urlsPanel = (
    <Panel>
      <Textarea
        label="Page URLs"
        rows={5}
        hint={
          indexer.google
            ? 'One per line. IndexNow gets those of your verified sites; Google gets them all.'
            : 'One per line, on your verified sites.'
        }
        placeholder="https://blog.example.com/new-post"
        value={store.urlsText}
        error={store.urlsProblem || undefined}
        onChange={(e) => store.setUrlsText(e.target.value)}
      />
      <p data-testid="indexer-cost">
        {store.urls.length === 0
          ? `${number.format(indexer.creditsPerUrl)} credits a URL.`
          : `${store.urls.length} URL${store.urls.length === 1 ? '' : 's'} × ${number.format(indexer.creditsPerUrl)} credits = ${number.format(store.cost)} credits`}
      </p>
    </Panel>
  );
  const sitemapPanel = (
    <Panel>
      <Input
        label="Sitemap address"
        type="url"
        placeholder="https://blog.example.com/sitemap.xml"
        hint={`We submit the URLs it lists that you have not submitted before, at ${number.format(indexer.creditsPerUrl)} credits each.`}
        value={store.sitemapUrl}
        onChange={(e) => store.setSitemapUrl(e.target.value)}
      />
    </Panel>
  );
  return (
    <Card title="2. Submit pages" headingLevel={2}>
      <form onSubmit={onSubmit} aria-label="Submit pages">
        <Tabs
          label="What to submit"
          value={store.source}
          onValueChange={(id) => store.setSource(id === 'sitemap' ? 'sitemap' : 'urls')}
          items={[
            { id: 'urls', label: 'URLs', content: urlsPanel },
            { id: 'sitemap', label: 'Sitemap', content: sitemapPanel },
          ]}
        />
        {store.submitError && <Notice tone="danger">{store.submitError}</Notice>}
        {!store.hasEngine && (
          <Muted>
            Verify a site (or connect Google’s Indexing API) first: only your pages can be submitted.
          </Muted>
        )}
        <div>
          <Button type="submit" disabled={!store.canSubmit} loading={store.submitting}>
            Submit to search engines
          </Button>
        </div>
        {store.lastResult && (
          <p role="status">
            {store.lastResult.submissions.filter((s) => s.status === 'submitted').length} submitted,{' '}
            {store.lastResult.submissions.filter((s) => s.status === 'refused').length} refused
            {store.lastResult.skipped ? `, ${store.lastResult.skipped} skipped (submitted before)` : ''}:{' '}
            {number.format(store.lastResult.credits)} credits.
          </p>
        )}
      </form>
    </Card>
  );
});

const SubmissionsCard = observer(function SubmissionsCard({ store }: { store: IndexerStore }) {
  const { popups } = useShell();
  const verified = new Set(store.indexer?.hosts.map((h) => h.host));
  // The indexer popup, on this URL: the engines to send it to, then each engine's answer.
  const again = (url: string) => popups.open('indexer', { urls: [url], onDone: () => void store.load() });
  return (
    <Card title="Submissions" headingLevel={2}>
      {store.submissions.length === 0 ? (
        <Muted>Nothing submitted yet.</Muted>
      ) : (
        <Submissions aria-label="Your submissions">
          {store.submissions.map((s) => (
            <li key={s.id}>
              <Url>{s.url}</Url>
              <Meta>
                {s.status === 'submitted' ? (
                  <Badge tone="success">Submitted</Badge>
                ) : (
                  <Badge tone="danger">Refused</Badge>
                )}
                <span>{s.credits ? `${number.format(s.credits)} credits` : 'Refunded'}</span>
                <time dateTime={s.createdAt}>{new Date(s.createdAt).toLocaleString()}</time>
                <Button size="sm" variant="ghost" onClick={() => again(s.url)}>
                  Submit again
                </Button>
              </Meta>
              <Engines submission={s} verified={verified} />
            </li>
          ))}
        </Submissions>
      )}
    </Card>
  );
});

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  max-width: 880px;
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    /* Keys and addresses are long words: they break rather than widen the page. */
    overflow-wrap: anywhere;
  }
`;
const KeyLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.subtle};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  > :first-child {
    flex: 1 1 240px;
  }
`;
const Hosts = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;
const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[3]};
`;
const Submissions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border.default};
  }
`;
const Url = styled.span`
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;
const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
