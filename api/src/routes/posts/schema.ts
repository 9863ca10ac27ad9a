import { z } from 'zod';
import { IdParams, ObjectId, Pagination } from '../schemas';

export const PostParams = IdParams;
export const RevisionParams = z.object({ id: ObjectId, revisionId: ObjectId });
export const RevisionsQuery = Pagination;
