export { getMarkAttrs, getMarkRange, isMarkActive } from './marks';
export { activeHeadingLevel, findParentNode, isNodeActive } from './nodes';
export { firstHeadingText, getReadingTime, getWordCount, selectedText } from './text';
