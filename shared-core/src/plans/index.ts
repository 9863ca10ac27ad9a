export * from './capabilities';
export * from './catalogue';
export * from './lookup';
