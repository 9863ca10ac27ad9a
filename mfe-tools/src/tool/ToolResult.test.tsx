import type { GrammarReport, ReadabilityReport } from '@inkpress/shared-core/tools';
import { toolBySlug } from '@inkpress/shared-core/tools';
import { InkpressThemeProvider } from '@inkpress/shared-ui';
import { type FakeHandler, fakeApiClient } from '@inkpress/shared-ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { ToolResult } from './ToolResult';
import { ToolRunStore } from './ToolRunStore';

/** A store of tool `slug` that has run once on `text`, its API answering `handlers`. */
async function ranStore(slug: string, text: string, handlers: Record<string, FakeHandler>) {
  const tool = toolBySlug.get(slug);
  if (!tool) throw new Error(`no tool ${slug}`);
  const fake = fakeApiClient(handlers);
  const store = new ToolRunStore(tool, fake.client);
  store.setValue('text', text);
  await store.run();
  render(
    <InkpressThemeProvider>
      <ToolResult store={store} />
    </InkpressThemeProvider>,
  );
  return { store, calls: fake.calls };
}

/** The result of tool `slug` whose run left the state `set` writes. */
function shown(slug: string, set: (store: ToolRunStore) => void) {
  const tool = toolBySlug.get(slug);
  if (!tool) throw new Error(`no tool ${slug}`);
  const store = new ToolRunStore(tool, fakeApiClient({}).client);
  runInAction(() => set(store));
  render(
    <InkpressThemeProvider>
      <ToolResult store={store} />
    </InkpressThemeProvider>,
  );
  return store;
}

describe('a library tool’s report on the tool page', () => {
  it('shows the grammar issues, and its buttons fix the text and check it again', async () => {
    const report: GrammarReport = {
      issues: [
        {
          start: 7,
          end: 12,
          text: 'will ',
          kind: 'grammar',
          rule: 'Repeated word',
          message: 'The word is written twice.',
          replacements: [''],
        },
        {
          start: 12,
          end: 19,
          text: 'recieve',
          kind: 'spelling',
          rule: 'Spelling',
          message: 'Possible spelling mistake.',
          replacements: ['receive'],
        },
      ],
      fixed: 'I will receive it.',
      words: 5,
    };
    const { store, calls } = await ranStore('grammar-checker', 'I will will recieve it.', {
      'POST /api/tools/grammar-checker': () => ({ result: report }),
    });
    const section = () => screen.getByRole('region', { name: 'Grammar and spelling' });
    expect(section()).toHaveTextContent('2 issues in 5 words.');
    const user = userEvent.setup();
    await user.click(within(section()).getByRole('button', { name: 'Change to “receive”' }));
    expect(store.values.text).toBe('I will will receive it.');
    await waitFor(() => expect(store.status).toBe('success'));
    await user.click(within(section()).getByRole('button', { name: 'Fix all' }));
    expect(store.values.text).toBe('I will receive it.');
    await waitFor(() => expect(store.status).toBe('success'));
    expect(calls.filter((c) => c.route === 'POST /api/tools/grammar-checker')).toHaveLength(3);
  });

  it('shows the readability scores as a table, and the hard sentences', async () => {
    const report: ReadabilityReport = {
      scores: { flesch: 41.25, fleschKincaid: 12.4, smog: 11, fog: 14.06, colemanLiau: 10, ari: 11 },
      words: 42,
      sentences: 2,
      level: 'Difficult',
      hardSentences: [
        {
          start: 0,
          end: 30,
          text: 'A very long sentence indeed.',
          words: 30,
          grade: 16.4,
          reason: 'very long',
        },
      ],
    };
    shown('readability-improver', (store) => {
      store.report = report;
    });
    const section = screen.getByRole('region', { name: 'Readability' });
    expect(section).toHaveTextContent('Difficult · 42 words in 2 sentences');
    expect(within(section).getByRole('row', { name: /Flesch reading ease 41.3/ })).toBeInTheDocument();
    expect(within(section).getByRole('row', { name: /Gunning fog 14.1/ })).toBeInTheDocument();
    expect(within(section).getByRole('listitem')).toHaveTextContent(
      'A very long sentence indeed. (very long, grade 16)',
    );
    expect(screen.queryByRole('columnheader', { name: 'Rewrite' })).not.toBeInTheDocument();
  });
});

describe('a writing tool’s answer on the tool page', () => {
  it('puts pros and cons in two columns, with copy and download', () => {
    shown('pros-and-cons-generator', (store) => {
      store.text = 'Pro: No commute\nCon: Lonely days\nPro: Quiet';
      store.credits = 200;
    });
    const result = screen.getByTestId('tool-result');
    expect(within(result).getByText('200 credits')).toBeInTheDocument();
    const pros = within(result).getByRole('heading', { name: 'Pros' }).parentElement!;
    expect(
      within(pros)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['No commute', 'Quiet']);
    const cons = within(result).getByRole('heading', { name: 'Cons' }).parentElement!;
    expect(
      within(cons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lonely days']);
    expect(within(result).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Download .txt' })).toBeInTheDocument();
  });
});
