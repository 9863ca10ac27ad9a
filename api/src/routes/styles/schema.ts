/** The brand voice bodies: shared-core's (defined once, used by the client too). */
import { StyleGenerateBody, StylePatchBody } from '@inkpress/shared-core';
import { IdParams } from '../schemas';

export { StyleGenerateBody, StylePatchBody };
export const StyleParams = IdParams;
