/**
 * The music generator's tool page: a prompt and a length; the piece is made
 * by a job followed until it is ready, for a visitor under the daily quota
 * (its WAV and MIDI by short-lived signed links) or, signed in, charged in
 * words and kept in the user's files.
 */
import { FREE_MUSIC_MAX_SECONDS, MAX_MUSIC_SECONDS, type MusicView } from '@inkpress/shared-core';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { fileNameFrom } from './ArtStore';
import { FreePageStore } from './FreePageStore';
import { downloadUrl, type FreeApi } from './freeApi';
import { LinkExpiry } from './LinkExpiry';

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
  /** When a visitor's links stop working (ISO); null: kept in the account's files. */
  expiresAt: string | null;
}

/** How often a music job is asked about. */
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
  /** When a visitor's piece stops being there (a signed-in user's is kept). */
  readonly links = new LinkExpiry();
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
    /** Asks about a job until it has finished (a failed delivery is retried by the engine). */
    const follow = async <J extends { id: string; status: string }>(
      first: J,
      get: (id: string) => Promise<J>,
    ): Promise<J> => {
      let job = first;
      while (job.status === 'queued' || job.status === 'running' || job.status === 'failed') {
        await sleep(MUSIC_POLL_MS, controller.signal);
        job = await get(job.id);
      }
      return job;
    };
    const piece = await this.run(async (): Promise<Piece> => {
      if (this.signedIn) {
        const job = await follow(await this.api.startMusic(body), (id) =>
          this.api.getMusic(id, controller.signal),
        );
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
          expiresAt: null,
        };
      }
      // A visitor's job: the quota is counted when it starts, given back if it dies.
      const started = await this.api.music(body);
      runInAction(() => this.setQuota(started.quota));
      const job = await follow(started, (id) => this.api.freeMusicJob(id, controller.signal));
      runInAction(() => this.setQuota(job.quota));
      if (job.status !== 'succeeded' || !job.wav || !job.midi || !job.plan) {
        throw new Error(job.error ?? 'The music could not be made; your free run was given back.');
      }
      return {
        id: this.made + 1,
        prompt: job.prompt,
        wav: job.wav.url,
        // Short-lived signed links: the link's `download` attribute names the file.
        wavDownload: job.wav.url,
        midiDownload: job.midi.url,
        fileName: fileNameFrom(job.prompt, 'wav').replace(/\.wav$/, ''),
        plan: job.plan,
        label: job.label,
        expiresAt: job.wav.expiresAt,
      };
    });
    if (piece && !controller.signal.aborted) {
      runInAction(() => {
        this.piece = piece;
        this.made = piece.id;
      });
      this.links.track(piece.expiresAt);
    }
  }

  /** Stops following a job (the page is left). */
  stop() {
    this.controller?.abort();
    this.links.stop();
  }
}
