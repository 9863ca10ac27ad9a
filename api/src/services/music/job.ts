/**
 * The `music.generate` job: renders a piece (compose.ts), stores its WAV and
 * MIDI files in the team's storage, then settles the credits reserved when
 * the job was started. A run that fails on its last delivery refunds them.
 */
import { MUSIC_CREDITS } from '@inkpress/shared-core';
import { type Config, loadConfig } from '../../config';
import { defineJob } from '../../jobs/registry';
import { type Reservation, refundReservation, settleReservation } from '../credits';
import { storeFile } from '../storage';
import { composeMusic } from './compose';

export const MUSIC_JOB = 'music.generate';

export interface MusicJobInput {
  prompt: string;
  seconds?: number;
  reservation: Reservation;
}

export interface MusicJobResult {
  wavId: string;
  midiId: string;
  plan: {
    mode: 'major' | 'minor';
    key: string;
    tempo: number;
    seconds: number;
    sound: string;
    drums: boolean;
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
          label: 'offline music engine',
        });
        const midi = await storeFile(cfg, user, {
          kind: 'music',
          data: piece.midi,
          contentType: 'audio/midi',
          ext: 'mid',
          name,
          prompt,
          label: 'offline music engine',
          sourceId: wav._id,
        });
        const { plan } = piece;
        return {
          wavId: String(wav._id),
          midiId: String(midi._id),
          plan: {
            mode: plan.mode,
            key: plan.keyName,
            tempo: plan.tempo,
            seconds: plan.seconds,
            sound: plan.sound,
            drums: plan.drums,
          },
        };
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
