import { ApiError, ErrorCode } from '@inkpress/shared-core';
import { act, screen } from '@testing-library/react';
import { createTestShell, renderInShell } from '../test/renderShell';
import { ConnectionBanner } from './ConnectionBanner';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ConnectionBanner', () => {
  it('shows nothing while the API answers', () => {
    const shell = createTestShell();
    renderInShell(<ConnectionBanner />, shell);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says it is reconnecting when the API reports its database away, and that it is back', async () => {
    let up = false;
    const shell = createTestShell({
      'GET /api/status': () => {
        if (!up) throw new ApiError({ status: 503, code: ErrorCode.ServiceUnavailable });
        return { status: 'ok' };
      },
    });
    const { user } = renderInShell(<ConnectionBanner />, shell, { fakeTimers: true });
    act(() =>
      shell.api.emit(
        'connection-lost',
        new ApiError({ status: 503, code: ErrorCode.ServiceUnavailable, data: { retryAfter: 5 } }),
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent(/Reconnecting…/);
    expect(screen.getByRole('status')).toHaveTextContent(/Trying again in 5 s/);
    expect(screen.getByRole('status')).toHaveTextContent(/What you saved is safe/);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('status')).toHaveTextContent(/Trying again in 3 s/);

    up = true;
    await user.click(screen.getByRole('button', { name: 'Try now' }));
    expect(await screen.findByText('Connection restored.')).toBeInTheDocument();
    expect(shell.api.calls.filter((c) => c.path === '/api/status')).toHaveLength(1);
  });
});
