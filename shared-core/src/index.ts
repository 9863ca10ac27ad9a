export * from './api';
export * from './errors';
export * from './registry';
export * from './text';
