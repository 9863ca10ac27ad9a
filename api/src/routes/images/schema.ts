export { ImageRestoreBody, MediaListQuery } from '@inkpress/shared-core';
