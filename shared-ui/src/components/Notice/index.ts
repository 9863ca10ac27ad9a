export * from './Notice';
