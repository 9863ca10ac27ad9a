/** The persona bodies: shared-core's (defined once, used by the client too). */
import { PersonaCreateBody, PersonaPatchBody } from '@inkpress/shared-core';
import { IdParams } from '../schemas';

export { PersonaCreateBody, PersonaPatchBody };
export const PersonaParams = IdParams;
