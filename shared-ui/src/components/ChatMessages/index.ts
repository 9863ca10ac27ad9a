export * from './ChatMessageList';
export * from './LazyMarkdown';
