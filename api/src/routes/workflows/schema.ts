import { IdParams } from '../schemas';

export {
  WorkflowActionBody,
  WorkflowListQuery,
  WorkflowRunBody,
  WorkflowScheduleBody,
} from '@inkpress/shared-core';

export const WorkflowParams = IdParams;
