import { TeamInviteBody } from '@inkpress/shared-core';
import { z } from 'zod';
import { LinkKey, ObjectId } from '../schemas';

export const TeamParams = z.object({ teamId: ObjectId });
export const TeamMemberParams = z.object({ teamId: ObjectId, userId: ObjectId });
/** POST /api/team/{teamId}: shared-core's body (defined once). */
export const InviteBody = TeamInviteBody;
export const AcceptInviteBody = z.object({ token: LinkKey }).strict();
