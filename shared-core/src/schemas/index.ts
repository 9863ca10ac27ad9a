export * from './auth';
export * from './fields';
export * from './resources';
