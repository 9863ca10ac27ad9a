export * from './auth';
export * from './billing';
export * from './fields';
export * from './resources';
