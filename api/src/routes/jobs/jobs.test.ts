/**
 * GET /api/jobs/{id} and its event stream, on the real database and a real
 * Redis (REDIS_URL): team-scoped, shaped like shared-core's JobView, progress
 * and state changes pushed as server-sent events until the run ends.
 */
import { JobProgressEvent, JobResponse, JobView } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { startTestEngine, type TestEngine } from '../../../test/jobs';
import type { JobEngine } from '../../jobs/engine';
import { parseEvents } from '../generate/events.testing';
import '../../jobs/testing/fixtures';

jest.setTimeout(60_000);

let api: TestApi;
let who: Identities;
let jobs: TestEngine;
let engine: JobEngine;

beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
  jobs = await startTestEngine({ use: true, worker: true });
  engine = jobs.engine;
});

afterAll(async () => {
  await jobs.close();
  await api.close();
});

describe('GET /api/jobs/{id}', () => {
  it('answers the team’s run in the shape of shared-core JobView, to the owner and a member', async () => {
    const run = await engine.enqueue('test.charge', {}, { teamId: who.owner.teamId, userId: who.owner.id });
    for (const session of [who.as.owner, who.as.member]) {
      const res = await session.get(`/api/jobs/${run._id}`).expect(200);
      expect(JobResponse.strict().safeParse(res.body).error?.issues ?? []).toEqual([]);
      expect(JobView.strict().safeParse(res.body.data).error?.issues ?? []).toEqual([]);
      expect(res.body.data).toMatchObject({ id: String(run._id), type: 'test.charge', max_attempts: 3 });
    }
  });

  it('answers 404 to another team, for an unknown id, and 401 to a visitor', async () => {
    const run = await engine.enqueue('test.charge', {}, { teamId: who.owner.teamId, userId: who.owner.id });
    await who.as.other.get(`/api/jobs/${run._id}`).expect(404);
    await who.as.other.get(`/api/jobs/${run._id}/events`).expect(404);
    await who.as.owner.get(`/api/jobs/${new Types.ObjectId()}`).expect(404);
    await who.as.anonymous.get(`/api/jobs/${run._id}`).expect(401);
  });
});

describe('GET /api/jobs/{id}/events', () => {
  it('pushes the state, each progress step and the final state, then ends the stream', async () => {
    const run = await engine.enqueue(
      'test.multistep',
      {},
      { teamId: who.owner.teamId, userId: who.owner.id },
    );
    const res = await who.as.owner
      .get(`/api/jobs/${run._id}/events`)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => done(null, text));
      })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEvents(res.body as string);
    // The worker of this file may already have taken the run when the stream opens.
    expect(events[0]!.event).toBe('state');
    expect(['queued', 'running']).toContain((events[0]!.data as { status: string }).status);
    for (const e of events) {
      const schema = e.event === 'state' ? JobView.strict() : JobProgressEvent.strict();
      expect(schema.safeParse(e.data).error?.issues ?? []).toEqual([]);
    }
    const last = events.at(-1)!;
    expect(last).toMatchObject({
      event: 'state',
      data: { status: 'succeeded', progress: { done: 3, total: 3 } },
    });
    const states = events.filter((e) => e.event === 'state').map((e) => e.data.status);
    expect(states.filter((s) => s !== 'queued')).toEqual(['running', 'succeeded']);
    expect(states.indexOf('queued')).toBeLessThanOrEqual(0);
    expect(events.filter((e) => e.event === 'progress').map((e) => e.data.progress)).toEqual([
      { done: 1, total: 3 },
      { done: 2, total: 3 },
      { done: 3, total: 3 },
    ]);
  });

  it('ends at once with the final state of a finished run', async () => {
    const run = await engine.enqueue('test.charge', {}, { teamId: who.owner.teamId, userId: who.owner.id });
    for (let i = 0; i < 100; i++) {
      const res = await who.as.owner.get(`/api/jobs/${run._id}`).expect(200);
      if (res.body.data.status === 'succeeded') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const res = await who.as.owner
      .get(`/api/jobs/${run._id}/events`)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => done(null, text));
      })
      .expect(200);
    expect(parseEvents(res.body as string)).toEqual([
      { event: 'state', data: expect.objectContaining({ status: 'succeeded', result: { charged: 10 } }) },
    ]);
  });
});
