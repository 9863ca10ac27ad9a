export * from './ToolAbout';
