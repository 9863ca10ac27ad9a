import { type CustomWorkflowView, customWorkflowCost } from '@inkpress/shared-core';
import type { CustomWorkflowDoc } from '../models/CustomWorkflow';

/** A saved custom workflow as the API answers it (shared-core CustomWorkflowView). */
export function presentCustomWorkflow(doc: CustomWorkflowDoc): CustomWorkflowView {
  const { words, workflows } = customWorkflowCost(doc.steps);
  return {
    id: String(doc._id),
    name: doc.name,
    steps: doc.steps,
    cost: { words, workflows },
    created_at: new Date(doc.createdAt).toISOString(),
    updated_at: new Date(doc.updatedAt).toISOString(),
  };
}
