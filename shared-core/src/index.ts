export * from './api';
export * from './constants';
export * from './errors';
export * from './plans';
export * from './registry';
export * from './schemas';
export * from './text';
export * from './schemas/integrations';
