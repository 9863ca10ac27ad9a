export { ImageGenerateBody, ImageVariationBody } from '@inkpress/shared-core';
