export { createStoreContext, type StoreContext, type StoreProviderProps } from './createStoreContext';
