/** The author bodies: shared-core's, the ones the screens check (defined once). */
import { AuthorCreateBody, AuthorUpdateBody } from '@inkpress/shared-core';
import { IdParams } from '../schemas';

/** SPEC §5: an author is created with exactly these fields. */
export const CreateAuthorBody = AuthorCreateBody;
/** SPEC §5: an update changes only these fields, at least one. */
export const UpdateAuthorBody = AuthorUpdateBody;
export const AuthorParams = IdParams;
