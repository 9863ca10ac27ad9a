export * from './auth';
export * from './billing';
export * from './fields';
export * from './jobs';
export * from './partners';
export * from './posts';
export * from './resources';
export * from './users';
