import { screen, waitFor } from '@testing-library/react';
import { apiError, fakeShell, renderScreen, testUser } from '../../account/test/fakeShell';
import AcceptInviteScreen from './AcceptInviteScreen';

const token = (n: number) => String(n).padStart(43, 't');
const team = {
  id: 't1',
  maxTeamSize: 3,
  teamUsers: [
    {
      id: 'o1',
      email: 'grace@example.com',
      name: 'Grace',
      role: 'Owner',
      status: 'active',
      created_at: null,
      expiresAt: null,
    },
  ],
};

describe('/accept-invite', () => {
  it('sends a visitor to log in and back here', async () => {
    const { shell, api } = fakeShell({ user: null });
    renderScreen(<AcceptInviteScreen />, { route: `/accept-invite?token=${token(1)}`, shell });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?from=/accept-invite?token%3D${token(1)}`,
      ),
    );
    expect(api.calls).toEqual([]);
  });

  it('joins the team for a signed-in user, once', async () => {
    const { shell, api } = fakeShell({ user: testUser, handlers: { 'POST /api/team/accept': () => team } });
    renderScreen(<AcceptInviteScreen />, { route: `/accept-invite?token=${token(2)}`, shell });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the team' })).toBeInTheDocument();
    expect(screen.getByText(/Grace's team/)).toBeInTheDocument();
    expect(api.calls).toEqual([{ route: 'POST /api/team/accept', body: { token: token(2) } }]);
  });

  it('an invitation for another address (403) offers to switch accounts', async () => {
    const { shell, session } = fakeShell({
      user: testUser,
      handlers: {
        'POST /api/team/accept': () => {
          throw apiError({
            status: 403,
            code: 'Forbidden',
            message:
              'This invitation was sent to another email address. Sign in with that address to accept it.',
          });
        },
      },
    });
    const { user } = renderScreen(<AcceptInviteScreen />, {
      route: `/accept-invite?token=${token(3)}`,
      shell,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('sent to another email address');
    await user.click(screen.getByRole('button', { name: 'Log out and use another account' }));
    expect(session.logout).toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/login?from=/accept-invite'),
    );
  });

  it.each([
    [410, 'EmailKeyExpired', 'This invitation has expired. Ask the team owner to invite you again.'],
    [404, 'NotFound', 'This invitation is not valid or was already used.'],
    [409, 'Conflict', 'You are a member of another team. Leave it before joining this one.'],
  ])('explains %s %s', async (status, code, text) => {
    const { shell } = fakeShell({
      user: testUser,
      handlers: {
        'POST /api/team/accept': () => {
          throw apiError({ status, code, message: code === 'Conflict' ? text : 'x' });
        },
      },
    });
    renderScreen(<AcceptInviteScreen />, { route: `/accept-invite?token=${token(10 + status)}`, shell });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
