export * from './engine';
export * from './registry';
