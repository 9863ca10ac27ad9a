import type {
  FileView,
  PersonaCreateBody,
  PersonaView,
  StyleGenerateBody,
  StylePatchBody,
  StyleView,
} from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RequestStatus } from '../../stores';
import { isIndexing, pollWhile } from '../common/embedding';
import { Loadable } from '../common/Loadable';
import type { VoiceApi } from './voiceApi';

export type BrandVoiceApi = Pick<
  VoiceApi,
  | 'listStyles'
  | 'createStyle'
  | 'updateStyle'
  | 'deleteStyle'
  | 'listInfoBase'
  | 'uploadInfoBase'
  | 'addInfoBase'
  | 'renameFile'
  | 'deleteFile'
  | 'retryFile'
>;

/** Splits pasted samples on lines of three or more dashes: each part is one sample. */
export function splitSamples(text: string): string[] {
  return text
    .split(/^\s*-{3,}\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** What the voice form holds (VoiceSampleForm): a name, pasted samples and/or a page address. */
export interface VoiceSampleInput {
  name: string;
  samples: string;
  url: string;
}

/** The API body for a new voice from the form: trimmed, samples split, an empty address left out. */
export function styleBodyOf(input: VoiceSampleInput): StyleGenerateBody {
  const url = input.url.trim();
  return { name: input.name.trim(), samples: splitSamples(input.samples), ...(url ? { url } : {}) };
}

/**
 * /dashboard/brand-voice: the team's voices (created from samples, renamed,
 * their description edited, deleted) and, on the info-base tab, the files
 * whose facts articles and chat answers draw on. The screen renders; every
 * call goes through here and the lists follow what the server confirmed.
 */
export class BrandVoiceStore {
  readonly styles = new Loadable<StyleView[]>([]);
  readonly files = new Loadable<FileView[]>([]);
  creating = false;
  uploading = 0;

  constructor(private readonly api: BrandVoiceApi) {
    makeAutoObservable<BrandVoiceStore, 'api'>(
      this,
      { api: false, styles: false, files: false },
      { autoBind: true },
    );
  }

  get status(): RequestStatus {
    return this.styles.status;
  }

  loadStyles(signal?: AbortSignal) {
    return this.styles.load((s) => this.api.listStyles(s), signal);
  }

  loadFiles(signal?: AbortSignal) {
    return this.files.load((s) => this.api.listInfoBase(s), signal);
  }

  /** Analyses the samples (and/or the page at `url`) into a new voice, listed first. */
  async create(input: VoiceSampleInput): Promise<StyleView> {
    this.creating = true;
    try {
      const style = await this.api.createStyle(styleBodyOf(input));
      runInAction(() => this.styles.set([style, ...this.styles.value]));
      return style;
    } finally {
      runInAction(() => {
        this.creating = false;
      });
    }
  }

  async update(id: string, patch: StylePatchBody): Promise<StyleView> {
    const updated = await this.api.updateStyle(id, patch);
    runInAction(() => this.styles.set(this.styles.value.map((s) => (s.id === id ? updated : s))));
    return updated;
  }

  async remove(id: string): Promise<void> {
    await this.api.deleteStyle(id);
    runInAction(() => this.styles.set(this.styles.value.filter((s) => s.id !== id)));
  }

  private async adding(work: () => Promise<FileView>): Promise<FileView> {
    this.uploading += 1;
    try {
      const file = await work();
      runInAction(() => this.files.set([file, ...this.files.value]));
      return file;
    } finally {
      runInAction(() => {
        this.uploading -= 1;
      });
    }
  }

  upload(file: File): Promise<FileView> {
    return this.adding(() => this.api.uploadInfoBase(file, file.name));
  }

  addText(name: string, text: string): Promise<FileView> {
    return this.adding(() => this.api.addInfoBase({ name: name.trim() || undefined, text }));
  }

  addPage(url: string): Promise<FileView> {
    return this.adding(() => this.api.addInfoBase({ url: url.trim() }));
  }

  async renameFile(id: string, name: string): Promise<void> {
    const renamed = await this.api.renameFile(id, name);
    runInAction(() => this.files.set(this.files.value.map((f) => (f.id === id ? renamed : f))));
  }

  async deleteFile(id: string): Promise<void> {
    await this.api.deleteFile(id);
    runInAction(() => this.files.set(this.files.value.filter((f) => f.id !== id)));
  }
  /** Some files' passages are being embedded: the list re-reads them until they are done. */
  get indexing(): boolean {
    return isIndexing(this.files.value);
  }

  /** Re-reads the info base quietly (the files' embedding states). */
  async refreshFiles(signal?: AbortSignal): Promise<void> {
    const files = await this.api.listInfoBase(signal);
    runInAction(() => this.files.set(files));
  }

  /** Re-reads the info base every `everyMs` while some file is indexing. */
  pollWhileIndexing(
    signal: AbortSignal,
    everyMs?: number,
    wait?: (ms: number, signal: AbortSignal) => Promise<void>,
  ): Promise<void> {
    return pollWhile(() => this.indexing, this.refreshFiles, signal, everyMs, wait);
  }

  /** Retries a file whose embedding failed: it shows as indexing again. */
  async retryEmbedding(id: string): Promise<FileView> {
    const view = await this.api.retryFile(id);
    runInAction(() => this.files.set(this.files.value.map((f) => (f.id === id ? view : f))));
    return view;
  }
}

export type PersonasApi = Pick<
  VoiceApi,
  'listPersonas' | 'createPersona' | 'updatePersona' | 'deletePersona'
>;

/** One goal or pain per line, without blanks. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

/** /dashboard/persona: who the team's articles speak to. */
export class PersonasStore {
  readonly personas = new Loadable<PersonaView[]>([]);
  saving = false;

  constructor(private readonly api: PersonasApi) {
    makeAutoObservable<PersonasStore, 'api'>(this, { api: false, personas: false }, { autoBind: true });
  }

  load(signal?: AbortSignal) {
    return this.personas.load((s) => this.api.listPersonas(s), signal);
  }

  /** Creates (no id) or changes a persona. */
  async save(id: string | null, body: PersonaCreateBody): Promise<PersonaView> {
    this.saving = true;
    try {
      const saved = id ? await this.api.updatePersona(id, body) : await this.api.createPersona(body);
      runInAction(() =>
        this.personas.set(
          id ? this.personas.value.map((p) => (p.id === id ? saved : p)) : [saved, ...this.personas.value],
        ),
      );
      return saved;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  async remove(id: string): Promise<void> {
    await this.api.deletePersona(id);
    runInAction(() => this.personas.set(this.personas.value.filter((p) => p.id !== id)));
  }
}

/** The voices and personas a picker offers (chat, the generation form), and the chosen ones. */
export class VoiceChoices {
  styles: StyleView[] = [];
  personas: PersonaView[] = [];
  status: RequestStatus = 'idle';
  styleId = '';
  personaId = '';

  constructor(private readonly api: Pick<VoiceApi, 'listStyles' | 'listPersonas'>) {
    makeAutoObservable<VoiceChoices, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(signal?: AbortSignal): Promise<void> {
    this.status = 'loading';
    try {
      const [styles, personas] = await Promise.all([
        this.api.listStyles(signal),
        this.api.listPersonas(signal),
      ]);
      runInAction(() => {
        this.styles = styles;
        this.personas = personas;
        this.status = 'success';
        if (!styles.some((s) => s.id === this.styleId)) this.styleId = '';
        if (!personas.some((p) => p.id === this.personaId)) this.personaId = '';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failure';
      });
      if (!signal?.aborted) throw error;
    }
  }

  setStyle(id: string) {
    this.styleId = id;
  }

  /** A voice picked (or just made) in the style popup: listed if new, and chosen. */
  useStyle(style: StyleView) {
    if (!this.styles.some((s) => s.id === style.id)) this.styles = [style, ...this.styles];
    this.styleId = style.id;
  }

  setPersona(id: string) {
    this.personaId = id;
  }

  /** What a request sends: the chosen ids, or nothing. */
  get request(): { style?: string; persona?: string } {
    return {
      ...(this.styleId ? { style: this.styleId } : {}),
      ...(this.personaId ? { persona: this.personaId } : {}),
    };
  }
}
