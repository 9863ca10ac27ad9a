import type { ScheduledWorkflowRunView } from '@inkpress/shared-core';
import type { WorkflowScheduleDoc } from '../models/WorkflowSchedule';

/** A scheduled workflow run's calendar item id: `workflow_<id>_<ms>`. */
export const scheduleCalendarId = (s: Pick<WorkflowScheduleDoc, '_id' | 'runAt'>) =>
  `workflow_${s._id}_${new Date(s.runAt).getTime()}`;

export function presentSchedule(s: WorkflowScheduleDoc): ScheduledWorkflowRunView {
  return {
    id: String(s._id),
    calendar_id: scheduleCalendarId(s),
    type: s.type ?? 'custom',
    workflow_id: s.workflowId ? String(s.workflowId) : null,
    workflow_name: s.workflowName,
    keywords: s.keywords,
    video_url: s.video?.url ?? null,
    at: new Date(s.runAt).toISOString(),
    time_zone: s.timeZone,
    status: s.status,
    error: s.error,
    run_ids: s.runIds,
  };
}
