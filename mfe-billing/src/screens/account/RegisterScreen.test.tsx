import { screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeShell, field, renderScreen, testUser } from '../../account/test/fakeShell';
import RegisterScreen from './RegisterScreen';

const rules = () => within(screen.getByRole('list', { name: 'Password rules' })).getAllByRole('listitem');

describe('/register', () => {
  it('shows the password policy as a checklist that follows the typing', async () => {
    const { shell } = fakeShell();
    const { user } = renderScreen(<RegisterScreen />, { route: '/register', shell });
    expect(rules().map((r) => r.textContent)).toEqual([
      'At least 10 characters (not yet)',
      'Two kinds of characters: lowercase, uppercase, digits or symbols (not yet)',
      'Not your email address (not yet)',
    ]);
    await user.type(field('Work email'), 'ada@example.com');
    await user.type(field('Password'), 'abcdefghij');
    expect(rules().map((r) => r.textContent?.endsWith('(done)'))).toEqual([true, false, true]);
    await user.type(field('Password'), '7');
    expect(rules().every((r) => r.textContent?.endsWith('(done)'))).toBe(true);
    expect(field('Password')).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining(screen.getByRole('list', { name: 'Password rules' }).id),
    );
  });

  it('refuses a weak password or the email as password without calling the API', async () => {
    const { shell, api } = fakeShell();
    const { user } = renderScreen(<RegisterScreen />, { route: '/register', shell });
    await user.type(field('Work email'), 'ada.lovelace1@example.com');
    await user.type(field('Password'), 'ada.lovelace1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Do not use your email address as password.')).toBeInTheDocument();
    await user.clear(field('Password'));
    await user.type(field('Password'), 'short');
    expect(screen.getByText('Use at least 10 characters.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('creates the account and signs the user in', async () => {
    const { shell, api, session } = fakeShell({
      handlers: { 'POST /api/auth/register': () => ({ user: testUser, isInternal: true }) },
    });
    const { user } = renderScreen(<RegisterScreen />, { route: '/register', shell });
    await user.type(field('Work email'), 'ada@example.com');
    await user.type(field('Password'), 'Analytical-Engine-1843');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(session.signedIn).toHaveBeenCalledWith(testUser, true));
    expect(api.calls[0]).toEqual({
      route: 'POST /api/auth/register',
      body: { email: 'ada@example.com', password: 'Analytical-Engine-1843' },
    });
  });

  it('offers to log in when the email is taken (409)', async () => {
    const { shell } = fakeShell({
      handlers: {
        'POST /api/auth/register': () => {
          throw apiError({
            status: 409,
            code: 'Conflict',
            message: 'An account with this email already exists.',
          });
        },
      },
    });
    const { user } = renderScreen(<RegisterScreen />, { route: '/register?from=/dashboard', shell });
    await user.type(field('Work email'), 'ada@example.com');
    await user.type(field('Password'), 'Analytical-Engine-1843');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email already exists.');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?email=ada%40example.com&from=/dashboard',
    );
  });

  it.each([
    [
      'TooManyAccountsCreatedError',
      429,
      'Too many accounts were created from this device today. Please try again tomorrow.',
    ],
    ['RateLimitError', 429, 'Too many attempts from this network. Wait a few minutes, then try again.'],
  ])('explains %s', async (code, status, text) => {
    const { shell } = fakeShell({
      handlers: {
        'POST /api/auth/register': () => {
          throw apiError({ status, code, message: 'raw server text' });
        },
      },
    });
    const { user } = renderScreen(<RegisterScreen />, { route: '/register', shell });
    await user.type(field('Work email'), 'ada@example.com');
    await user.type(field('Password'), 'Analytical-Engine-1843');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it("puts the API's field answer (400 data.issues) on the field", async () => {
    const { shell } = fakeShell({
      handlers: {
        'POST /api/auth/register': () => {
          throw apiError({
            status: 400,
            code: 'ValidationError',
            message: 'email: Email addresses are at most 254 characters.',
            data: { issues: [{ path: 'email', message: 'Email addresses are at most 254 characters.' }] },
          });
        },
      },
    });
    const { user } = renderScreen(<RegisterScreen />, { route: '/register', shell });
    await user.type(field('Work email'), 'ada@example.com');
    await user.type(field('Password'), 'Analytical-Engine-1843');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Email addresses are at most 254 characters.')).toBeInTheDocument();
    expect(field('Work email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
