/**
 * Teams: an owner invites people by email; an invited user who accepts
 * becomes a Member of the owner's team and works on its documents (every
 * resource is scoped by `teamId`). Places are TeamSeat documents with a
 * unique slot below maxTeamSize, so the limit holds without transactions.
 */

import { Types } from 'mongoose';
import type { AppServices } from '../context';
import { isDuplicateKey } from '../db';
import {
  Conflict,
  EmailKeyExpired,
  Forbidden,
  MaxTeamSizeLimitReached,
  NotFound,
  ValidationError,
} from '../errors';
import type { AuthUser } from '../identity';
import { Team, type TeamDoc } from '../models/Team';
import { TeamSeat, type TeamSeatDoc } from '../models/TeamSeat';
import { User, type UserDoc } from '../models/User';
import { authorizeOwner } from '../policies';
import { capabilityMissing, teamCapabilities } from './billing/plan';
import { claimOnce, releaseClaim } from './claims';
import { randomToken, sha256 } from './crypto';
import { teamInviteMail } from './mailTemplates';
import { userChanged } from './sessions';

export interface TeamView {
  team: TeamDoc;
  owner: UserDoc | null;
  members: { seat: TeamSeatDoc; user: UserDoc }[];
  invites: TeamSeatDoc[];
}

const teamNotFound = () => NotFound('Team not found.');

async function loadTeam(teamId: Types.ObjectId | string): Promise<TeamDoc> {
  const team = await Team.findById(teamId).lean<TeamDoc>();
  if (!team) throw teamNotFound();
  return team;
}

/** The team, its owner, its members and its pending (unexpired) invitations. */
export async function getTeamView(teamId: string): Promise<TeamView> {
  const team = await loadTeam(teamId);
  const seats = await TeamSeat.find({ teamId: team._id })
    .sort({ createdAt: 1, _id: 1 })
    .lean<TeamSeatDoc[]>();
  const memberIds = seats
    .filter((s) => s.status === 'active' && s.userId)
    .map((s) => s.userId as Types.ObjectId);
  const users = await User.find({ _id: { $in: [team.ownerId, ...memberIds] } }).lean<UserDoc[]>();
  const byId = new Map(users.map((u) => [String(u._id), u]));
  const now = Date.now();
  // The places of the plan in force, whatever an older stored copy says.
  const { invitable } = await teamCapabilities(teamId);
  return {
    team: { ...team, maxTeamSize: invitable },
    owner: byId.get(String(team.ownerId)) ?? null,
    members: seats
      .filter((s) => s.status === 'active' && s.userId && byId.has(String(s.userId)))
      .map((seat) => ({ seat, user: byId.get(String(seat.userId))! })),
    invites: seats.filter((s) => s.status === 'invited' && (s.expiresAt?.getTime() ?? 0) > now),
  };
}

/** Owner-only actions on `teamId`: another team is 404, a member of this team 403. */
function authorizeTeamOwner(actor: AuthUser, teamId: string) {
  if (teamId !== actor.teamId) throw teamNotFound();
  authorizeOwner(actor, 'Only the team owner can manage the team.');
}

async function sendInvite(services: AppServices, actor: AuthUser, email: string, token: string) {
  const { config } = services;
  const inviter = await User.findById(actor.id).select('name email').lean<UserDoc>();
  const link = `${config.publicUrl}/accept-invite?token=${token}`;
  const days = Math.round(config.auth.inviteTtlMs / 86_400_000);
  await services.mailer.send(
    teamInviteMail(email, inviter?.name || inviter?.email || 'A teammate', link, days),
  );
}

/**
 * Invites an email address: takes a free place (MaxTeamSizeLimitReachedError
 * when members and pending invitations fill maxTeamSize) and mails the link.
 * Inviting an address again renews its invitation.
 */
export async function inviteMember(services: AppServices, actor: AuthUser, teamId: string, email: string) {
  authorizeTeamOwner(actor, teamId);
  const team = await loadTeam(teamId);
  if (email === actor.email.toLowerCase()) throw ValidationError('You are already in this team.');
  // The places come from the plan in force (shared-core's capability table), not a stored copy.
  const { teamInvites, invitable } = await teamCapabilities(teamId);
  if (!teamInvites) throw capabilityMissing('teamInvites');
  const now = new Date();
  await TeamSeat.deleteMany({ teamId: team._id, status: 'invited', expiresAt: { $lte: now } });

  const token = randomToken();
  const invitation = {
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + services.config.auth.inviteTtlMs),
  };
  const renew = async () => {
    const existing = await TeamSeat.findOne({ teamId: team._id, email }).lean<TeamSeatDoc>();
    if (!existing) return false;
    if (existing.status === 'active') throw Conflict('This person is already a member of the team.');
    await TeamSeat.updateOne({ _id: existing._id, status: 'invited' }, { $set: invitation });
    return true;
  };

  if (!(await renew())) {
    const taken = new Set(
      (await TeamSeat.find({ teamId: team._id }).select('slot').lean()).map((s) => s.slot),
    );
    let placed = false;
    for (let slot = 0; slot < invitable && !placed; slot++) {
      if (taken.has(slot)) continue;
      try {
        await TeamSeat.create({
          teamId: team._id,
          slot,
          email,
          status: 'invited',
          invitedBy: new Types.ObjectId(actor.id),
          ...invitation,
        });
        placed = true;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        // Someone took this slot or invited this address at the same moment.
        if (await renew()) placed = true;
      }
    }
    if (!placed) throw MaxTeamSizeLimitReached({ maxTeamSize: invitable });
  }
  await sendInvite(services, actor, email, token);
  return getTeamView(teamId);
}

/** Joins the team of an invitation sent to the signed-in user's email. */
export async function acceptInvite(services: AppServices, actor: AuthUser, token: string) {
  const seat = await TeamSeat.findOne({ tokenHash: sha256(token), status: 'invited' }).lean<TeamSeatDoc>();
  if (!seat) throw NotFound('This invitation is not valid or was already used.');
  if ((seat.expiresAt?.getTime() ?? 0) <= Date.now()) {
    await TeamSeat.deleteOne({ _id: seat._id, status: 'invited' });
    throw EmailKeyExpired();
  }
  if (seat.email !== actor.email.toLowerCase()) {
    throw Forbidden(
      'This invitation was sent to another email address. Sign in with that address to accept it.',
    );
  }
  const user = await User.findById(actor.id).lean<UserDoc>();
  if (!user) throw NotFound();
  if (String(user.teamId) === String(seat.teamId)) throw Conflict('You are already a member of this team.');
  if (user.role === 'Member')
    throw Conflict('You are a member of another team. Leave it before joining this one.');
  if (await TeamSeat.exists({ teamId: user.homeTeamId })) {
    throw Conflict('Your own team has members or invitations. Remove them before joining another team.');
  }
  // One acceptance wins, also when the link is followed twice at once (a conditional update cannot decide it).
  const claim = `team-invite:${String(seat._id)}`;
  if (!(await claimOnce(claim))) throw NotFound('This invitation is not valid or was already used.');
  const { modifiedCount } = await TeamSeat.updateOne(
    { _id: seat._id, status: 'invited' },
    { $set: { status: 'active', userId: user._id, tokenHash: null, expiresAt: null } },
  ).catch(async (err: unknown) => {
    await releaseClaim(claim).catch(() => undefined);
    throw err;
  });
  if (modifiedCount !== 1) throw NotFound('This invitation is not valid or was already used.');
  await User.updateOne({ _id: user._id }, { $set: { role: 'Member', teamId: seat.teamId } });
  userChanged(services, actor.id);
  return getTeamView(String(seat.teamId));
}

/**
 * Removes a member (by user id) or cancels an invitation (by its id). The
 * removed member goes back to its own team as its owner.
 */
export async function removeMember(services: AppServices, actor: AuthUser, teamId: string, targetId: string) {
  authorizeTeamOwner(actor, teamId);
  if (targetId === actor.id) throw ValidationError('The owner cannot be removed from the team.');
  const teamObjectId = new Types.ObjectId(teamId);
  const target = new Types.ObjectId(targetId);
  const seat = await TeamSeat.findOne({
    teamId: teamObjectId,
    $or: [{ userId: target }, { _id: target, status: 'invited' }],
  }).lean<TeamSeatDoc>();
  if (!seat) throw NotFound('No such member or invitation in this team.');
  await TeamSeat.deleteOne({ _id: seat._id });
  if (seat.userId) {
    const member = await User.findOne({ _id: seat.userId, teamId: teamObjectId })
      .select('homeTeamId')
      .lean<UserDoc>();
    if (member) {
      await User.updateOne(
        { _id: member._id, teamId: teamObjectId },
        { $set: { role: 'Owner', teamId: member.homeTeamId } },
      );
    }
    userChanged(services, String(seat.userId));
  }
  return getTeamView(teamId);
}
