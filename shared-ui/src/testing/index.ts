/**
 * Checks every remote's tests share (import from '@inkpress/shared-ui/testing',
 * never from app code: they use Jest's globals).
 */

export {
  type FakeApi,
  type FakeHandler,
  type FakeShellOptions,
  type FakeStream,
  fakeApiClient,
  fakeShell,
} from './fakeShell';
export { checkRouteTable } from './routeTable';
export {
  collectionListItemView,
  collectionView,
  fileView,
  folderView,
  postView,
  styleView,
  templateView,
  userView,
} from './views';
