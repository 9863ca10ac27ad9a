export * from './analytics';
export * from './credits';
export * from './editorCosts';
export * from './improve';
export * from './languages';
export * from './media';
export * from './popups';
export * from './repurpose';
