export { MusicBody, MusicGetBody } from '@inkpress/shared-core';
