/**
 * The free tools (`@inkpress/shared-core/tools`): the catalogue and the
 * shapes of their results. A subpath of its own, so the pages that never
 * show a tool do not load its text.
 */
export * from './catalogue';
export * from './results';
export * from './snippet';
