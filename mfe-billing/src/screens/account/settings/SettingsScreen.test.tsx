import { userView } from '@inkpress/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { Team, TeamUser, TeamUserStatus } from '../../../account/api';
import { apiError, fakeShell, field, renderScreen, testUser } from '../../../account/test/fakeShell';
import SettingsScreen, { tabFromQuery } from './SettingsScreen';

const owner = { ...testUser };
const me = (role: 'Owner' | 'Member') =>
  userView({
    id: testUser.id,
    email: testUser.email,
    name: 'Ada',
    emailVerified: false,
    role,
    teamId: 't1',
    created_at: '2025-01-02T10:00:00.000Z',
  });
const row = (id: string, email: string, role: string, status: TeamUserStatus = 'active'): TeamUser => ({
  id,
  email,
  name: '',
  role,
  status,
  created_at: '2025-02-01T10:00:00.000Z',
  expiresAt: status === 'invited' ? '2025-02-08T10:00:00.000Z' : null,
});
const teamOf = (...rows: Team['teamUsers']): Team => ({ id: 't1', maxTeamSize: 3, teamUsers: rows });
const ownTeam = teamOf(row(owner.id, owner.email, 'Owner'), row('u2', 'grace@example.com', 'Member'));

describe('/dashboard/settings', () => {
  it('picks the tab from ?tab=', () => {
    expect(tabFromQuery('team')).toBe('team');
    expect(tabFromQuery('api-keys')).toBe('api-keys');
    expect(tabFromQuery(null)).toBe('account');
    expect(tabFromQuery('nonsense')).toBe('account');
    expect(tabFromQuery('partners')).toBe('account');
    expect(tabFromQuery('partners', true)).toBe('partners');
  });

  describe('team tab', () => {
    it('lists members and pending invitations, and lets the owner invite', async () => {
      let team = ownTeam;
      const { shell, api } = fakeShell({
        user: owner,
        handlers: {
          'GET /api/team': () => team,
          'POST /api/team/t1': (body) => {
            team = teamOf(
              ...team.teamUsers,
              row('i1', (body as { email: string }).email, 'Member', 'invited'),
            );
            return team;
          },
        },
      });
      const { user } = renderScreen(<SettingsScreen />, { route: '/dashboard/settings?tab=team', shell });
      const members = await screen.findByRole('table', { name: 'Members' });
      expect(within(members).getByText('grace@example.com')).toBeInTheDocument();
      expect(within(members).getByText('You')).toBeInTheDocument();
      expect(screen.getByText('No pending invitations.')).toBeInTheDocument();
      expect(screen.getByText(/of 3 places used/)).toHaveTextContent('1 of 3 places used');

      await user.type(field('Invite by email'), 'Alan@Example.com');
      await user.click(screen.getByRole('button', { name: 'Send invitation' }));
      const invites = await screen.findByRole('table', { name: 'Pending invitations' });
      expect(await within(invites).findByText('alan@example.com')).toBeInTheDocument();
      expect(screen.getByText('Invitation sent.')).toBeInTheDocument();
      expect(api.calls.at(-1)).toEqual({ route: 'POST /api/team/t1', body: { email: 'alan@example.com' } });
      expect(field('Invite by email')).toHaveValue('');
    });

    it('explains a full team (MaxTeamSizeLimitReachedError) with a way to upgrade', async () => {
      const { shell } = fakeShell({
        user: owner,
        handlers: {
          'GET /api/team': () => ownTeam,
          'POST /api/team/t1': () => {
            throw apiError({
              status: 400,
              code: 'MaxTeamSizeLimitReachedError',
              message: 'x',
              data: { maxTeamSize: 3 },
            });
          },
        },
      });
      const { user } = renderScreen(<SettingsScreen />, { route: '/dashboard/settings?tab=team', shell });
      await user.type(await screen.findByLabelText(/^Invite by email/), 'alan@example.com');
      await user.click(screen.getByRole('button', { name: 'Send invitation' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Your team is full. Upgrade your plan to invite more members.');
      expect(within(alert).getByRole('link', { name: 'See plans' })).toHaveAttribute(
        'href',
        '/dashboard/billing#pricing',
      );
    });

    it('removes a member after confirming', async () => {
      const { shell, api } = fakeShell({
        user: owner,
        handlers: {
          'GET /api/team': () => ownTeam,
          'DELETE /api/team/t1/u2': () => teamOf(row(owner.id, owner.email, 'Owner')),
        },
      });
      const { user } = renderScreen(<SettingsScreen />, { route: '/dashboard/settings?tab=team', shell });
      await user.click(await screen.findByRole('button', { name: 'Remove grace@example.com' }));
      const dialog = screen.getByRole('dialog', { name: 'Remove this member?' });
      await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
      await waitFor(() => expect(screen.queryByText('grace@example.com')).toBeNull());
      expect(api.calls.map((c) => c.route)).toContain('DELETE /api/team/t1/u2');
    });

    it('hides owner-only actions from a member and says why', async () => {
      const member = { ...testUser, id: 'u2', email: 'grace@example.com' };
      const { shell } = fakeShell({ user: member, handlers: { 'GET /api/team': () => ownTeam } });
      renderScreen(<SettingsScreen />, { route: '/dashboard/settings?tab=team', shell });
      expect(await screen.findByText('Only the team owner can invite or remove people.')).toBeInTheDocument();
      expect(screen.getByText(/Ask ada@example.com/)).toBeInTheDocument();
      expect(screen.queryByLabelText(/Invite by email/)).toBeNull();
      expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    });

    it('shows the retry view when the team cannot load', async () => {
      let fail = true;
      const { shell } = fakeShell({
        user: owner,
        handlers: {
          'GET /api/team': () => {
            if (fail) throw apiError({ status: 0, code: 'NetworkError' });
            return ownTeam;
          },
        },
      });
      const { user } = renderScreen(<SettingsScreen />, { route: '/dashboard/settings?tab=team', shell });
      expect(
        await screen.findByRole('heading', { name: 'An unexpected error has occurred' }),
      ).toBeInTheDocument();
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('table', { name: 'Members' })).toBeInTheDocument();
    });
  });

  describe('API keys tab', () => {
    it('creates a key, shows it once with a copy button, and lists it by prefix', async () => {
      const created = {
        id: 'k1',
        name: 'WordPress',
        prefix: 'ink_abc123',
        key: 'ink_abc123_thewholesecretkey',
        lastUsedAt: null,
        createdAt: '2025-03-01T10:00:00.000Z',
      };
      const { shell, api } = fakeShell({
        user: owner,
        handlers: { 'GET /api/api-key': () => [], 'POST /api/api-key': () => created },
      });
      const { user } = renderScreen(<SettingsScreen />, { route: '/dashboard/settings?tab=api-keys', shell });
      expect(await screen.findByText('No API keys yet. Create one to connect an app.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Create key' }));
      expect(await screen.findByText(/Give the key a name/)).toBeInTheDocument();
      await user.type(field('Key name'), 'WordPress');
      await user.click(screen.getByRole('button', { name: 'Create key' }));

      const dialog = await screen.findByRole('dialog', { name: 'Copy your new API key' });
      expect(within(dialog).getByDisplayValue(created.key)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
      expect(await within(dialog).findByText('The key is on your clipboard.')).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(created.key);
      await user.click(within(dialog).getByRole('button', { name: 'Done' }));

      expect(screen.queryByText(created.key)).toBeNull();
      expect(screen.queryByDisplayValue(created.key)).toBeNull();
      const table = screen.getByRole('table', { name: 'Your API keys' });
      expect(within(table).getByText('ink_abc123')).toBeInTheDocument();
      expect(within(table).getByText('Never')).toBeInTheDocument();
      expect(api.calls.find((c) => c.route === 'POST /api/api-key')?.body).toEqual({ name: 'WordPress' });
    });

    it('deletes a key after confirming', async () => {
      const key = {
        id: 'k1',
        name: 'Zapier',
        prefix: 'ink_zzz',
        lastUsedAt: '2025-03-02T10:00:00.000Z',
        createdAt: '2025-03-01T10:00:00.000Z',
      };
      const { shell } = fakeShell({
        user: owner,
        handlers: { 'GET /api/api-key': () => [key], 'DELETE /api/api-key/k1': () => ({ id: 'k1' }) },
      });
      const { user } = renderScreen(<SettingsScreen />, { route: '/dashboard/settings?tab=api-keys', shell });
      await user.click(await screen.findByRole('button', { name: 'Delete the key Zapier' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete key' }));
      expect(await screen.findByText('No API keys yet. Create one to connect an app.')).toBeInTheDocument();
    });
  });

  describe('account tab', () => {
    it('changes the password, with the current one, and puts a wrong current password on its field', async () => {
      let attempts = 0;
      const { shell, api } = fakeShell({
        user: owner,
        handlers: {
          'GET /api/users/me': () => me('Owner'),
          'POST /api/auth/change-password': () => {
            attempts++;
            if (attempts === 1)
              throw apiError({
                status: 400,
                code: 'ValidationError',
                message: 'currentPassword: The current password is not correct.',
                data: {
                  issues: [{ path: 'currentPassword', message: 'The current password is not correct.' }],
                },
              });
            return { changed: true };
          },
        },
      });
      const { user } = renderScreen(<SettingsScreen />, { route: '/dashboard/settings', shell });
      expect(await screen.findByText('Not verified')).toBeInTheDocument();
      await user.type(field('Current password'), 'wrong-Password-1');
      await user.type(field('New password'), 'Analytical-Engine-1843');
      await user.type(field('Confirm new password'), 'Analytical-Engine-1843');
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
      expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');

      await user.clear(field('Current password'));
      await user.type(field('Current password'), 'right-Password-1');
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      expect(await screen.findByText('Password changed.')).toBeInTheDocument();
      expect(field('Current password')).toHaveValue('');
      expect(api.calls.at(-1)).toEqual({
        route: 'POST /api/auth/change-password',
        body: { currentPassword: 'right-Password-1', password: 'Analytical-Engine-1843' },
      });
    });

    it('sends a new verification link', async () => {
      const { shell } = fakeShell({
        user: owner,
        handlers: {
          'GET /api/users/me': () => me('Owner'),
          'POST /api/auth/verify-email/request': () => ({ verified: false, sent: true }),
        },
      });
      const { user } = renderScreen(<SettingsScreen />, { route: '/dashboard/settings', shell });
      await user.click(await screen.findByRole('button', { name: 'Send a new verification link' }));
      expect(await screen.findByText('Verification email sent.')).toBeInTheDocument();
    });

    it('switches tabs through the URL', async () => {
      const { shell } = fakeShell({
        user: owner,
        handlers: { 'GET /api/users/me': () => me('Owner'), 'GET /api/team': () => ownTeam },
      });
      const { user } = renderScreen(<SettingsScreen />, { route: '/dashboard/settings', shell });
      await user.click(screen.getByRole('tab', { name: 'Team' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/settings?tab=team');
      expect(await screen.findByRole('table', { name: 'Members' })).toBeInTheDocument();
    });
  });

  describe('partners tab (internal users)', () => {
    const acme = {
      id: 'p1',
      name: 'Acme Writers',
      key: 'pk_AAAAAAAAAAAAAAAAAAAAAAAA',
      origins: ['https://acme.example'],
      dailyQuota: 100,
      runsToday: 85,
      created_at: '2025-03-01T10:00:00.000Z',
      updated_at: '2025-03-01T10:00:00.000Z',
    };

    it('is not offered to other users, even through the URL', async () => {
      const { shell } = fakeShell({ user: owner, handlers: { 'GET /api/users/me': () => me('Owner') } });
      renderScreen(<SettingsScreen />, { route: '/dashboard/settings?tab=partners', shell });
      expect(screen.queryByRole('tab', { name: 'Partners' })).not.toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    });

    it('lists partners with today’s runs against their quota', async () => {
      const { shell } = fakeShell({
        user: owner,
        isInternal: true,
        handlers: { 'GET /api/partners': () => [acme] },
      });
      renderScreen(<SettingsScreen />, { route: '/dashboard/settings?tab=partners', shell });
      const table = await screen.findByRole('table', { name: 'Partners' });
      expect(within(table).getByText('pk_AAAAAAAAAAAAAAAAAAAAAAAA')).toBeInTheDocument();
      expect(within(table).getByText('https://acme.example')).toBeInTheDocument();
      const bar = within(table).getByRole('progressbar', { name: 'Runs today for Acme Writers' });
      expect(bar).toHaveAttribute('aria-valuetext', '85 of 100');
    });

    it('checks a new partner with the API’s rules, then adds it and shows its embed code', async () => {
      const { shell, api } = fakeShell({
        user: owner,
        isInternal: true,
        handlers: {
          'GET /api/partners': () => [],
          'POST /api/partners': (body) => ({ ...acme, id: 'p2', ...(body as object), runsToday: 0 }),
        },
      });
      const { user } = renderScreen(<SettingsScreen />, { route: '/dashboard/settings?tab=partners', shell });
      await screen.findByText('No partners yet. Add the first site that embeds the tools.');
      await user.type(field('Partner name'), 'Beta Blog');
      await user.type(field('Allowed origins'), 'https://beta.example/blog');
      await user.click(screen.getByRole('button', { name: 'Add partner' }));
      expect(field('Allowed origins')).toHaveAttribute('aria-invalid', 'true');
      expect(api.calls.filter((c) => c.route === 'POST /api/partners')).toHaveLength(0);

      await user.clear(field('Allowed origins'));
      await user.type(field('Allowed origins'), 'https://beta.example{Enter}https://www.beta.example');
      await user.clear(field('Daily quota (runs)'));
      await user.type(field('Daily quota (runs)'), '250');
      await user.click(screen.getByRole('button', { name: 'Add partner' }));
      const dialog = await screen.findByRole('dialog', { name: 'Embed code for Beta Blog' });
      expect(api.calls.at(-1)).toEqual({
        route: 'POST /api/partners',
        body: {
          name: 'Beta Blog',
          origins: ['https://beta.example', 'https://www.beta.example'],
          dailyQuota: 250,
        },
      });
      const code = within(dialog).getByRole('textbox', { name: 'Embed code' });
      expect((code as HTMLTextAreaElement).value).toContain('data-partner="pk_AAAAAAAAAAAAAAAAAAAAAAAA"');
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tool' }), 'citation-generator');
      expect((code as HTMLTextAreaElement).value).toContain('data-tool="citation-generator"');
    });

    it('saves only what changed and deletes after confirming', async () => {
      const { shell, api } = fakeShell({
        user: owner,
        isInternal: true,
        handlers: {
          'GET /api/partners': () => [acme],
          'PATCH /api/partners/p1': (body) => ({ ...acme, ...(body as object) }),
          'DELETE /api/partners/p1': () => ({ id: 'p1', deleted: true }),
        },
      });
      const { user } = renderScreen(<SettingsScreen />, { route: '/dashboard/settings?tab=partners', shell });
      await user.click(await screen.findByRole('button', { name: 'Edit Acme Writers' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Acme Writers' });
      const quota = within(dialog).getByRole('textbox', { name: /Daily quota/ });
      await user.clear(quota);
      await user.type(quota, '0');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Paused (quota 0)')).toBeInTheDocument();
      expect(api.calls.at(-1)).toEqual({ route: 'PATCH /api/partners/p1', body: { dailyQuota: 0 } });

      await user.click(screen.getByRole('button', { name: 'Delete Acme Writers' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete partner' }));
      expect(
        await screen.findByText('No partners yet. Add the first site that embeds the tools.'),
      ).toBeInTheDocument();
    });
  });
});
