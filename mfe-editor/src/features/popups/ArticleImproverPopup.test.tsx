import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { fakeShell, renderScreen } from '../test/fakeShell';
import { ArticleImproverPopup, ImproveSeoPopup } from './ArticleImproverPopup';
import { InfoPopup } from './InfoPopup';

const sse = (event: string, data: unknown) => ({ event, data: JSON.stringify(data) });

function improverStream() {
  return {
    '/api/improve-article': (body: unknown) => {
      const { type } = body as { type: string };
      return [
        sse('meta', { operation: 'improve-article', type, parts: 2, estimate: 80, label: 'offline writer' }),
        sse('part', { index: 0 }),
        sse('delta', { part: 0, text: '<p>Better.</p>' }),
        sse('part', { index: 1 }),
        sse('done', { output: '', words: 40, credits: 40, aborted: false }),
        sse('post', { post: { id: 'p1', content: [{ value: '<p>Better.</p>' }] } }),
      ];
    },
    '/api/improve-article/batch': () => [
      sse('meta', { operation: 'improve-article/batch', posts: 2, estimate: 160, label: 'offline writer' }),
      sse('post', { post: { id: 'p1' } }),
      sse('post', { post: { id: 'p2' } }),
      sse('done', { posts: ['p1', 'p2'], credits: 90, aborted: false }),
    ],
  };
}

function open(ui: (close: () => void) => ReactElement) {
  const fake = fakeShell({}, improverStream());
  const close = jest.fn();
  const rendered = renderScreen(ui(close), { route: '/x', path: '/x', shell: fake.shell });
  return { ...fake, ...rendered, close };
}

describe('the article improver popup', () => {
  it('rewrites the article with the chosen operation, shows progress and what it cost', async () => {
    const onDone = jest.fn();
    const { user, calls } = open((close) => (
      <ArticleImproverPopup props={{ postId: 'p1', onDone }} close={close} />
    ));
    await user.selectOptions(screen.getByLabelText('Improvement'), 'readability');
    await user.click(screen.getByRole('button', { name: 'Improve the article' }));
    expect(await screen.findByTestId('improver-done')).toHaveTextContent(/40 credits used/);
    expect(calls.find((c) => c.route === 'STREAM /api/improve-article')?.body).toMatchObject({
      postId: 'p1',
      type: 'readability',
    });
    expect(onDone).toHaveBeenCalledWith([expect.objectContaining({ id: 'p1' })]);
  });

  it('improves several posts one after the other', async () => {
    const { user, calls } = open((close) => (
      <ArticleImproverPopup props={{ postIds: ['p1', 'p2'] }} close={close} />
    ));
    await user.click(screen.getByRole('button', { name: 'Improve the articles' }));
    expect(await screen.findByTestId('improver-done')).toHaveTextContent(
      /2 articles improved.*90 credits used/,
    );
    expect(calls.find((c) => c.route === 'STREAM /api/improve-article/batch')?.body).toMatchObject({
      postIds: ['p1', 'p2'],
    });
  });

  it('improve SEO needs the focus keyword, and sends it', async () => {
    const { user, calls } = open((close) => <ImproveSeoPopup props={{ postId: 'p1' }} close={close} />);
    const run = screen.getByRole('button', { name: 'Improve SEO' });
    expect(run).toBeDisabled();
    await user.type(screen.getByLabelText('Focus keyword'), 'email marketing');
    await user.click(run);
    await waitFor(() => expect(screen.getByTestId('improver-done')).toBeInTheDocument());
    expect(calls.find((c) => c.route === 'STREAM /api/improve-article')?.body).toMatchObject({
      type: 'improve-seo',
      keyword: 'email marketing',
    });
  });

  it('says to save first when there is no saved post', () => {
    open((close) => <ArticleImproverPopup props={{}} close={close} />);
    expect(screen.getByText(/Save the document first/)).toBeInTheDocument();
  });
});

describe('the info popup', () => {
  it('shows the message and its details, and closes on OK', async () => {
    const { user, close } = open((c) => (
      <InfoPopup props={{ message: 'Publishing is on its way.', details: ['One', 'Two'] }} close={c} />
    ));
    expect(screen.getByText('Publishing is on its way.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['One', 'Two']);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(close).toHaveBeenCalled();
  });
});
