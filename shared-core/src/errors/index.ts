export * from './codes';
export * from './reporting';
