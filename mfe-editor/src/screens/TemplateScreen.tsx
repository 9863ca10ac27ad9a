import { aiReadyLanguages, isNotFound } from '@inkpress/shared-core';
import {
  Badge,
  Button,
  Checkbox,
  EmptyState,
  IconButton,
  Input,
  PageFrame,
  RetryView,
  Select,
  Skeleton,
  Spinner,
  Textarea,
  useShell,
  useToast,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { type EditorApi, useEditorApi } from '../api';
import type { Template } from '../api/types';
import type { Scheduler } from '../features/ai/stream';
import { errorMessage, useErrorHandler } from '../features/common/errors';
import { editorPath } from '../features/common/paths';
import { useCredits } from '../features/common/useCredits';
import { useResource } from '../features/common/useResource';
import { ArticlePreview } from '../features/templates/ArticlePreview';
import {
  articleOptionList,
  type FlowStep,
  outlineCost,
  TemplateFlowStore,
  TITLE_COST,
} from '../features/templates/TemplateFlowStore';

const steps: { id: FlowStep; label: string }[] = [
  { id: 'details', label: 'Details' },
  { id: 'title', label: 'Title' },
  { id: 'outline', label: 'Outline and options' },
  { id: 'article', label: 'Article' },
];

/** How long a finished article shows before the editor opens on it. */
const OPEN_EDITOR_DELAY_MS = 900;

/** Redraws the streamed preview at most every 100 ms: parsing a long article every frame is wasted work. */
const previewScheduler: Scheduler = (flush) => {
  const id = setTimeout(flush, 100);
  return () => clearTimeout(id);
};

const Stepper = observer(function Stepper({ flow }: { flow: TemplateFlowStore }) {
  const current = steps.findIndex((s) => s.id === flow.step);
  return (
    <Steps aria-label="Steps">
      {steps.map((step, index) => (
        <StepItem key={step.id} $state={index < current ? 'done' : index === current ? 'current' : 'todo'}>
          <span aria-hidden="true">{index + 1}</span>
          <span aria-current={index === current ? 'step' : undefined}>{step.label}</span>
        </StepItem>
      ))}
    </Steps>
  );
});

const Details = observer(function Details({ flow }: { flow: TemplateFlowStore }) {
  const errors = flow.fieldErrors;
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        void flow.generateTitle();
      }}
    >
      <FieldGrid>
        {flow.template.fields.map((field) => {
          const common = {
            label: `${field.label}${field.required ? '' : ' (optional)'}`,
            value: flow.values[field.name] ?? '',
            hint: field.help,
            error: errors[field.name],
            required: field.required,
          };
          if (field.kind === 'select') {
            return (
              <Select
                key={field.name}
                {...common}
                placeholder="Choose…"
                options={(field.options ?? []).map((o) => ({
                  value: o,
                  label: o[0]!.toUpperCase() + o.slice(1),
                }))}
                onChange={(e) => flow.setValue(field.name, e.target.value)}
              />
            );
          }
          if (field.kind === 'textarea') {
            return (
              <Wide key={field.name}>
                <Textarea
                  {...common}
                  rows={3}
                  maxLength={field.maxLength}
                  placeholder={field.placeholder}
                  onChange={(e) => flow.setValue(field.name, e.target.value)}
                />
              </Wide>
            );
          }
          return (
            <Input
              key={field.name}
              {...common}
              type={field.kind === 'number' ? 'number' : 'text'}
              min={field.min}
              max={field.max}
              maxLength={field.kind === 'number' ? undefined : field.maxLength}
              placeholder={field.placeholder}
              onChange={(e) => flow.setValue(field.name, e.target.value)}
            />
          );
        })}
        <Select
          label="Language"
          value={flow.language}
          options={aiReadyLanguages.map((l) => ({ value: l.code, label: `${l.nativeName} (${l.name})` }))}
          onChange={(e) => flow.setLanguage(e.target.value)}
        />
      </FieldGrid>
      <Footer>
        <Button type="button" variant="ghost" onClick={flow.fillExample}>
          Fill in an example
        </Button>
        <Spacer />
        <Cost>About {TITLE_COST} credits</Cost>
        <Button
          type="button"
          variant="secondary"
          disabled={!flow.canGenerateTitle}
          onClick={flow.writeOwnTitle}
        >
          Write my own title
        </Button>
        <Button type="submit" loading={flow.busy === 'title'} disabled={!flow.canGenerateTitle}>
          Generate title
        </Button>
      </Footer>
      {flow.missingField && <Hint>Fill in “{flow.missingField}” to go on.</Hint>}
    </Form>
  );
});

const TitleStep = observer(function TitleStep({ flow }: { flow: TemplateFlowStore }) {
  const ids = useId();
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        void flow.generateOutline();
      }}
    >
      <Input
        label="Article title"
        value={flow.title}
        maxLength={300}
        hint="Edit it as you like: the outline and the article follow it."
        onChange={(e) => flow.setTitle(e.target.value)}
      />
      <fieldset>
        <Legend id={`${ids}-length`}>Length</Legend>
        <Lengths>
          {(['short', 'medium'] as const).map((length) => (
            <LengthOption key={length} $checked={flow.length === length}>
              <input
                type="radio"
                name={`${ids}-length`}
                value={length}
                checked={flow.length === length}
                onChange={() => flow.setLength(length)}
              />
              <span>
                <strong>{length === 'short' ? 'Short' : 'Medium'}</strong>
                <small>about {length === 'short' ? '3,000' : '4,000'} words</small>
              </span>
            </LengthOption>
          ))}
        </Lengths>
      </fieldset>
      <Footer>
        <Button type="button" variant="ghost" onClick={() => flow.goTo('details')}>
          Back
        </Button>
        <Spacer />
        <Button
          type="button"
          variant="secondary"
          loading={flow.busy === 'title'}
          onClick={() => void flow.generateTitle()}
        >
          Another title
        </Button>
        <Cost>About {outlineCost(flow.length)} credits</Cost>
        <Button
          type="submit"
          loading={flow.busy === 'outline'}
          disabled={!flow.title.trim() || flow.busy !== null}
        >
          Generate outline
        </Button>
      </Footer>
    </Form>
  );
});

/**
 * Said before the user clicks, when the article costs more than the team has
 * left: by how much, and the ways out — drop extras (each one that is enough
 * on its own, or all of them), buy a credit pack, or upgrade.
 */
const Shortfall = observer(function Shortfall({
  flow,
  credits,
}: {
  flow: TemplateFlowStore;
  credits: number;
}) {
  const shell = useShell();
  const missing = flow.articleCost - credits;
  const chosen = articleOptionList.filter((o) => flow.options[o.key]);
  const enough = chosen.filter((o) => o.cost >= missing);
  const extrasTotal = chosen.reduce((sum, o) => sum + o.cost, 0);
  return (
    <ShortfallBox role="alert" data-testid="shortfall">
      <p>
        This article costs {flow.articleCost.toLocaleString()} credits and your team has{' '}
        {credits.toLocaleString()} left: <strong>{missing.toLocaleString()} short</strong>.
      </p>
      <ShortfallActions>
        {enough.map((o) => (
          <Button key={o.key} size="sm" variant="secondary" onClick={() => flow.setOption(o.key, false)}>
            Drop {o.label.toLowerCase()} (−{o.cost.toLocaleString()})
          </Button>
        ))}
        {enough.length === 0 && chosen.length > 1 && extrasTotal >= missing && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              for (const o of chosen) flow.setOption(o.key, false);
            }}
          >
            Drop the extras (−{extrasTotal.toLocaleString()})
          </Button>
        )}
        <Button size="sm" onClick={() => shell.popups.open('addon', { source: 'template-shortfall' })}>
          Buy credits
        </Button>
        <Button size="sm" variant="ghost" onClick={() => shell.upgrade('template-shortfall')}>
          Upgrade
        </Button>
      </ShortfallActions>
    </ShortfallBox>
  );
});

const OutlineStep = observer(function OutlineStep({
  flow,
  credits,
}: {
  flow: TemplateFlowStore;
  credits: number | null;
}) {
  const short = credits !== null && flow.articleCost > credits;
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        void flow.generateArticle();
      }}
    >
      <section aria-labelledby="outline-heading">
        <SubHeading id="outline-heading">Outline</SubHeading>
        <Hint>One section per heading, in this order. Edit, reorder, add or remove them.</Hint>
        <Outline>
          {flow.outline.map((heading, index) => (
            // Headings can repeat while edited: the position is the identity.
            <OutlineItem key={`h-${index.toString()}`}>
              <span aria-hidden="true">{index + 1}.</span>
              <Input
                label={`Section ${index + 1}`}
                hideLabel
                value={heading}
                maxLength={200}
                onChange={(e) => flow.setHeading(index, e.target.value)}
              />
              <IconButton
                label={`Move section ${index + 1} up`}
                icon={<span aria-hidden="true">↑</span>}
                disabled={index === 0}
                onClick={() => flow.moveHeading(index, -1)}
              />
              <IconButton
                label={`Move section ${index + 1} down`}
                icon={<span aria-hidden="true">↓</span>}
                disabled={index === flow.outline.length - 1}
                onClick={() => flow.moveHeading(index, 1)}
              />
              <IconButton
                label={`Remove section ${index + 1}`}
                icon={<span aria-hidden="true">✕</span>}
                onClick={() => flow.removeHeading(index)}
              />
            </OutlineItem>
          ))}
        </Outline>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => flow.addHeading()}
          disabled={flow.outline.length >= 30}
        >
          Add a section
        </Button>
      </section>

      <fieldset>
        <Legend>Options</Legend>
        <Options>
          {articleOptionList.map((option) => (
            <Checkbox
              key={option.key}
              label={option.label}
              hint={`+${option.cost.toLocaleString()} credits`}
              checked={flow.options[option.key]}
              onChange={(e) => flow.setOption(option.key, e.target.checked)}
            />
          ))}
        </Options>
      </fieldset>

      <Price role="status">
        <div>
          <strong data-testid="article-cost">{flow.articleCost.toLocaleString()} credits</strong>
          <span>
            {flow.template.name}, {flow.length} (about {flow.words.toLocaleString()} words): 1,000 base
            {articleOptionList
              .filter((o) => flow.options[o.key])
              .map((o) => ` + ${o.cost.toLocaleString()} ${o.label}`)
              .join('')}
            .
          </span>
        </div>
        {credits !== null && (
          <Badge tone={short ? 'danger' : 'neutral'}>{credits.toLocaleString()} credits left</Badge>
        )}
      </Price>
      {short && credits !== null && <Shortfall flow={flow} credits={credits} />}
      <Footer>
        <Button type="button" variant="ghost" onClick={() => flow.goTo('title')}>
          Back
        </Button>
        <Spacer />
        <Button type="submit" disabled={short || flow.busy !== null || flow.cleanOutline.length === 0}>
          Generate article
        </Button>
      </Footer>
    </Form>
  );
});

const ArticleStep = observer(function ArticleStep({
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
      <ArticlePreview html={flow.article} busy={writing} />
    </ArticleLayout>
  );
});

/** Opens the document the article landed in (or saves it as one when the API did not say where it went). */
async function openArticle(
  flow: TemplateFlowStore,
  api: EditorApi,
  navigate: (path: string) => void,
): Promise<void> {
  const result = flow.result;
  if (!result || result.aborted || !flow.article.trim()) return;
  if (result.collectionId) {
    navigate(editorPath(result.collectionId, result.postId));
    return;
  }
  const saved = await api.collections.save({
    clientId: crypto.randomUUID(),
    title: flow.title,
    locales: [flow.language],
    templateId: flow.template.id,
    metaData: {},
    draft: true,
    autoSave: true,
    folder_id: null,
    posts: [
      {
        clientId: crypto.randomUUID(),
        title: flow.title,
        content: [{ value: flow.article }],
        categories: [],
        metaTitle: '',
        metaDescription: '',
        slug: '',
        tags: [],
        authorId: null,
        featureImage: null,
        extendedData: {},
        postMetadata:
          typeof flow.fieldValues.keyword === 'string' ? { focusKeyword: flow.fieldValues.keyword } : {},
        postConfig: { faqs: [], language: flow.language },
        date: null,
        draft: true,
        public: false,
        templateId: flow.template.id,
        generatorOpen: false,
        status: 'draft',
        selectedContentIndex: 0,
        unsavedChanges: true,
      },
    ],
  });
  navigate(editorPath(saved.id, saved.posts?.[0]?.id));
}

const Flow = observer(function Flow({ template }: { template: Template }) {
  const api = useEditorApi();
  const toast = useToast();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const { credits, refresh } = useCredits();
  const [flow] = useState(() => new TemplateFlowStore(template, api, previewScheduler));
  const handled = useRef<unknown>(null);

  useEffect(() => () => flow.dispose(), [flow]);

  // Credit, limit and rate-limit errors open their popups; others show in place.
  useEffect(() => {
    if (flow.error && handled.current !== flow.error) {
      handled.current = flow.error;
      const message = handleError(flow.error);
      if (flow.step !== 'article' && message) toast.danger(message, { id: 'template-flow' });
    }
  }, [flow.error, flow.step, handleError, toast]);

  useEffect(() => {
    if (flow.step === 'title' || flow.step === 'outline') refresh();
  }, [flow.step, refresh]);

  // A finished article stays on screen a moment ("Done: opening the editor…"), then the editor opens on it.
  const result = flow.result;
  useEffect(() => {
    if (!result || result.aborted) return;
    toast.success('Your article is ready to edit.', { title: 'Article written' });
    for (const refund of flow.refunds) toast.info(refund.note, { title: 'Refunded', duration: 12_000 });
    const timer = setTimeout(() => {
      openArticle(flow, api, (path) => navigate(path)).catch((error: unknown) =>
        toast.danger(handleError(error)),
      );
    }, OPEN_EDITOR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, flow, api, navigate, toast, handleError]);

  return (
    <FlowLayout>
      <Stepper flow={flow} />
      <Panel>
        {flow.step === 'details' && <Details flow={flow} />}
        {flow.step === 'title' && <TitleStep flow={flow} />}
        {flow.step === 'outline' && <OutlineStep flow={flow} credits={credits} />}
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

/** /dashboard/templates/:templateId: template fields → title → outline → the article, streamed into a new document. */
export default function TemplateScreen() {
  const { templateId = '' } = useParams();
  const api = useEditorApi();
  const template = useResource((signal) => api.templates.get(templateId, signal), [api, templateId]);

  if (template.status === 'failure') {
    return (
      <PageFrame area="Templates" title="Template">
        {isNotFound(template.error) ? (
          <EmptyState
            title="This template does not exist"
            action={
              <Button as={Link} to="/dashboard/templates">
                All templates
              </Button>
            }
          />
        ) : (
          <RetryView onRetry={template.reload} />
        )}
      </PageFrame>
    );
  }
  if (!template.data) {
    return (
      <PageFrame area="Templates" title="Loading template…">
        <Skeleton shape="rect" height={360} />
      </PageFrame>
    );
  }
  const current = template.data;
  return (
    <PageFrame
      area="Templates"
      title={current.name}
      lead={
        <>
          {current.description} <Link to="/dashboard/templates">All templates</Link>
        </>
      }
    >
      <Flow key={current.id} template={current} />
    </PageFrame>
  );
}

const FlowLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StepItem = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme, $state }) =>
    $state === 'current' ? theme.typography.fontWeight.semibold : theme.typography.fontWeight.regular};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.text.muted : theme.colors.text.primary)};
  > span:first-child {
    display: grid;
    place-items: center;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    border: 2px solid
      ${({ theme, $state }) => ($state === 'todo' ? theme.colors.border.strong : theme.colors.tones.brand.solid)};
    background: ${({ theme, $state }) =>
      $state === 'current'
        ? theme.colors.tones.brand.solid
        : $state === 'done'
          ? theme.colors.tones.brand.bg
          : 'transparent'};
    color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.tones.brand.onSolid : 'inherit')};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  ${({ theme }) => theme.media.down('md')} {
    padding: ${({ theme }) => theme.space[4]};
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: none;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Spacer = styled.span`
  flex: 1;
`;

const Cost = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const SubHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;

const Lengths = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const LengthOption = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 200px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 2px solid
    ${({ theme, $checked }) => ($checked ? theme.colors.tones.brand.solid : theme.colors.border.default)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.tones.brand.bg : 'transparent')};
  cursor: pointer;
  span {
    display: grid;
  }
  small {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.tones.brand.solid};
  }
  &:focus-within {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
    outline-offset: 2px;
  }
`;

const Outline = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => `${theme.space[3]} 0`};
  padding: 0;
  list-style: none;
`;

const OutlineItem = styled.li`
  display: grid;
  grid-template-columns: 2ch minmax(0, 1fr) auto auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  > span {
    color: ${({ theme }) => theme.colors.text.muted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Price = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tones.brand.bg};
  > div {
    display: grid;
    gap: 2px;
  }
  strong {
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
    color: ${({ theme }) => theme.colors.tones.brand.fg};
  }
  span {
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Warning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.tones.danger.fg};
`;

const Refunds = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const ShortfallBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.tones.danger.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tones.danger.bg};
  color: ${({ theme }) => theme.colors.tones.danger.fg};
  p {
    margin: 0;
  }
`;

const ShortfallActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const ArticleLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Progress = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 36px;
`;
