/**
 * Who may do what. A team's documents (folders, authors, collections…) are
 * shared by its owner and members: every query of such a resource filters by
 * `ownerScope(user)`, so another team's resource is simply not found (404).
 * Owner-only actions (team, billing, integration settings) answer 403 to a member.
 */
import { Types } from 'mongoose';
import { Forbidden } from '../errors';
import type { AuthUser } from '../identity';

/** The filter that limits a query to the documents the user's team shares. */
export function ownerScope(user: AuthUser): { teamId: Types.ObjectId } {
  return { teamId: new Types.ObjectId(user.teamId) };
}

export function isOwner(user: AuthUser): boolean {
  return user.role === 'Owner';
}

/** Throws 403 unless the user owns its team. */
export function authorizeOwner(user: AuthUser, message = 'Only the team owner can do this.') {
  if (!isOwner(user)) throw Forbidden(message);
}
