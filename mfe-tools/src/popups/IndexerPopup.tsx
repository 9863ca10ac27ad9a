import type { IndexEngine } from '@inkpress/shared-core';
import { Badge, Button, Notice, type PopupProps, Skeleton, Textarea, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Engines } from '../indexer/Engines';
import { type IndexerPopupInput, IndexerPopupStore } from '../indexer/IndexerPopupStore';

const number = new Intl.NumberFormat('en-US');

export interface IndexerPopupProps extends IndexerPopupInput {
  /** Called after a submission with how many URLs an engine accepted. */
  onDone?: (submitted: number) => void;
}

const engineText: Record<IndexEngine, { label: string; off: string }> = {
  indexNow: {
    label: 'IndexNow (Bing, Yandex, Seznam, Naver…)',
    off: 'Verify a site on the indexer page to use IndexNow.',
  },
  google: {
    label: 'Google’s Indexing API (job posting and livestream pages)',
    off: 'Not connected: the team owner connects it on the indexer page.',
  },
};

/**
 * SPEC §2's indexer popup: submits chosen URLs (a post's published
 * addresses, or the opener's list) to the chosen search engines, prices
 * them before sending (1,500 credits a URL, refunded when every engine
 * refuses), then shows each URL's answer per engine.
 */
const IndexerPopup = observer(function IndexerPopup({ props, close }: PopupProps) {
  const input = props as IndexerPopupProps;
  const { api } = useShell();
  const [store] = useState(() => new IndexerPopupStore(api));
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, with the props it was opened with
  useEffect(() => {
    void store.load(input);
  }, [store]);

  if (store.loadError) return <Notice tone="danger">{store.loadError}</Notice>;
  if (store.loading || !store.indexer) return <Skeleton shape="rect" height={200} />;
  const indexer = store.indexer;
  const result = store.result;
  const done = () => {
    if (result) input.onDone?.(result.submissions.filter((s) => s.status === 'submitted').length);
    close();
  };
  return (
    <Body
      aria-label="Submit URLs for indexing"
      onSubmit={(e) => {
        e.preventDefault();
        void store.submit();
      }}
    >
      <fieldset disabled={Boolean(result) || store.submitting}>
        <legend>Search engines</legend>
        {(['indexNow', 'google'] as const).map((engine) => (
          <Choice key={engine}>
            <label>
              <input
                type="checkbox"
                checked={store.engines[engine] && store.available[engine]}
                disabled={!store.available[engine]}
                onChange={() => store.toggleEngine(engine)}
              />
              {engineText[engine].label}
            </label>
            {!store.available[engine] && <Muted>{engineText[engine].off}</Muted>}
          </Choice>
        ))}
      </fieldset>
      <fieldset disabled={Boolean(result) || store.submitting}>
        <legend>URLs</legend>
        {store.origin && <Muted>{store.origin}</Muted>}
        {store.offered.length === 0 && !store.origin && <Muted>Add the addresses to submit below.</Muted>}
        <UrlList aria-label="URLs to submit">
          {store.offered.map(({ url, chosen }) => {
            const answer = store.resultOf(url);
            return (
              <li key={url}>
                <label>
                  <input type="checkbox" checked={chosen} onChange={() => store.toggleUrl(url)} />
                  <UrlText>{url}</UrlText>
                </label>
                {answer ? (
                  <Answer>
                    {answer.status === 'submitted' ? (
                      <Badge tone="success">Submitted</Badge>
                    ) : (
                      <Badge tone="danger">Refused · refunded</Badge>
                    )}
                    <Engines submission={answer} verified={store.verified} />
                  </Answer>
                ) : (
                  chosen && !result && <Muted>To {store.plan(url)}</Muted>
                )}
              </li>
            );
          })}
        </UrlList>
        {!result && (
          <AddRow>
            <Textarea
              label="Add URLs"
              rows={2}
              placeholder="https://blog.example.com/new-post"
              hint="One per line."
              value={store.extraText}
              error={store.extraError || undefined}
              onChange={(e) => store.setExtraText(e.target.value)}
            />
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={!store.extraText.trim()}
              onClick={store.addExtra}
            >
              Add
            </Button>
          </AddRow>
        )}
      </fieldset>
      {!result && (
        <p data-testid="indexer-popup-cost">
          {store.chosenUrls.length === 0
            ? `${number.format(indexer.creditsPerUrl)} credits a URL, refunded if every engine refuses it.`
            : `${store.chosenUrls.length} URL${store.chosenUrls.length === 1 ? '' : 's'} × ${number.format(indexer.creditsPerUrl)} credits = ${number.format(store.cost)} credits`}
        </p>
      )}
      {!result && store.problem && store.offered.length > 0 && <Muted role="note">{store.problem}</Muted>}
      {store.submitError && <Notice tone="danger">{store.submitError}</Notice>}
      {result && (
        <p role="status">
          {result.submissions.filter((s) => s.status === 'submitted').length} submitted,{' '}
          {result.submissions.filter((s) => s.status === 'refused').length} refused:{' '}
          {number.format(result.credits)} credits.
        </p>
      )}
      <Actions>
        <Link to="/tools/indexer" onClick={close}>
          Indexer page
        </Link>
        {result ? (
          <Button type="button" onClick={done}>
            Done
          </Button>
        ) : (
          <>
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!store.canSubmit} loading={store.submitting}>
              Submit {store.chosenUrls.length || ''} URL{store.chosenUrls.length === 1 ? '' : 's'}
            </Button>
          </>
        )}
      </Actions>
    </Body>
  );
});

export default IndexerPopup;

const Body = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  width: min(600px, 100%);
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    min-width: 0;
    margin: 0;
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  }
  legend {
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: baseline;
  }
`;
const Choice = styled.div`
  display: grid;
  gap: 2px;
`;
const UrlList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 260px;
  overflow: auto;
  > li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
`;
const UrlText = styled.span`
  overflow-wrap: anywhere;
  min-width: 0;
`;
const Answer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-left: ${({ theme }) => theme.space[5]};
  justify-items: start;
`;
const AddRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  > :first-child {
    width: 100%;
  }
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  > a {
    margin-right: auto;
  }
`;
