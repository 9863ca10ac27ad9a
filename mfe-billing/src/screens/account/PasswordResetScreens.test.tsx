import { screen, within } from '@testing-library/react';
import { apiError, fakeShell, field, renderScreen } from '../../account/test/fakeShell';
import ForgotPasswordScreen from './ForgotPasswordScreen';
import ResetPasswordScreen from './ResetPasswordScreen';

const KEY = 'k'.repeat(43);

describe('/forgot-password', () => {
  it('asks for a link and answers the same whether or not the account exists', async () => {
    const { shell, api } = fakeShell({
      handlers: { 'POST /api/auth/forgot-password': () => ({ sent: true }) },
    });
    const { user } = renderScreen(<ForgotPasswordScreen />, { route: '/forgot-password', shell });
    await user.type(field('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(api.calls).toEqual([
      { route: 'POST /api/auth/forgot-password', body: { email: 'ada@example.com' } },
    ]);
  });

  it('checks the address first', async () => {
    const { shell, api } = fakeShell();
    const { user } = renderScreen(<ForgotPasswordScreen />, { route: '/forgot-password', shell });
    await user.type(field('Email'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/valid email address/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('/reset-password', () => {
  it('sets the new password from the link and sends the user to log in', async () => {
    const { shell, api } = fakeShell({
      handlers: { 'POST /api/auth/reset-password': () => ({ reset: true }) },
    });
    const { user } = renderScreen(<ResetPasswordScreen />, { route: `/reset-password?key=${KEY}`, shell });
    await user.type(field('New password'), 'Analytical-Engine-1843');
    await user.type(field('Confirm new password'), 'Analytical-Engine-1843');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(api.calls).toEqual([
      { route: 'POST /api/auth/reset-password', body: { key: KEY, password: 'Analytical-Engine-1843' } },
    ]);
  });

  it('asks for the same password twice', async () => {
    const { shell, api } = fakeShell();
    const { user } = renderScreen(<ResetPasswordScreen />, { route: `/reset-password?key=${KEY}`, shell });
    await user.type(field('New password'), 'Analytical-Engine-1843');
    await user.type(field('Confirm new password'), 'Analytical-Engine-1844');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it.each([
    [410, 'EmailKeyExpired', 'This reset link has expired.'],
    [404, 'NotFound', 'This reset link is not valid or was already used.'],
  ])('a dead link (%s %s) offers a new one', async (status, code, text) => {
    const { shell } = fakeShell({
      handlers: {
        'POST /api/auth/reset-password': () => {
          throw apiError({ status, code, message: 'x' });
        },
      },
    });
    const { user } = renderScreen(<ResetPasswordScreen />, { route: `/reset-password?key=${KEY}`, shell });
    await user.type(field('New password'), 'Analytical-Engine-1843');
    await user.type(field('Confirm new password'), 'Analytical-Engine-1843');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(within(alert).getByRole('link', { name: 'Get a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('without a key, explains and links to a new request', () => {
    const { shell } = fakeShell();
    renderScreen(<ResetPasswordScreen />, { route: '/reset-password', shell });
    expect(screen.getByText('This link is incomplete.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new reset link' })).toBeInTheDocument();
  });
});
