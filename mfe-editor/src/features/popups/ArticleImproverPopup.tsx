import { type ImproveOperation, improveOperationLabels, improveOperations } from '@inkpress/shared-core';
import { Badge, Button, Input, type PopupProps, ProgressBar, Select } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useEditorApi } from '../../api';
import { useErrorHandler } from '../common/errors';
import { ArticleImproverStore, readImproverProps } from './ArticleImproverStore';
import { Actions, Body, ErrorText } from './ConfirmPopup';

/**
 * Rewrites whole articles with one editor operation, part by part (POST
 * /api/improve-article, or its batch for several posts): the operation, its
 * cost, progress while it runs, Stop, and what it cost. The result becomes
 * each post's first variant (the earlier ones stay, and a revision is kept).
 */
export const ArticleImproverPopup = observer(function ArticleImproverPopup({
  props,
  close,
  fixedType,
}: PopupProps & { fixedType?: ImproveOperation }) {
  const api = useEditorApi();
  const handleError = useErrorHandler();
  const [improver] = useState(
    () => new ArticleImproverStore(api, readImproverProps(props), { fixedType, onError: handleError }),
  );
  useEffect(() => improver.dispose, [improver]);
  const { ids, type, keyword, phase, label, error, needsKeyword } = improver;

  if (ids.length === 0) {
    return (
      <Body>
        <p>Save the document first: the improver works on saved articles.</p>
        <Actions>
          <Button onClick={close}>Close</Button>
        </Actions>
      </Body>
    );
  }

  if (phase.kind === 'done') {
    return (
      <Body data-testid="improver-done">
        <p>
          {phase.posts === 0
            ? 'Nothing was changed.'
            : phase.posts === 1
              ? 'The improved article is now the first variant; the earlier text is still there, one variant on, and in the history.'
              : `${phase.posts} articles improved: each has the new text as its first variant.`}{' '}
          {phase.aborted
            ? 'Stopped early: what was not finished is not charged.'
            : `${phase.credits.toLocaleString()} credits used.`}
        </p>
        <Actions>
          <Button onClick={close}>Done</Button>
        </Actions>
      </Body>
    );
  }

  const running = phase.kind === 'running';
  return (
    <Body>
      {!fixedType && (
        <Select
          label="Improvement"
          value={type}
          disabled={running}
          options={improveOperations.map((op) => ({ value: op, label: improveOperationLabels[op].label }))}
          onChange={(e) => improver.setType(e.target.value as ImproveOperation)}
          hint={improveOperationLabels[type].description}
        />
      )}
      {fixedType && <p>{improveOperationLabels[fixedType].description}</p>}
      {needsKeyword && (
        <Input
          label="Focus keyword"
          value={keyword}
          maxLength={100}
          disabled={running}
          placeholder="e.g. email marketing"
          hint="The search phrase the article should rank for."
          onChange={(e) => improver.setKeyword(e.target.value)}
        />
      )}
      <p>
        {ids.length > 1
          ? `${ids.length} articles, one after the other.`
          : improver.words
            ? `${improver.words.toLocaleString()} words`
            : 'The whole article'}
        {improver.estimate !== null && <> · about {improver.estimate.toLocaleString()} credits</>} · each
        rewritten part by part; the title stays. {label && <Badge tone="info">{label}</Badge>}
      </p>
      {running && (
        <ProgressBar
          label={ids.length > 1 ? 'Articles improved' : 'Parts rewritten'}
          value={phase.done}
          max={Math.max(1, phase.total)}
          valueText={`${phase.done} of ${phase.total}`}
        />
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Actions>
        {running ? (
          <Button variant="secondary" onClick={improver.stop}>
            Stop
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => void improver.run()} disabled={!improver.canRun}>
              {fixedType
                ? improveOperationLabels[fixedType].label
                : `Improve the article${ids.length > 1 ? 's' : ''}`}
            </Button>
          </>
        )}
      </Actions>
    </Body>
  );
});

/** improve-seo: the article improver set to Improve SEO, with the focus keyword. */
export function ImproveSeoPopup(props: PopupProps) {
  return <ArticleImproverPopup {...props} fixedType="improve-seo" />;
}
