/**
 * Everything that must be won once, raced: 20 parallel attempts on the
 * embedded database (FerretDB, no transactions, updates applied as
 * read-then-write), exactly one wins. Each guard is a unique-_id insert
 * (a claim, a redemption, an event, a ledger entry under the credits lease)
 * or a delete whose row count PostgreSQL decides — never a conditional
 * update.
 */
import { checkoutSessionObject, postEvent } from '../../test/billing';
import { createUser, ensurePlanWith, linkParam, signIn, uniqueEmail } from '../../test/factories';
import { startTestApi, type TestApi } from '../../test/harness';
import { LedgerEntry } from '../models/LedgerEntry';
import { StripeEvent } from '../models/StripeEvent';
import { TeamSeat } from '../models/TeamSeat';
import { User, type UserDoc } from '../models/User';
import { claimOnce } from '../services/claims';
import { acceptInvite, inviteMember } from '../services/teams';

const RACERS = 20;
// Twenty accounts (each an argon2 hash) and twenty racing requests: slow on a busy 2-core machine.
jest.setTimeout(30_000);
const NEW_PASSWORD = 'Another-Secret-Passphrase-42';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ INTERNAL_USER_EMAILS: 'admin@inkpress.test' });
}, 60_000);
afterAll(() => api.close());

/** How many answers had each status. */
function statuses(results: { status: number }[]): Record<number, number> {
  const count: Record<number, number> = {};
  for (const { status } of results) count[status] = (count[status] ?? 0) + 1;
  return count;
}

describe(`${RACERS} parallel attempts, exactly one wins`, () => {
  it('a claim', async () => {
    const won = await Promise.all(Array.from({ length: RACERS }, () => claimOnce('race:claim')));
    expect(won.filter(Boolean)).toHaveLength(1);
  });

  it('a single-use AppSumo code redeemed by 20 accounts', async () => {
    const admin = await signIn(api, await createUser(api, { email: 'admin@inkpress.test' }));
    const [code] = (await admin.post('/api/appsumo/codes').send({ count: 1, batch: 'race' }).expect(201)).body
      .data;
    const owners = await Promise.all(
      Array.from({ length: RACERS }, async () => signIn(api, await createUser(api))),
    );
    const results = await Promise.all(
      owners.map((o) => o.post('/api/appsumo/redeem').send({ code: code.code })),
    );
    expect(statuses(results)).toEqual({ 200: 1, 409: RACERS - 1 });
    const levels = await User.find({ _id: { $in: owners.map((o) => o.user.id) } }).lean<UserDoc[]>();
    expect(levels.filter((u) => (u.lifetimeLevel ?? 0) > 0)).toHaveLength(1);
  });

  it('an invitation accepted 20 times at once', async () => {
    const owner = await createUser(api);
    await ensurePlanWith(api, owner, 'teamInvites');
    const member = await createUser(api, { email: uniqueEmail('invited') });
    await inviteMember(api.services, owner.auth, owner.teamId, member.email);
    const token = await linkParam(api, member.email, 'team-invite', 'token');
    // Straight to the service, so that all 20 pass the checks before any of them writes.
    const results = await Promise.allSettled(
      Array.from({ length: RACERS }, () => acceptInvite(api.services, member.auth, token)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ status: expect.any(Number) });
    expect(await TeamSeat.countDocuments({ teamId: owner.teamId, status: 'active' })).toBe(1);
    // And through the route, once more: the link is used.
    const session = await signIn(api, member);
    await session.post('/api/team/accept').send({ token }).expect(404);
  });

  it('an email verification link followed 20 times at once', async () => {
    const user = await createUser(api, { email: uniqueEmail('verify') });
    const key = await linkParam(api, user.email, 'verify-email', 'key');
    const results = await Promise.all(
      Array.from({ length: RACERS }, () => api.http.post('/api/auth/verify-email').send({ key })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 404)).toBe(true);
  });

  it('a password reset link used 20 times at once', async () => {
    const user = await createUser(api, { email: uniqueEmail('reset') });
    await api.http.post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const key = await linkParam(api, user.email, 'reset-password', 'key');
    const results = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        api.http.post('/api/auth/reset-password').send({ key, password: `${NEW_PASSWORD}-${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 404)).toBe(true);
    // The password that won is the one that works.
    const winner = results.findIndex((r) => r.status === 200);
    await api.http
      .post('/api/auth/login')
      .send({ email: user.email, password: `${NEW_PASSWORD}-${winner}` })
      .expect(200);
  });

  it('one Stripe event delivered 20 times at once, and one credit pack paid by 20 different events', async () => {
    const owner = await createUser(api);
    const session = checkoutSessionObject({
      mode: 'payment',
      metadata: { teamId: owner.teamId, userId: owner.id, priceKey: 'credit_pack', quantity: '2' },
    });
    const id = `evt_race_${owner.id}`;
    const same = await Promise.all(
      Array.from({ length: RACERS }, () =>
        postEvent(api, { id, type: 'checkout.session.completed', object: session }),
      ),
    );
    // One delivery applies it; the others see a replay (200 duplicate) or one in progress (409: Stripe retries).
    expect(same.filter((r) => r.status === 200 && r.body.data?.status === 'processed')).toHaveLength(1);
    expect(same.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await StripeEvent.countDocuments({ _id: id })).toBe(1);

    const others = await Promise.all(
      Array.from({ length: RACERS }, () =>
        postEvent(api, { type: 'checkout.session.completed', object: session }),
      ),
    );
    expect(others.every((r) => r.status === 200)).toBe(true);
    const grants = await LedgerEntry.find({
      teamId: owner.teamId,
      reason: 'credit-pack',
      ref: session.id,
    }).lean();
    expect(grants).toHaveLength(1);
    expect(grants[0]?.amount).toBe(2000);
  });
});
