import { aiReadyLanguages, htmlToText, readingTimeMinutes, slugify } from '@inkpress/shared-core';
import {
  AlertCircleIcon,
  Button,
  CheckCircleIcon,
  Input,
  ProgressBar,
  Select,
  Skeleton,
  Textarea,
  useShell,
  VisuallyHidden,
  WarningIcon,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { TextSelection } from 'prosemirror-state';
import { useId } from 'react';
import {
  type EditorController,
  type Finding,
  type FindingStatus,
  type LengthMeter,
  metaDescriptionMeter,
  metaTitleMeter,
  type ParagraphReport,
} from '../../editor';
import { ChipInput } from '../common/ChipInput';
import type { DocumentStore } from '../document/DocumentStore';
import { FaqList } from './FaqList';
import {
  FindingItem,
  Findings,
  InlineAction,
  MeterRow,
  MeterText,
  Muted,
  Panel,
  ParagraphButton,
  Paragraphs,
  Score,
  ScoreNumber,
  Section,
  SectionTitle,
} from './SeoLayout';
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
  const shell = useShell();
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
      <InlineAction>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            shell.popups.open('keyword-explorer', {
              text: htmlToText(post.activeContent) || post.title,
              // The first keyword becomes the focus keyword when there is none yet; the others join the tags.
              onInsert: (chosen: string[]) => {
                const [first, ...rest] = chosen;
                const focus = keyword || first || '';
                const extra = keyword ? chosen : rest;
                doc.updatePost(
                  {
                    postMetadata: { ...post.postMetadata, focusKeyword: focus },
                    tags: [...new Set([...post.tags, ...extra])].slice(0, 50),
                  },
                  'keywords',
                );
              },
            })
          }
        >
          Explore keywords…
        </Button>
      </InlineAction>

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
