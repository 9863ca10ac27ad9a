import type { TrackEventDoc } from '../models/TrackEvent';

/** The answer to an analytics event: its id and event name. */
export function presentTrackEvent(event: TrackEventDoc) {
  return { id: String(event._id), event: event.event };
}
