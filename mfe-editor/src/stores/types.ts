/** The request and load statuses of SPEC §4. */
export type RequestStatus = 'idle' | 'loading' | 'success' | 'failure';

/** The title of a post until it gets one (SPEC §3). */
export const DEFAULT_POST_TITLE = 'Untitled Document';
/** The title of a collection until it gets one (SPEC §3). */
export const DEFAULT_COLLECTION_TITLE = 'Untitled Collection';

/** One content variant of a post: its HTML. */
export interface ContentVariant {
  value: string;
}

export interface FeatureImage {
  url: string;
  alt?: string | null;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface PostConfig {
  faqs?: Faq[];
  language?: string;
}

/** A post's fields (SPEC §3), as sent to and received from the API. */
export interface PostData {
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
}

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

/** A collection's fields (SPEC §3). */
export interface CollectionData {
  id?: string;
  clientId: string;
  title: string;
  locales: string[];
  templateId: string | null;
  metaData: Record<string, unknown>;
  draft: boolean;
  autoSave: boolean;
  updatedAt?: string;
  createdAt?: string;
  folder_id: string | null;
}

/** Collection fields that `CollectionStore.update` may change. */
export type EditableCollectionFields = Pick<
  CollectionData,
  'title' | 'locales' | 'templateId' | 'metaData' | 'draft' | 'folder_id'
>;

/** The body a collection save sends: the collection and its posts. */
export interface CollectionPayload extends CollectionData {
  posts: PostData[];
}

/** What the server answers to a save: the ids it gave, by client id for posts. */
export interface SavedCollection {
  id: string;
  updatedAt?: string;
  createdAt?: string;
  posts?: { id: string; clientId: string; updatedAt?: string }[];
}

/** The injected save call: POST for a new collection (no id), PUT /api/collections/{id} otherwise. */
export type SaveCollectionApi = (payload: CollectionPayload) => Promise<SavedCollection>;

/** A client id for an item the server has not seen yet, to match it with the id the server gives. */
export function newClientId(): string {
  const crypto = globalThis.crypto;
  if (crypto?.randomUUID) return crypto.randomUUID();
  return `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
