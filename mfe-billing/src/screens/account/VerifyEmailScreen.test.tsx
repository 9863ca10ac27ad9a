import { screen } from '@testing-library/react';
import { apiError, fakeShell, renderScreen, testUser } from '../../account/test/fakeShell';
import VerifyEmailScreen from './VerifyEmailScreen';

const key = (n: number) => String(n).padStart(43, 'v');

describe('/verify-email', () => {
  it('verifies the key once and says so', async () => {
    const { shell, api } = fakeShell({
      handlers: { 'POST /api/auth/verify-email': () => ({ verified: true }) },
    });
    renderScreen(<VerifyEmailScreen />, { route: `/verify-email?key=${key(1)}`, shell });
    expect(await screen.findByRole('heading', { level: 1, name: 'Email verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(api.calls).toEqual([{ route: 'POST /api/auth/verify-email', body: { key: key(1) } }]);
  });

  it('an expired link (410 EmailKeyExpired) offers a new one to a signed-in user', async () => {
    const { shell, api } = fakeShell({
      user: testUser,
      handlers: {
        'POST /api/auth/verify-email': () => {
          throw apiError({ status: 410, code: 'EmailKeyExpired', message: 'x' });
        },
        'POST /api/auth/verify-email/request': () => ({ verified: false, sent: true }),
      },
    });
    const { user } = renderScreen(<VerifyEmailScreen />, { route: `/verify-email?key=${key(2)}`, shell });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has expired' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText('A new link is on its way.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.route)).toEqual([
      'POST /api/auth/verify-email',
      'POST /api/auth/verify-email/request',
    ]);
  });

  it('an expired link sends a visitor to log in first', async () => {
    const { shell } = fakeShell({
      handlers: {
        'POST /api/auth/verify-email': () => {
          throw apiError({ status: 410, code: 'EmailKeyExpired', message: 'x' });
        },
      },
    });
    renderScreen(<VerifyEmailScreen />, { route: `/verify-email?key=${key(3)}`, shell });
    expect(await screen.findByRole('link', { name: 'Log in to get a new link' })).toHaveAttribute(
      'href',
      '/login?from=/dashboard/settings',
    );
  });

  it('a network failure can be retried', async () => {
    let calls = 0;
    const { shell } = fakeShell({
      handlers: {
        'POST /api/auth/verify-email': () => {
          calls++;
          if (calls === 1) throw apiError({ status: 0, code: 'NetworkError' });
          return { verified: true };
        },
      },
    });
    const { user } = renderScreen(<VerifyEmailScreen />, { route: `/verify-email?key=${key(4)}`, shell });
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach Inkpress/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email verified' })).toBeInTheDocument();
  });
});
