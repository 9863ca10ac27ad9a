import type { AuthorDoc } from '../models/Author';

/** An author (SPEC §3). */
export function presentAuthor(doc: AuthorDoc) {
  return {
    id: String(doc._id),
    clientId: doc.clientId ?? null,
    name: doc.name,
    picture: doc.picture ?? '',
    bio: doc.bio ?? '',
    designation: doc.designation ?? '',
    email: doc.email ?? '',
    categories: [...(doc.categories ?? [])],
    entryId: doc.entryId ?? null,
    platform: doc.platform ?? null,
    created_at: doc.createdAt.toISOString(),
    updated_at: doc.updatedAt.toISOString(),
  };
}
