/**
 * A run's answer in plain DOM, in the form its output kind calls for (the
 * tool page's ToolResult, without React): text and lists, pros and cons,
 * translations, grammar issues with their fixes, readability scores before
 * and after, sentences in the other voice, a citation, the AI signals,
 * keywords. Reports are parsed with shared-core's schemas; a report that
 * does not match is not shown.
 */
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
import type { ToolRun } from '../tool/ToolRun';
import { h } from './dom';

/** What a result can ask of the page: apply a fix to the text and run again, copy, download. */
export interface ResultActions {
  replaceText(text: string): void;
  copy(text: string): void;
  download(name: string, text: string, type: string): void;
}

type Schema<T> = { safeParse(value: unknown): { data?: T } };
const parse = <T>(schema: Schema<T>, value: unknown): T | null =>
  value ? (schema.safeParse(value).data ?? null) : null;

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const button = (label: string, onClick: () => void, secondary = true) =>
  h(
    'button',
    { type: 'button', class: secondary ? 'ink-button ink-secondary' : 'ink-button', on: { click: onClick } },
    label,
  );

const scoreRows: [keyof ReadabilityScores, string, string][] = [
  ['flesch', 'Flesch reading ease', 'higher is easier (60–70 is plain English)'],
  ['fleschKincaid', 'Flesch–Kincaid grade', 'school grade needed'],
  ['smog', 'SMOG grade', 'years of education needed'],
  ['fog', 'Gunning fog', 'years of education needed'],
];

function readability(before: ReadabilityReport, after: ReadabilityReport | null) {
  return h(
    'section',
    { 'aria-label': 'Readability', class: 'ink-section' },
    h(
      'p',
      null,
      h('strong', null, before.level),
      ` · ${before.words} words in ${before.sentences} sentences`,
      after && ' → after the rewrite: ',
      after && h('strong', null, after.level),
    ),
    h(
      'div',
      { class: 'ink-scroll' },
      h(
        'table',
        null,
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            h('th', { scope: 'col' }, 'Score'),
            h('th', { scope: 'col' }, 'Your text'),
            after && h('th', { scope: 'col' }, 'Rewrite'),
            h('th', { scope: 'col' }, 'Means'),
          ),
        ),
        h(
          'tbody',
          null,
          ...scoreRows.map(([key, name, means]) =>
            h(
              'tr',
              null,
              h('th', { scope: 'row' }, name),
              h('td', null, before.scores[key].toFixed(1)),
              after && h('td', null, after.scores[key].toFixed(1)),
              h('td', null, means),
            ),
          ),
        ),
      ),
    ),
    before.hardSentences.length > 0 && h('h3', null, 'Hard sentences'),
    before.hardSentences.length > 0 &&
      h(
        'ul',
        null,
        ...before.hardSentences.map((s) =>
          h(
            'li',
            null,
            h('mark', null, s.text),
            ' ',
            h('small', null, `(${s.reason}, grade ${s.grade.toFixed(0)})`),
          ),
        ),
      ),
  );
}

function grammar(report: GrammarReport, run: ToolRun, actions: ResultActions) {
  const text = String(run.values.text ?? '');
  const count = report.issues.length;
  return h(
    'section',
    { 'aria-label': 'Grammar and spelling', class: 'ink-section' },
    h(
      'p',
      null,
      count === 0
        ? `No issues found in ${report.words} words.`
        : `${count} issue${count === 1 ? '' : 's'} in ${report.words} words.`,
    ),
    count > 0 &&
      h(
        'div',
        null,
        button('Fix all', () => actions.replaceText(report.fixed), false),
      ),
    count > 0 &&
      h(
        'ol',
        { class: 'ink-issues' },
        ...report.issues.map((issue) => {
          const fix = issue.replacements[0];
          return h(
            'li',
            null,
            h('strong', null, issue.rule),
            ': “',
            h('mark', null, issue.text),
            `” — ${issue.message} `,
            fix !== undefined &&
              button(fix ? `Change to “${fix}”` : 'Delete it', () =>
                actions.replaceText(text.slice(0, issue.start) + fix + text.slice(issue.end)),
              ),
          );
        }),
      ),
  );
}

const verdicts = {
  'likely-human': 'Reads human',
  mixed: 'Mixed signals',
  'likely-ai': 'Reads machine-written',
};

function detector(before: DetectorReport, after: DetectorReport | null) {
  const marker = h('span', null);
  marker.style.width = `${before.score}%`;
  return h(
    'section',
    { 'aria-label': 'AI signals', class: 'ink-section' },
    h(
      'div',
      {
        class: 'ink-meter',
        role: 'meter',
        'aria-label': 'AI-likeness score',
        'aria-valuenow': before.score,
        'aria-valuemin': 0,
        'aria-valuemax': 100,
      },
      marker,
    ),
    h(
      'p',
      null,
      h('strong', null, verdicts[before.verdict]),
      ` · indicative score ${before.score.toFixed(0)} / 100`,
      after && ` → ${after.score.toFixed(0)} / 100 after the rewrite`,
    ),
    h(
      'div',
      { class: 'ink-scroll' },
      h(
        'table',
        null,
        h(
          'tbody',
          null,
          ...before.signals.map((s) =>
            h(
              'tr',
              null,
              h('th', { scope: 'row' }, s.name),
              h('td', null, s.display),
              after && h('td', null, after.signals.find((a) => a.id === s.id)?.display ?? '—'),
              h('td', null, s.meaning),
            ),
          ),
        ),
      ),
    ),
    h('p', { class: 'ink-note' }, before.limits),
  );
}

function voice(report: VoiceReport, aiLines: string[]) {
  let next = 0;
  return h(
    'section',
    { 'aria-label': 'Sentences', class: 'ink-section' },
    h(
      'ol',
      { class: 'ink-sentences' },
      ...report.sentences.map((s) => {
        const after = s.method === 'ai' ? (aiLines[next++] ?? '…') : s.after;
        const how =
          s.method === 'rule' ? 'converted by rule' : s.method === 'ai' ? 'rewritten by AI' : 'unchanged';
        return h(
          'li',
          null,
          h('div', null, h('small', null, 'Before '), s.before),
          h('div', null, h('small', null, 'After '), after, ' ', h('span', { class: 'ink-tag' }, how)),
        );
      }),
    ),
  );
}

function citation(result: CitationResult, actions: ResultActions) {
  return h(
    'section',
    { 'aria-label': 'Citation', class: 'ink-section' },
    h('h3', null, 'In-text citation'),
    h('div', { class: 'ink-quote' }, result.inText),
    h('h3', null, 'Reference entry'),
    h('div', { class: 'ink-quote' }, result.reference),
    h(
      'div',
      { class: 'ink-row' },
      button('Copy reference', () => actions.copy(result.reference)),
      button('Download BibTeX (.bib)', () =>
        actions.download('citation.bib', result.bibtex, 'application/x-bibtex'),
      ),
      button('Download RIS (.ris)', () =>
        actions.download('citation.ris', result.ris, 'application/x-research-info-systems'),
      ),
    ),
  );
}

function keywords(report: KeywordReport, ideas: string[]) {
  return h(
    'section',
    { 'aria-label': 'Keywords', class: 'ink-section' },
    h('h3', null, 'Extracted from your text'),
    h('p', { class: 'ink-note' }, report.note),
    h(
      'div',
      { class: 'ink-scroll' },
      h(
        'table',
        null,
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            h('th', { scope: 'col' }, 'Keyword'),
            h('th', { scope: 'col' }, 'Times used'),
            h('th', { scope: 'col' }, 'Weight'),
          ),
        ),
        h(
          'tbody',
          null,
          ...report.keywords.map((k) =>
            h(
              'tr',
              null,
              h('th', { scope: 'row' }, k.term),
              h('td', null, k.count),
              h('td', null, k.score.toFixed(2)),
            ),
          ),
        ),
      ),
    ),
    ideas.length > 0 && h('h3', null, 'Related keyword ideas (AI)'),
    ideas.length > 0 && h('ul', null, ...ideas.map((k) => h('li', null, k))),
  );
}

/** The result of the run so far, or null when there is nothing to show yet. */
export function renderResult(run: ToolRun, actions: ResultActions): HTMLElement | null {
  const { tool } = run;
  let body: HTMLElement | null = null;
  if (tool.output === 'readability') {
    const before = parse(ReadabilityReport, run.report);
    if (before) body = readability(before, parse(ReadabilityReport, run.reportAfter));
  } else if (tool.output === 'grammar') {
    const report = parse(GrammarReport, run.report);
    if (report) body = grammar(report, run, actions);
  } else if (tool.output === 'detector' || tool.slug === 'humanizer' || tool.slug === 'bypass-ai-detection') {
    const before = parse(DetectorReport, run.report);
    if (before) body = detector(before, parse(DetectorReport, run.reportAfter));
  } else if (tool.output === 'voice') {
    const report = parse(VoiceReport, run.report);
    if (report) body = voice(report, lines(run.text));
  } else if (tool.output === 'citation') {
    const result = parse(CitationResult, run.report);
    if (result) body = citation(result, actions);
  } else if (tool.output === 'keywords') {
    const report = parse(KeywordReport, run.report);
    if (report) body = keywords(report, lines(run.text));
  }
  const streamedText = Boolean(run.text) && tool.output !== 'voice' && tool.output !== 'keywords';
  const list = tool.output === 'list' || tool.output === 'pros-cons';
  const items = list ? lines(run.text || run.resultText) : [];
  if (!body && !streamedText && !run.translations.length && !items.length) return null;

  let answer: HTMLElement | null = null;
  if (tool.output === 'pros-cons') {
    answer = h(
      'div',
      { class: 'ink-columns' },
      ...(['Pro', 'Con'] as const).map((side) =>
        h(
          'div',
          null,
          h('h3', null, side === 'Pro' ? 'Pros' : 'Cons'),
          h(
            'ul',
            null,
            ...items.filter((l) => l.startsWith(`${side}:`)).map((l) => h('li', null, l.slice(4).trim())),
          ),
        ),
      ),
    );
  } else if (list) {
    answer = h(
      'ol',
      { class: 'ink-list' },
      ...items.map((item) => {
        const note = listItemNote(tool, item, run.values);
        return h('li', null, item, note && h('small', null, ` (${note})`));
      }),
    );
  } else if (streamedText) {
    answer = h('div', { class: 'ink-text' }, run.text);
  }
  const writer = run.writer === 'offline writer' ? 'Written by the offline writer' : run.writer;
  return h(
    'section',
    { class: 'ink-result', 'aria-label': 'Result', 'aria-busy': run.running ? 'true' : 'false' },
    h(
      'div',
      { class: 'ink-row' },
      h('h2', null, 'Result'),
      writer && h('span', { class: 'ink-tag' }, writer),
    ),
    body,
    answer,
    ...run.translations.map((t) =>
      h(
        'section',
        { 'aria-label': t.language },
        h('h3', null, t.language),
        h('div', { class: 'ink-text' }, htmlToText(t.text)),
      ),
    ),
    run.resultText &&
      !run.running &&
      h(
        'div',
        { class: 'ink-row' },
        button('Copy', () => actions.copy(run.resultText)),
      ),
  );
}
