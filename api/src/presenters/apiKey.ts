import type { ApiKeyDoc } from '../models/ApiKey';

/** An API key as listed: never the key or its hash. */
export function presentApiKey(doc: ApiKeyDoc) {
  return {
    id: String(doc._id),
    name: doc.name,
    prefix: doc.prefix,
    lastUsedAt: doc.lastUsedAt ? doc.lastUsedAt.toISOString() : null,
    createdAt: doc.createdAt.toISOString(),
  };
}
