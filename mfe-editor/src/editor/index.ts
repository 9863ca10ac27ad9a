// The editor core: schema, commands, queries, plugins, conversions, SEO checks and the React components.
export * from './commands';
export { EditorController, useEditorController, useEditorState } from './EditorController';
export { EditorView, type EditorViewProps } from './EditorView';
export { docToHtml, fragmentToHtml, htmlToDoc, htmlToSlice, parseHtmlFragment } from './html';
export { docToMarkdown, markdownToDoc } from './markdown';
export * from './plugins';
export * from './queries';
export {
  type EditorSchema,
  HEADING_LEVELS,
  type HeadingLevel,
  sanitizeHref,
  sanitizeImageSrc,
  schema,
} from './schema';
export * from './seo';
export { createEditorState } from './state';
export { Toolbar, type ToolbarProps } from './Toolbar';
export {
  ariaShortcut,
  shortcutLabel,
  type ToolbarAction,
  type ToolbarItem,
  type ToolbarItemOptions,
  toolbarGroups,
} from './toolbarItems';
