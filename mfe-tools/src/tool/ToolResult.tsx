import { htmlToText } from '@inkpress/shared-core';
import {
  CitationResult,
  DetectorReport,
  GrammarReport,
  KeywordReport,
  listItemNote,
  ReadabilityReport,
  type ReadabilityScores,
  VoiceReport,
} from '@inkpress/shared-core/tools';
import { Button } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ToolRunStore } from './ToolRunStore';

export function downloadText(name: string, text: string, type = 'text/plain') {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const scoreRows: [keyof ReadabilityScores, string, string][] = [
  ['flesch', 'Flesch reading ease', 'higher is easier (60–70 is plain English)'],
  ['fleschKincaid', 'Flesch–Kincaid grade', 'school grade needed'],
  ['smog', 'SMOG grade', 'years of education needed'],
  ['fog', 'Gunning fog', 'years of education needed'],
];

function Readability({ before, after }: { before: ReadabilityReport; after: ReadabilityReport | null }) {
  return (
    <Section aria-label="Readability">
      <p>
        <strong>{before.level}</strong> · {before.words} words in {before.sentences} sentences
        {after && (
          <>
            {' '}
            → after the rewrite: <strong>{after.level}</strong>
          </>
        )}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Score</th>
            <th scope="col">Your text</th>
            {after && <th scope="col">Rewrite</th>}
            <th scope="col">Means</th>
          </tr>
        </thead>
        <tbody>
          {scoreRows.map(([key, name, means]) => (
            <tr key={key}>
              <th scope="row">{name}</th>
              <td>{before.scores[key].toFixed(1)}</td>
              {after && <td>{after.scores[key].toFixed(1)}</td>}
              <td>{means}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {before.hardSentences.length > 0 && (
        <>
          <h3>Hard sentences</h3>
          <ul>
            {before.hardSentences.map((s) => (
              <li key={s.start}>
                <mark>{s.text}</mark>{' '}
                <small>
                  ({s.reason}, grade {s.grade.toFixed(0)})
                </small>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

const Grammar = observer(function Grammar({ store, report }: { store: ToolRunStore; report: GrammarReport }) {
  const text = String(store.values.text ?? '');
  const apply = (start: number, end: number, replacement: string) => {
    store.setValue('text', text.slice(0, start) + replacement + text.slice(end));
    void store.run();
  };
  return (
    <Section aria-label="Grammar and spelling">
      <p>
        {report.issues.length === 0
          ? `No issues found in ${report.words} words.`
          : `${report.issues.length} issue${report.issues.length === 1 ? '' : 's'} in ${report.words} words.`}
      </p>
      {report.issues.length > 0 && (
        <Button
          type="button"
          onClick={() => {
            store.setValue('text', report.fixed);
            void store.run();
          }}
        >
          Fix all
        </Button>
      )}
      <ol>
        {report.issues.map((issue) => (
          <li key={`${issue.start}-${issue.rule}`}>
            <strong>{issue.rule}</strong>: “<mark>{issue.text}</mark>” — {issue.message}{' '}
            {issue.replacements[0] !== undefined && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => apply(issue.start, issue.end, issue.replacements[0] ?? '')}
              >
                Change to “{issue.replacements[0]}”
              </Button>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
});

function Detector({ before, after }: { before: DetectorReport; after: DetectorReport | null }) {
  const verdict = {
    'likely-human': 'Reads human',
    mixed: 'Mixed signals',
    'likely-ai': 'Reads machine-written',
  };
  return (
    <Section aria-label="AI signals">
      <Meter
        role="meter"
        aria-valuenow={before.score}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label="AI-likeness score"
      >
        <span style={{ width: `${before.score}%` }} />
      </Meter>
      <p>
        <strong>{verdict[before.verdict]}</strong> · indicative score {before.score.toFixed(0)} / 100
        {after && ` → ${after.score.toFixed(0)} / 100 after the rewrite`}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Signal</th>
            <th scope="col">Value</th>
            {after && <th scope="col">Rewrite</th>}
            <th scope="col">What it means</th>
          </tr>
        </thead>
        <tbody>
          {before.signals.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.name}</th>
              <td>{s.display}</td>
              {after && <td>{after.signals.find((a) => a.id === s.id)?.display ?? '—'}</td>}
              <td>{s.meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Note>{before.limits}</Note>
    </Section>
  );
}

function Voice({ report, aiLines }: { report: VoiceReport; aiLines: string[] }) {
  let next = 0;
  return (
    <Section aria-label="Sentences">
      <ol>
        {report.sentences.map((s) => {
          const after = s.method === 'ai' ? (aiLines[next++] ?? '…') : s.after;
          return (
            <li key={s.start}>
              <div>
                <small>Before</small> {s.before}
              </div>
              <div>
                <small>After</small> {after}{' '}
                <Tag>
                  {s.method === 'rule'
                    ? 'converted by rule'
                    : s.method === 'ai'
                      ? 'rewritten by AI'
                      : 'unchanged'}
                </Tag>
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

function Citation({ result }: { result: CitationResult }) {
  return (
    <Section aria-label="Citation">
      <h3>In-text citation</h3>
      <Quote>{result.inText}</Quote>
      <h3>Reference entry</h3>
      <Quote>{result.reference}</Quote>
      <Row>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void navigator.clipboard.writeText(result.reference)}
        >
          Copy reference
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => downloadText('citation.bib', result.bibtex, 'application/x-bibtex')}
        >
          Download BibTeX (.bib)
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => downloadText('citation.ris', result.ris, 'application/x-research-info-systems')}
        >
          Download RIS (.ris)
        </Button>
      </Row>
    </Section>
  );
}

function Keywords({ report, ideas }: { report: KeywordReport; ideas: string[] }) {
  const byIntent = new Map<string, string[]>();
  for (const line of ideas) {
    const [intent, keyword] = line.includes(':') ? line.split(/:\s*/, 2) : ['ideas', line];
    byIntent.set(intent ?? 'ideas', [...(byIntent.get(intent ?? 'ideas') ?? []), keyword ?? line]);
  }
  return (
    <Section aria-label="Keywords">
      <h3>Extracted from your text</h3>
      <Note>{report.note}</Note>
      <table>
        <thead>
          <tr>
            <th scope="col">Keyword</th>
            <th scope="col">Times used</th>
            <th scope="col">Weight</th>
          </tr>
        </thead>
        <tbody>
          {report.keywords.map((k) => (
            <tr key={k.term}>
              <th scope="row">{k.term}</th>
              <td>{k.count}</td>
              <td>{k.score.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {byIntent.size > 0 && <h3>Related keyword ideas (AI)</h3>}
      {[...byIntent].map(([intent, list]) => (
        <div key={intent}>
          <strong>{intent}</strong>
          <ul>
            {list.map((k) => (
              <li key={k}>{k}</li>
            ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** A run's answer, in the form its output kind calls for, with copy and download. */
/**
 * Brings a new result into view when it starts below what the reader sees —
 * on a narrow screen (375 px) the form fills the screen and the result would
 * appear unseen under it. A result whose top is already on screen, or above
 * it (the reader is working inside it: a grammar fix re-runs the tool), stays
 * where it is. Smooth unless the reader asked for reduced motion.
 */
export function revealResult(el: HTMLElement, win: Window = window): boolean {
  const top = el.getBoundingClientRect().top;
  if (top < win.innerHeight * 0.75) return false;
  const reduce = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/** Reveals the result once per run, when it first shows (a library report, or a stream's first words). */
function useRevealOnRun(store: ToolRunStore) {
  const ref = useRef<HTMLElement>(null);
  const pending = useRef(false);
  const running = store.running;
  useEffect(() => {
    if (running) pending.current = true;
  }, [running]);
  useEffect(() => {
    if (!pending.current || !ref.current) return;
    pending.current = false;
    revealResult(ref.current);
  });
  return ref;
}

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
const Section = styled.section`
  display: grid;
  gap: 8px;
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 14px;
  }
  th,
  td {
    text-align: left;
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
  }
  mark {
    background: #fef3c7;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;
const Tag = styled.span`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.tones.brand.bg};
  color: ${({ theme }) => theme.colors.tones.brand.fg};
  font-size: 12px;
`;
const Text = styled.div`
  white-space: pre-wrap;
  line-height: 1.6;
`;
const Quote = styled.div`
  padding: 10px 12px;
  background: #f8fafc;
  border-radius: ${({ theme }) => theme.radii.md};
`;
const Note = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: 14px;
`;
const Columns = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;
const Meter = styled.div`
  height: 10px;
  border-radius: 5px;
  background: linear-gradient(90deg, #16a34a, #eab308, #dc2626);
  position: relative;
  span {
    position: absolute;
    inset: 0 auto 0 0;
    border-right: 3px solid #0f172a;
  }
`;
