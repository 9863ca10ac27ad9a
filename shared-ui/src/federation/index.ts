export * from './PageFrame';
export * from './RemoteHarness';
export * from './shell';
export * from './routeHelpers';
export * from './types';
