import { htmlToText } from '@inkpress/shared-core';
import {
  CitationResult,
  DetectorReport,
  GrammarReport,
  KeywordReport,
  listItemNote,
  ReadabilityReport,
  VoiceReport,
} from '@inkpress/shared-core/tools';
import { Button } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { downloadText } from './downloadText';
import { Citation } from './reports/Citation';
import { Detector } from './reports/Detector';
import { Grammar } from './reports/Grammar';
import { Keywords } from './reports/Keywords';
import { Readability } from './reports/Readability';
import { Voice } from './reports/Voice';
import { Row, Tag } from './resultLayout';
import { useRevealOnRun } from './revealResult';
import type { ToolRunStore } from './ToolRunStore';

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** A run's answer, in the form its output kind calls for, with copy and download. */
export const ToolResult = observer(function ToolResult({ store }: { store: ToolRunStore }) {
  const { tool } = store;
  const resultRef = useRevealOnRun(store);
  const parse = <T,>(schema: { safeParse(v: unknown): { success: boolean; data?: T } }, value: unknown) =>
    value ? (schema.safeParse(value).data ?? null) : null;
  let body: React.ReactNode = null;
  if (tool.output === 'readability') {
    const before = parse<ReadabilityReport>(ReadabilityReport, store.report);
    if (before) body = <Readability before={before} after={parse(ReadabilityReport, store.reportAfter)} />;
  } else if (tool.output === 'grammar') {
    const report = parse<GrammarReport>(GrammarReport, store.report);
    if (report) body = <Grammar store={store} report={report} />;
  } else if (tool.output === 'detector' || tool.slug === 'humanizer' || tool.slug === 'bypass-ai-detection') {
    const before = parse<DetectorReport>(DetectorReport, store.report);
    if (before) body = <Detector before={before} after={parse(DetectorReport, store.reportAfter)} />;
  } else if (tool.output === 'voice') {
    const report = parse<VoiceReport>(VoiceReport, store.report);
    if (report) body = <Voice report={report} aiLines={lines(store.text)} />;
  } else if (tool.output === 'citation') {
    const result = parse<CitationResult>(CitationResult, store.report);
    if (result) body = <Citation result={result} />;
  } else if (tool.output === 'keywords') {
    const report = parse<KeywordReport>(KeywordReport, store.report);
    if (report) body = <Keywords report={report} ideas={lines(store.text)} />;
  }
  const streamedText = store.text && tool.output !== 'voice' && tool.output !== 'keywords';
  const list = tool.output === 'list' || tool.output === 'pros-cons';
  const items = list ? lines(store.text || store.resultText) : [];
  const links = (
    store.report as { links?: { anchor: string; url: string; title: string; score: number }[] } | null
  )?.links;
  if (!body && !streamedText && !store.translations.length && !links && !items.length) return null;
  return (
    <Result ref={resultRef} aria-live="polite" aria-busy={store.running} data-testid="tool-result">
      <Row>
        <h2>Result</h2>
        {store.writer && (
          <Tag>{store.writer === 'offline writer' ? 'Written by the offline writer' : store.writer}</Tag>
        )}
        {store.credits > 0 && <Tag>{store.credits} credits</Tag>}
      </Row>
      {body}
      {links && (
        <ul aria-label="Link suggestions">
          {links.length === 0 && <li>No phrase of the text matches your pages’ titles.</li>}
          {links.map((l) => (
            <li key={l.url}>
              Link “<mark>{l.anchor}</mark>” to <a href={l.url}>{l.title}</a>{' '}
              <small>({Math.round(l.score * 100)} % match)</small>
            </li>
          ))}
        </ul>
      )}
      {tool.output === 'pros-cons' ? (
        <Columns>
          {(['Pro', 'Con'] as const).map((side) => (
            <div key={side}>
              <h3>{side === 'Pro' ? 'Pros' : 'Cons'}</h3>
              <ul>
                {items
                  .filter((l) => l.startsWith(`${side}:`))
                  .map((l) => (
                    <li key={l}>{l.slice(4).trim()}</li>
                  ))}
              </ul>
            </div>
          ))}
        </Columns>
      ) : list ? (
        <ol>
          {items.map((item) => {
            const note = listItemNote(tool, item, store.values);
            return (
              <li key={item}>
                {item}
                {note && <small> ({note})</small>}
              </li>
            );
          })}
        </ol>
      ) : streamedText ? (
        <Text>{store.text}</Text>
      ) : null}
      {store.translations.map((t) => (
        <section key={t.language} aria-label={t.language}>
          <h3>{t.language}</h3>
          <Text>{htmlToText(t.text)}</Text>
        </section>
      ))}
      {store.resultText && !store.running && (
        <Row>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void navigator.clipboard.writeText(store.resultText)}
          >
            Copy
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => downloadText(`${tool.slug}.txt`, store.resultText)}
          >
            Download .txt
          </Button>
        </Row>
      )}
    </Result>
  );
});

const Result = styled.section`
  display: grid;
  gap: 12px;
  padding: 20px;
  /* Revealed under the sticky header, not behind it. */
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight + 16}px;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
  h2 {
    margin: 0;
    font-size: 18px;
  }
`;
const Text = styled.div`
  white-space: pre-wrap;
  line-height: 1.6;
`;
const Columns = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;
