/**
 * The template flow (split from TemplateScreen.tsx): one TemplateFlowStore
 * per template, the step on screen, and the editor opened on the finished
 * article.
 */
import { useShell, useToast } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEditorApi } from '../../api';
import type { Template } from '../../api/types';
import type { Scheduler } from '../ai/stream';
import { useErrorHandler } from '../common/errors';
import { editorPath } from '../common/paths';
import { useCredits } from '../common/useCredits';
import { VoiceChoices } from '../voice/VoiceStores';
import { createVoiceApi } from '../voice/voiceApi';
import { ArticleStep } from './ArticleStep';
import { OutlineStep } from './OutlineStep';
import { TemplateFlowStore } from './TemplateFlowStore';
import { FlowLayout, Panel } from './TemplateLayout';
import { Details, Stepper, TitleStep } from './TemplateSteps';

/** How long a finished article shows before the editor opens on it. */
const OPEN_EDITOR_DELAY_MS = 900;

/** Redraws the streamed preview at most every 100 ms: parsing a long article every frame is wasted work. */
const previewScheduler: Scheduler = (flush) => {
  const id = setTimeout(flush, 100);
  return () => clearTimeout(id);
};

/** One template's flow: the stepper, the step on screen, its errors, and the editor opened on the finished article. */
export const TemplateFlow = observer(function TemplateFlow({ template }: { template: Template }) {
  const api = useEditorApi();
  const toast = useToast();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const { credits, refresh } = useCredits();
  const [flow] = useState(() => new TemplateFlowStore(template, api, previewScheduler));
  const handled = useRef<unknown>(null);
  const shell = useShell();
  const choices = useMemo(() => new VoiceChoices(createVoiceApi(shell.api)), [shell.api]);

  useEffect(() => () => flow.dispose(), [flow]);

  // The brand voices and personas the outline step offers; without them the article is written plainly.
  useEffect(() => {
    const controller = new AbortController();
    choices.load(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [choices]);

  // Credit, limit and rate-limit errors open their popups; others show in place.
  useEffect(() => {
    if (flow.error && handled.current !== flow.error) {
      handled.current = flow.error;
      const message = handleError(flow.error);
      if (flow.step !== 'article' && message) toast.danger(message, { id: 'template-flow' });
    }
  }, [flow.error, flow.step, handleError, toast]);

  useEffect(() => {
    if (flow.step === 'title' || flow.step === 'outline') void refresh();
  }, [flow.step, refresh]);

  // A finished article stays on screen a moment ("Done: opening the editor…"), then the editor opens on it.
  const result = flow.result;
  useEffect(() => {
    if (!result || result.aborted) return;
    toast.success('Your article is ready to edit.', { title: 'Article written' });
    for (const refund of flow.refunds) toast.info(refund.note, { title: 'Refunded', duration: 12_000 });
    const timer = setTimeout(() => {
      flow
        .articleDocument()
        .then((at) => {
          if (at) navigate(editorPath(at.collectionId, at.postId));
        })
        .catch((error: unknown) => toast.danger(handleError(error)));
    }, OPEN_EDITOR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, flow, navigate, toast, handleError]);

  return (
    <FlowLayout>
      <Stepper flow={flow} />
      <Panel>
        {flow.step === 'details' && <Details flow={flow} />}
        {flow.step === 'title' && <TitleStep flow={flow} />}
        {flow.step === 'outline' && <OutlineStep flow={flow} credits={credits} choices={choices} />}
        {flow.step === 'article' && (
          <ArticleStep
            flow={flow}
            onRetry={() => {
              flow.goTo('outline');
            }}
          />
        )}
      </Panel>
    </FlowLayout>
  );
});
