/**
 * POST /api/music and /api/music/get on the real database and a real Redis
 * (REDIS_URL), with a worker in this process: the job renders the piece,
 * stores its WAV and MIDI in the team's storage and settles the credits.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MUSIC_CREDITS, MusicView } from '@inkpress/shared-core';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { startTestEngine, type TestEngine } from '../../../test/jobs';
import { getBalances } from '../../services/credits';
import { useMusicConfig } from '../../services/music/job';

jest.setTimeout(90_000);

let api: TestApi;
let who: Identities;
let jobs: TestEngine;
const dir = mkdtempSync(path.join(tmpdir(), 'inkpress-music-'));

beforeAll(async () => {
  api = await startTestApi({ MEDIA_DIR: dir });
  useMusicConfig(api.config);
  who = await createIdentities(api);
  jobs = await startTestEngine({ use: true, worker: true });
});

afterAll(async () => {
  await jobs.close();
  useMusicConfig(undefined);
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

async function until(session: Identities['as']['owner'], id: string, done: (view: MusicView) => boolean) {
  for (;;) {
    const res = await session.post('/api/music/get').send({ id }).expect(200);
    const view = MusicView.parse(res.body.data);
    if (done(view)) return view;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('POST /api/music', () => {
  it('starts a job that makes a WAV and a MIDI file, charged once', async () => {
    const before = (await getBalances({ teamId: who.owner.teamId })).words;
    const start = await who.as.owner
      .post('/api/music')
      .send({ prompt: 'Calm sad piano for a rainy evening', seconds: 8 })
      .expect(202);
    expect(start.body.data).toMatchObject({
      status: 'queued',
      prompt: 'Calm sad piano for a rainy evening',
      wav: null,
    });
    const view = await until(
      who.as.member,
      start.body.data.id,
      (v) => v.status === 'succeeded' || v.status === 'dead',
    );
    expect(view).toMatchObject({
      status: 'succeeded',
      charged: MUSIC_CREDITS,
      plan: { mode: 'minor', tempo: 72, seconds: 8, sound: 'piano' },
      wav: { kind: 'music', contentType: 'audio/wav' },
      midi: { kind: 'music', contentType: 'audio/midi' },
    });
    const wav = await who.as.owner
      .get(view.wav?.url ?? '')
      .buffer(true)
      .expect(200);
    const bytes = wav.body as Buffer;
    expect(bytes.toString('ascii', 8, 12)).toBe('WAVE');
    expect(bytes.readUInt32LE(40) / (bytes.readUInt32LE(24) * 2)).toBeCloseTo(8, 3);
    const midi = await who.as.owner
      .get(view.midi?.url ?? '')
      .buffer(true)
      .expect(200);
    expect((midi.body as Buffer).toString('ascii', 0, 4)).toBe('MThd');
    expect((await getBalances({ teamId: who.owner.teamId })).words).toBe(before - MUSIC_CREDITS);
    // Another team sees neither the job nor its files.
    await who.as.other.post('/api/music/get').send({ id: start.body.data.id }).expect(404);
    await who.as.other.get(view.wav?.url ?? '').expect(404);
  });

  it('answers 400 to a bad request and 401 signed out, charging nothing', async () => {
    const before = (await getBalances({ teamId: who.owner.teamId })).words;
    await who.as.owner.post('/api/music').send({ prompt: 'x', seconds: 90 }).expect(400);
    await who.as.owner.post('/api/music').send({ seconds: 10 }).expect(400);
    await who.as.owner.post('/api/music/get').send({ id: 'nope' }).expect(400);
    await who.as.anonymous.post('/api/music').send({ prompt: 'x' }).expect(401);
    expect((await getBalances({ teamId: who.owner.teamId })).words).toBe(before);
  });

  it('refunds the credits when the piece cannot be stored', async () => {
    const before = (await getBalances({ teamId: who.owner.teamId })).words;
    // A storage folder under a plain file cannot be created: every delivery fails.
    const file = path.join(dir, 'a-file');
    writeFileSync(file, 'not a folder');
    useMusicConfig({ ...api.config, media: { ...api.config.media, dir: path.join(file, 'files') } });
    try {
      const start = await who.as.owner
        .post('/api/music')
        .send({ prompt: 'Upbeat synth', seconds: 5 })
        .expect(202);
      const view = await until(
        who.as.owner,
        start.body.data.id,
        (v) => v.status === 'dead' || v.status === 'succeeded',
      );
      expect(view).toMatchObject({
        status: 'dead',
        charged: 0,
        wav: null,
        error: expect.stringMatching(/given back/),
      });
    } finally {
      useMusicConfig(api.config);
    }
    expect((await getBalances({ teamId: who.owner.teamId })).words).toBe(before);
  });
});
