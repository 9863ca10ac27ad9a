import type { PageBoosterScore } from '@inkpress/shared-core';
import { Badge, Button, Checkbox, ProgressBar } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import styled from 'styled-components';
import { H2, n, ratingTone, Small } from './boosterParts';
import type { PageBoosterStore } from './PageBoosterStore';

const ratingWord = { good: 'Good', ok: 'OK', bad: 'Needs work', feedback: 'Note' } as const;
const impactWord = { 3: 'High impact', 2: 'Medium impact', 1: 'Low impact' } as Record<number, string>;

/**
 * The assessed page: its SEO and readability scores and facts, the ranked
 * suggestions, and the sections to choose for improving with their cost.
 */
export const PageReport = observer(function PageReport({
  store,
  credits,
  onImprove,
}: {
  store: PageBoosterStore;
  /** The user's credits, when known. */
  credits: number | null;
  /** Improves the chosen sections. */
  onImprove: () => void;
}) {
  const report = store.report;
  if (!report) return null;
  return (
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
          Improving costs about 1.4 credits a word of the chosen sections ({n(store.chosenWords)} words), plus
          60 a section; what is not used is given back, and a failed run is refunded in full.
          {credits !== null ? ` You have ${n(credits)} credits.` : ''}
        </Small>
        <div>
          <Button
            onClick={() => onImprove()}
            loading={store.phase === 'improving'}
            disabled={store.busy || store.chosen.size === 0}
          >
            Improve {store.chosen.size} section{store.chosen.size === 1 ? '' : 's'}
          </Button>
        </div>
        {store.phase === 'improving' && <ProgressBar label="Writing the improved sections…" />}
      </section>
    </>
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
