import { IdParams } from '../schemas';

export { WorkflowActionBody, WorkflowListQuery, WorkflowRunBody } from '@inkpress/shared-core';

export const WorkflowParams = IdParams;
