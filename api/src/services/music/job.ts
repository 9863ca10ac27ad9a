/**
 * The `music.generate` job: renders a piece (compose.ts), stores its WAV and
 * MIDI files in the team's storage, then settles the credits reserved when
 * the job was started. A run that fails on its last delivery refunds them.
 *
 * The `music.visitor` job: the same piece for a visitor of the tool page
 * (POST /api/free/music), kept briefly as visitor results (short-lived
 * signed links, storage/visitorResults.ts); nothing is charged, and a run
 * that dies gives its run of the visitor's daily quota back.
 */
import {
  MUSIC_CREDITS,
  type MusicPlanView as MusicPlanViewSchema,
  type VisitorLinkView,
} from '@inkpress/shared-core';
import type { z } from 'zod';
import { type Config, loadConfig } from '../../config';
import { defineJob } from '../../jobs/registry';
import { type Reservation, refundReservation, settleReservation } from '../credits';
import { storeFile } from '../storage';
import { keepVisitorResult } from '../storage/visitorResults';
import { releaseQuotaSlots } from '../tools/quota';
import { composeMusic, type Piece } from './compose';

export const MUSIC_JOB = 'music.generate';
export const VISITOR_MUSIC_JOB = 'music.visitor';
/** Who made the pieces of both jobs. */
export const MUSIC_LABEL = 'offline music engine';

export interface MusicJobInput {
  prompt: string;
  seconds?: number;
  reservation: Reservation;
}

/** What the engine chose from the prompt, as the views show it (shared-core's MusicPlanView). */
type MusicPlanView = z.infer<typeof MusicPlanViewSchema>;

export interface MusicJobResult {
  wavId: string;
  midiId: string;
  plan: MusicPlanView;
}

export interface VisitorMusicJobInput {
  prompt: string;
  seconds: number;
  /** The anonymous visitor id of the cookie that started it: only that visitor reads the run. */
  visitorId: string;
  /** The run's slots of the visitor's daily quota (VisitorTicket.slots), given back when it dies. */
  quotaSlots: string[];
}

export interface VisitorMusicJobResult {
  wav: VisitorLinkView;
  midi: VisitorLinkView;
  plan: MusicPlanView;
}

function planOf(piece: Piece): MusicPlanView {
  const { plan } = piece;
  return {
    mode: plan.mode,
    key: plan.keyName,
    tempo: plan.tempo,
    seconds: plan.seconds,
    sound: plan.sound,
    drums: plan.drums,
  };
}

let config: Config | undefined;
/** The worker's configuration (the storage folder), read once. */
function workerConfig(): Config {
  config ??= loadConfig();
  return config;
}

/** For tests that run a worker in their own process with their own storage. */
export function useMusicConfig(next: Config | undefined) {
  config = next;
}

defineJob<MusicJobInput>(
  MUSIC_JOB,
  async (ctx) => {
    const { prompt, seconds, reservation } = ctx.run.input;
    const teamId = String(ctx.run.teamId);
    const user = { id: String(ctx.run.userId), teamId };
    try {
      const result = await ctx.step('render', async (): Promise<MusicJobResult> => {
        const piece = composeMusic(prompt, seconds);
        const name = prompt.split(/\s+/).slice(0, 6).join(' ');
        const cfg = workerConfig();
        const wav = await storeFile(cfg, user, {
          kind: 'music',
          data: piece.wav,
          contentType: 'audio/wav',
          ext: 'wav',
          name,
          prompt,
          label: MUSIC_LABEL,
        });
        const midi = await storeFile(cfg, user, {
          kind: 'music',
          data: piece.midi,
          contentType: 'audio/midi',
          ext: 'mid',
          name,
          prompt,
          label: MUSIC_LABEL,
          sourceId: wav._id,
        });
        return { wavId: String(wav._id), midiId: String(midi._id), plan: planOf(piece) };
      });
      await ctx.progress(1, 1);
      await ctx.step('settle', () => settleReservation(reservation, MUSIC_CREDITS).then(() => true));
      return result;
    } catch (err) {
      if (ctx.lastAttempt) await refundReservation(reservation);
      throw err;
    }
  },
  { attempts: 2, backoffMs: 1000 },
);

defineJob<VisitorMusicJobInput>(
  VISITOR_MUSIC_JOB,
  async (ctx) => {
    const { prompt, seconds } = ctx.run.input;
    const result = await ctx.step('render', async (): Promise<VisitorMusicJobResult> => {
      const piece = composeMusic(prompt, seconds);
      const cfg = workerConfig();
      const [wav, midi] = await Promise.all([
        keepVisitorResult(cfg, 'music', piece.wav, 'wav'),
        keepVisitorResult(cfg, 'music', piece.midi, 'mid'),
      ]);
      const link = (l: { url: string; expiresAt: Date }) => ({
        url: l.url,
        expiresAt: l.expiresAt.toISOString(),
      });
      return { wav: link(wav), midi: link(midi), plan: planOf(piece) };
    });
    await ctx.progress(1, 1);
    return result;
  },
  {
    attempts: 2,
    backoffMs: 1000,
    // Dead (its last attempt failed, or its workers died): the visitor's run comes back, once.
    onDead: (run) => releaseQuotaSlots((run.input as unknown as VisitorMusicJobInput).quotaSlots ?? []),
  },
);
