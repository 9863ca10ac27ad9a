export { getMarkAttrs, getMarkRange, isMarkActive } from './marks';
export { activeHeadingLevel, findParentNode, isNodeActive } from './nodes';
export { firstHeadingText, getCharacterCount, getReadingTime, getWordCount, selectedText } from './text';
