import { z } from 'zod';

export { PublicSettingsBody } from '@inkpress/shared-core';

import { IdParams, ObjectId, Pagination } from '../schemas';

export const PostParams = IdParams;
export const RevisionParams = z.object({ id: ObjectId, revisionId: ObjectId });
export const RevisionsQuery = Pagination;
