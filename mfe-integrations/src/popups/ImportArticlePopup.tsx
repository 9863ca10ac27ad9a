import {
  type ImportableIntegrationType,
  type IntegrationImportView,
  type IntegrationView,
  importableIntegrationTypes,
  type SitePostView,
} from '@inkpress/shared-core';
import {
  Badge,
  Button,
  Input,
  Link,
  Notice,
  type PopupProps,
  Select,
  Spinner,
  useShell,
} from '@inkpress/shared-ui';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { integrationsApi, problemText, typeNames } from '../integrations/api';
import { ConnectFirst } from './ConnectFirst';
import { Hint, NoticeText, PopupActions, PopupBody } from './layout';
import { SiteNotice } from './SiteNotice';

const importable = (i: IntegrationView): i is IntegrationView & { type: ImportableIntegrationType } =>
  !i.builtIn && (importableIntegrationTypes as readonly string[]).includes(i.type);

/** The site's word for a post's state, in ours. */
function stateLabel(status: string): { text: string; tone: 'success' | 'neutral' | 'info' } {
  if (status === 'publish' || status === 'published') return { text: 'Published', tone: 'success' };
  if (status === 'hidden') return { text: 'Hidden', tone: 'neutral' };
  if (status === 'archived') return { text: 'Archived', tone: 'neutral' };
  if (status === 'staged') return { text: 'Staged, not published', tone: 'neutral' };
  if (status === 'future' || status === 'scheduled') return { text: 'Scheduled', tone: 'info' };
  if (status === 'private') return { text: 'Private', tone: 'neutral' };
  if (status === 'pending') return { text: 'Pending review', tone: 'neutral' };
  return { text: 'Draft', tone: 'neutral' };
}

/**
 * import-article: finds a post on a connected WordPress or Ghost site, an
 * item of a connected Webflow collection or an article of a Shopify store (by
 * title, or the latest ones) and brings it into the editor as a new document.
 * Its HTML is cleaned as the editor stores it; its images stay on the site.
 */
export default function ImportArticlePopup({ props, close }: PopupProps) {
  const { api, popups } = useShell();
  const client = integrationsApi(api);
  const onDone =
    typeof props.onDone === 'function' ? (props.onDone as (v: IntegrationImportView) => void) : null;
  const [sites, setSites] = useState<(IntegrationView & { type: ImportableIntegrationType })[] | null>(null);
  const [siteId, setSiteId] = useState(typeof props.integrationId === 'string' ? props.integrationId : '');
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SitePostView[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [importing, setImporting] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ message: string; reconnect: boolean } | null>(null);
  const [done, setDone] = useState<IntegrationImportView | null>(null);
  const site = sites?.find((s) => s.id === siteId);

  const fail = (error: unknown) => {
    const code = (error as { code?: string }).code ?? '';
    setProblem({
      message: problemText(error),
      reconnect: [
        'InvalidWordpressPermissionsError',
        'InvalidGhostCredentialsError',
        'InvalidWebflowCredentialsError',
        'InvalidWebflowPermissionsError',
        'InvalidShopifyCredentialsError',
        'InvalidShopifyPermissionsError',
      ].includes(code),
    });
  };

  const loadSites = () => {
    client
      .list()
      .then((list) => {
        const usable = list.filter(importable);
        setSites(usable);
        setSiteId((current) => (usable.some((s) => s.id === current) ? current : (usable[0]?.id ?? '')));
      })
      .catch(fail);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once when the popup opens
  useEffect(loadSites, []);

  const search = async (target: typeof site, text: string) => {
    if (!target) return;
    setSearching(true);
    setProblem(null);
    try {
      setResults(await client.searchSite({ integrationId: target.id, type: target.type, query: text }));
    } catch (error) {
      setResults(null);
      fail(error);
    } finally {
      setSearching(false);
    }
  };
  // The latest posts as soon as a site is chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chosen site changes
  useEffect(() => {
    setResults(null);
    void search(site, '');
  }, [site?.id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search(site, query);
  };

  const importPost = async (post: SitePostView) => {
    if (!site) return;
    setImporting(post.slug);
    setProblem(null);
    try {
      const view = await client.importPost({ slug: post.slug, integrationId: site.id, type: site.type });
      setDone(view);
      onDone?.(view);
    } catch (error) {
      fail(error);
    } finally {
      setImporting(null);
    }
  };

  if (!sites && !problem) return <Spinner label="Loading your websites" />;

  if (sites && sites.length === 0) {
    return (
      <ConnectFirst
        popup="import-article"
        message="Connect a WordPress, Ghost, Webflow or Shopify site first: its posts can then be brought in here."
        connectLabel="Connect a website"
        onConnect={() => popups.open('website-integration', {})}
        close={close}
      />
    );
  }

  if (done) {
    return (
      <PopupBody data-popup="import-article" data-state="done">
        <Notice tone="success" title={`“${done.title}” is now a document of yours.`}>
          <NoticeText>
            Its text was cleaned the way the editor keeps articles (no scripts or embedded code).
            {done.images > 0 &&
              ` Its ${done.images === 1 ? 'image stays' : `${done.images} images stay`} on ${site?.name ?? 'the site'}: they are linked, not copied.`}
          </NoticeText>
          {done.sourceUrl && <NoticeText>Imported from {done.sourceUrl}</NoticeText>}
        </Notice>
        <PopupActions>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
          <Link
            to={`/dashboard/collections/${done.collectionId}/${done.postId}`}
            onClick={close}
            data-open-editor
          >
            Open in the editor
          </Link>
        </PopupActions>
      </PopupBody>
    );
  }

  return (
    <PopupBody data-popup="import-article">
      {sites && sites.length > 1 && (
        <Select
          label="Website"
          value={siteId}
          onChange={(e) => setSiteId(e.target.value)}
          options={sites.map((s) => ({ value: s.id, label: `${s.name} (${typeNames[s.type]})` }))}
        />
      )}
      {site && sites?.length === 1 && (
        <p>
          Bring a post from <strong>{site.name}</strong> into the editor as a new document.
        </p>
      )}
      {problem && (
        <SiteNotice
          message={problem.message}
          site={site}
          offerReconnect={problem.reconnect}
          onReconnected={() => {
            setProblem(null);
            loadSites();
            void search(site, query);
          }}
        />
      )}
      <SearchRow as="form" onSubmit={submit} role="search">
        <Input
          label="Search the site’s posts"
          placeholder="Words from the title"
          value={query}
          maxLength={200}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Button type="submit" variant="secondary" loading={searching} disabled={!site}>
          Search
        </Button>
      </SearchRow>
      {searching && !results && <Spinner label="Searching the site" />}
      {results && results.length === 0 && (
        <Hint role="status">
          {query ? `No post on ${site?.name} matches “${query}”.` : `${site?.name} has no posts yet.`}
        </Hint>
      )}
      {results && results.length > 0 && (
        <Results aria-label={query ? 'Matching posts' : 'Latest posts'}>
          {results.map((post) => {
            const state = stateLabel(post.status);
            return (
              <Result key={post.id} data-slug={post.slug}>
                <div>
                  <strong>{post.title || post.slug}</strong>
                  <Meta>
                    <Badge size="sm" tone={state.tone}>
                      {state.text}
                    </Badge>
                    {post.updatedAt && <span>Changed {new Date(post.updatedAt).toLocaleDateString()}</span>}
                  </Meta>
                </div>
                <Button
                  size="sm"
                  onClick={() => void importPost(post)}
                  loading={importing === post.slug}
                  disabled={importing !== null && importing !== post.slug}
                  aria-label={`Import ${post.title || post.slug}`}
                >
                  Import
                </Button>
              </Result>
            );
          })}
        </Results>
      )}
      <Hint>The post on your site is not changed. Images stay on the site and are linked.</Hint>
      <PopupActions>
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
      </PopupActions>
    </PopupBody>
  );
}

const SearchRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]};
`;

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 320px;
  overflow: auto;
`;

const Result = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  strong {
    color: ${({ theme }) => theme.colors.text.primary};
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: 4px;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.text.muted};
`;
