/**
 * Exactly one winner among requests that race for the same thing (an
 * invitation accepted twice at once, …): the winner is the one whose insert
 * of the claim's unique _id succeeds. See models/Claim.ts for why a
 * conditional update cannot decide it on FerretDB.
 */
import { isDuplicateKey } from '../db';
import { Claim } from '../models/Claim';

/** True for the one caller that claims `key` first; false for every other, at once or later. */
export async function claimOnce(key: string, now = new Date()): Promise<boolean> {
  try {
    await Claim.collection.insertOne({ _id: key, claimedAt: now } as never);
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

/** Gives a claim back (the work it guarded failed before it changed anything). */
export async function releaseClaim(key: string): Promise<void> {
  await Claim.deleteOne({ _id: key });
}
