export * from './harnessShell';
export * from './PageFrame';
export * from './RemoteHarness';
export * from './routeHelpers';
export * from './shell';
export * from './types';
