/**
 * The music generator's tool page: a prompt and a length; the piece is
 * rendered for a visitor under the quota (answered inline) or, signed in,
 * started as a job charged in words and followed until it is ready.
 */
import { FREE_MUSIC_MAX_SECONDS, MAX_MUSIC_SECONDS, type MusicView } from '@inkpress/shared-core';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { fileNameFrom } from './ArtStore';
import { FreePageStore } from './FreePageStore';
import { downloadUrl, type FreeApi } from './freeApi';

export interface Piece {
  /** Counts the pieces of this page (the player starts anew for each). */
  id: number;
  prompt: string;
  wav: string;
  wavDownload: string;
  midiDownload: string;
  fileName: string;
  plan: NonNullable<MusicView['plan']>;
  label: string;
}

/** How often a signed-in user's job is asked about. */
export const MUSIC_POLL_MS = 800;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

export class MusicStore extends FreePageStore {
  prompt = '';
  seconds = 20;
  piece: Piece | null = null;
  private made = 0;
  private controller: AbortController | null = null;

  constructor(api: FreeApi, signedIn: boolean) {
    super('music', api, signedIn);
    makeObservable(this, {
      prompt: observable,
      seconds: observable,
      piece: observable,
      canGenerate: computed,
      maxSeconds: computed,
      setForm: action,
    });
  }

  get maxSeconds() {
    return this.signedIn ? MAX_MUSIC_SECONDS : FREE_MUSIC_MAX_SECONDS;
  }

  get canGenerate() {
    return this.prompt.trim().length > 0 && !this.busy && !this.limitReached;
  }

  setForm(patch: Partial<Pick<MusicStore, 'prompt' | 'seconds'>>) {
    Object.assign(this, patch);
  }

  async generate() {
    if (!this.canGenerate) return;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const body = { prompt: this.prompt.trim(), seconds: Math.min(this.seconds, this.maxSeconds) };
    const piece = await this.run(async (): Promise<Piece> => {
      if (this.signedIn) {
        let job = await this.api.startMusic(body);
        while (job.status === 'queued' || job.status === 'running' || job.status === 'failed') {
          await sleep(MUSIC_POLL_MS, controller.signal);
          job = await this.api.getMusic(job.id, controller.signal);
        }
        if (job.status !== 'succeeded' || !job.wav || !job.midi || !job.plan) {
          throw new Error(job.error ?? 'The music could not be made; its credits were given back.');
        }
        return {
          id: this.made + 1,
          prompt: job.prompt,
          wav: job.wav.url,
          wavDownload: downloadUrl(job.wav.url),
          midiDownload: downloadUrl(job.midi.url),
          fileName: fileNameFrom(job.prompt, 'wav').replace(/\.wav$/, ''),
          plan: job.plan,
          label: job.wav.label ?? 'offline music engine',
        };
      }
      const made = await this.api.music(body);
      runInAction(() => this.setQuota(made.quota));
      return {
        id: this.made + 1,
        prompt: made.prompt,
        wav: made.wav,
        wavDownload: made.wav,
        midiDownload: made.midi,
        fileName: fileNameFrom(made.prompt, 'wav').replace(/\.wav$/, ''),
        plan: made.plan,
        label: made.label,
      };
    });
    if (piece && !controller.signal.aborted) {
      runInAction(() => {
        this.piece = piece;
        this.made = piece.id;
      });
    }
  }

  /** Stops following a job (the page is left). */
  stop() {
    this.controller?.abort();
  }
}
