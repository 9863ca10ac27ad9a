import type { ArticleOptionsView, CollectionListItemView, CollectionView } from '@inkpress/shared-core';

/** A collection as the list endpoint answers it (SPEC §3): its fields, its posts summarised and counted. */
export type CollectionListItem = CollectionListItemView;

/** A page of the collections list. */
export interface CollectionPage {
  items: CollectionListItem[];
  total: number | null;
}

/** GET /api/collections/{id}: the collection and its posts. */
export type CollectionDetail = CollectionView;

/** A folder (SPEC §3). */
export interface Folder {
  id: string;
  title: string;
  created_at?: string;
  document_counts: number;
}

/** One field a template asks for. */
export interface TemplateField {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'select' | 'number';
  placeholder?: string;
  help?: string;
  required: boolean;
  maxLength?: number;
  /** The choices of a select. */
  options?: string[];
  min?: number;
  max?: number;
}

/** The article options of SPEC §9 that change its cost. */
export type ArticleOptions = ArticleOptionsView;

/** A template of the catalogue (blog post, listicle, how-to…). */
export interface Template {
  id: string;
  name: string;
  description: string;
  category?: string;
  fields: TemplateField[];
  defaults: { length: 'short' | 'medium'; options: ArticleOptions };
  /** Filled-in example values, by field name. */
  example: Record<string, string | number>;
}

/** The signed-in user's credits (GET /api/users/me). */
export interface UserCredits {
  id: string;
  /** Words of credit left: the ledger's balance, bought credits included. */
  totalCredits: number;
  /** The bought part of totalCredits. */
  paidCredits: number;
  totalWordsUsed: number;
  features: { gpt4: boolean };
  /** The name the user gave ('' when none). */
  name: string;
  /** When the account was made (ISO), or null. */
  createdAt: string | null;
}

/** The `meta` event of a streamed generation. */
export interface GenerationMeta {
  operation?: string;
  provider?: string;
  /** What the UI shows beside the result ('offline writer' for the offline provider). */
  label?: string;
  model?: string;
  /** Credits reserved for the run. */
  estimate?: number;
  /** The output shape ('html', 'text', 'list'…). */
  output?: string;
  shape?: string;
}

/** The `done` event of a streamed generation (an article's also names the collection and post it landed in). */
export interface GenerationDone {
  operation?: string;
  output: unknown;
  words: number;
  credits: number;
  aborted: boolean;
  collectionId?: string;
  postId?: string;
  [field: string]: unknown;
}

/** One event of POST /api/generate, parsed. */
export type GenerationEvent =
  | { type: 'meta'; data: GenerationMeta }
  | { type: 'delta'; data: { text: string } }
  | { type: 'done'; data: GenerationDone }
  | { type: 'error'; data: { status?: number; message?: string; code?: string; data?: unknown } }
  /** Any other named event with a JSON object (e.g. where a generated article was saved). */
  | { type: 'other'; event: string; data: Record<string, unknown> };
