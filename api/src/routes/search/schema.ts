/** The research search body: shared-core's (defined once, used by the client too). */
import { SearchBody } from '@inkpress/shared-core';

export { SearchBody };
