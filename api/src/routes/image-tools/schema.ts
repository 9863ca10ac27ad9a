export { ImageToolParams, ImageToolQuery } from '@inkpress/shared-core';
