import { IdParams } from '../schemas';

export { CustomWorkflowBody, CustomWorkflowPatch, CustomWorkflowRunBody } from '@inkpress/shared-core';

export const CustomWorkflowParams = IdParams;
