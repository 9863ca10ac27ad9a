export * from './errors';
export * from './registry';
