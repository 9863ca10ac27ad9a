import { makeAutoObservable } from 'mobx';
import { clone } from './clone';
import { firstH1Text } from './html';
import {
  type ContentVariant,
  DEFAULT_POST_TITLE,
  type EditablePostFields,
  type FeatureImage,
  newClientId,
  type PostConfig,
  type PostData,
  type PostSnapshot,
} from './types';

function defaults(): Omit<PostData, 'clientId' | 'unsavedChanges'> {
  return {
    title: DEFAULT_POST_TITLE,
    content: [{ value: '' }],
    categories: [],
    metaTitle: '',
    metaDescription: '',
    slug: '',
    tags: [],
    authorId: null,
    featureImage: null,
    extendedData: {},
    postMetadata: {},
    postConfig: {},
    date: null,
    draft: true,
    public: false,
    templateId: null,
    generatorOpen: false,
    status: 'draft',
    selectedContentIndex: 0,
  };
}

/** Wraps an index into 0…count-1: below the range to the last, above it to the first (SPEC §4). */
function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  if (index < 0) return count - 1;
  if (index >= count) return 0;
  return index;
}

/**
 * One post and the rules of SPEC §4 for it: content variants (add puts an
 * empty one first, delete only while more than one is left, the selection
 * wraps, forward and backward), the title taken from the first h1 while it
 * is still 'Untitled Document', the feature image changed only when its
 * original URL still matches, and the unsaved flag. A post without an id
 * has never been saved, so it starts unsaved.
 */
export class PostStore {
  id?: string;
  clientId: string;
  collectionId?: string;
  title: string;
  content: ContentVariant[];
  categories: string[];
  metaTitle: string;
  metaDescription: string;
  slug: string;
  tags: string[];
  authorId: string | null;
  featureImage: FeatureImage | null;
  extendedData: Record<string, unknown>;
  postMetadata: Record<string, unknown>;
  postConfig: PostConfig;
  date: string | null;
  draft: boolean;
  public: boolean;
  templateId: string | null;
  generatorOpen: boolean;
  status: string;
  updatedAt?: string;
  selectedContentIndex: number;
  unsavedChanges: boolean;
  /** Bumped by every change, so a save can tell whether edits came in while it ran. */
  version = 0;

  constructor(data: Partial<PostData> = {}) {
    const merged = { ...defaults(), ...data };
    this.id = merged.id;
    this.clientId = merged.clientId ?? newClientId();
    this.collectionId = merged.collectionId;
    this.title = merged.title;
    this.content =
      merged.content.length > 0 ? merged.content.map((c) => ({ value: c.value ?? '' })) : [{ value: '' }];
    this.categories = merged.categories;
    this.metaTitle = merged.metaTitle;
    this.metaDescription = merged.metaDescription;
    this.slug = merged.slug;
    this.tags = merged.tags;
    this.authorId = merged.authorId;
    this.featureImage = merged.featureImage;
    this.extendedData = merged.extendedData;
    this.postMetadata = merged.postMetadata;
    this.postConfig = merged.postConfig;
    this.date = merged.date;
    this.draft = merged.draft;
    this.public = merged.public;
    this.templateId = merged.templateId;
    this.generatorOpen = merged.generatorOpen;
    this.status = merged.status;
    this.updatedAt = merged.updatedAt;
    this.selectedContentIndex = wrapIndex(merged.selectedContentIndex, this.content.length);
    this.unsavedChanges = data.unsavedChanges ?? !data.id;
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

  /** The post as plain data (a deep copy). */
  toJSON(): PostData {
    return clone({
      id: this.id,
      clientId: this.clientId,
      collectionId: this.collectionId,
      title: this.title,
      content: this.content,
      categories: this.categories,
      metaTitle: this.metaTitle,
      metaDescription: this.metaDescription,
      slug: this.slug,
      tags: this.tags,
      authorId: this.authorId,
      featureImage: this.featureImage,
      extendedData: this.extendedData,
      postMetadata: this.postMetadata,
      postConfig: this.postConfig,
      date: this.date,
      draft: this.draft,
      public: this.public,
      templateId: this.templateId,
      generatorOpen: this.generatorOpen,
      status: this.status,
      updatedAt: this.updatedAt,
      selectedContentIndex: this.selectedContentIndex,
      unsavedChanges: this.unsavedChanges,
    });
  }
}
