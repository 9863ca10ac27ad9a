import { Button, Input, Notice, ProgressBar, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { errorMessage, useErrorHandler } from '../common/errors';
import { useCredits } from '../common/useCredits';
import { PageBoosterStore } from './PageBoosterStore';
import { PageReport } from './PageReport';
import { createPageBoosterApi } from './pageBoosterApi';
import { ReviewChanges } from './ReviewChanges';

export interface PageBoosterFlowProps {
  initialUrl?: string;
  initialKeyphrase?: string;
  /** Saves into this post by default (the popup opened from a document). */
  targetPostId?: string;
  /** Called after a save, with the post (the popup closes or the editor reloads). */
  onSaved?: (saved: { postId: string; collectionId: string; created: boolean }) => void;
  /** Narrow layout (a popup). */
  compact?: boolean;
}

/**
 * The page booster: a page's URL and keyphrase → Yoast's SEO and
 * readability scores with ranked suggestions → chosen sections improved →
 * a word-level diff per section, accepted or rejected → saved into a new
 * post or one of the user's posts.
 */
export const PageBoosterFlow = observer(function PageBoosterFlow({
  initialUrl,
  initialKeyphrase,
  targetPostId,
  onSaved,
  compact = false,
}: PageBoosterFlowProps) {
  const { api } = useShell();
  const handleError = useErrorHandler();
  const credits = useCredits();
  const [store] = useState(
    () =>
      new PageBoosterStore(createPageBoosterApi(api), {
        url: initialUrl,
        keyphrase: initialKeyphrase,
        target: targetPostId,
      }),
  );
  useEffect(() => {
    const controller = new AbortController();
    void store.loadPosts(controller.signal);
    return () => {
      controller.abort();
      store.dispose();
    };
  }, [store]);
  useEffect(() => {
    if (store.error) handleError(store.error);
  }, [store.error, handleError]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await store.assess();
  };
  const improve = async () => {
    if (await store.improve()) void credits.refresh();
  };
  const save = async () => {
    const saved = await store.save();
    if (saved) onSaved?.(saved);
  };
  const report = store.report;

  return (
    <Root $compact={compact}>
      <Form onSubmit={(e) => void submit(e)} aria-label="Page to assess" noValidate>
        <Fields>
          <Input
            label="Page URL"
            type="url"
            inputMode="url"
            placeholder="https://example.com/blog/my-post"
            hint="A public page of yours. It is read by our server, never by your browser."
            value={store.url}
            error={store.urlProblem ?? undefined}
            onChange={(e) => store.setUrl(e.target.value)}
            required
          />
          <Input
            label="Focus keyphrase (optional)"
            placeholder="e.g. compost bin"
            hint="The search you want this page to rank for."
            value={store.keyphrase}
            onChange={(e) => store.setKeyphrase(e.target.value)}
            maxLength={100}
          />
        </Fields>
        <div>
          <Button type="submit" loading={store.phase === 'assessing'} disabled={store.busy}>
            {report ? 'Assess again' : 'Assess the page'}
          </Button>
        </div>
        {store.phase === 'assessing' && (
          <ProgressBar label="Reading the page and running the SEO and readability checks…" />
        )}
      </Form>

      {store.error !== null && (
        <Notice tone="danger" title="That did not work">
          {errorMessage(store.error)}
        </Notice>
      )}

      <PageReport store={store} credits={credits.credits} onImprove={() => void improve()} />

      <ReviewChanges store={store} onSave={() => void save()} />
    </Root>
  );
});

const Root = styled.div<{ $compact: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: ${({ $compact }) => ($compact ? '100%' : '880px')};
  min-width: 0;
  section {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    min-width: 0;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;
