/** The template flow's last step: the article as it streams, its refunds, stop and retry (split from TemplateScreen.tsx). */
import { Badge, Button, Spinner } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { errorMessage } from '../common/errors';
import { ArticlePreview } from './ArticlePreview';
import type { TemplateFlowStore } from './TemplateFlowStore';
import { ArticleLayout, Progress, Refunds, Hint as SourcesNote, Spacer, Warning } from './TemplateLayout';

export const ArticleStep = observer(function ArticleStep({
  flow,
  onRetry,
}: {
  flow: TemplateFlowStore;
  onRetry: () => void;
}) {
  const writing = flow.busy === 'article';
  return (
    <ArticleLayout>
      <Progress role="status" aria-live="polite">
        {writing ? (
          <>
            <Spinner size="sm" label="Writing the article" />
            <span>Writing your article…</span>
          </>
        ) : flow.result && !flow.result.aborted ? (
          <span>Done: opening the editor…</span>
        ) : (
          <span>{flow.result?.aborted ? 'Stopped.' : ''}</span>
        )}
        {flow.meta?.label && (
          <Badge tone="info" size="sm" data-testid="ai-provider-label">
            {flow.meta.label}
          </Badge>
        )}
        <Spacer />
        {writing && (
          <Button size="sm" variant="secondary" onClick={flow.stop}>
            Stop
          </Button>
        )}
        {!writing && flow.error !== null && (
          <Button size="sm" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Progress>
      {flow.error !== null && <Warning role="alert">{errorMessage(flow.error)}</Warning>}
      {flow.refunds.length > 0 && (
        <Refunds aria-label="Refunded options" data-testid="refunds">
          {flow.refunds.map((refund) => (
            <li key={refund.option}>{refund.note}</li>
          ))}
        </Refunds>
      )}
      {flow.sources !== null && (
        <SourcesNote role="note" data-testid="article-sources">
          {flow.sources.length === 0
            ? 'Your info base has nothing on this topic yet: the article is written without it.'
            : `Drawing on ${flow.sources.length} passage${flow.sources.length === 1 ? '' : 's'} of your info base (${[
                ...new Set(flow.sources.map((s) => s.name)),
              ].join(', ')}), cited by number and listed under Sources.`}
        </SourcesNote>
      )}
      <ArticlePreview html={flow.article} busy={writing} />
    </ArticleLayout>
  );
});
