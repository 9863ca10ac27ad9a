export * from './api';
export * from './constants';
export * from './errors';
export * from './plans';
export * from './registry';
export * from './schemas';
export * from './schemas/integrations';
export * from './text';
