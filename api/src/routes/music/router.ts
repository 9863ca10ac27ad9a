import { ErrorCode, MUSIC_CREDITS, type MusicView } from '@inkpress/shared-core';
import Router from '@koa/router';
import { reserveWords } from '../../commands/charging';
import type { Config } from '../../config';
import { AppError, NotFound } from '../../errors';
import type { AuthUser } from '../../identity';
import { jobEngine } from '../../jobs/engine';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { JobRun, type JobRunDoc } from '../../models/JobRun';
import { MediaFile, type MediaFileDoc } from '../../models/MediaFile';
import { presentMediaFile } from '../../presenters/mediaFile';
import { refundReservation } from '../../services/credits';
import { MUSIC_JOB, type MusicJobInput, type MusicJobResult } from '../../services/music/job';
import * as T from './schema';

/**
 * Music (SPEC §7): POST /api/music {prompt, seconds} reserves the piece's
 * credits (402 before anything starts) and starts a `music.generate` job;
 * POST /api/music/get {id} answers its state, and the WAV and MIDI files
 * once it has succeeded. Another team's job is a 404.
 */
export function musicRouter(config: Config) {
  const router = new Router({ prefix: '/music' });

  router.post('/', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.MusicBody });
    const engine = jobEngine(config.redisUrl);
    if (!engine)
      throw new AppError(
        503,
        ErrorCode.ServiceUnavailable,
        'Music needs the job engine: no REDIS_URL is set.',
      );
    const user = authUser(ctx);
    const reservation = await reserveWords(user, MUSIC_CREDITS, { reason: 'music' });
    let run: JobRunDoc;
    try {
      const input: MusicJobInput = {
        prompt: body.prompt,
        reservation,
        ...(body.seconds ? { seconds: body.seconds } : {}),
      };
      run = await engine.enqueue(MUSIC_JOB, input as unknown as Record<string, unknown>, {
        teamId: user.teamId,
        userId: user.id,
      });
    } catch (err) {
      await refundReservation(reservation);
      throw err;
    }
    ctx.status = 202;
    ctx.body = { data: await presentMusic(run) };
  });

  router.post('/get', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.MusicGetBody });
    ctx.body = { data: await presentMusic(await findMusic(authUser(ctx), body.id)) };
  });

  return router;
}

async function findMusic(user: AuthUser, id: string): Promise<JobRunDoc> {
  const run = await JobRun.findById(id).lean<JobRunDoc>();
  if (!run || run.type !== MUSIC_JOB || String(run.teamId) !== user.teamId)
    throw NotFound('No such piece of music.');
  return run;
}

async function presentMusic(run: JobRunDoc): Promise<MusicView> {
  const input = run.input as unknown as MusicJobInput;
  const result = run.status === 'succeeded' ? (run.result as MusicJobResult | null) : null;
  let wav: MediaFileDoc | null = null;
  let midi: MediaFileDoc | null = null;
  if (result) {
    [wav, midi] = await Promise.all([
      MediaFile.findOne({ _id: result.wavId, teamId: run.teamId }).lean<MediaFileDoc>(),
      MediaFile.findOne({ _id: result.midiId, teamId: run.teamId }).lean<MediaFileDoc>(),
    ]);
  }
  const failed = run.status === 'dead' || run.status === 'cancelled';
  return {
    id: String(run._id),
    status: run.status,
    prompt: input.prompt,
    wav: wav ? presentMediaFile(wav) : null,
    midi: midi ? presentMediaFile(midi) : null,
    plan: result?.plan ?? null,
    error: failed ? 'The music could not be made; its credits were given back.' : null,
    charged: run.status === 'succeeded' ? MUSIC_CREDITS : 0,
  };
}
