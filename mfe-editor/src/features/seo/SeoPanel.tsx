import { aiReadyLanguages, readingTimeMinutes, slugify } from '@inkpress/shared-core';
import {
  AlertCircleIcon,
  Button,
  CheckCircleIcon,
  Input,
  ProgressBar,
  Select,
  Skeleton,
  Textarea,
  VisuallyHidden,
  WarningIcon,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { TextSelection } from 'prosemirror-state';
import { useId } from 'react';
import styled from 'styled-components';
import {
  type EditorController,
  type Finding,
  type FindingStatus,
  type LengthMeter,
  metaDescriptionMeter,
  metaTitleMeter,
  type ParagraphReport,
} from '../../editor';
import type { Faq } from '../../stores';
import { ChipInput } from '../common/ChipInput';
import type { DocumentStore } from '../document/DocumentStore';
import { useSeoReport } from './useSeoReport';

export interface SeoPanelProps {
  doc: DocumentStore;
  editor: EditorController;
  /** Opens the AI on a meta field ('meta-title' or 'meta-description'). */
  onWriteWithAi?: (operation: 'meta-title' | 'meta-description') => void;
  /** Opens the improve SEO popup on the whole article. */
  onImproveSeo?: () => void;
}

/**
 * The focus keyword lives in the post's metadata (SPEC §3 has no field of
 * its own for it); an article generated from a template starts with the
 * template's keyword (extendedData.generation.keyword) until one is set.
 */
export function focusKeywordOf(post: {
  postMetadata: Record<string, unknown>;
  extendedData: Record<string, unknown>;
}): string {
  const own = post.postMetadata.focusKeyword;
  if (typeof own === 'string') return own;
  const generation = post.extendedData.generation;
  const generated =
    typeof generation === 'object' && generation !== null
      ? (generation as { keyword?: unknown }).keyword
      : undefined;
  return typeof generated === 'string' ? generated : '';
}

const meterTone = (meter: LengthMeter) =>
  meter.status === 'good' ? 'success' : meter.status === 'long' ? 'danger' : 'warning';

const meterText = (meter: LengthMeter) =>
  meter.status === 'empty'
    ? `Empty: aim for ${meter.min}–${meter.max} characters.`
    : meter.status === 'short'
      ? `${meter.length} characters: a little short (aim for ${meter.min}–${meter.max}).`
      : meter.status === 'long'
        ? `${meter.length} characters: search results cut it after ${meter.max}.`
        : `${meter.length} characters: a good length.`;

function Meter({ label, meter }: { label: string; meter: LengthMeter }) {
  return (
    <MeterRow>
      <ProgressBar
        label={`${label} length`}
        hideLabel
        value={meter.length}
        max={meter.max}
        tone={meterTone(meter)}
        valueText={`${meter.length} of ${meter.max} characters`}
      />
      <MeterText $status={meter.status}>{meterText(meter)}</MeterText>
    </MeterRow>
  );
}

const statusIcon: Record<FindingStatus, typeof CheckCircleIcon> = {
  good: CheckCircleIcon,
  warning: WarningIcon,
  problem: AlertCircleIcon,
};

const statusName: Record<FindingStatus, string> = { good: 'Good', warning: 'Improve', problem: 'Problem' };

/** Selects the paragraph with this text in the editor and scrolls to it. */
function revealParagraph(editor: EditorController, text: string): void {
  const view = editor.view;
  if (!view) return;
  const wanted = text.trim().slice(0, 80);
  let found: number | null = null;
  view.state.doc.descendants((node, pos) => {
    if (found !== null) return false;
    if (node.isTextblock && node.textContent.trim().startsWith(wanted)) {
      found = pos + 1;
      return false;
    }
    return true;
  });
  if (found === null) return;
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, found)).scrollIntoView());
  view.focus();
}

function paragraphIssues(p: ParagraphReport): string[] {
  const issues: string[] = [];
  if (p.tooLong) issues.push(`${p.words} words: split it`);
  if (p.longSentences.length)
    issues.push(`${p.longSentences.length} long sentence${p.longSentences.length === 1 ? '' : 's'}`);
  if (p.passiveSentences.length) issues.push(`${p.passiveSentences.length} passive`);
  if (p.fleschReadingEase !== null && p.fleschReadingEase < 30)
    issues.push(`hard to read (${p.fleschReadingEase})`);
  return issues;
}

const FaqList = observer(function FaqList({ doc }: { doc: DocumentStore }) {
  const post = doc.post;
  if (!post) return null;
  const faqs: Faq[] = post.postConfig.faqs ?? [];
  const set = (next: Faq[]) => doc.updatePost({ postConfig: { ...post.postConfig, faqs: next } }, 'faqs');
  return (
    <Section aria-labelledby="seo-faqs">
      <SectionTitle id="seo-faqs">FAQs</SectionTitle>
      {faqs.length === 0 && <Muted>No questions yet. FAQs can win a rich result in search.</Muted>}
      <Faqs>
        {faqs.map((faq, index) => (
          // Questions may repeat while being typed, so the position is the key.
          <FaqItem key={index}>
            <Input
              label={`Question ${index + 1}`}
              value={faq.question}
              onChange={(e) =>
                set(faqs.map((f, i) => (i === index ? { ...f, question: e.target.value } : f)))
              }
            />
            <Textarea
              label={`Answer ${index + 1}`}
              rows={2}
              value={faq.answer}
              onChange={(e) => set(faqs.map((f, i) => (i === index ? { ...f, answer: e.target.value } : f)))}
            />
            <Button variant="ghost" size="sm" onClick={() => set(faqs.filter((_, i) => i !== index))}>
              Remove question {index + 1}
            </Button>
          </FaqItem>
        ))}
      </Faqs>
      <Button variant="secondary" size="sm" onClick={() => set([...faqs, { question: '', answer: '' }])}>
        Add a question
      </Button>
    </Section>
  );
});

/**
 * The SEO panel: score and live checks (computed in the browser, no
 * credits), focus keyword, meta title and description with length meters,
 * slug, tags, categories, language and FAQs.
 */
export const SeoPanel = observer(function SeoPanel({
  doc,
  editor,
  onWriteWithAi,
  onImproveSeo,
}: SeoPanelProps) {
  const post = doc.post;
  const ids = useId();
  const keyword = post ? focusKeywordOf(post) : '';
  const report = useSeoReport(
    {
      html: post?.activeContent ?? '',
      focusKeyword: keyword,
      metaTitle: post?.metaTitle ?? '',
      metaDescription: post?.metaDescription ?? '',
    },
    editor,
  );
  if (!post) return null;
  const titleMeter = metaTitleMeter(post.metaTitle);
  const descriptionMeter = metaDescriptionMeter(post.metaDescription);
  const suggestedSlug = slugify(post.metaTitle || post.title);
  const flagged = report ? report.paragraphs.filter((p) => paragraphIssues(p).length > 0) : [];
  const scoreTone = !report
    ? 'brand'
    : report.score >= 80
      ? 'success'
      : report.score >= 50
        ? 'warning'
        : 'danger';

  return (
    <Panel aria-label="SEO">
      <Score aria-live="polite">
        {report ? (
          <>
            <ScoreNumber $tone={scoreTone} data-testid="seo-score">
              {report.score}
              <small>/100</small>
            </ScoreNumber>
            <div>
              <strong>SEO score</strong>
              <Muted>
                {report.stats.words.toLocaleString()} words · {readingTimeMinutes(report.stats.words)} min
                read
                {report.stats.fleschReadingEase !== null && ` · Flesch ${report.stats.fleschReadingEase}`}
              </Muted>
            </div>
          </>
        ) : (
          <Skeleton shape="rect" height={56} />
        )}
      </Score>
      {onImproveSeo && (
        <InlineAction>
          <Button variant="secondary" size="sm" onClick={onImproveSeo}>
            Improve SEO of the whole article…
          </Button>
        </InlineAction>
      )}

      <Input
        label="Focus keyword"
        value={keyword}
        placeholder="e.g. email marketing"
        hint="The search phrase this article should rank for."
        onChange={(e) =>
          doc.updatePost(
            { postMetadata: { ...post.postMetadata, focusKeyword: e.target.value } },
            'focusKeyword',
          )
        }
      />

      <Section aria-labelledby={`${ids}-checks`}>
        <SectionTitle id={`${ids}-checks`}>Checks</SectionTitle>
        {report ? (
          <Findings>
            {report.findings.map((finding: Finding) => {
              const Icon = statusIcon[finding.status];
              return (
                <FindingItem key={finding.id} $status={finding.status}>
                  <Icon aria-hidden="true" />
                  <span>
                    <VisuallyHidden>{statusName[finding.status]}: </VisuallyHidden>
                    {finding.message}
                  </span>
                </FindingItem>
              );
            })}
          </Findings>
        ) : (
          <Skeleton lines={4} />
        )}
      </Section>

      {flagged.length > 0 && (
        <Section aria-labelledby={`${ids}-paragraphs`}>
          <SectionTitle id={`${ids}-paragraphs`}>Paragraphs to improve ({flagged.length})</SectionTitle>
          <Paragraphs>
            {flagged.slice(0, 12).map((p) => (
              <li key={p.blockIndex}>
                <ParagraphButton type="button" onClick={() => revealParagraph(editor, p.text)}>
                  <q>{p.text.length > 90 ? `${p.text.slice(0, 90)}…` : p.text}</q>
                  <span>{paragraphIssues(p).join(' · ')}</span>
                </ParagraphButton>
              </li>
            ))}
          </Paragraphs>
          {flagged.length > 12 && <Muted>And {flagged.length - 12} more.</Muted>}
        </Section>
      )}

      <Section aria-labelledby={`${ids}-meta`}>
        <SectionTitle id={`${ids}-meta`}>Search appearance</SectionTitle>
        <Input
          label="Meta title"
          value={post.metaTitle}
          maxLength={120}
          onChange={(e) => doc.updatePost({ metaTitle: e.target.value }, 'metaTitle')}
        />
        <Meter label="Meta title" meter={titleMeter} />
        {onWriteWithAi && (
          <InlineAction>
            <Button variant="ghost" size="sm" onClick={() => onWriteWithAi('meta-title')}>
              Write meta title with AI
            </Button>
          </InlineAction>
        )}
        <Textarea
          label="Meta description"
          rows={3}
          value={post.metaDescription}
          maxLength={320}
          onChange={(e) => doc.updatePost({ metaDescription: e.target.value }, 'metaDescription')}
        />
        <Meter label="Meta description" meter={descriptionMeter} />
        {onWriteWithAi && (
          <InlineAction>
            <Button variant="ghost" size="sm" onClick={() => onWriteWithAi('meta-description')}>
              Write meta description with AI
            </Button>
          </InlineAction>
        )}
        <Input
          label="Slug"
          value={post.slug}
          placeholder={suggestedSlug || 'my-article'}
          hint={`The address: /${post.slug || suggestedSlug || '…'}`}
          onChange={(e) =>
            doc.updatePost({ slug: e.target.value.toLowerCase().replace(/\s+/g, '-') }, 'slug')
          }
          onBlur={() => {
            if (post.slug && post.slug !== slugify(post.slug))
              doc.updatePost({ slug: slugify(post.slug) }, 'slug');
          }}
        />
        <InlineAction>
          <Button
            variant="ghost"
            size="sm"
            disabled={!suggestedSlug || suggestedSlug === post.slug}
            onClick={() => doc.updatePost({ slug: suggestedSlug }, 'slug')}
          >
            Make slug from title
          </Button>
        </InlineAction>
      </Section>

      <Section aria-labelledby={`${ids}-organise`}>
        <SectionTitle id={`${ids}-organise`}>Organise</SectionTitle>
        <ChipInput
          label="Tags"
          values={post.tags}
          placeholder="Add a tag"
          hint="Press Enter or a comma after each tag."
          onChange={(tags) => doc.updatePost({ tags }, 'tags')}
        />
        <ChipInput
          label="Categories"
          values={post.categories}
          placeholder="Add a category"
          onChange={(categories) => doc.updatePost({ categories }, 'categories')}
        />
        <Select
          label="Language"
          value={post.postConfig.language ?? ''}
          placeholder="Choose a language…"
          hint="The language the article is written in."
          options={aiReadyLanguages.map((l) => ({ value: l.code, label: `${l.nativeName} (${l.name})` }))}
          onChange={(e) =>
            doc.updatePost({ postConfig: { ...post.postConfig, language: e.target.value } }, 'language')
          }
        />
      </Section>

      <FaqList doc={doc} />
    </Panel>
  );
});

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const Score = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 56px;
  strong {
    display: block;
  }
`;

const ScoreNumber = styled.div<{ $tone: 'brand' | 'success' | 'warning' | 'danger' }>`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  border: 3px solid ${({ theme, $tone }) => theme.colors.tones[$tone].solid};
  background: ${({ theme, $tone }) => theme.colors.tones[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.tones[$tone].fg};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: 1;
  small {
    display: none;
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Findings = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FindingItem = styled.li<{ $status: FindingStatus }>`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.primary};
  svg {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
    margin-top: 1px;
    color: ${({ theme, $status }) =>
      $status === 'good'
        ? theme.colors.tones.success.fg
        : $status === 'warning'
          ? theme.colors.tones.warning.fg
          : theme.colors.tones.danger.fg};
  }
`;

const Paragraphs = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ParagraphButton = styled.button`
  display: grid;
  gap: 2px;
  width: 100%;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
  text-align: left;
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.primary};
  cursor: pointer;
  q {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  span {
    color: ${({ theme }) => theme.colors.tones.warning.fg};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.tones.brand.border};
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
  }
`;

const MeterRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: -${({ theme }) => theme.space[1]};
`;

const MeterText = styled.p<{ $status: LengthMeter['status'] }>`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme, $status }) =>
    $status === 'good'
      ? theme.colors.tones.success.fg
      : $status === 'long'
        ? theme.colors.tones.danger.fg
        : theme.colors.text.secondary};
`;

const InlineAction = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: -${({ theme }) => theme.space[2]};
`;

const Faqs = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FaqItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  button {
    justify-self: start;
  }
`;
