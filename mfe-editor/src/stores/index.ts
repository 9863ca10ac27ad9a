export { type CollectionInit, CollectionStore, HISTORY_LIMIT } from './CollectionStore';
export {
  type CollectionSortKey,
  type CollectionSummary,
  CollectionsListStore,
  type FolderSummary,
} from './CollectionsListStore';
export { firstH1Text } from './html';
export { PostStore } from './PostStore';
export * from './types';
