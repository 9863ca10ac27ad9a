import { createTeamMember, createUser, type TestUser } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { CreditAccount, type CreditAccountDoc } from '../../models/CreditAccount';
import { CreditLease } from '../../models/CreditLease';
import { creditKinds, LedgerEntry, type LedgerEntryDoc } from '../../models/LedgerEntry';
import { User } from '../../models/User';
import {
  getBalances,
  getCreditSummary,
  grantPaidCredits,
  listLedger,
  refundReservation,
  reserveCredits,
  settleGrants,
  settleReservation,
  usageByDay,
} from '.';
import { acquireLease, leaseStats, leasesReleased } from './lease';
import { forgetKnownSnapshots } from './store';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function newAccount(): Promise<TestUser> {
  return createUser(api);
}

/** The ledger of one kind adds up to the snapshot, with seq 1…n and no balance below zero. */
async function expectLedgerAddsUp(teamId: string) {
  // The snapshot is written after a change answers (see mutateAccount): read it once that is done.
  await leasesReleased();
  const snapshot = await CreditAccount.findById(teamId).lean<CreditAccountDoc>();
  for (const kind of creditKinds) {
    const entries = await LedgerEntry.find({ teamId, kind }).sort({ seq: 1 }).lean<LedgerEntryDoc[]>();
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
    let running = 0;
    let paid = 0;
    for (const e of entries) {
      running += e.amount;
      paid += e.paidDelta;
      expect(e.balanceAfter).toBe(running);
      expect(e.paidAfter).toBe(paid);
      expect(e.balanceAfter).toBeGreaterThanOrEqual(0);
    }
    expect(snapshot?.[kind].balance ?? 0).toBe(running);
    expect(snapshot?.[kind].paid ?? 0).toBe(paid);
  }
}

async function setPaidPlan(user: TestUser) {
  await User.updateOne(
    { _id: user.id },
    { $set: { 'plan.planKey': 'starter_monthly', 'plan.tier': 'Starter', 'plan.status': 'active' } },
  );
}

describe('a new account', () => {
  it('starts with the free plan’s one-time grant, recorded in the ledger', async () => {
    const user = await newAccount();
    await settleGrants(user.auth);
    expect(await getBalances(user.auth)).toEqual({
      words: 5000,
      workflows: 0,
      aiImages: 5,
      imageRestores: 5,
    });
    const { items, total } = await listLedger(user.auth, { offset: 0, limit: 10 });
    expect(total).toBe(3);
    expect(items.every((e) => e.op === 'grant' && e.reason === 'free-plan')).toBe(true);
    await expectLedgerAddsUp(user.teamId);
  });

  it('shows the grant it will get without writing anything: reading credits never changes them', async () => {
    const user = await newAccount();
    const reads = await Promise.all(Array.from({ length: 5 }, () => getBalances(user.auth)));
    for (const read of reads)
      expect(read).toEqual({ words: 5000, workflows: 0, aiImages: 5, imageRestores: 5 });
    expect(await getCreditSummary(user.auth)).toMatchObject({ paid: { words: 0 } });
    expect(await CreditAccount.countDocuments({ _id: user.teamId })).toBe(0);
    expect(await LedgerEntry.countDocuments({ teamId: user.teamId })).toBe(0);
    // The ledger shows the entries the next change records, with the ids they will have.
    const shown = await listLedger(user.auth, { offset: 0, limit: 10 });
    expect(shown.total).toBe(3);
    await settleGrants(user.auth);
    const recorded = await listLedger(user.auth, { offset: 0, limit: 10 });
    expect(recorded.items.map((e) => e._id).sort()).toEqual(shown.items.map((e) => e._id).sort());
    expect(recorded.total).toBe(3);
  });

  it('pages the ledger across entries to come and recorded ones', async () => {
    const user = await newAccount();
    await grantPaidCredits(user.auth, 'words', 100, { reason: 'credit-pack', ref: 'a' });
    await grantPaidCredits(user.auth, 'words', 200, { reason: 'credit-pack', ref: 'b' });
    const all = await listLedger(user.auth, { offset: 0, limit: 50, kind: 'words' });
    expect(all.items.map((e) => e.amount)).toEqual([200, 100, 5000]);
    const pages = [0, 1, 2].map((offset) => listLedger(user.auth, { offset, limit: 1, kind: 'words' }));
    expect((await Promise.all(pages)).map((p) => p.items[0]?.amount)).toEqual([200, 100, 5000]);
  });

  it('is the team: a member spends the owner’s credits', async () => {
    const owner = await newAccount();
    const member = await createTeamMember(api, owner);
    const before = (await getBalances(owner.auth)).words;
    await reserveCredits(member.auth, 'words', 1200, { reason: 'test', userId: member.id });
    expect((await getBalances(owner.auth)).words).toBe(before - 1200);
    const [entry] = (await listLedger(owner.auth, { offset: 0, limit: 1 })).items;
    expect(entry).toMatchObject({
      op: 'reserve',
      amount: -1200,
      balanceAfter: before - 1200,
      reason: 'test',
    });
    expect(String(entry?.userId)).toBe(member.id);
  });
});

describe('reserve, settle and refund', () => {
  it('holds the estimate, gives the unused part back on settle, and records each step', async () => {
    const user = await newAccount();
    const r = await reserveCredits(user.auth, 'words', 2100, {
      reason: 'generate-article',
      ref: 'post-1',
      userId: user.id,
    });
    expect(r).toMatchObject({ teamId: user.teamId, kind: 'words', amount: 2100, ref: 'post-1' });
    expect((await getBalances(user.auth)).words).toBe(2900);
    await settleReservation(r, 1700);
    expect((await getBalances(user.auth)).words).toBe(3300);
    const entries = (await listLedger(user.auth, { offset: 0, limit: 2 })).items;
    expect(entries.map((e) => [e.op, e.amount, e.balanceAfter, e.reservationId, e.ref])).toEqual([
      ['settle', 400, 3300, r.id, 'post-1'],
      ['reserve', -2100, 2900, r.id, 'post-1'],
    ]);
    await expectLedgerAddsUp(user.teamId);
  });

  it('refunds a failed or aborted generation in full', async () => {
    const user = await newAccount();
    const r = await reserveCredits(user.auth, 'aiImages', 2, { reason: 'image-generate' });
    expect((await getBalances(user.auth)).aiImages).toBe(3);
    await refundReservation(r);
    expect((await getBalances(user.auth)).aiImages).toBe(5);
  });

  it('closes a reservation once: a second settle or refund changes nothing', async () => {
    const user = await newAccount();
    const r = await reserveCredits(user.auth, 'words', 1000, { reason: 'test' });
    await Promise.all([settleReservation(r, 600), settleReservation(r, 0), refundReservation(r)]);
    await refundReservation(r);
    expect((await getBalances(user.auth)).words).toBeLessThanOrEqual(5000);
    const closing = await LedgerEntry.find({ reservationId: r.id, op: { $ne: 'reserve' } }).lean();
    expect(closing).toHaveLength(1);
    await expectLedgerAddsUp(user.teamId);
  });

  it('never charges more than was reserved, nor less than nothing', async () => {
    const user = await newAccount();
    const r = await reserveCredits(user.auth, 'words', 500, { reason: 'test' });
    await settleReservation(r, 9999);
    expect((await getBalances(user.auth)).words).toBe(4500);
    const r2 = await reserveCredits(user.auth, 'words', 500, { reason: 'test' });
    await settleReservation(r2, -5);
    expect((await getBalances(user.auth)).words).toBe(4500);
  });

  it('names the shortfall when some credits are left, on any plan, holding nothing', async () => {
    const user = await newAccount();
    await expect(reserveCredits(user.auth, 'words', 5001, { reason: 'test' })).rejects.toMatchObject({
      status: 402,
      code: 'NotEnoughCredits',
      message:
        'This needs 5,001 credits and your team has 5,000 left: 1 short. Add a credit pack or upgrade to continue.',
      data: { kind: 'words', needed: 5001, available: 5000, shortfall: 1 },
    });
    await setPaidPlan(user);
    await expect(reserveCredits(user.auth, 'workflows', 1, { reason: 'test' })).rejects.toMatchObject({
      status: 402,
      code: 'NotEnoughCredits',
      data: { kind: 'workflows', needed: 1, available: 0, shortfall: 1 },
    });
    expect(await getBalances(user.auth)).toMatchObject({ words: 5000, workflows: 0 });
  });

  it('answers FreeLimitReached only when the free plan is used up', async () => {
    const user = await newAccount();
    await reserveCredits(user.auth, 'words', 5000, { reason: 'all of it' });
    await expect(reserveCredits(user.auth, 'words', 1, { reason: 'test' })).rejects.toMatchObject({
      status: 402,
      code: 'FreeLimitReached',
      data: { kind: 'words', needed: 1, available: 0 },
    });
  });

  it('refuses amounts that are not whole numbers from 0 up', async () => {
    const user = await newAccount();
    for (const amount of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(reserveCredits(user.auth, 'words', amount, { reason: 'x' })).rejects.toThrow(RangeError);
    }
    const zero = await reserveCredits(user.auth, 'words', 0, { reason: 'x' });
    await settleReservation(zero, 0);
    expect((await getBalances(user.auth)).words).toBe(5000);
  });
});

describe('bought credits', () => {
  it('never expire, are spent after the plan’s, and a replayed grant is ignored', async () => {
    const user = await newAccount();
    expect(await grantPaidCredits(user.auth, 'words', 3000, { reason: 'credit-pack', ref: 'cs_1' })).toEqual({
      granted: true,
    });
    expect(await grantPaidCredits(user.auth, 'words', 3000, { reason: 'credit-pack', ref: 'cs_1' })).toEqual({
      granted: false,
    });
    const r = await reserveCredits(user.auth, 'words', 6000, { reason: 'test' });
    await leasesReleased();
    let snapshot = await CreditAccount.findById(user.teamId).lean<CreditAccountDoc>();
    expect(snapshot?.words).toMatchObject({ balance: 2000, paid: 2000 });
    // 5000 of the plan's credits went first, then 1000 bought ones; 2500 used → all bought ones come back.
    await settleReservation(r, 2500);
    await leasesReleased();
    snapshot = await CreditAccount.findById(user.teamId).lean<CreditAccountDoc>();
    expect(snapshot?.words).toMatchObject({ balance: 5500, paid: 3000 });
    await expectLedgerAddsUp(user.teamId);
  });
});

describe('concurrency on the embedded database', () => {
  it.each([
    ['in one process', true],
    ['from 50 processes (database lease only)', false],
  ])(
    '50 parallel charges where the balance covers 10 (%s): exactly 10 succeed, never below zero, the ledger adds up',
    async (_label, localQueue) => {
      const user = await newAccount();
      await getBalances(user.auth);
      const contendedBefore = leaseStats.contended;
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          reserveCredits(
            user.auth,
            'words',
            500,
            { reason: 'parallel', ref: `op-${i}` },
            { lease: { localQueue } },
          ),
        ),
      );
      const ok = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r) => r.status === 'rejected');
      expect(ok).toHaveLength(10);
      expect(refused).toHaveLength(40);
      for (const r of refused)
        expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'FreeLimitReached' });
      expect((await getBalances(user.auth)).words).toBe(0);
      const entries = await LedgerEntry.find({ teamId: user.teamId, kind: 'words' }).lean<LedgerEntryDoc[]>();
      expect(entries.filter((e) => e.op === 'reserve')).toHaveLength(10);
      expect(entries.every((e) => e.balanceAfter >= 0)).toBe(true);
      await expectLedgerAddsUp(user.teamId);
      // A caller gets its result before its lease is deleted (the next caller of this process waits for that).
      await leasesReleased();
      expect(await CreditLease.countDocuments()).toBe(0);
      // Without the local queue the callers really met at the database lease.
      if (!localQueue) expect(leaseStats.contended).toBeGreaterThan(contendedBefore);
    },
    60_000,
  );

  it('keeps the ledger exact with reserves, settles and refunds racing on one account', async () => {
    const user = await newAccount();
    await grantPaidCredits(user.auth, 'words', 30_000, { reason: 'credit-pack', ref: 'race' });
    await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const r = await reserveCredits(user.auth, 'words', 1000, { reason: 'race' });
        if (i % 3 === 0) await refundReservation(r);
        else await settleReservation(r, i * 10);
      }),
    );
    const used = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? 0 : i * 10)).reduce((a, b) => a + b, 0);
    expect((await getBalances(user.auth)).words).toBe(35_000 - used);
    await expectLedgerAddsUp(user.teamId);
  }, 60_000);
});

describe('the lease', () => {
  it('lets a caller take over the lease of a holder that crashed, once it has expired', async () => {
    const user = await newAccount();
    await getBalances(user.auth);
    await CreditLease.collection.insertOne({
      _id: `credits:${user.teamId}`,
      holder: 'crashed',
      expiresAt: new Date(Date.now() - 1000),
    } as never);
    await reserveCredits(user.auth, 'words', 100, { reason: 'after-crash' });
    expect((await getBalances(user.auth)).words).toBe(4900);
    await leasesReleased();
    expect(await CreditLease.countDocuments({ _id: `credits:${user.teamId}` })).toBe(0);
  });

  it('makes others wait while it is held, and answers 429 when it is not released in time', async () => {
    const user = await newAccount();
    const release = await acquireLease(`credits:${user.teamId}`, { ttlMs: 60_000 });
    await expect(
      reserveCredits(user.auth, 'words', 100, { reason: 'x' }, { lease: { waitMs: 200 } }),
    ).rejects.toMatchObject({ status: 429, code: 'RateLimitError' });
    const waiting = reserveCredits(user.auth, 'words', 100, { reason: 'x' });
    await new Promise((r) => setTimeout(r, 100));
    await release();
    await waiting;
    expect((await getBalances(user.auth)).words).toBe(4900);
  });
});

describe('the snapshot read together with the lease', () => {
  /** The stored snapshot once this process's changes are written. */
  async function storedSnapshot(teamId: string) {
    await leasesReleased();
    return CreditAccount.findById(teamId).lean<CreditAccountDoc>();
  }

  /** The next read of the snapshot (the one made with the lease, on an idle account) answers `stale` instead. */
  async function nextReadAnswers(stale: CreditAccountDoc | null) {
    await leasesReleased();
    forgetKnownSnapshots();
    return jest
      .spyOn(CreditAccount.collection, 'findOne')
      .mockImplementationOnce((async () => stale) as never);
  }

  it('is checked by the ledger: one older than the last change of the balance is read again', async () => {
    const user = await newAccount();
    await reserveCredits(user.auth, 'words', 1000, { reason: 'a' });
    const before = await storedSnapshot(user.teamId);
    await reserveCredits(user.auth, 'words', 500, { reason: 'b' });
    const read = await nextReadAnswers(before);
    await reserveCredits(user.auth, 'words', 100, { reason: 'c' });
    expect(read).toHaveBeenCalled();
    read.mockRestore();
    expect((await getBalances(user.auth)).words).toBe(3400);
    await expectLedgerAddsUp(user.teamId);
  });

  it('writes back only the balance it changed, never the others or the schedule from an old read', async () => {
    const user = await newAccount();
    await getBalances(user.auth);
    await settleGrants(user.auth);
    const before = await storedSnapshot(user.teamId);
    // Meanwhile (another process): an image is reserved and the schedule changes.
    await reserveCredits(user.auth, 'aiImages', 2, { reason: 'image' });
    await leasesReleased();
    await CreditAccount.updateOne({ _id: user.teamId }, { $set: { 'grant.weight': 7 } });
    const read = await nextReadAnswers(before);
    await reserveCredits(user.auth, 'words', 100, { reason: 'words' });
    expect(read).toHaveBeenCalled();
    read.mockRestore();
    const after = await storedSnapshot(user.teamId);
    expect(after?.words.balance).toBe(4900);
    expect(after?.aiImages.balance).toBe(3);
    expect(after?.grant.weight).toBe(7);
    await expectLedgerAddsUp(user.teamId);
  });

  it('never refuses on an old read: a refusal is made from a read under the lease', async () => {
    const user = await newAccount();
    await reserveCredits(user.auth, 'words', 5000, { reason: 'all' });
    const empty = await storedSnapshot(user.teamId);
    await grantPaidCredits(user.auth, 'words', 300, { reason: 'credit-pack', ref: 'cs_race' });
    const read = await nextReadAnswers(empty);
    await reserveCredits(user.auth, 'words', 200, { reason: 'after the pack' });
    expect(read).toHaveBeenCalled();
    read.mockRestore();
    expect((await getBalances(user.auth)).words).toBe(100);
    await expectLedgerAddsUp(user.teamId);
  });
});

describe('changes of one account in one process', () => {
  it('answer once the ledger has them; the snapshot and the lease follow, and reads wait for them', async () => {
    const user = await newAccount();
    await reserveCredits(user.auth, 'words', 100, { reason: 'a' });
    await reserveCredits(user.auth, 'words', 100, { reason: 'b' });
    expect((await getBalances(user.auth)).words).toBe(4800);
    expect((await getCreditSummary(user.auth)).balances.words).toBe(4800);
    await leasesReleased();
    expect(await CreditLease.countDocuments({ _id: `credits:${user.teamId}` })).toBe(0);
    await expectLedgerAddsUp(user.teamId);
  });

  it('start from the snapshot the last one wrote, checked by the ledger like a read', async () => {
    const user = await newAccount();
    await reserveCredits(user.auth, 'words', 100, { reason: 'here' });
    await leasesReleased();
    // Another process changes the balance: this process's snapshot is now behind.
    await reserveCredits(user.auth, 'words', 200, { reason: 'elsewhere' }, { lease: { localQueue: false } });
    const reads = jest.spyOn(CreditAccount.collection, 'findOne');
    const inserts = jest.spyOn(LedgerEntry.collection, 'insertOne');
    await reserveCredits(user.auth, 'words', 300, { reason: 'here again' });
    // Started from the known snapshot (no read with the lease): the ledger refused the entry, then
    // one read and the entry again.
    expect(reads).toHaveBeenCalledTimes(1);
    expect(inserts).toHaveBeenCalledTimes(2);
    reads.mockRestore();
    inserts.mockRestore();
    expect((await getBalances(user.auth)).words).toBe(4400);
    await expectLedgerAddsUp(user.teamId);
  });

  it('hand the lease to the next change waiting for it instead of deleting and inserting it again', async () => {
    const user = await newAccount();
    await getBalances(user.auth);
    await settleGrants(user.auth);
    await leasesReleased();
    const acquired = leaseStats.acquired;
    for (let i = 0; i < 5; i++)
      await reserveCredits(user.auth, 'words', 10, { reason: `one after another ${i}` });
    // The first takes the lease; each next one was waiting when the one before finished.
    expect(leaseStats.acquired - acquired).toBeLessThan(5);
    await leasesReleased();
    expect(await CreditLease.countDocuments({ _id: `credits:${user.teamId}` })).toBe(0);
    expect((await getBalances(user.auth)).words).toBe(4950);
    await expectLedgerAddsUp(user.teamId);
  });
});

describe('recovery from a crash between the ledger and the snapshot', () => {
  it('rolls the snapshot forward from the ledger instead of writing over an entry', async () => {
    const user = await newAccount();
    await reserveCredits(user.auth, 'words', 1000, { reason: 'a' });
    // A process appended entry 3 and died before writing the snapshot.
    const last = await LedgerEntry.findOne({ teamId: user.teamId, kind: 'words' })
      .sort({ seq: -1 })
      .lean<LedgerEntryDoc>();
    await LedgerEntry.collection.insertOne({
      ...last,
      _id: `${user.teamId}:words:${(last?.seq ?? 0) + 1}`,
      seq: (last?.seq ?? 0) + 1,
      amount: -500,
      balanceAfter: 3500,
      paidDelta: 0,
      reservationId: 'lost',
    } as never);
    await reserveCredits(user.auth, 'words', 1000, { reason: 'b' });
    expect((await getBalances(user.auth)).words).toBe(2500);
    await expectLedgerAddsUp(user.teamId);
  });

  it('rebuilds a lost snapshot from the ledger without a second free grant', async () => {
    const user = await newAccount();
    await reserveCredits(user.auth, 'words', 1000, { reason: 'a' });
    await CreditAccount.deleteOne({ _id: user.teamId });
    expect((await getBalances(user.auth)).words).toBe(4000);
    expect(await settleGrants(user.auth)).toMatchObject({ words: 4000 });
    await expectLedgerAddsUp(user.teamId);
  });
});

describe('usage per day', () => {
  it('lists every day of the range with the credits used', async () => {
    const user = await newAccount();
    const day1 = new Date('2030-01-01T10:00:00Z');
    const day3 = new Date('2030-01-03T10:00:00Z');
    const a = await reserveCredits(user.auth, 'words', 1000, { reason: 'x' }, { now: day1 });
    await settleReservation(a, 800, { now: day1 });
    await reserveCredits(user.auth, 'words', 300, { reason: 'x' }, { now: day3 });
    const days = await usageByDay(
      user.auth,
      'words',
      new Date('2030-01-01T00:00:00Z'),
      new Date('2030-01-04T00:00:00Z'),
    );
    expect(days).toEqual([
      { day: '2030-01-01', used: 800 },
      { day: '2030-01-02', used: 0 },
      { day: '2030-01-03', used: 300 },
    ]);
  });
});
