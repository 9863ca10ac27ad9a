export { ImageToolParams } from '@inkpress/shared-core';
