export * from './PageFrame';
export * from './RemoteHarness';
export * from './routeHelpers';
export * from './types';
