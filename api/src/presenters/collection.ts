import type { CollectionListItemView, CollectionView } from '@inkpress/shared-core';
import type { CollectionDoc } from '../models/Collection';
import type { PostDoc } from '../models/Post';
import { presentPost, presentPostSummary } from './post';

function collectionData(collection: CollectionDoc) {
  return {
    id: String(collection._id),
    clientId: collection.clientId ?? null,
    title: collection.title,
    locales: [...(collection.locales ?? [])],
    templateId: collection.templateId ?? null,
    metaData: collection.metaData ?? {},
    draft: collection.draft ?? true,
    autoSave: collection.autoSave ?? true,
    folder_id: collection.folder_id ? String(collection.folder_id) : null,
    createdBy: String(collection.createdBy),
    createdAt: collection.createdAt.toISOString(),
    updatedAt: collection.updatedAt.toISOString(),
  };
}

/** A collection (SPEC §3) with its posts in list order, HTML included. */
export function presentCollection(collection: CollectionDoc, posts: PostDoc[]): CollectionView {
  return { ...collectionData(collection), posts: posts.map(presentPost) };
}

/** A collection in the list: its posts summarised (no HTML) and counted. */
export function presentCollectionListItem(
  collection: CollectionDoc,
  posts: PostDoc[],
): CollectionListItemView {
  return { ...collectionData(collection), postCount: posts.length, posts: posts.map(presentPostSummary) };
}

/** A page of the collections list (GET /api/collections and the public API's): the items, the total and the paging. */
export function presentCollectionPage(
  page: { items: { collection: CollectionDoc; posts: PostDoc[] }[]; total: number },
  query: { offset: number; limit: number },
) {
  return {
    data: page.items.map((item) => presentCollectionListItem(item.collection, item.posts)),
    total: page.total,
    offset: query.offset,
    limit: query.limit,
  };
}
