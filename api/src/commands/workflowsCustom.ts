/**
 * Custom workflows (issue 11, /api/custom-workflows): a team's saved
 * workflows, and their runs. Starting one on N keywords checks every step's
 * references first (the publish step's integration, the folder), then holds
 * one workflow of the plan and the steps' words per keyword, all of them
 * before any run is recorded: a 402 for any keyword holds nothing. Each
 * keyword is one WorkflowRun of type `custom` carrying a snapshot of the
 * steps, queued as a `workflow.custom` job (commands/workflowsCustomJob.ts);
 * GET/POST/DELETE /api/workflows/{id} and its events serve it like any run.
 */
import {
  type CustomWorkflowInput,
  type CustomWorkflowPatch,
  type CustomWorkflowRunBody,
  customWorkflowCost,
  MAX_CUSTOM_WORKFLOWS,
} from '@inkpress/shared-core';
import { Types } from 'mongoose';
import type { z } from 'zod';
import { Conflict, NotFound, ValidationError } from '../errors';
import type { AuthUser } from '../identity';
import type { JobEngine } from '../jobs/engine';
import { CustomWorkflow, type CustomWorkflowDoc } from '../models/CustomWorkflow';
import { Folder } from '../models/Folder';
import { WorkflowRun } from '../models/WorkflowRun';
import { ownerScope } from '../policies';
import { findIntegration } from '../services/integrations';
import { type Held, recordRun, releaseAll, reserveAttempt } from './workflowLifecycle';
import { findWorkflowRun, type RunWithOutcome } from './workflows';
import './workflowsCustomJob';

type PatchInput = z.output<typeof CustomWorkflowPatch>;
type RunInput = z.output<typeof CustomWorkflowRunBody>;

/** A saved workflow of the user's team; 404 for any other. */
export async function findCustomWorkflow(user: AuthUser, id: string): Promise<CustomWorkflowDoc> {
  const found = await CustomWorkflow.findOne({
    _id: new Types.ObjectId(id),
    ...ownerScope(user),
  }).lean<CustomWorkflowDoc>();
  if (!found) throw NotFound('No such custom workflow.');
  return found;
}

export async function listCustomWorkflows(user: AuthUser) {
  const list = await CustomWorkflow.find(ownerScope(user))
    .sort({ updatedAt: -1, _id: -1 })
    .limit(MAX_CUSTOM_WORKFLOWS)
    .lean<CustomWorkflowDoc[]>();
  return { list, total: list.length };
}

/** Checks what the steps point at (the publish step's integration): 404 for another team's. */
async function checkReferences(user: AuthUser, steps: CustomWorkflowInput['steps']) {
  for (const step of steps) {
    if (step.kind !== 'publish') continue;
    const integration = await findIntegration(user, step.integrationId);
    if (!['wordpress', 'ghost', 'api'].includes(integration.type))
      throw ValidationError(
        `Publishing to ${integration.type} is not available: pick a WordPress, Ghost or API site.`,
      );
  }
}

export async function createCustomWorkflow(user: AuthUser, body: CustomWorkflowInput) {
  await checkReferences(user, body.steps);
  const count = await CustomWorkflow.countDocuments(ownerScope(user));
  if (count >= MAX_CUSTOM_WORKFLOWS)
    throw Conflict(
      `Your team has ${MAX_CUSTOM_WORKFLOWS} custom workflows, the most it can keep: delete one first.`,
    );
  const created = await CustomWorkflow.create({
    ...ownerScope(user),
    userId: new Types.ObjectId(user.id),
    name: body.name,
    steps: body.steps,
  });
  return findCustomWorkflow(user, String(created._id));
}

export async function updateCustomWorkflow(user: AuthUser, id: string, body: PatchInput) {
  await findCustomWorkflow(user, id);
  if (body.steps) await checkReferences(user, body.steps);
  await CustomWorkflow.updateOne(
    { _id: new Types.ObjectId(id), ...ownerScope(user) },
    {
      $set: {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.steps ? { steps: body.steps } : {}),
      },
    },
  );
  return findCustomWorkflow(user, id);
}

/** Deletes a saved workflow; its runs (each with its own copy of the steps) stay in history. */
export async function deleteCustomWorkflow(user: AuthUser, id: string) {
  await findCustomWorkflow(user, id);
  await CustomWorkflow.deleteOne({ _id: new Types.ObjectId(id), ...ownerScope(user) });
}

/**
 * Starts one run per keyword. Everything is reserved before anything is
 * recorded: when the plan is short for any keyword, what was held for the
 * others comes back and the 402 leaves nothing behind.
 */
export async function startCustomRuns(
  engine: JobEngine,
  user: AuthUser,
  id: string,
  body: RunInput,
  gpt4: boolean,
  options: { runIds?: Types.ObjectId[] } = {},
): Promise<{ runs: RunWithOutcome[]; cost: { words: number; workflows: number } }> {
  const workflow = await findCustomWorkflow(user, id);
  await checkReferences(user, workflow.steps);
  if (body.folderId) {
    const found = await Folder.exists({ _id: new Types.ObjectId(body.folderId), ...ownerScope(user) });
    if (!found) throw NotFound('Folder not found.');
  }
  const one = customWorkflowCost(workflow.steps);
  const cost = { words: one.words, workflows: one.workflows };
  const runIds = options.runIds ?? body.keywords.map(() => new Types.ObjectId());
  // Given run ids (a scheduled start, which its job may deliver again) that exist already were
  // started by an earlier delivery: they are neither held nor recorded twice.
  const existing = options.runIds
    ? new Set((await WorkflowRun.find({ _id: { $in: runIds } }, { _id: 1 }).lean()).map((r) => String(r._id)))
    : new Set<string>();
  const todo = body.keywords
    .map((keyword, index) => ({ keyword, runId: runIds[index]! }))
    .filter(({ runId }) => !existing.has(String(runId)));
  const held: Held[] = [];
  try {
    for (const { runId } of todo) held.push(await reserveAttempt(user, String(runId), 1, cost));
  } catch (err) {
    await releaseAll(held);
    throw err;
  }

  for (const [index, { keyword, runId }] of todo.entries()) {
    try {
      await recordRun(engine, user, {
        runId,
        type: 'custom',
        gpt4,
        reservations: held[index]!,
        fields: {
          input: {
            keyword,
            workflowId: String(workflow._id),
            workflowName: workflow.name,
            // The snapshot: editing or deleting the workflow later leaves this run as it was started.
            steps: workflow.steps,
            ...(body.folderId ? { folderId: body.folderId } : {}),
          },
          cost,
        },
      });
    } catch (err) {
      // This keyword's run holds nothing now; the ones not yet started give theirs back.
      await releaseAll(held.slice(index + 1));
      throw err;
    }
  }
  const started: RunWithOutcome[] = [];
  for (const runId of runIds) started.push(await findWorkflowRun(user, String(runId)));
  return {
    runs: started,
    cost: { words: cost.words * body.keywords.length, workflows: cost.workflows * body.keywords.length },
  };
}
