import {
  type IndexerHostView,
  type IndexerView,
  type IndexSubmissionView,
  indexingCost,
} from '@inkpress/shared-core';
import type { IndexerHostDoc, IndexSubmissionDoc } from '../models/Indexer';

export function presentIndexerHost(host: IndexerHostDoc): IndexerHostView {
  return { host: host.host, keyLocation: host.keyLocation, verifiedAt: host.verifiedAt.toISOString() };
}

export function presentIndexer(key: string, hosts: IndexerHostDoc[]): IndexerView {
  return { key, keyFile: `${key}.txt`, hosts: hosts.map(presentIndexerHost), creditsPerUrl: indexingCost(1) };
}

export function presentIndexSubmission(doc: IndexSubmissionDoc): IndexSubmissionView {
  return {
    id: String(doc._id),
    url: doc.url,
    host: doc.host,
    status: doc.status,
    engineStatus: doc.engineStatus ?? null,
    reason: doc.reason ?? null,
    credits: doc.credits,
    createdAt: doc.createdAt.toISOString(),
  };
}
