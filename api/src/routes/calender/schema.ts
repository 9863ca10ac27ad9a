import { z } from 'zod';

export { CalendarQuery } from '@inkpress/shared-core';

/** `autoblog_<scheduleId>_<ms>` or `publish_<integrationId>_<postId>`; anything else is not found. */
export const CalendarParams = z.object({ id: z.string().max(100) });
