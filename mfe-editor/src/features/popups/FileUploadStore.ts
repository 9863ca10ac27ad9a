import type { FileView, SourceType } from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ChatApi } from '../chat/chatApi';
import { errorMessage } from '../common/errors';

/** One thing being added: a file, a page or a pasted text, and how it went. */
export interface UploadItem {
  key: number;
  name: string;
  status: 'adding' | 'added' | 'failed';
  /** What the API said when it refused it (type, size, an unreachable page…). */
  error?: string;
  file?: FileView;
}

/**
 * The file-upload popup's state (SPEC §2 "file upload"): files, web pages
 * and pasted text added to the team's sources of one type (chat files or the
 * info base), one at a time, each with its own outcome — a refused file says
 * why and the others still go through.
 */
export class FileUploadStore {
  items: UploadItem[] = [];
  private next = 1;

  constructor(
    private readonly api: Pick<ChatApi, 'uploadFile' | 'addText'>,
    readonly type: SourceType = 'chat-file-upload',
    /** Told of each source as soon as it is added. */
    private readonly onAdded?: (file: FileView) => void,
  ) {
    makeAutoObservable<FileUploadStore, 'api' | 'next' | 'onAdded'>(
      this,
      { api: false, next: false, onAdded: false, type: false },
      { autoBind: true },
    );
  }

  get busy(): boolean {
    return this.items.some((i) => i.status === 'adding');
  }

  get added(): FileView[] {
    return this.items.flatMap((i) => (i.file ? [i.file] : []));
  }

  private async add(name: string, work: () => Promise<FileView>): Promise<FileView | null> {
    const item: UploadItem = { key: this.next++, name, status: 'adding' };
    this.items.push(item);
    const tracked = this.items[this.items.length - 1] as UploadItem;
    try {
      const file = await work();
      runInAction(() => {
        tracked.status = 'added';
        tracked.name = file.name;
        tracked.file = file;
      });
      this.onAdded?.(file);
      return file;
    } catch (error) {
      runInAction(() => {
        tracked.status = 'failed';
        tracked.error = errorMessage(error);
      });
      return null;
    }
  }

  /** Each file in turn (the server checks its type by its bytes and its size). */
  async upload(files: readonly File[]): Promise<FileView[]> {
    const added: FileView[] = [];
    for (const file of files) {
      const view = await this.add(file.name, () => this.api.uploadFile(file, file.name, this.type));
      if (view) added.push(view);
    }
    return added;
  }

  /** A web page, fetched and read by the server. */
  addPage(url: string): Promise<FileView | null> {
    const address = url.trim();
    return this.add(address, () => this.api.addText({ url: address, type: this.type }));
  }

  /** Pasted text under a name. */
  addText(name: string, text: string): Promise<FileView | null> {
    const title = name.trim() || 'Pasted text';
    return this.add(title, () => this.api.addText({ name: title, text, type: this.type }));
  }
}
