import type { RevisionDetail, RevisionSummary } from '@inkpress/shared-core';
import type { RevisionDoc } from '../models/Revision';
import type { RevisionComparison } from '../services/revisions';

/** A revision in the history list: when, who, why, and its size (no HTML). */
export function presentRevisionSummary(revision: RevisionDoc): RevisionSummary {
  return {
    id: String(revision._id),
    postId: String(revision.postId),
    reason: revision.reason,
    restoredFrom: revision.restoredFrom ? String(revision.restoredFrom) : null,
    title: revision.title,
    words: revision.words ?? 0,
    createdBy: String(revision.createdBy),
    createdAt: revision.createdAt.toISOString(),
  };
}

/** One revision with its text, and how the post changed since (a word diff). */
export function presentRevision(revision: RevisionDoc, comparison: RevisionComparison): RevisionDetail {
  return {
    ...presentRevisionSummary(revision),
    content: (revision.content ?? []).map((v) => ({ value: v.value ?? '' })),
    selectedContentIndex: revision.selectedContentIndex ?? 0,
    metaTitle: revision.metaTitle ?? '',
    metaDescription: revision.metaDescription ?? '',
    slug: revision.slug ?? '',
    diff: comparison,
  };
}
