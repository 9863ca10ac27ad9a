import { ApiError, quotaResetsText } from '@inkpress/shared-core';
import { toolBySlug } from '@inkpress/shared-core/tools';
import { fakeApiClient } from '@inkpress/shared-ui/testing';
import { findByRole, getByRole, queryByRole, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { type EmbedConfig, mountEmbed, readConfig } from './app';
import type { ResultActions } from './results';

const KEY = 'pk_abcdefghijklmnopqrstuvwx';
const tool = (slug: string) => toolBySlug.get(slug)!;
const configFor = (slug: string): EmbedConfig => ({
  slug,
  partner: KEY,
  origins: ['https://acme.test'],
  toolUrl: `https://inkpress.test/tools/${slug}?ref=${KEY}`,
});
const sse = (event: string, data: unknown) => ({ event, data: JSON.stringify(data) });

function mount(slug: string, api = fakeApiClient({}), actions: Partial<ResultActions> = {}) {
  const main = document.createElement('main');
  document.body.replaceChildren(main);
  const run = mountEmbed(main, tool(slug), configFor(slug), api.client, actions);
  return { main, run, calls: api.calls };
}

const GRAMMAR = {
  issues: [
    {
      start: 5,
      end: 10,
      text: 'is is',
      kind: 'grammar',
      rule: 'Repeated word',
      message: 'The word “is” is repeated.',
      replacements: ['is'],
    },
    {
      start: 13,
      end: 21,
      text: 'sentense',
      kind: 'spelling',
      rule: 'Spelling',
      message: '“sentense” is not in the dictionary.',
      replacements: ['sentence'],
    },
  ],
  fixed: 'This is a sentence with a mistake.',
  words: 8,
};
const SCORES = { flesch: 31.5, fleschKincaid: 14.2, smog: 13.1, fog: 16.8, colemanLiau: 14, ari: 15 };

describe('the embed’s form', () => {
  it('is the catalogue’s form: each field labelled, with its choices and limits, and the run button', () => {
    const { main } = mount('citation-generator');
    expect(getByRole(main, 'heading', { level: 1, name: 'Citation Generator' })).toBeTruthy();
    const form = getByRole(main, 'form', { name: 'Citation Generator' });
    const style = getByRole(form, 'combobox', { name: 'Style' }) as HTMLSelectElement;
    expect([...style.options].map((o) => o.value)).toEqual([
      'apa',
      'mla',
      'chicago-author-date',
      'chicago-notes',
      'harvard',
      'vancouver',
      'ieee',
    ]);
    expect(getByRole(form, 'textbox', { name: 'Title' })).toHaveAttribute('maxlength', '300');
    expect(getByRole(form, 'textbox', { name: /Authors/ })).toHaveAccessibleDescription(
      /^One author per line, first name then last name \(or “Last, First”\)\.\s*$/,
    );
    expect(getByRole(form, 'button', { name: 'Run Citation Generator' })).toBeTruthy();
  });

  it('starts from the defaults, with numbers, tones and languages', () => {
    const { main } = mount('slogan-generator');
    expect(getByRole(main, 'spinbutton', { name: /How many/ })).toHaveValue(10);
    expect(getByRole(main, 'combobox', { name: /Tone/ })).toHaveValue('professional');
    expect(getByRole(main, 'combobox', { name: /Language/ })).toHaveValue('en-US');
  });

  it('checks the fields with the catalogue’s rules before calling the API', async () => {
    const { main, calls } = mount('grammar-checker');
    await userEvent.click(getByRole(main, 'button', { name: 'Run Grammar Checker' }));
    const text = getByRole(main, 'textbox', { name: 'Your text' });
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(/^\s*Your text is required\.$/);
    expect(calls).toHaveLength(0);
  });
});

describe('the embed’s results', () => {
  it('lists grammar issues in place and fixes them all, running again', async () => {
    let answers = 0;
    const api = fakeApiClient({
      'POST /api/tools/grammar-checker': () => {
        answers += 1;
        return { result: answers === 1 ? GRAMMAR : { issues: [], fixed: GRAMMAR.fixed, words: 7 } };
      },
    });
    const { main, calls } = mount('grammar-checker', api);
    await userEvent.type(
      getByRole(main, 'textbox', { name: 'Your text' }),
      'This is is a sentense with a mistake.',
    );
    await userEvent.click(getByRole(main, 'button', { name: 'Run Grammar Checker' }));
    const region = await findByRole(main, 'region', { name: 'Grammar and spelling' });
    expect(region).toHaveTextContent('2 issues in 8 words.');
    expect(region).toHaveTextContent('Spelling: “sentense” — “sentense” is not in the dictionary.');
    expect(calls[0]?.body).toEqual({ text: 'This is is a sentense with a mistake.' });

    await userEvent.click(within(region).getByRole('button', { name: 'Fix all' }));
    expect(getByRole(main, 'textbox', { name: 'Your text' })).toHaveValue(GRAMMAR.fixed);
    expect(await findByRole(main, 'region', { name: 'Grammar and spelling' })).toHaveTextContent(
      'No issues found in 7 words.',
    );
    expect(calls[1]?.body).toEqual({ text: GRAMMAR.fixed });
  });

  it('applies one fix where the issue is', async () => {
    const api = fakeApiClient({ 'POST /api/tools/grammar-checker': () => ({ result: GRAMMAR }) });
    const { main } = mount('grammar-checker', api);
    await userEvent.type(
      getByRole(main, 'textbox', { name: 'Your text' }),
      'This is is a sentense with a mistake.',
    );
    await userEvent.click(getByRole(main, 'button', { name: 'Run Grammar Checker' }));
    await userEvent.click(await findByRole(main, 'button', { name: 'Change to “sentence”' }));
    expect(getByRole(main, 'textbox', { name: 'Your text' })).toHaveValue(
      'This is is a sentence with a mistake.',
    );
  });

  it('streams a rewrite with the readability scores before and after', async () => {
    const api = fakeApiClient(
      {},
      {
        '/api/tools/readability-improver': () => [
          sse('report', { scores: SCORES, words: 9, sentences: 1, level: 'Difficult', hardSentences: [] }),
          sse('meta', { label: 'offline writer' }),
          sse('delta', { text: 'Short ' }),
          sse('delta', { text: 'words.' }),
          sse('done', { output: 'Short words.', credits: 0 }),
          sse('report-after', {
            scores: { ...SCORES, flesch: 90.2 },
            words: 2,
            sentences: 1,
            level: 'Very easy',
            hardSentences: [],
          }),
        ],
      },
    );
    const { main } = mount('readability-improver', api);
    await userEvent.type(
      getByRole(main, 'textbox', { name: 'Your text' }),
      'Notwithstanding the aforementioned.',
    );
    await userEvent.click(getByRole(main, 'button', { name: 'Run Readability Improver' }));
    const region = await findByRole(main, 'region', { name: 'Readability' });
    await within(main).findByText('Very easy');
    const row = within(region).getByRole('row', { name: /Flesch reading ease/ });
    expect(row).toHaveTextContent('31.5');
    expect(row).toHaveTextContent('90.2');
    const result = getByRole(main, 'region', { name: 'Result' });
    expect(result).toHaveTextContent('Written by the offline writer');
    expect(result).toHaveTextContent('Short words.');
  });

  it('shows a library list and a citation, whose files download', async () => {
    const api = fakeApiClient({
      'POST /api/tools/acronym-generator': () => ({ result: { items: ['PNG', 'PoNG'] } }),
      'POST /api/tools/citation-generator': () => ({
        result: {
          style: 'mla',
          inText: '(Orwell)',
          reference: 'Orwell, George. Nineteen Eighty-Four. Secker & Warburg, 1949.',
          referenceHtml: '<i>x</i>',
          bibtex: '@book{orwell}',
          ris: 'TY  - BOOK',
        },
      }),
    });
    const list = mount('acronym-generator', api);
    await userEvent.type(getByRole(list.main, 'textbox', { name: 'Phrase' }), 'portable network graphics');
    await userEvent.click(getByRole(list.main, 'button', { name: 'Run Acronym Generator' }));
    const items = await within(list.main).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['PNG', 'PoNG']);
    expect(list.calls[0]?.body).toEqual({ text: 'portable network graphics', count: 8 });

    const download = jest.fn();
    const cite = mount('citation-generator', api, { download });
    await userEvent.type(getByRole(cite.main, 'textbox', { name: 'Title' }), 'Nineteen Eighty-Four');
    await userEvent.click(getByRole(cite.main, 'button', { name: 'Run Citation Generator' }));
    const region = await findByRole(cite.main, 'region', { name: 'Citation' });
    expect(region).toHaveTextContent('Orwell, George. Nineteen Eighty-Four. Secker & Warburg, 1949.');
    await userEvent.click(within(region).getByRole('button', { name: 'Download BibTeX (.bib)' }));
    expect(download).toHaveBeenCalledWith('citation.bib', '@book{orwell}', 'application/x-bibtex');
  });

  it('shows the text of a result as text, never as HTML', async () => {
    const api = fakeApiClient({
      'POST /api/tools/acronym-generator': () => ({ result: { items: ['<img src=x onerror="alert(1)">'] } }),
    });
    const { main } = mount('acronym-generator', api);
    await userEvent.type(getByRole(main, 'textbox', { name: 'Phrase' }), 'x');
    await userEvent.click(getByRole(main, 'button', { name: 'Run Acronym Generator' }));
    expect(await within(main).findByText('<img src=x onerror="alert(1)">')).toBeTruthy();
    expect(main.querySelector('img')).toBeNull();
  });

  const quotaData = {
    limit: 10,
    resetsAt: '2030-01-02T00:00:00.000Z',
    retryAfter: 3600,
  };

  it('sends a partner’s used-up quota to the tool on Inkpress, with the partner’s code and nofollow', async () => {
    const api = fakeApiClient({
      'POST /api/tools/acronym-generator': () => {
        throw new ApiError({
          status: 429,
          code: 'RateLimitError',
          message: 'This site has used all of today’s free runs of the Inkpress tools.',
          data: { ...quotaData, reason: 'partner-quota' },
        });
      },
    });
    const { main } = mount('acronym-generator', api);
    await userEvent.type(getByRole(main, 'textbox', { name: 'Phrase' }), 'portable network graphics');
    await userEvent.click(getByRole(main, 'button', { name: 'Run Acronym Generator' }));
    const alert = await findByRole(main, 'alert');
    expect(alert).toHaveTextContent('This site has used all of today’s free runs');
    const link = within(alert).getByRole('link', { name: 'Use it on Inkpress' });
    expect(link).toHaveAttribute('href', `https://inkpress.test/tools/acronym-generator?ref=${KEY}`);
    expect(link).toHaveAttribute('rel', 'nofollow noopener');
    expect(within(alert).queryByRole('link', { name: 'Create a free account' })).toBeNull();
    expect(queryByRole(main, 'region', { name: 'Result' })).toBeNull();
  });

  it('offers a visitor whose own quota is used up a free account on Inkpress and says when the runs come back', async () => {
    const api = fakeApiClient({
      'POST /api/tools/acronym-generator': () => {
        throw new ApiError({
          status: 429,
          code: 'RateLimitError',
          message: 'You have used today’s 10 free runs of the writing tools. Sign up free to keep going.',
          data: { ...quotaData, reason: 'free-tool-quota', group: 'Writing' },
        });
      },
    });
    const { main } = mount('acronym-generator', api);
    await userEvent.type(getByRole(main, 'textbox', { name: 'Phrase' }), 'portable network graphics');
    await userEvent.click(getByRole(main, 'button', { name: 'Run Acronym Generator' }));
    const alert = await findByRole(main, 'alert');
    expect(alert).toHaveTextContent('You have used today’s 10 free runs of the writing tools.');
    expect(alert).toHaveTextContent(`Your free runs come back ${quotaResetsText(quotaData.resetsAt)}.`);
    const link = within(alert).getByRole('link', { name: 'Create a free account' });
    // Sign-up on Inkpress, back to the tool's page, with the partner's referral code.
    expect(link).toHaveAttribute(
      'href',
      `https://inkpress.test/register?from=%2Ftools%2Facronym-generator&ref=${KEY}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'nofollow noopener');
  });

  it('shows too many requests in a short time as the message alone', async () => {
    const api = fakeApiClient({
      'POST /api/tools/acronym-generator': () => {
        throw new ApiError({
          status: 429,
          code: 'RateLimitError',
          message: 'Slow down.',
          data: { retryAfter: 5 },
        });
      },
    });
    const { main } = mount('acronym-generator', api);
    await userEvent.type(getByRole(main, 'textbox', { name: 'Phrase' }), 'x');
    await userEvent.click(getByRole(main, 'button', { name: 'Run Acronym Generator' }));
    const alert = await findByRole(main, 'alert');
    expect(alert).toHaveTextContent('Slow down.');
    expect(within(alert).queryByRole('link')).toBeNull();
  });
});

describe('the page’s data', () => {
  it('is read from its JSON script element, and nothing else', () => {
    document.body.innerHTML = `<script type="application/json" id="inkpress-embed">${JSON.stringify(configFor('hook-generator'))}</script>`;
    expect(readConfig(document)).toEqual(configFor('hook-generator'));
    document.body.innerHTML = '<script type="application/json" id="inkpress-embed">{"slug":1}</script>';
    expect(readConfig(document)).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="inkpress-embed">not json</script>';
    expect(readConfig(document)).toBeNull();
  });
});
