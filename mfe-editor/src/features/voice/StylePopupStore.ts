import type { StyleView } from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RequestStatus } from '../../stores';
import { styleBodyOf, type VoiceSampleInput } from './VoiceStores';
import type { VoiceApi } from './voiceApi';

/**
 * The style popup's state (SPEC §2 "style"): the team's brand voices to pick
 * from, and a new one made from a pasted sample or a web page, picked as soon
 * as it is saved.
 */
export class StylePopupStore {
  styles: StyleView[] = [];
  status: RequestStatus = 'idle';
  creating = false;

  constructor(private readonly api: Pick<VoiceApi, 'listStyles' | 'createStyle'>) {
    makeAutoObservable<StylePopupStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(signal?: AbortSignal): Promise<void> {
    this.status = 'loading';
    try {
      const styles = await this.api.listStyles(signal);
      runInAction(() => {
        this.styles = styles;
        this.status = 'success';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failure';
      });
      if (!signal?.aborted) throw error;
    }
  }

  /**
   * A new voice from sample texts or a page address (whichever is given):
   * analysed by the API, added first to the list and returned. Bad input is
   * the API's 400, thrown; nothing typed is lost (the form keeps it).
   */
  async create(input: VoiceSampleInput): Promise<StyleView> {
    this.creating = true;
    try {
      const style = await this.api.createStyle(styleBodyOf(input));
      runInAction(() => {
        this.styles = [style, ...this.styles.filter((s) => s.id !== style.id)];
      });
      return style;
    } finally {
      runInAction(() => {
        this.creating = false;
      });
    }
  }
}
