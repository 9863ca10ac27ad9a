import {
  countHtmlWords,
  type ImproveOperation,
  improveOperationLabels,
  improveOperations,
} from '@inkpress/shared-core';
import { Badge, Button, Input, type PopupProps, ProgressBar, Select } from '@inkpress/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { useEditorApi } from '../../api';
import type { GenerationEvent } from '../../api/types';
import { estimateOperationCost, getEditorOperation } from '../ai/operations';
import { useErrorHandler } from '../common/errors';
import { Actions, Body, ErrorText } from './ConfirmPopup';

/**
 * Props of the article improver and improve SEO popups: `postId` (one post;
 * `html`, its current text, when the editor has unsaved changes) or
 * `postIds` (up to 20, improved one after the other); optional `keyword`
 * and `type`; `onDone(posts)` is called with the saved posts.
 */
export interface ImproverProps {
  postId?: string;
  postIds?: string[];
  html?: string;
  keyword?: string;
  type?: ImproveOperation;
  onDone?: (posts: Record<string, unknown>[]) => void;
}

function readProps(props: Record<string, unknown>): ImproverProps {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const type = text(props.type);
  return {
    postId: text(props.postId),
    postIds: Array.isArray(props.postIds)
      ? props.postIds.filter((id): id is string => typeof id === 'string')
      : undefined,
    html: text(props.html),
    keyword: text(props.keyword),
    type: (improveOperations as readonly string[]).includes(type ?? '')
      ? (type as ImproveOperation)
      : undefined,
    onDone: typeof props.onDone === 'function' ? (props.onDone as ImproverProps['onDone']) : undefined,
  };
}

type Phase =
  | { kind: 'choose' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'done'; posts: number; credits: number; aborted: boolean };

/**
 * Rewrites whole articles with one editor operation, part by part (POST
 * /api/improve-article, or its batch for several posts): the operation, its
 * cost, progress while it runs, Stop, and what it cost. The result becomes
 * each post's first variant (the earlier ones stay, and a revision is kept).
 */
export function ArticleImproverPopup({
  props,
  close,
  fixedType,
}: PopupProps & { fixedType?: ImproveOperation }) {
  const api = useEditorApi();
  const handleError = useErrorHandler();
  const initial = readProps(props);
  const ids = initial.postIds?.length ? initial.postIds.slice(0, 20) : initial.postId ? [initial.postId] : [];
  const [type, setType] = useState<ImproveOperation>(fixedType ?? initial.type ?? 'improve');
  const [keyword, setKeyword] = useState(initial.keyword ?? '');
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const [label, setLabel] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

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

  const words = initial.html ? countHtmlWords(initial.html) : 0;
  const estimate = initial.html
    ? estimateOperationCost(getEditorOperation(type), { text: initial.html })
    : null;
  const needsKeyword = type === 'improve-seo';

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setError(null);
    setPhase({ kind: 'running', done: 0, total: ids.length === 1 ? 1 : ids.length });
    const saved: Record<string, unknown>[] = [];
    const input = { type, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) };
    const events: AsyncIterable<GenerationEvent> =
      ids.length === 1
        ? api.improveArticle(
            { postId: ids[0] as string, ...(initial.html ? { html: initial.html } : {}), ...input },
            controller.signal,
          )
        : api.improveBatch({ postIds: ids, ...input }, controller.signal);
    try {
      let credits = 0;
      let aborted = false;
      let parts = 1;
      for await (const event of events) {
        if (event.type === 'meta') {
          setLabel(event.data.label ?? null);
          const p = (event.data as { parts?: unknown }).parts;
          if (ids.length === 1 && typeof p === 'number' && p > 0) {
            parts = p;
            setPhase({ kind: 'running', done: 0, total: p });
          }
        } else if (event.type === 'other' && event.event === 'part' && ids.length === 1) {
          const index = Number(event.data.index);
          if (Number.isFinite(index)) setPhase({ kind: 'running', done: index, total: parts });
        } else if (event.type === 'other' && event.event === 'post') {
          if (typeof event.data.post === 'object' && event.data.post)
            saved.push(event.data.post as Record<string, unknown>);
          if (ids.length > 1) setPhase({ kind: 'running', done: saved.length, total: ids.length });
        } else if (event.type === 'done') {
          credits = event.data.credits ?? 0;
          aborted = Boolean(event.data.aborted);
        } else if (event.type === 'error') {
          throw Object.assign(new Error(event.data.message ?? 'The improver stopped.'), event.data);
        }
      }
      setPhase({ kind: 'done', posts: saved.length, credits, aborted });
      if (saved.length) initial.onDone?.(saved);
    } catch (err) {
      if (controller.signal.aborted) {
        setPhase({ kind: 'done', posts: saved.length, credits: 0, aborted: true });
        if (saved.length) initial.onDone?.(saved);
        return;
      }
      setPhase({ kind: 'choose' });
      setError(handleError(err) || 'The improver stopped.');
    }
  };

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
          onChange={(e) => setType(e.target.value as ImproveOperation)}
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
          onChange={(e) => setKeyword(e.target.value)}
        />
      )}
      <p>
        {ids.length > 1
          ? `${ids.length} articles, one after the other.`
          : words
            ? `${words.toLocaleString()} words`
            : 'The whole article'}
        {estimate !== null && <> · about {estimate.toLocaleString()} credits</>} · each rewritten part by
        part; the title stays. {label && <Badge tone="info">{label}</Badge>}
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
          <Button variant="secondary" onClick={() => abort.current?.abort()}>
            Stop
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => void run()} disabled={needsKeyword && !keyword.trim()}>
              {fixedType
                ? improveOperationLabels[fixedType].label
                : `Improve the article${ids.length > 1 ? 's' : ''}`}
            </Button>
          </>
        )}
      </Actions>
    </Body>
  );
}

/** improve-seo: the article improver set to Improve SEO, with the focus keyword. */
export function ImproveSeoPopup(props: PopupProps) {
  return <ArticleImproverPopup {...props} fixedType="improve-seo" />;
}
