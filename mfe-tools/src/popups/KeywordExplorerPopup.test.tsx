import { InkpressThemeProvider, ShellProvider } from '@inkpress/shared-ui';
import { fakeShell } from '@inkpress/shared-ui/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import popups from '../popups';
import KeywordExplorerPopup from './KeywordExplorerPopup';

const sse = (event: string, data: unknown) => ({ event, data: JSON.stringify(data) });

describe('the keyword explorer popup', () => {
  it('is one of the popups mfe-tools owns', () => {
    expect(Object.keys(popups)).toEqual(['keyword-explorer', 'indexer']);
  });

  it('explores the text it is opened with and inserts the keywords the user ticks', async () => {
    const { shell, calls } = fakeShell({
      streams: {
        '/api/tools/ai-keyword-research': () => [
          sse('report', {
            keywords: [{ term: 'cold brew', count: 3, score: 0.9, words: 2 }],
            source: 'extracted',
            note: 'Extracted from your text; no search volumes.',
          }),
          sse('meta', { label: 'offline writer' }),
          sse('delta', { text: 'informational: how to make cold brew\ncommercial: best cold brew maker' }),
          sse('done', {
            output: ['informational: how to make cold brew', 'commercial: best cold brew maker'],
          }),
        ],
      },
    });
    const onInsert = jest.fn();
    const close = jest.fn();
    render(
      <InkpressThemeProvider>
        <ShellProvider store={shell}>
          <KeywordExplorerPopup
            props={{ text: 'Cold brew at home. Cold brew is easy.', onInsert }}
            close={close}
          />
        </ShellProvider>
      </InkpressThemeProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /cold brew ×3/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'best cold brew maker' }));
    await user.click(screen.getByRole('button', { name: 'Insert 2 keywords' }));
    expect(onInsert).toHaveBeenCalledWith(['cold brew', 'best cold brew maker']);
    expect(close).toHaveBeenCalled();
    expect(calls[0]).toEqual({
      route: 'STREAM /api/tools/ai-keyword-research',
      body: { text: 'Cold brew at home. Cold brew is easy.', language: 'en-US' },
    });
  });
});
