export * from './BeforeAfter';
