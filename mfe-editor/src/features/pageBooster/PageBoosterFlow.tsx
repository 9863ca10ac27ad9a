import type { PageBoosterImprovement, PageBoosterScore } from '@inkpress/shared-core';
import { Badge, Button, Checkbox, Input, Notice, ProgressBar, Select, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, useErrorHandler } from '../common/errors';
import { editorPath } from '../common/paths';
import { useCredits } from '../common/useCredits';
import { PageBoosterStore } from './PageBoosterStore';
import { createPageBoosterApi } from './pageBoosterApi';
import { wordDiff } from './wordDiff';

const n = (value: number) => value.toLocaleString('en-US');
const ratingTone = { good: 'success', ok: 'warning', bad: 'danger', feedback: 'neutral' } as const;
const ratingWord = { good: 'Good', ok: 'OK', bad: 'Needs work', feedback: 'Note' } as const;
const impactWord = { 3: 'High impact', 2: 'Medium impact', 1: 'Low impact' } as Record<number, string>;

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

      {report && (
        <>
          <section aria-labelledby="pb-scores">
            <H2 id="pb-scores">Scores for “{report.title || report.url}”</H2>
            <Scores>
              <Gauge label="SEO" score={report.seo} />
              <Gauge label="Readability" score={report.readability} />
            </Scores>
            <Facts>
              <li>{n(report.words)} words in the main content</li>
              <li>
                {report.sections.length} section{report.sections.length === 1 ? '' : 's'},{' '}
                {report.headings.length} heading{report.headings.length === 1 ? '' : 's'}
              </li>
              <li>
                {report.links.filter((l) => l.internal).length} internal and{' '}
                {report.links.filter((l) => !l.internal).length} external links
              </li>
              <li>
                {report.images.length} image{report.images.length === 1 ? '' : 's'},{' '}
                {report.images.filter((i) => !i.alt).length} without alt text
              </li>
              <li>Meta description: {report.metaDescription ? `“${report.metaDescription}”` : 'none'}</li>
            </Facts>
            <Small>Scores by Yoast SEO’s open-source analysis, with its own thresholds.</Small>
          </section>

          <section aria-labelledby="pb-suggestions">
            <H2 id="pb-suggestions">Suggestions, largest impact first</H2>
            {report.suggestions.length === 0 ? (
              <p>Nothing to fix: every check passes.</p>
            ) : (
              <Suggestions>
                {report.suggestions.map((s) => (
                  <li key={s.id}>
                    <Badge tone={ratingTone[s.rating]}>{impactWord[s.impact]}</Badge> <span>{s.text}</span>{' '}
                    <Where>
                      {s.section === null
                        ? 'Whole page'
                        : `Section ${s.section + 1}${report.sections[s.section]?.heading ? `: ${report.sections[s.section]!.heading}` : ''}`}
                    </Where>
                  </li>
                ))}
              </Suggestions>
            )}
          </section>

          <section aria-labelledby="pb-sections">
            <H2 id="pb-sections">Choose the sections to improve</H2>
            <SectionList>
              {report.sections.map((s) => (
                <li key={s.index}>
                  <Checkbox
                    label={`${s.index + 1}. ${s.heading || 'Introduction'} (${n(s.words)} words)`}
                    hint={
                      store.suggestionsFor(s.index).length > 0
                        ? `${store.suggestionsFor(s.index).length} suggestion${store.suggestionsFor(s.index).length === 1 ? '' : 's'}`
                        : undefined
                    }
                    checked={store.chosen.has(s.index)}
                    onChange={() => store.toggleSection(s.index)}
                  />
                </li>
              ))}
            </SectionList>
            <Small>
              Improving costs about 1.4 credits a word of the chosen sections ({n(store.chosenWords)} words),
              plus 60 a section; what is not used is given back, and a failed run is refunded in full.
              {credits.credits !== null ? ` You have ${n(credits.credits)} credits.` : ''}
            </Small>
            <div>
              <Button
                onClick={() => void improve()}
                loading={store.phase === 'improving'}
                disabled={store.busy || store.chosen.size === 0}
              >
                Improve {store.chosen.size} section{store.chosen.size === 1 ? '' : 's'}
              </Button>
            </div>
            {store.phase === 'improving' && <ProgressBar label="Writing the improved sections…" />}
          </section>
        </>
      )}

      {report && store.improvements.length > 0 && (
        <section aria-labelledby="pb-diff">
          <H2 id="pb-diff">Review the changes</H2>
          {store.writer && (
            <Notice
              tone={store.writer.offline ? 'info' : 'success'}
              title={`Written by the ${store.writer.label}`}
            >
              {store.writer.offline
                ? 'No AI model is configured, so the offline writer rebuilt each section from the page’s own text and the suggestions. '
                : ''}
              {n(store.credits)} credits used.
            </Notice>
          )}
          {store.improvements.map((improvement) => (
            <DiffCard
              key={improvement.section}
              improvement={improvement}
              decision={store.decisions.get(improvement.section)}
              onDecide={(d) => store.decide(improvement.section, d)}
            />
          ))}
          <SaveBar aria-label="Save the accepted sections">
            <Select
              label="Save into"
              value={store.target}
              options={[
                { value: 'new', label: 'A new post' },
                ...store.posts.map((p) => ({ value: p.id, label: p.title })),
              ]}
              onChange={(e) => store.setTarget(e.target.value)}
            />
            <Button
              onClick={() => void save()}
              loading={store.phase === 'saving'}
              disabled={store.busy || store.acceptedSections.length === 0}
            >
              Save {store.acceptedSections.length} accepted section
              {store.acceptedSections.length === 1 ? '' : 's'}
            </Button>
          </SaveBar>
          {store.saved && (
            <Notice tone="success" title={store.saved.created ? 'New post created' : 'Post updated'}>
              {store.saved.created
                ? 'The page, with the accepted sections improved, is a new post. '
                : 'The accepted sections replaced theirs in your post; its previous text is kept as a variant. '}
              <Link to={editorPath(store.saved.collectionId, store.saved.postId)}>
                Open “{store.saved.title || 'the post'}” in the editor
              </Link>
            </Notice>
          )}
        </section>
      )}
    </Root>
  );
});

function Gauge({ label, score }: { label: string; score: PageBoosterScore }) {
  const id = useId();
  const tone = ratingTone[score.rating];
  return (
    <GaugeBox>
      <GaugeTitle id={id}>
        {label}: <strong>{score.score}</strong>/100 · {ratingWord[score.rating]}
      </GaugeTitle>
      <ProgressBar
        label={`${label} score`}
        hideLabel
        value={score.score}
        valueText={`${score.score} of 100, ${ratingWord[score.rating]}`}
        tone={tone === 'neutral' ? 'brand' : tone}
      />
      <Small>
        Needs work below {score.thresholds.ok}, good from {score.thresholds.good}.
      </Small>
    </GaugeBox>
  );
}

const DiffCard = observer(function DiffCard({
  improvement,
  decision,
  onDecide,
}: {
  improvement: PageBoosterImprovement;
  decision: 'accepted' | 'rejected' | undefined;
  onDecide: (decision: 'accepted' | 'rejected') => void;
}) {
  const headingId = useId();
  const parts = wordDiff(improvement.before, improvement.after);
  const title = `Section ${improvement.section + 1}${improvement.heading ? `: ${improvement.heading}` : ''}`;
  return (
    <Card aria-labelledby={headingId} data-testid={`pb-diff-${improvement.section}`} $decision={decision}>
      <CardHead>
        <h3 id={headingId}>{title}</h3>
        {decision && (
          <Badge tone={decision === 'accepted' ? 'success' : 'neutral'}>
            {decision === 'accepted' ? 'Accepted' : 'Rejected'}
          </Badge>
        )}
      </CardHead>
      <Diff aria-label={`Changes in ${title}`}>
        {parts.map((part, i) =>
          part.kind === 'added' ? (
            <ins key={i}>{part.text}</ins>
          ) : part.kind === 'removed' ? (
            <del key={i}>{part.text}</del>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </Diff>
      <Legend>
        <ins>Added</ins> <del>Removed</del>
      </Legend>
      <Actions role="group" aria-label={`Decision for ${title}`}>
        <Button
          size="sm"
          variant={decision === 'accepted' ? 'primary' : 'secondary'}
          aria-pressed={decision === 'accepted'}
          onClick={() => onDecide('accepted')}
        >
          Accept
        </Button>
        <Button
          size="sm"
          variant={decision === 'rejected' ? 'primary' : 'ghost'}
          aria-pressed={decision === 'rejected'}
          onClick={() => onDecide('rejected')}
        >
          Reject
        </Button>
      </Actions>
    </Card>
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

const H2 = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
`;

const Scores = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const GaugeBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
`;

const GaugeTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;

const Facts = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  overflow-wrap: anywhere;
`;

const Small = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Suggestions = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Where = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const SectionList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Card = styled.article<{ $decision: 'accepted' | 'rejected' | undefined }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid
    ${({ theme, $decision }) =>
      $decision === 'accepted' ? theme.colors.tones.success.border : theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  justify-content: space-between;
`;

const Diff = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  ins {
    background: ${({ theme }) => theme.colors.tones.success.bg};
    color: ${({ theme }) => theme.colors.tones.success.fg};
    text-decoration: underline;
  }
  del {
    background: ${({ theme }) => theme.colors.tones.danger.bg};
    color: ${({ theme }) => theme.colors.tones.danger.fg};
    text-decoration: line-through;
  }
`;

const Legend = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  ins {
    background: ${({ theme }) => theme.colors.tones.success.bg};
    color: ${({ theme }) => theme.colors.tones.success.fg};
  }
  del {
    background: ${({ theme }) => theme.colors.tones.danger.bg};
    color: ${({ theme }) => theme.colors.tones.danger.fg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const SaveBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-end;
  > :first-child {
    flex: 1 1 240px;
    min-width: 0;
  }
`;
