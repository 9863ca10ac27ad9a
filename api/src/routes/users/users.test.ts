import { createIdentities, createUser, type Identities, signIn } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { CreditAccount } from '../../models/CreditAccount';
import { LedgerEntry } from '../../models/LedgerEntry';
import { User } from '../../models/User';
import { grantPaidCredits, reserveCredits, settleReservation } from '../../services/credits';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
});
afterAll(() => api.close());

describe('GET /api/users/me', () => {
  it('returns the user details of SPEC §3 with the free-plan defaults', async () => {
    const owner = await createUser(api);
    const res = await (await signIn(api, owner)).get('/api/users/me').expect(200);
    expect(res.body.data).toEqual({
      id: owner.id,
      email: owner.email,
      name: '',
      emailVerified: false,
      role: 'Owner',
      teamId: owner.teamId,
      locale: 'en',
      location: 'United States',
      onboardingOption: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      user_metadata: { createdFromShopify: false },
      totalWordsUsed: 0,
      totalCredits: 5000,
      paidCredits: 0,
      workflows: 0,
      workflowsUsed: 0,
      paidWorkflows: 0,
      paidWorkflowsUsed: 0,
      freeAiImages: 5,
      freeAiImagesUsed: 0,
      features: { gpt4: false },
      canHavePaidTrial: true,
      inLegacyPlan: false,
      isFirstTimeChatWithFile: true,
      hasShopify: false,
      hasMedium: false,
      hasReddit: false,
      hasWordpressToken: false,
      marketingSubscribed: true,
    });
  });

  it('shows the credits left from the ledger: a charge shows for the owner and for a member', async () => {
    const fresh = await createIdentities(api);
    const credits = async () => {
      const [owner, member] = await Promise.all([
        fresh.as.owner.get('/api/users/me').expect(200),
        fresh.as.member.get('/api/users/me').expect(200),
      ]);
      expect(member.body.data.totalCredits).toBe(owner.body.data.totalCredits);
      return owner.body.data;
    };
    // The team has a plan (it has a member): its month's words are the start.
    const start = await credits();
    expect(start).toMatchObject({ totalCredits: 800_000, totalWordsUsed: 0 });
    const reservation = await reserveCredits({ teamId: fresh.owner.teamId }, 'words', 2500, {
      reason: 'article',
    });
    await settleReservation(reservation, 2000);
    await grantPaidCredits({ teamId: fresh.owner.teamId }, 'words', 1000, {
      reason: 'credit-pack',
      ref: 'me',
    });
    expect(await credits()).toMatchObject({
      totalCredits: 800_000 - 2000 + 1000,
      paidCredits: start.paidCredits + 1000,
      totalWordsUsed: 2000,
    });
  });

  it('reads credits without writing them: a new account gets its free grant at its first charge', async () => {
    const owner = await createUser(api);
    const session = await signIn(api, owner);
    for (let i = 0; i < 3; i++) await session.get('/api/users/me').expect(200);
    expect(await CreditAccount.countDocuments({ _id: owner.teamId })).toBe(0);
    expect(await LedgerEntry.countDocuments({ teamId: owner.teamId })).toBe(0);
  });

  it('reports integration credentials as flags and never returns a secret', async () => {
    const secrets = {
      'integrations.shopify': { url: 'shop.example.com', accessToken: 'shpat_SECRET1', secret: 'SECRET2' },
      'integrations.medium': { token: 'SECRET3' },
      'integrations.reddit': {
        id: 'rid',
        secret: 'SECRET4',
        username: 'u',
        password: 'SECRET5',
        subreddits: ['x'],
      },
      'integrations.wordpressTokenEncrypted': 'SECRET6',
    };
    await User.updateOne({ _id: who.other.id }, { $set: secrets });
    const res = await who.as.other.get('/api/users/me').expect(200);
    expect(res.body.data).toMatchObject({
      hasShopify: true,
      hasMedium: true,
      hasReddit: true,
      hasWordpressToken: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/SECRET|shpat_|passwordHash|argon2/);
    expect(res.body.data.integrations).toBeUndefined();
  });

  it('shows a team member its role and the owner’s team', async () => {
    const res = await who.as.member.get('/api/users/me').expect(200);
    expect(res.body.data).toMatchObject({ id: who.member.id, role: 'Member', teamId: who.owner.teamId });
  });

  it('answers 401 to an anonymous visitor and to an API key', async () => {
    expect((await who.as.anonymous.get('/api/users/me')).status).toBe(401);
    const res = await who.as.apiKey.get('/api/users/me');
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/\/api\/public/);
  });
});

describe('PATCH /api/users/:id', () => {
  it('changes the whitelisted fields of the signed-in user', async () => {
    const res = await who.as.owner
      .patch(`/api/users/${who.owner.id}`)
      .send({ name: 'Ada', locale: 'pt-BR', location: 'Portugal', onboardingOption: 'blogger' })
      .expect(200);
    expect(res.body.data).toMatchObject({
      name: 'Ada',
      locale: 'pt-BR',
      location: 'Portugal',
      onboardingOption: 'blogger',
    });
  });

  it('refuses to turn gpt4 on without an active paid plan (403) and changes nothing', async () => {
    const res = await who.as.other.patch(`/api/users/${who.other.id}`).send({ features: { gpt4: true } });
    expect(res.status).toBe(403);
    expect(res.body.data).toEqual({ reason: 'plan-required', capability: 'gpt4' });
    expect((await User.findById(who.other.id).lean())?.features?.gpt4).toBe(false);
  });

  it('flips features.gpt4 and the session reports it', async () => {
    // gpt4 needs an active paid plan (billing keeps plan in sync with Stripe).
    await User.updateOne(
      { _id: who.owner.id },
      { $set: { 'plan.planKey': 'starter_monthly', 'plan.tier': 'Starter', 'plan.status': 'active' } },
    );
    await who.as.owner
      .patch(`/api/users/${who.owner.id}`)
      .send({ features: { gpt4: true } })
      .expect(200);
    const session = await who.as.owner.get('/api/auth/session').expect(200);
    expect(session.body.data.user.features).toEqual({ gpt4: true });
    const off = await who.as.owner
      .patch(`/api/users/${who.owner.id}`)
      .send({ features: { gpt4: false } })
      .expect(200);
    expect(off.body.data.features).toEqual({ gpt4: false });
  });

  it.each([
    ['role', { role: 'Member' }],
    ['teamId', { teamId: '0123456789abcdef01234567' }],
    ['credits', { totalCredits: 1e9 }],
    ['email', { email: 'x@example.com' }],
    ['an unknown feature', { features: { gpt5: true } }],
    ['a string as gpt4', { features: { gpt4: 'yes' } }],
    ['an object as locale', { locale: { $ne: 'x' } }],
    ['a bad locale', { locale: 'English please' }],
  ])('answers 400 for %s and changes nothing', async (_label, body) => {
    const before = await User.findById(who.owner.id).lean();
    const res = await who.as.owner.patch(`/api/users/${who.owner.id}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    const after = await User.findById(who.owner.id).lean();
    expect(after).toEqual(before);
  });

  it('answers 400 for an id that is not an id', async () => {
    await who.as.owner.patch('/api/users/me').send({ name: 'x' }).expect(400);
  });

  describe('authorization', () => {
    it.each([
      ['another user', 'other', 404],
      ['a team member', 'member', 404],
      ['an anonymous visitor', 'anonymous', 401],
      ['an API key', 'apiKey', 401],
    ] as const)('answers %s %i on the owner and leaves the owner unchanged', async (_label, as, status) => {
      const before = await User.findById(who.owner.id).lean();
      const res = await who.as[as].patch(`/api/users/${who.owner.id}`).send({ name: 'Mallory' });
      expect(res.status).toBe(status);
      expect(await User.findById(who.owner.id).lean()).toEqual(before);
    });

    it('answers 403 to a signed-in browser without the CSRF header', async () => {
      await who.as.owner.agent.patch(`/api/users/${who.owner.id}`).send({ name: 'x' }).expect(403);
    });
  });
});
