import { screen, waitFor } from '@testing-library/react';
import { apiError, fakeShell, field, renderScreen, testUser } from '../../account/test/fakeShell';
import LoginScreen from './LoginScreen';

const session = { user: testUser, isInternal: false };

describe('/login', () => {
  it('checks the fields before sending anything and moves focus to the first problem', async () => {
    const { shell, api } = fakeShell();
    const { user } = renderScreen(<LoginScreen />, { route: '/login', shell });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(api.calls).toEqual([]);
  });

  it('signs in and hands the user to the shell, which goes on to `from`', async () => {
    const {
      shell,
      api,
      session: shellSession,
    } = fakeShell({
      handlers: { 'POST /api/auth/login': () => session },
    });
    const { user } = renderScreen(<LoginScreen />, { route: '/login?from=/dashboard', shell });
    await user.type(field('Email'), '  Ada@Example.com ');
    await user.type(field('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(shellSession.signedIn).toHaveBeenCalledWith(testUser, false));
    expect(api.calls).toEqual([
      { route: 'POST /api/auth/login', body: { email: 'Ada@Example.com', password: 'secret-pass' } },
    ]);
  });

  it.each([
    [
      { status: 401, code: 'AuthenticationRequired', message: 'Incorrect email or password.' },
      'Incorrect email or password.',
    ],
    [
      { status: 429, code: 'RateLimitError', message: 'x' },
      'Too many sign-in attempts. Wait a few minutes, then try again.',
    ],
    [
      { status: 500, code: 'InternalError', message: 'x' },
      'Something went wrong on our side. Please try again.',
    ],
    [
      { status: 0, code: 'NetworkError', message: 'x' },
      'We could not reach Inkpress. Please check your internet connection and try again.',
    ],
  ])('explains %o in words', async (body, text) => {
    const { shell, session: shellSession } = fakeShell({
      handlers: {
        'POST /api/auth/login': () => {
          throw apiError(body);
        },
      },
    });
    const { user } = renderScreen(<LoginScreen />, { route: '/login', shell });
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(shellSession.signedIn).not.toHaveBeenCalled();
    expect(screen.queryByText(/[{}]/)).toBeNull();
  });

  it('opens ready to type: the email field has focus, or the password when the address is given', async () => {
    const { shell } = fakeShell();
    const { unmount } = renderScreen(<LoginScreen />, { route: '/login', shell });
    await waitFor(() => expect(field('Email')).toHaveFocus());
    unmount();
    renderScreen(<LoginScreen />, { route: '/login?email=ada%40example.com', shell });
    await waitFor(() => expect(field('Password')).toHaveFocus());
  });

  it('links to register (keeping `from`) and to the password reset', () => {
    const { shell } = fakeShell();
    renderScreen(<LoginScreen />, { route: '/login?from=/dashboard/settings', shell });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register?from=/dashboard/settings',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { shell } = fakeShell();
    const { user } = renderScreen(<LoginScreen />, { route: '/login', shell });
    const password = field('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('tells someone already signed in who they are, with a way on and a way out', async () => {
    const { shell, session: shellSession } = fakeShell({ user: testUser });
    const { user } = renderScreen(<LoginScreen />, { route: '/login', shell });
    expect(screen.getByText('You are logged in as ada@example.com.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(shellSession.signedIn).toHaveBeenCalledWith(testUser, false);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(shellSession.logout).toHaveBeenCalled();
  });

  it('on the way to a team invitation, says which address to use', () => {
    const { shell } = fakeShell();
    renderScreen(<LoginScreen />, { route: '/login?from=%2Faccept-invite%3Ftoken%3Dabc', shell });
    expect(screen.getByText('You were invited to a team.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register?from=/accept-invite?token%3Dabc',
    );
  });

  it('starts the password reset with the address typed', async () => {
    const { shell } = fakeShell();
    const { user } = renderScreen(<LoginScreen />, { route: '/login', shell });
    await user.type(field('Email'), 'ada@example.com');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?email=ada%40example.com',
    );
  });
});
