export * from './codes';
export * from './quota';
export * from './reporting';
