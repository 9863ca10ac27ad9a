import type { CustomStep } from '@inkpress/shared-core';
import { model, Schema, type Types } from 'mongoose';

/**
 * A team's saved custom workflow (/dashboard/custom-workflow): a name and
 * its steps in order, each with the user's own prompt and options
 * (shared-core CustomStep, validated by the route). A run copies the steps
 * at its start, so editing the workflow later never changes a running one.
 */
const CustomWorkflowSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true, maxlength: 100 },
    steps: { type: [Schema.Types.Mixed], required: true },
  },
  { timestamps: true, versionKey: false, minimize: false },
);
CustomWorkflowSchema.index({ teamId: 1, updatedAt: -1 });

export interface CustomWorkflowDoc {
  _id: Types.ObjectId;
  teamId: Types.ObjectId;
  userId: Types.ObjectId;
  name: string;
  steps: CustomStep[];
  createdAt: Date;
  updatedAt: Date;
}

export const CustomWorkflow = model('CustomWorkflow', CustomWorkflowSchema);
