import {
  createTeamMember,
  createUser,
  DEFAULT_PASSWORD,
  documentCounts,
  signIn,
  uniqueEmail,
} from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { AppSumoCode, AppSumoRedemption } from '../../models/AppSumoCode';
import { User, type UserDoc } from '../../models/User';
import { getBalances } from '../../services/credits';

let api: TestApi;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  api = await startTestApi({ INTERNAL_USER_EMAILS: 'admin@inkpress.test' });
  admin = await signIn(api, await createUser(api, { email: 'admin@inkpress.test' }));
});
afterAll(() => api.close());

async function mint(count: number): Promise<string[]> {
  const res = await admin.post('/api/appsumo/codes').send({ count, batch: 'test' }).expect(201);
  return res.body.data.map((c: { code: string }) => c.code);
}

describe('POST /api/appsumo/codes (internal)', () => {
  it('mints unique codes for internal users only', async () => {
    const codes = await mint(20);
    expect(new Set(codes).size).toBe(20);
    for (const code of codes) expect(code).toMatch(/^AS-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const someone = await signIn(api, await createUser(api));
    await someone.post('/api/appsumo/codes').send({ count: 1 }).expect(403);
    await api.http.post('/api/appsumo/codes').send({ count: 1 }).expect(401);
    await admin.post('/api/appsumo/codes').send({ count: 501 }).expect(400);
  });
});

describe('POST /api/appsumo/redeem', () => {
  it('stacks codes: each one raises the lifetime tier by one, up to 5', async () => {
    const user = await createUser(api);
    const session = await signIn(api, user);
    const codes = await mint(6);
    for (let level = 1; level <= 5; level++) {
      const res = await session
        .post('/api/appsumo/redeem')
        .send({ code: codes[level - 1]!.toLowerCase() })
        .expect(200);
      expect(res.body.data).toEqual({ level, tier: `Lifetime ${level}` });
    }
    const doc = await User.findById(user.id).lean<UserDoc>();
    expect(doc).toMatchObject({ lifetimeLevel: 5 });
    expect(doc?.plan).toMatchObject({
      tier: 'Lifetime 5',
      status: 'lifetime',
      planKey: 'lifetime_5',
      maxTeamSize: 6,
    });
    expect((await getBalances(user.auth)).words).toBe(400_000);
    const sixth = await session.post('/api/appsumo/redeem').send({ code: codes[5] });
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toMatch(/highest lifetime tier/);
    expect(await AppSumoRedemption.exists({ _id: codes[5] })).toBeNull();
  });

  it('redeems a code once: the second account is refused, also when both try at once', async () => {
    const [code, raced] = await mint(2);
    const a = await signIn(api, await createUser(api));
    const b = await signIn(api, await createUser(api));
    await a.post('/api/appsumo/redeem').send({ code }).expect(200);
    const again = await b.post('/api/appsumo/redeem').send({ code });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already been redeemed/);
    const results = await Promise.all([
      a.post('/api/appsumo/redeem').send({ code: raced }),
      b.post('/api/appsumo/redeem').send({ code: raced }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await AppSumoRedemption.countDocuments({ _id: raced })).toBe(1);
  });

  it('keeps the tier exact when one account redeems several codes at once', async () => {
    const user = await createUser(api);
    const session = await signIn(api, user);
    const codes = await mint(3);
    const results = await Promise.all(
      codes.map((code) => session.post('/api/appsumo/redeem').send({ code })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await User.findById(user.id).lean<UserDoc>())?.lifetimeLevel).toBe(3);
  });

  it('answers 404 to an unknown code and writes nothing; members have no billing right', async () => {
    const owner = await createUser(api);
    const member = await createTeamMember(api, owner);
    const session = await signIn(api, owner);
    const before = await documentCounts();
    const res = await session.post('/api/appsumo/redeem').send({ code: 'AS-AAAA-BBBB-CCCC' });
    expect(res.status).toBe(404);
    expect(await documentCounts()).toEqual(before);
    const [code] = await mint(1);
    const denied = await (await signIn(api, member)).post('/api/appsumo/redeem').send({ code });
    expect(denied.status).toBe(403);
    expect(denied.body.data).toEqual({ reason: 'no-billing-right' });
    expect(await AppSumoCode.findById(code).lean()).toMatchObject({ redeemedBy: null });
  });
});

describe('POST /api/appsumo/register (/login/appsumo)', () => {
  it('creates the account signed in, at lifetime tier 1', async () => {
    const [code] = await mint(1);
    const email = uniqueEmail('sumo');
    const agent = api.agent();
    const res = await agent
      .post('/api/appsumo/register')
      .send({ email, password: DEFAULT_PASSWORD, name: 'Sumo', code })
      .expect(201);
    expect(res.body.data).toMatchObject({ user: { email }, lifetime: { level: 1, tier: 'Lifetime 1' } });
    expect(String(res.headers['set-cookie'])).toMatch(/inkpress_session=/);
    const deal = await agent.get('/api/appsumo/lifetime-deal').expect(200);
    expect(deal.body.data).toMatchObject({
      level: 1,
      tier: 'Lifetime 1',
      maxLevel: 5,
      upgrade: { unit_amount: '129900', priceId: 'price_lifetime_5_upgrade_from_1' },
      dealUrl: expect.stringMatching(/^https:\/\//),
    });
    expect(deal.body.data.codes).toEqual([
      {
        code: expect.stringMatching(/^AS-[A-Z2-9]{4}-\*{4}-[A-Z2-9]{4}$/),
        level: 1,
        redeemedAt: expect.any(String),
      },
    ]);
  });

  it('creates no account for an unknown or used code', async () => {
    const before = await documentCounts();
    const email = uniqueEmail('nope');
    const res = await api.http
      .post('/api/appsumo/register')
      .send({ email, password: DEFAULT_PASSWORD, code: 'AS-ZZZZ-ZZZZ-ZZZZ' });
    expect(res.status).toBe(404);
    expect(await documentCounts()).toEqual(before);
    expect(await User.exists({ email })).toBeNull();
  });
});

describe('GET /api/appsumo/lifetime-deal', () => {
  it('offers tier 5 at the price for the tier held', async () => {
    const cases: [number, string][] = [
      [0, '129900'],
      [2, '119900'],
      [3, '99900'],
      [4, '89900'],
    ];
    for (const [level, price] of cases) {
      const user = await createUser(api);
      await User.updateOne({ _id: user.id }, { $set: { lifetimeLevel: level } });
      const res = await (await signIn(api, user)).get('/api/appsumo/lifetime-deal').expect(200);
      expect([level, res.body.data.upgrade.unit_amount]).toEqual([level, price]);
    }
    const top = await createUser(api);
    await User.updateOne({ _id: top.id }, { $set: { lifetimeLevel: 5 } });
    const res = await (await signIn(api, top)).get('/api/appsumo/lifetime-deal').expect(200);
    expect(res.body.data.upgrade).toBeNull();
  });
});
