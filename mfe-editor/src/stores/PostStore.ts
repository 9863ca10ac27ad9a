import { defaultPostFields, wrapIndex } from '@inkpress/shared-core';
import { makeAutoObservable } from 'mobx';
import { clone } from './clone';
import { firstH1Text } from './html';
import {
  DEFAULT_POST_TITLE,
  type EditablePostFields,
  type FeatureImage,
  newClientId,
  type PostData,
  type PostInit,
  type PostSnapshot,
} from './types';

/** A new post's fields: shared-core's defaults, as the editor holds them. */
function defaults(): PostData {
  return {
    ...defaultPostFields(),
    id: undefined,
    clientId: '',
    collectionId: undefined,
    status: 'draft',
    updatedAt: undefined,
    unsavedChanges: true,
  };
}

/** Every field of PostData, in one list: what the constructor takes in and toJSON gives out. */
const postKeys = Object.keys(defaults()) as (keyof PostData)[];

/** Only PostData's fields of `data` (an API answer carries more, such as wordCount). */
function pick(data: PostInit): Partial<PostData> {
  const out: Partial<Record<keyof PostData, unknown>> = {};
  for (const key of postKeys) if (data[key] !== undefined && data[key] !== null) out[key] = data[key];
  return out as Partial<PostData>;
}

/**
 * One post and the rules of SPEC §4 for it: content variants (add puts an
 * empty one first, delete only while more than one is left, the selection
 * wraps, forward and backward), the title taken from the first h1 while it
 * is still 'Untitled Document', the feature image changed only when its
 * original URL still matches, and the unsaved flag. A post without an id
 * has never been saved, so it starts unsaved.
 */
// The post's fields are PostData's, declared once there and merged into the class.
export interface PostStore extends PostData {}

// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: see the interface above
export class PostStore {
  /** Bumped by every change, so a save can tell whether edits came in while it ran. */
  version = 0;

  constructor(data: PostInit = {}) {
    const merged = { ...defaults(), ...pick(data) };
    const content =
      merged.content.length > 0 ? merged.content.map((c) => ({ value: c.value ?? '' })) : [{ value: '' }];
    Object.assign(this, {
      ...merged,
      clientId: merged.clientId || newClientId(),
      content,
      postConfig: { faqs: merged.postConfig?.faqs ?? [], language: merged.postConfig?.language ?? null },
      selectedContentIndex: wrapIndex(merged.selectedContentIndex, content.length),
      unsavedChanges: data.unsavedChanges ?? !data.id,
    } satisfies PostData);
    makeAutoObservable(this, { version: false }, { autoBind: true });
  }

  /** The HTML of the selected variant. */
  get activeContent(): string {
    return this.content[this.selectedContentIndex]?.value ?? '';
  }

  get contentCount(): number {
    return this.content.length;
  }

  /** Deleting is allowed only while more than one variant exists. */
  get canDeleteContent(): boolean {
    return this.content.length > 1;
  }

  private touch(): void {
    this.unsavedChanges = true;
    this.version += 1;
  }

  /** Selects a variant; an index out of range wraps to the last (below) or the first (above). */
  selectContent(index: number): void {
    this.selectedContentIndex = wrapIndex(index, this.content.length);
  }

  /** Moves the selection forward, wrapping from the last variant to the first. */
  nextContent(): void {
    this.selectContent(this.selectedContentIndex + 1);
  }

  /** Moves the selection backward, wrapping from the first variant to the last. */
  previousContent(): void {
    this.selectContent(this.selectedContentIndex - 1);
  }

  /** Puts a new empty variant first and selects it. */
  addContent(): void {
    this.content.unshift({ value: '' });
    this.selectedContentIndex = 0;
    this.touch();
  }

  /**
   * Deletes a variant (the selected one by default). Refused (false) when it
   * is the only one or the index is out of range. The selection stays on the
   * same variant when an earlier one goes, and wraps when it falls off the end.
   */
  deleteContent(index = this.selectedContentIndex): boolean {
    if (!this.canDeleteContent || index < 0 || index >= this.content.length) return false;
    this.content.splice(index, 1);
    this.selectContent(
      index < this.selectedContentIndex ? this.selectedContentIndex - 1 : this.selectedContentIndex,
    );
    this.touch();
    return true;
  }

  /**
   * Replaces the selected variant's HTML and marks the post unsaved; while
   * the title is still 'Untitled Document' it becomes the text of the first
   * h1. Nothing happens (false) when the HTML is the same.
   */
  updateActiveContent(html: string): boolean {
    const variant = this.content[this.selectedContentIndex];
    if (!variant || variant.value === html) return false;
    variant.value = html;
    if (this.title === DEFAULT_POST_TITLE) {
      const heading = firstH1Text(html);
      if (heading) this.title = heading;
    }
    this.touch();
    return true;
  }

  /**
   * Changes the feature image only if `originalUrl` (the URL it had when the
   * edit began, '' or null for none) is still the current one, so a late
   * result cannot overwrite an image changed meanwhile. True when applied.
   */
  editFeatureImage(originalUrl: string | null, image: FeatureImage | null): boolean {
    if ((this.featureImage?.url ?? '') !== (originalUrl ?? '')) return false;
    this.featureImage = image && { ...image };
    this.touch();
    return true;
  }

  /** Sets post fields (title, meta title and description, slug, tags, categories, FAQs, language…) and marks it unsaved. */
  update(fields: Partial<EditablePostFields>): void {
    Object.assign(this, fields);
    this.touch();
  }

  setTitle(title: string): void {
    this.update({ title });
  }

  /** A deep copy of the post's data, for undo and redo. */
  snapshot(): PostSnapshot {
    const { unsavedChanges: _, ...data } = this.toJSON();
    return data;
  }

  /** Puts a snapshot's data back and marks the post unsaved (undo and redo, SPEC §4). */
  restore(snapshot: PostSnapshot): void {
    const copy = clone(snapshot);
    Object.assign(this, copy);
    this.content = copy.content.length > 0 ? copy.content : [{ value: '' }];
    this.selectedContentIndex = wrapIndex(copy.selectedContentIndex, this.content.length);
    this.touch();
  }

  /** After a save: the server's id (when it gave one) and a clear unsaved flag. */
  markSaved(saved: { id?: string; collectionId?: string; updatedAt?: string } = {}): void {
    if (saved.id && !this.id) this.id = saved.id;
    if (saved.collectionId) this.collectionId = saved.collectionId;
    if (saved.updatedAt) this.updatedAt = saved.updatedAt;
    this.unsavedChanges = false;
  }

  /** The post as plain data (a deep copy): PostData's fields, nothing of the store's own. */
  toJSON(): PostData {
    const data: Partial<Record<keyof PostData, unknown>> = {};
    for (const key of postKeys) data[key] = this[key];
    return clone(data as PostData);
  }
}
