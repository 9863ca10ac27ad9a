import type { WorkflowRunView } from '@inkpress/shared-core';
import { VideoToBlogForm, WorkflowHistoryStore, WorkflowRunStore } from './WorkflowStores';
import type { WorkflowEvent, WorkflowsApi } from './workflowsApi';

const runOf = (over: Partial<WorkflowRunView> = {}): WorkflowRunView => ({
  id: 'a'.repeat(24),
  type: 'video-to-blog',
  slug: 'video-to-blog',
  name: 'Video to blog',
  status: 'running',
  progress: 0.25,
  input: { url: 'https://youtu.be/dQw4w9WgXcQ', language: 'en-US', length: 'short' },
  video: null,
  steps: [],
  result: null,
  custom: null,
  article: null,
  error: null,
  cost: { words: 1000, workflows: 1 },
  charged: { words: 0, workflows: 0 },
  refunded: { words: 0, workflows: 0 },
  attempts: 1,
  writer: null,
  created_at: new Date(0).toISOString(),
  updated_at: new Date(0).toISOString(),
  finished_at: null,
  ...over,
});

function fakeApi(over: Partial<WorkflowsApi> = {}): WorkflowsApi {
  return {
    start: jest.fn(async () => runOf()),
    schedule: jest.fn(async (body: { runAt: string; timeZone: string; input: { url: string } }) => ({
      id: 'c'.repeat(24),
      calendar_id: `workflow_${'c'.repeat(24)}_1`,
      type: 'video-to-blog' as const,
      workflow_id: null,
      workflow_name: 'Video to blog',
      keywords: [],
      video_url: body.input.url,
      at: '2026-12-01T08:30:00.000Z',
      time_zone: body.timeZone,
      status: 'scheduled' as const,
      error: null,
      run_ids: [],
    })),
    list: jest.fn(async ({ offset = 0, limit = 10 } = {}) => ({
      data: Array.from({ length: Math.min(limit, 23 - offset) }, (_, i) =>
        runOf({ id: String(offset + i).padStart(24, '0') }),
      ),
      total: 23,
    })),
    get: jest.fn(async () => runOf()),
    retry: jest.fn(async () => runOf({ attempts: 2, status: 'queued', progress: 0.25 })),
    cancel: jest.fn(async () => runOf({ status: 'cancelled' })),
    remove: jest.fn(async () => undefined),
    events: async function* () {},
    ...over,
  } as WorkflowsApi;
}

describe('VideoToBlogForm', () => {
  it('shows the URL’s problem without calling the API, and starts a run with a YouTube URL', async () => {
    const api = fakeApi();
    const form = new VideoToBlogForm(api);
    form.setUrl('https://vimeo.com/1');
    expect(await form.start()).toBeNull();
    expect(form.urlProblem).toBe('This is not the URL of a YouTube video.');
    expect(api.start).not.toHaveBeenCalled();
    form.setUrl(' https://youtu.be/dQw4w9WgXcQ ');
    form.setLength('medium');
    expect(form.urlProblem).toBeNull();
    await form.start();
    expect(api.start).toHaveBeenCalledWith({
      type: 'video-to-blog',
      input: { url: 'https://youtu.be/dQw4w9WgXcQ', language: 'en-US', length: 'medium' },
    });
  });

  it('keeps the API’s refusal to show it', async () => {
    const refusal = Object.assign(new Error('This video has no captions.'), { code: 'ValidationError' });
    const form = new VideoToBlogForm(fakeApi({ start: jest.fn(async () => Promise.reject(refusal)) }));
    form.setUrl('https://youtu.be/dQw4w9WgXcQ');
    await expect(form.start()).rejects.toBe(refusal);
    expect(form.error).toBe(refusal);
    expect(form.starting).toBe(false);
  });
});

describe('VideoToBlogForm run later', () => {
  it('asks for the time, then schedules the video in the browser’s time zone instead of starting it', async () => {
    const api = fakeApi();
    const form = new VideoToBlogForm(api);
    form.setUrl('https://youtu.be/dQw4w9WgXcQ');
    form.later.setOn(true);
    expect(await form.start()).toBeNull();
    expect(form.later.problem).toBe('Pick the date and time to run it.');
    expect(api.schedule).not.toHaveBeenCalled();
    form.later.setRunAt('2026-12-01T09:30');
    expect(await form.start()).toBeNull();
    expect(api.start).not.toHaveBeenCalled();
    expect(api.schedule).toHaveBeenCalledWith({
      type: 'video-to-blog',
      input: { url: 'https://youtu.be/dQw4w9WgXcQ', language: 'en-US', length: 'short' },
      runAt: '2026-12-01T09:30',
      timeZone: form.later.timeZone,
    });
    expect(form.scheduled).toMatchObject({ video_url: 'https://youtu.be/dQw4w9WgXcQ', status: 'scheduled' });
    // The form is ready for the next video, run now.
    expect(form.url).toBe('');
    expect(form.later.on).toBe(false);
  });
});

describe('WorkflowRunStore', () => {
  it('follows the run’s events: live progress while it writes, the run’s state at the end', async () => {
    const events: WorkflowEvent[] = [
      { event: 'progress', data: { progress: 0.5 } },
      { event: 'progress', data: { progress: 0.7 } },
      { event: 'run', data: runOf({ status: 'succeeded', progress: 1 }) },
    ];
    let seen: number[] = [];
    const api = fakeApi({
      events: async function* () {
        for (const e of events) {
          yield e;
          seen = [...seen, store.progress];
        }
      },
    });
    const store = new WorkflowRunStore(api, 'a'.repeat(24));
    await store.load();
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([0.5, 0.7, 1]);
    expect(store.finished).toBe(true);
    expect(store.progress).toBe(1);
  });

  it('does not follow a finished run, and retries it', async () => {
    const events = jest.fn(async function* (): AsyncGenerator<WorkflowEvent> {});
    const api = fakeApi({ get: jest.fn(async () => runOf({ status: 'failed' })), events });
    const store = new WorkflowRunStore(api, 'a'.repeat(24));
    await store.load();
    expect(events).not.toHaveBeenCalled();
    await store.retry();
    expect(store.run?.attempts).toBe(2);
    expect(events).toHaveBeenCalledTimes(1);
  });
});

describe('WorkflowHistoryStore', () => {
  it('pages through the team’s runs', async () => {
    const store = new WorkflowHistoryStore(fakeApi(), 10);
    await store.load(0);
    expect([store.page, store.pages, store.runs.length, store.hasPrevious, store.hasNext]).toEqual([
      1,
      3,
      10,
      false,
      true,
    ]);
    await store.next();
    await store.next();
    expect([store.page, store.runs.length, store.hasNext]).toEqual([3, 3, false]);
    await store.next();
    expect(store.page).toBe(3);
    await store.previous();
    expect(store.offset).toBe(10);
  });
});
