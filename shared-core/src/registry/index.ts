export * from './evaluate';
export * from './hash';
export * from './ownership';
export * from './schema';
