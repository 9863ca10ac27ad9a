import type { SearchResultView, SearchSource } from '@inkpress/shared-core';
import { Badge, Button, Input, Notice, Select, Switch, Tabs } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { type ResearchStore, type ResearchTab, researchTabs, sourceOptions } from './ResearchStore';

export interface ResearchPanelProps {
  /** The research session shown. */
  store: ResearchStore;
  /** Puts a link to `href` with `text` at the editor's cursor (or on its selection). */
  onInsertLink: (href: string, text: string) => void;
  /** Puts plain text (a quote with its source, a keyword) at the editor's cursor. */
  onInsertText: (text: string) => void;
}

/**
 * Research beside the editor (POST /api/search): web pages, books, journals
 * and videos, images, the team's own documents, related keywords and pages
 * of the team's own site to link to. Every result can go into the document
 * as a link or a quote. When no search provider is configured the web tabs
 * say plainly that web search is off; the other tabs keep working.
 */
export const ResearchPanel = observer(function ResearchPanel({
  store,
  onInsertLink,
  onInsertText,
}: ResearchPanelProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.search();
  };
  const form = (
    <Form onSubmit={submit} aria-label="Research search">
      {store.tab === 'site' ? (
        <>
          <Input
            label="Your site"
            placeholder="https://yourblog.com"
            value={store.siteUrl}
            inputMode="url"
            onChange={(e) => store.setSiteUrl(e.target.value)}
          />
          <Input
            label="Topic (optional)"
            hint="Pages that share its words come first."
            value={store.query}
            onChange={(e) => store.setQuery(e.target.value)}
          />
          <Row>
            <Input
              label="Include"
              placeholder="/blog/*"
              value={store.includePattern}
              onChange={(e) => store.setIncludePattern(e.target.value)}
            />
            <Input
              label="Exclude"
              placeholder="*/tag/*"
              value={store.excludePattern}
              onChange={(e) => store.setExcludePattern(e.target.value)}
            />
          </Row>
          <Switch
            label="New pages only"
            description="Leave out pages an earlier crawl of your team saw."
            checked={store.newPagesOnly}
            onCheckedChange={store.setNewPagesOnly}
          />
        </>
      ) : (
        <Row>
          <Input
            label={store.tab === 'keywords' ? 'Keywords (comma separated)' : 'Search for'}
            value={store.query}
            onChange={(e) => store.setQuery(e.target.value)}
          />
          {store.tab === 'web' && (
            <Select
              label="Source"
              value={store.source}
              options={sourceOptions}
              onChange={(e) => store.setSource(e.target.value as SearchSource)}
            />
          )}
        </Row>
      )}
      <Button type="submit" loading={store.status === 'loading'} disabled={!store.canSearch}>
        {store.tab === 'site' ? 'Crawl my site' : 'Search'}
      </Button>
    </Form>
  );

  const body = (
    <Body>
      {form}
      {store.isWebTab && store.webSearchOff ? (
        <Notice tone="warning" title="Web search is off">
          This Inkpress has no search provider configured, so web, book, journal, video and image search are
          unavailable. Your documents, keywords and site links still work. An administrator can set
          SEARCH_PROVIDER_URL to turn it on.
        </Notice>
      ) : null}
      {store.error && (
        <Notice tone="danger" title="Search failed">
          {store.error}
        </Notice>
      )}
      {store.answer?.offline && (
        <Badge tone="info" size="sm">
          Offline: from your own content{store.tab === 'keywords' ? ' and your words; no search volumes' : ''}
        </Badge>
      )}
      {store.answer?.crawl?.sites.map((site) => (
        <CrawlNote key={site.url}>
          Read {site.pagesRead} pages of {site.url} ({site.sitemapPages} in the sitemap,{' '}
          {site.blockedByRobots} kept out by robots.txt, {site.filteredOut} left out by your patterns,{' '}
          {site.seenBefore} seen before).
          {site.problem ? ` ${site.problem}` : ''}
        </CrawlNote>
      ))}
      {store.status === 'success' && store.results.length === 0 && <Empty>Nothing found.</Empty>}
      <Results aria-label="Results">
        {store.results.map((result) => (
          <ResultItem
            key={keyOf(result)}
            result={result}
            onInsertLink={onInsertLink}
            onInsertText={onInsertText}
          />
        ))}
      </Results>
    </Body>
  );

  return (
    <Tabs
      label="Research"
      value={store.tab}
      onValueChange={(id) => store.setTab(id as ResearchTab)}
      items={researchTabs.map((t) => ({
        id: t.id,
        label: t.label,
        content: t.id === store.tab ? body : null,
      }))}
    />
  );
});

function keyOf(result: SearchResultView): string {
  switch (result.kind) {
    case 'keyword':
      return `k:${result.keyword}`;
    case 'document':
      return `d:${result.id}`;
    case 'image':
      return `i:${result.imageUrl}`;
    default:
      return `${result.kind}:${result.url}`;
  }
}

function ResultItem({
  result,
  onInsertLink,
  onInsertText,
}: {
  result: SearchResultView;
  onInsertLink: ResearchPanelProps['onInsertLink'];
  onInsertText: ResearchPanelProps['onInsertText'];
}) {
  switch (result.kind) {
    case 'page':
      return (
        <Item>
          <Title href={result.url} target="_blank" rel="noopener noreferrer nofollow">
            {result.title}
          </Title>
          <Meta>
            {result.host}
            {result.byline ? ` · ${result.byline}` : ''}
            {result.publishedAt ? ` · ${result.publishedAt.slice(0, 4)}` : ''}
          </Meta>
          {result.snippet && <Snippet>{result.snippet}</Snippet>}
          <Actions>
            <Button size="sm" variant="secondary" onClick={() => onInsertLink(result.url, result.title)}>
              Insert link
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                onInsertText(
                  ` (${[result.byline, result.title, result.publishedAt?.slice(0, 4), result.url].filter(Boolean).join(', ')})`,
                )
              }
            >
              Cite
            </Button>
          </Actions>
        </Item>
      );
    case 'image':
      return (
        <Item>
          <Thumb src={result.thumbnailUrl ?? result.imageUrl} alt={result.title} loading="lazy" />
          <Title href={result.url} target="_blank" rel="noopener noreferrer nofollow">
            {result.title}
          </Title>
          <Meta>{result.host}</Meta>
          <Actions>
            <Button size="sm" variant="secondary" onClick={() => onInsertLink(result.url, result.title)}>
              Insert link
            </Button>
          </Actions>
        </Item>
      );
    case 'document':
      return (
        <Item>
          <strong>{result.title}</strong>
          <Meta>
            {result.documentType === 'post'
              ? 'Your post'
              : result.documentType === 'info-base'
                ? 'Info base'
                : 'File'}
            {result.url ? ` · ${result.url}` : ''}
          </Meta>
          <Snippet>{result.snippet}</Snippet>
          <Actions>
            {result.url && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onInsertLink(result.url as string, result.title)}
              >
                Insert link
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onInsertText(`“${result.snippet}” (${result.title})`)}
            >
              Insert quote
            </Button>
          </Actions>
        </Item>
      );
    case 'keyword':
      return (
        <KeywordItem>
          <span>{result.keyword}</span>
          <Badge
            size="sm"
            tone={result.from === 'content' ? 'success' : result.from === 'provider' ? 'brand' : 'neutral'}
          >
            {result.from === 'content'
              ? `in your content ×${result.occurrences}`
              : result.from === 'provider'
                ? 'search suggestion'
                : 'variation'}
          </Badge>
          <Button size="sm" variant="ghost" onClick={() => onInsertText(result.keyword)}>
            Insert
          </Button>
        </KeywordItem>
      );
    case 'link':
      return (
        <Item>
          <Title href={result.url} target="_blank" rel="noopener noreferrer">
            {result.title}
          </Title>
          <Meta>
            {new URL(result.url).pathname}
            {result.isNew ? ' · new' : ''}
            {result.sharedWords.length ? ` · shares: ${result.sharedWords.join(', ')}` : ''}
          </Meta>
          <Actions>
            <Button size="sm" variant="secondary" onClick={() => onInsertLink(result.url, result.title)}>
              Insert link
            </Button>
          </Actions>
        </Item>
      );
    default:
      return null;
  }
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  > button {
    justify-self: start;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-end;
  > * {
    flex: 1 1 160px;
    min-width: 0;
  }
`;

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

const KeywordItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  > span {
    flex: 1 1 auto;
  }
`;

const Title = styled.a`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Meta = styled.span`
  font-size: 0.85em;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Snippet = styled.p`
  margin: 0;
  font-size: 0.9em;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Thumb = styled.img`
  width: 100%;
  max-height: 160px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const CrawlNote = styled.p`
  margin: 0;
  font-size: 0.85em;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;
