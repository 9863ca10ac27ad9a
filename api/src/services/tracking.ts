/** Analytics events (SPEC §6: an Upgrade click is sent with its source and the user id). */
import type { AnalyticsEvent } from '@inkpress/shared-core';
import { TrackEvent, type TrackEventDoc } from '../models/TrackEvent';

export interface TrackInput {
  event: AnalyticsEvent;
  location: string;
  source: string;
  userId?: string;
}

/**
 * Stores one event. A signed-in request is recorded for its own user whatever
 * the body claims; a visitor's claimed user id is kept, marked unverified.
 */
export async function recordEvent(input: TrackInput, signedInUserId?: string): Promise<TrackEventDoc> {
  const userId = signedInUserId ?? input.userId ?? null;
  const doc = await TrackEvent.create({
    event: input.event,
    location: input.location,
    source: input.source,
    userId,
    verified: Boolean(signedInUserId),
  });
  return doc.toObject() as TrackEventDoc;
}
