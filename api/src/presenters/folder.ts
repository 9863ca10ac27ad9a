import type { FolderView } from '@inkpress/shared-core';
import type { FolderWithCount } from '../services/folders';

/** A folder (SPEC §3): title and name are the same text; document_counts is its number of collections. */
export function presentFolder(folder: FolderWithCount): FolderView {
  return {
    id: String(folder._id),
    title: folder.title,
    name: folder.title,
    created_at: folder.createdAt.toISOString(),
    document_counts: folder.documentCount,
  };
}
