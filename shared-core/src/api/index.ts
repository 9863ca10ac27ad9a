export * from './ApiError';
export * from './client';
export * from './emitter';
export * from './sse';
