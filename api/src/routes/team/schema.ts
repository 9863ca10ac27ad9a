import { z } from 'zod';
import { Email, LinkKey, ObjectId } from '../schemas';

export const TeamParams = z.object({ teamId: ObjectId });
export const TeamMemberParams = z.object({ teamId: ObjectId, userId: ObjectId });
export const InviteBody = z.object({ email: Email }).strict();
export const AcceptInviteBody = z.object({ token: LinkKey }).strict();
