import { z } from 'zod';
import { IdParams } from '../schemas';

export {
  AutoblogListQuery,
  AutoblogScheduleBody,
  AutoblogScheduleUpdate,
} from '@inkpress/shared-core';

export const ScheduleParams = IdParams;

/** POST /api/autoblog/{id}/test-tick (NODE_ENV=test only): the clock the tick runs at. */
export const TestTickBody = z.strictObject({
  now: z.iso.datetime({ offset: true, error: 'now must be an ISO date-time.' }),
});
