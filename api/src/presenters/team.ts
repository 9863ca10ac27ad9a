import type { TeamView } from '../services/teams';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Team (SPEC §3): id, teamUsers and maxTeamSize. teamUsers lists the owner,
 * the members and the pending invitations (status 'invited', id = the
 * invitation's id, which DELETE /api/team/:teamId/:id cancels).
 */
export function presentTeam(view: TeamView) {
  const { team, owner, members, invites } = view;
  const teamUsers = [
    ...(owner
      ? [
          {
            id: String(owner._id),
            email: owner.email,
            name: owner.name ?? '',
            role: 'Owner',
            status: 'active',
            created_at: iso(owner.createdAt),
            expiresAt: null,
          },
        ]
      : []),
    ...members.map(({ seat, user }) => ({
      id: String(user._id),
      email: user.email,
      name: user.name ?? '',
      role: 'Member',
      status: 'active',
      created_at: iso(seat.createdAt),
      expiresAt: null,
    })),
    ...invites.map((seat) => ({
      id: String(seat._id),
      email: seat.email,
      name: '',
      role: 'Member',
      status: 'invited',
      created_at: iso(seat.createdAt),
      expiresAt: iso(seat.expiresAt),
    })),
  ];
  return { id: String(team._id), teamUsers, maxTeamSize: team.maxTeamSize ?? 3 };
}
