import { Types } from 'mongoose';
import { createUser, type TestUser } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { reservationHolders } from '../../commands/reservationHolders';
import { BulkArticle } from '../../models/Bulk';
import { LedgerEntry } from '../../models/LedgerEntry';
import { getBalances, reserveCredits, settleReservation } from '.';
import { leasesReleased } from './lease';
import { sweepOrphanReservations } from './sweep';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function words(user: TestUser) {
  await leasesReleased();
  return (await getBalances(user)).words;
}

describe('the reservation sweep', () => {
  it('gives back a hold nothing closed once its grace has passed, and a late settle then changes nothing', async () => {
    const user = await createUser(api);
    const start = await words(user);
    const orphan = await reserveCredits(
      user,
      'words',
      300,
      { reason: 'generate-article', userId: user.id },
      { now: ago(2 * HOUR) },
    );
    const closed = await reserveCredits(
      user,
      'words',
      100,
      { reason: 'generate-article' },
      { now: ago(3 * HOUR) },
    );
    await settleReservation(closed, 40);
    // Younger than the grace: a request may still be writing with it.
    await reserveCredits(user, 'words', 200, { reason: 'generate-article' });
    expect(await words(user)).toBe(start - 300 - 40 - 200);

    const result = await sweepOrphanReservations({ teamId: user.teamId });
    expect(result.checked).toBe(2);
    expect(result.refunded).toEqual([
      { id: orphan.id, teamId: user.teamId, reason: 'generate-article', ref: null, amount: 300 },
    ]);
    expect(await words(user)).toBe(start - 40 - 200);
    const closing = await LedgerEntry.find({ reservationId: orphan.id, op: { $ne: 'reserve' } }).lean();
    expect(closing.map((e) => [e.op, e.amount])).toEqual([['refund', 300]]);

    // The work that held it comes back late: closing twice counts once.
    await settleReservation(orphan, 300);
    expect(await words(user)).toBe(start - 40 - 200);

    // The next tick starts where this one stopped.
    expect((await sweepOrphanReservations({ teamId: user.teamId })).checked).toBe(0);
  });

  it("leaves a hold its job's record names, and gives back one whose start died before naming it", async () => {
    const user = await createUser(api);
    const start = await words(user);
    const runId = new Types.ObjectId();
    const meta = { reason: 'bulk-generate', userId: user.id };
    const recorded = await reserveCredits(
      user,
      'words',
      500,
      { ...meta, ref: `${runId}:0` },
      { now: ago(5 * HOUR) },
    );
    const lost = await reserveCredits(
      user,
      'words',
      700,
      { ...meta, ref: `${runId}:1` },
      { now: ago(5 * HOUR) },
    );
    await BulkArticle.create({
      _id: `${runId}:0`,
      runId,
      teamId: new Types.ObjectId(user.teamId),
      index: 0,
      title: 'A queued article of a long run',
      language: 'English',
      length: 'short',
      folderId: new Types.ObjectId(),
      estimate: 500,
      reservation: recorded,
    });

    const result = await sweepOrphanReservations({ teamId: user.teamId, holders: reservationHolders });
    expect(result).toMatchObject({ checked: 2, held: 1 });
    expect(result.refunded.map((r) => r.id)).toEqual([lost.id]);
    expect(await words(user)).toBe(start - 500);
  });

  it('reads every page of a long ledger', async () => {
    const user = await createUser(api);
    const start = await words(user);
    for (let i = 0; i < 5; i++) {
      await reserveCredits(user, 'words', 10, { reason: 'tool:paraphrasing-tool' }, { now: ago(2 * HOUR) });
    }
    const result = await sweepOrphanReservations({ teamId: user.teamId, batch: 2 });
    expect(result.checked).toBe(5);
    expect(result.refunded).toHaveLength(5);
    expect(await words(user)).toBe(start);
  });
});
