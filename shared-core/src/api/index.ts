export * from './ApiError';
export * from './chatAnswer';
export * from './client';
export * from './emitter';
export * from './sse';
