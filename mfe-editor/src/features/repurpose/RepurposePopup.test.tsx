import { screen, within } from '@testing-library/react';
import { fakeShell, renderScreen } from '../test/fakeShell';
import { RepurposePopup } from './RepurposePopup';

const sse = (event: string, data: unknown) => ({ event, data: JSON.stringify(data) });

describe('the repurpose popup', () => {
  it('writes the chosen formats, says the offline writer wrote them, and offers each piece to copy', async () => {
    const fake = fakeShell(
      {},
      {
        '/api/generate': () => [
          sse('meta', { operation: 'repurpose', label: 'offline writer' }),
          sse('delta', { text: '<h2>Newsletter</h2><p>Subject: Bees</p><ul><li>One hive.</li></ul>' }),
          sse('done', { words: 4, credits: 4, aborted: false }),
        ],
      },
    );
    const { user } = renderScreen(
      <RepurposePopup props={{ html: '<p>One hive is enough.</p>', title: 'Bees' }} close={jest.fn()} />,
      { route: '/x', path: '/x', shell: fake.shell },
    );
    await user.click(screen.getByLabelText('X thread'));
    await user.click(screen.getByLabelText('LinkedIn post'));
    expect(screen.getByText(/Up to 350 credits/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Repurpose' }));
    const pieces = await screen.findByRole('list', { name: 'Repurposed pieces' });
    const newsletter = within(pieces).getByRole('listitem');
    expect(within(newsletter).getByRole('heading', { name: 'Newsletter' })).toBeInTheDocument();
    expect(newsletter).toHaveTextContent('Subject: Bees');
    expect(within(newsletter).getByRole('button', { name: 'Copy the Newsletter' })).toBeEnabled();
    expect(screen.getByText('Written by the offline writer')).toBeInTheDocument();
    expect(screen.getByText('4 credits used for 1 piece.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.route === 'STREAM /api/generate')?.body).toMatchObject({
      operation: 'repurpose',
      formats: ['newsletter'],
      title: 'Bees',
    });
  });

  it('says when there is no article yet', () => {
    const fake = fakeShell({});
    renderScreen(<RepurposePopup props={{ html: '<p> </p>' }} close={jest.fn()} />, {
      route: '/x',
      path: '/x',
      shell: fake.shell,
    });
    expect(screen.getByText(/There is nothing to repurpose yet/)).toBeInTheDocument();
  });
});
