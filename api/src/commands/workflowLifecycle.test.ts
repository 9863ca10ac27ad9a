/**
 * Reading a workflow run with its outcome on the real database. A worker
 * writes the run's last step, then the outcome; a reader reads the run, then
 * the outcome. A reader that falls between the two writes must not show an
 * ended run whose last step is still running.
 */
import { Types } from 'mongoose';
import { startTestApi, type TestApi } from '../../test/harness';
import { WorkflowOutcome, WorkflowRun, type WorkflowRunDoc } from '../models/WorkflowRun';
import { outcomeId, setStep, withOutcomes } from './workflowLifecycle';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

/** A custom run whose writing and saving are done and whose charge is under way. */
async function charging(): Promise<WorkflowRunDoc> {
  const step = (status: 'running' | 'succeeded') => ({
    status,
    startedAt: new Date(),
    finishedAt: status === 'running' ? null : new Date(),
    detail: null,
    error: null,
  });
  const run = await WorkflowRun.create({
    teamId: new Types.ObjectId(),
    userId: new Types.ObjectId(),
    type: 'custom',
    input: { keyword: 'tomatoes', steps: [{ kind: 'write' }] },
    actor: { id: 'u', teamId: 't', email: 'a@example.com', role: 'owner', isInternal: false },
    steps: { s0: step('succeeded'), save: step('succeeded'), settle: step('running') },
  });
  return WorkflowRun.findById(run._id).lean<WorkflowRunDoc>().orFail();
}

const finish = async (run: WorkflowRunDoc, status: 'finishing' | 'succeeded') => {
  await WorkflowOutcome.create({
    _id: outcomeId(String(run._id), 1),
    runId: run._id,
    attempt: 1,
    status,
    at: new Date(),
  });
};

describe('a run read with its outcome', () => {
  it('read just before its last step ended, and its outcome just after, shows the step ended', async () => {
    const stale = await charging();
    // The worker's two writes land between the reader's two reads.
    await setStep(String(stale._id), 1, 'settle', {
      status: 'succeeded',
      detail: '120 credits and 1 workflow',
    });
    await finish(stale, 'succeeded');

    const [paired] = await withOutcomes([stale]);
    expect(paired!.outcome!.status).toBe('succeeded');
    expect(paired!.run.steps.settle).toMatchObject({
      status: 'succeeded',
      detail: '120 credits and 1 workflow',
    });
  });

  it('still finishing, is shown as read: its last step running', async () => {
    const stale = await charging();
    await finish(stale, 'finishing');
    await setStep(String(stale._id), 1, 'settle', { status: 'succeeded' });

    const [paired] = await withOutcomes([stale]);
    expect(paired!.outcome!.status).toBe('finishing');
    expect(paired!.run).toBe(stale);
  });

  it('retried between the reads, keeps the attempt it was read with', async () => {
    const stale = await charging();
    await finish(stale, 'succeeded');
    await WorkflowRun.updateOne({ _id: stale._id }, { $set: { attempt: 2, steps: {} } });

    const [paired] = await withOutcomes([stale]);
    expect(paired!.run).toBe(stale);
    expect(paired!.outcome!.attempt).toBe(1);
  });

  it('pairs each run of a list with its own outcome, and none with no outcome', async () => {
    const [a, b] = [await charging(), await charging()];
    await setStep(String(a._id), 1, 'settle', { status: 'succeeded' });
    await finish(a, 'succeeded');

    const paired = await withOutcomes([a, b]);
    expect(paired.map((p) => String(p.run._id))).toEqual([String(a._id), String(b._id)]);
    expect(paired[0]!.run.steps.settle?.status).toBe('succeeded');
    expect(paired[1]!.outcome).toBeNull();
    expect(paired[1]!.run).toBe(b);
  });
});
