export * from './federation';
export * from './hooks';
export * from './theme';
