import { screen } from '@testing-library/react';
import { fakeShell, renderScreen } from '../test/fakeShell';
import { TranslatePopup } from './TranslatePopup';

const sse = (event: string, data: unknown) => ({ event, data: JSON.stringify(data) });

describe('the translate popup', () => {
  it('translates into the language chosen, and hands the translation over when kept', async () => {
    const fake = fakeShell(
      {},
      {
        '/api/generate': () => [
          sse('meta', { operation: 'translate', label: 'offline writer' }),
          sse('delta', { text: '<p>Bonjour.</p>' }),
          sse('done', { words: 1, credits: 2, aborted: false }),
        ],
      },
    );
    const onResult = jest.fn();
    const close = jest.fn();
    const { user } = renderScreen(
      <TranslatePopup props={{ html: '<p>Hello.</p>', onResult }} close={close} />,
      {
        route: '/x',
        path: '/x',
        shell: fake.shell,
      },
    );
    await user.selectOptions(screen.getByLabelText('Translate into'), 'fr-FR');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    await user.click(await screen.findByRole('button', { name: 'Use translation' }));
    expect(onResult).toHaveBeenCalledWith('<p>Bonjour.</p>');
    expect(close).toHaveBeenCalled();
    expect(fake.calls.find((c) => c.route === 'STREAM /api/generate')?.body).toMatchObject({
      operation: 'translate',
      language: 'fr-FR',
    });
  });

  it('says when there is nothing to translate', () => {
    const fake = fakeShell({});
    renderScreen(<TranslatePopup props={{ html: '  ' }} close={jest.fn()} />, {
      route: '/x',
      path: '/x',
      shell: fake.shell,
    });
    expect(screen.getByText('There is nothing to translate yet.')).toBeInTheDocument();
  });
});
