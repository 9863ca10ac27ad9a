import type { CollectionFieldsView, CollectionView, PostView } from '@inkpress/shared-core';

/** The request and load statuses of SPEC §4. */
export type RequestStatus = 'idle' | 'loading' | 'success' | 'failure';

/** The default titles are shared-core's, the same the API gives (SPEC §3). */
export { DEFAULT_COLLECTION_TITLE, DEFAULT_POST_TITLE } from '@inkpress/shared-core';

/** One content variant of a post: its HTML. */
export type ContentVariant = PostView['content'][number];
export type FeatureImage = NonNullable<PostView['featureImage']>;
export type Faq = PostView['postConfig']['faqs'][number];
export type PostConfig = PostView['postConfig'];

/**
 * A post's fields (SPEC §3) as the editor holds them: shared-core's PostView
 * (what the API answers and the save sends back), with what a post the
 * server has not seen yet lacks made optional, and the unsaved flag.
 */
export type PostData = Omit<
  PostView,
  'id' | 'collectionId' | 'clientId' | 'wordCount' | 'createdAt' | 'updatedAt'
> & {
  id?: string;
  clientId: string;
  collectionId?: string;
  updatedAt?: string;
  unsavedChanges: boolean;
};

/** What a PostStore starts from: any of its fields, or a post as the API answers it (nulls where the editor has none). */
export type PostInit = Partial<Omit<PostData, 'clientId' | 'updatedAt'>> & {
  clientId?: string | null;
  updatedAt?: string | null;
};

/** Post fields that `PostStore.update` may change; content, selection and feature image have their own rules. */
export type EditablePostFields = Omit<
  PostData,
  | 'id'
  | 'clientId'
  | 'collectionId'
  | 'content'
  | 'selectedContentIndex'
  | 'featureImage'
  | 'unsavedChanges'
  | 'updatedAt'
>;

/** What a snapshot of a post holds: its data without the unsaved flag. */
export type PostSnapshot = Omit<PostData, 'unsavedChanges'>;

/** A collection's fields (SPEC §3): shared-core's view, with what a new collection lacks made optional. */
export type CollectionData = Omit<
  CollectionFieldsView,
  'id' | 'clientId' | 'createdBy' | 'createdAt' | 'updatedAt'
> & {
  id?: string;
  clientId: string;
  updatedAt?: string;
  createdAt?: string;
};

/** Collection fields that `CollectionStore.update` may change. */
export type EditableCollectionFields = Pick<
  CollectionData,
  'title' | 'locales' | 'templateId' | 'metaData' | 'draft' | 'folder_id'
>;

/** The body a collection save sends: the collection and its posts. */
export interface CollectionPayload extends CollectionData {
  posts: PostData[];
}

/** What the editor reads of the server's answer to a save (a CollectionView): the ids it gave, by client id for posts. */
export type SavedCollection = Pick<CollectionView, 'id'> &
  Partial<Pick<CollectionView, 'updatedAt' | 'createdAt'>> & {
    posts?: (Pick<PostView, 'id' | 'clientId'> & { updatedAt?: string | null })[];
  };

/** The injected save call: POST for a new collection (no id), PUT /api/collections/{id} otherwise. */
export type SaveCollectionApi = (payload: CollectionPayload) => Promise<SavedCollection>;

/** A client id for an item the server has not seen yet, to match it with the id the server gives. */
export function newClientId(): string {
  const crypto = globalThis.crypto;
  if (crypto?.randomUUID) return crypto.randomUUID();
  return `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
