export * from './ChatMessageList';
export * from './Markdown';
