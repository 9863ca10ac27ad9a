export * from './catalogue';
export * from './lookup';
