import {
  type IndexEngineResult,
  type IndexerGoogleView,
  type IndexerHostView,
  type IndexerView,
  type IndexSubmissionView,
  indexingCost,
} from '@inkpress/shared-core';
import type { IndexerGoogleDoc, IndexerHostDoc, IndexSubmissionDoc } from '../models/Indexer';

export function presentIndexerHost(host: IndexerHostDoc): IndexerHostView {
  return { host: host.host, keyLocation: host.keyLocation, verifiedAt: host.verifiedAt.toISOString() };
}

/** The team's Google connection: the service account's email only, never its key. */
export function presentIndexerGoogle(conn: IndexerGoogleDoc): IndexerGoogleView {
  return { clientEmail: conn.clientEmail, connectedAt: conn.updatedAt.toISOString() };
}

export function presentIndexer(
  key: string,
  hosts: IndexerHostDoc[],
  google: IndexerGoogleDoc | null,
  canManage: boolean,
): IndexerView {
  return {
    key,
    canManage,
    google: google ? presentIndexerGoogle(google) : null,
    keyFile: `${key}.txt`,
    hosts: hosts.map(presentIndexerHost),
    creditsPerUrl: indexingCost(1),
  };
}

const engineResult = (r: { state: string; httpStatus?: number | null; reason?: string | null }) =>
  ({ state: r.state, httpStatus: r.httpStatus ?? null, reason: r.reason ?? null }) as IndexEngineResult;

export function presentIndexSubmission(doc: IndexSubmissionDoc): IndexSubmissionView {
  return {
    id: String(doc._id),
    url: doc.url,
    host: doc.host,
    status: doc.status,
    engines: {
      // Records from before the engines were kept apart (no indexNow field) hold IndexNow's answer in engineStatus/reason.
      indexNow:
        doc.indexNow === undefined
          ? {
              state: doc.status === 'submitted' ? 'accepted' : 'refused',
              httpStatus: doc.engineStatus ?? null,
              reason: doc.reason ?? null,
            }
          : doc.indexNow && engineResult(doc.indexNow),
      google: doc.google ? engineResult(doc.google) : null,
    },
    engineStatus: doc.engineStatus ?? null,
    reason: doc.reason ?? null,
    credits: doc.credits,
    createdAt: doc.createdAt.toISOString(),
  };
}
