import { BillingSummaryView } from '@inkpress/shared-core';
import { checkoutSessionObject, invoiceObject, postEvent, subscriptionObject } from '../../../test/billing';
import {
  createIdentities,
  createTeamMember,
  createUser,
  type Identities,
  signIn,
  type TestUser,
} from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { LedgerEntry } from '../../models/LedgerEntry';
import { User, type UserDoc } from '../../models/User';
import { runGrantJob } from '../../services/billing/grants';
import { assertCapability } from '../../services/billing/plan';
import { stripeClient } from '../../services/billing/stripe';
import { getBalances, reserveCredits, runDueGrants, settleReservation } from '../../services/credits';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi({ LIFETIME_DEAL_URL: 'https://deals.example/inkpress' });
  who = await createIdentities(api);
});
afterAll(() => api.close());
afterEach(() => jest.restoreAllMocks());

const DAY = 86_400_000;

async function subscribe(user: TestUser, priceId: string, periodStart: Date, periodEnd: Date) {
  const object = subscriptionObject({
    priceId,
    teamId: user.teamId,
    userId: user.id,
    periodStart,
    periodEnd,
  });
  await postEvent(api, { type: 'customer.subscription.created', object, created: periodStart }).expect(200);
  return object;
}

describe('GET /api/billing', () => {
  it('answers the shape of shared-core BillingSummaryView, which the billing remote parses', async () => {
    const user = await createUser(api);
    const res = await (await signIn(api, user)).get('/api/billing?limit=5').expect(200);
    const parsed = BillingSummaryView.strict().safeParse(res.body.data);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('shows a new account its free plan, balances, meters, usage per day and ledger', async () => {
    const user = await createUser(api);
    const session = await signIn(api, user);
    const r = await reserveCredits(user.auth, 'words', 1500, { reason: 'generate-article', ref: 'p1' });
    await settleReservation(r, 1200);
    const res = await session.get('/api/billing?limit=10').expect(200);
    const data = res.body.data;
    expect(data.plan).toMatchObject({
      planName: 'Free',
      planKey: 'free',
      tier: 'Free',
      status: null,
      trialEnd: null,
      nextGivenAt: null,
      isPaid: false,
      isLifetime: false,
    });
    expect(data).toMatchObject({
      role: 'Owner',
      canManageBilling: true,
      canHavePaidTrial: true,
      upgrade: { action: 'popup' },
      capabilities: { bulkGenerator: false, apiAccess: false, gpt4: false },
      balances: { words: 3800, workflows: 0, aiImages: 5, imageRestores: 5 },
    });
    expect(data.meters[0]).toEqual({
      kind: 'words',
      label: 'Words',
      used: 1200,
      granted: 5000,
      balance: 3800,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(data.usageByDay.kind).toBe('words');
    expect(data.usageByDay.days.at(-1)).toEqual({ day: today, used: 1200 });
    expect(data.ledger.total).toBe(5);
    expect(data.ledger.items[0]).toMatchObject({
      kind: 'words',
      op: 'settle',
      amount: 300,
      balanceAfter: 3800,
      reason: 'generate-article',
      ref: 'p1',
    });
    expect(data.ledger.items[0].createdAt).toMatch(/^\d{4}-/);
  });

  it('shows a member the team’s plan and credits, without the right to manage billing', async () => {
    const res = await who.as.member.get('/api/billing').expect(200);
    const owner = await who.as.owner.get('/api/billing').expect(200);
    expect(res.body.data).toMatchObject({ role: 'Member', canManageBilling: false });
    expect(res.body.data.balances).toEqual(owner.body.data.balances);
  });

  it('shows an active plan’s next grant at its renewal, and its capabilities', async () => {
    const user = await createUser(api);
    const now = Date.now();
    const end = new Date(Math.floor((now + 30 * DAY) / 1000) * 1000);
    await subscribe(user, 'price_advanced_1_monthly', new Date(now - 60_000), end);
    const res = await (await signIn(api, user)).get('/api/billing').expect(200);
    expect(res.body.data.plan).toMatchObject({
      status: 'active',
      nextGivenAt: end.toISOString(),
      isPaid: true,
    });
    expect(res.body.data.capabilities).toEqual({
      bulkGenerator: true,
      apiAccess: true,
      gpt4: true,
      maxTeamSize: 4,
    });
    expect(res.body.data.meters[1]).toMatchObject({ kind: 'workflows', granted: 70, balance: 70 });
    expect(res.body.data.plan).toMatchObject({
      workflowsGivenInCurrentPeriod: 70,
      aiImagesGivenInCurrentPeriod: 300,
    });
  });

  it('sends lifetime users’ Upgrade to the external lifetime-deal page', async () => {
    const user = await createUser(api);
    await postEvent(api, {
      type: 'checkout.session.completed',
      object: checkoutSessionObject({
        mode: 'payment',
        metadata: { teamId: user.teamId, userId: user.id, priceKey: 'lifetime_1', quantity: '1' },
      }),
    }).expect(200);
    const res = await (await signIn(api, user)).get('/api/billing').expect(200);
    expect(res.body.data.upgrade).toEqual({ action: 'lifetime-deal', url: 'https://deals.example/inkpress' });
    expect(res.body.data.plan).toMatchObject({ isLifetime: true, lifetimeLevel: 1, tier: 'Lifetime 1' });
  });

  it('answers 400 to a bad page and 401 to a visitor', async () => {
    await who.as.owner.get('/api/billing?limit=1000').expect(400);
    await who.as.anonymous.get('/api/billing').expect(401);
  });
});

describe('grants at each period start (injected clock)', () => {
  it('a yearly plan is granted monthly, and unused plan credits expire at each grant', async () => {
    const user = await createUser(api);
    const start = new Date('2031-03-31T12:00:00Z');
    const end = new Date('2032-03-31T12:00:00Z');
    const object = subscriptionObject({
      priceId: 'price_starter_yearly',
      teamId: user.teamId,
      userId: user.id,
      periodStart: start,
      periodEnd: end,
    });
    // The webhook runs "now" (before the period): the plan is set, the first grant waits for its start.
    await postEvent(api, { type: 'customer.subscription.created', object }).expect(200);
    const at = (iso: string) => ({ now: new Date(iso) });
    expect(await runDueGrants(user.auth, at('2031-03-31T12:00:00Z'))).toMatchObject({
      granted: true,
      nextGrantAt: new Date('2031-04-30T12:00:00Z'),
    });
    await reserveCredits(user.auth, 'words', 15_000, { reason: 'x' }, at('2031-04-10T00:00:00Z'));
    expect((await getBalances(user.auth, at('2031-04-29T00:00:00Z'))).words).toBe(5000);
    expect((await runDueGrants(user.auth, at('2031-04-29T00:00:00Z'))).granted).toBe(false);
    // On the due date reads show the grant (5,000 unused words expire, 20,000 arrive) without writing it…
    expect(await getBalances(user.auth, at('2031-04-30T12:00:01Z'))).toMatchObject({
      words: 20_000,
      workflows: 5,
    });
    expect(await LedgerEntry.countDocuments({ teamId: user.teamId, kind: 'words', op: 'expire' })).toBe(0);
    // …and the grant job (or the next charge) records it.
    expect((await runDueGrants(user.auth, at('2031-04-30T12:00:01Z'))).granted).toBe(true);
    expect(await getBalances(user.auth, at('2031-04-30T12:00:02Z'))).toMatchObject({ words: 20_000 });
    const expired = await LedgerEntry.find({ teamId: user.teamId, kind: 'words', op: 'expire' }).lean();
    expect(expired.map((e) => e.amount)).toEqual([-5000]);
    // Missed months are not granted twice: one grant, the latest.
    const late = await runDueGrants(user.auth, at('2031-08-15T00:00:00Z'));
    expect(late).toEqual({ granted: true, nextGrantAt: new Date('2031-08-31T12:00:00Z') });
    // No grant at or after the end of the paid year.
    expect((await runDueGrants(user.auth, at('2032-04-15T00:00:00Z'))).granted).toBe(true);
    expect(await runDueGrants(user.auth, at('2032-06-01T00:00:00Z'))).toMatchObject({ granted: false });
  });

  it('the grant job gives every due account its grant', async () => {
    const user = await createUser(api);
    const start = new Date('2033-01-10T00:00:00Z');
    await subscribe(user, 'price_advanced_2_yearly', start, new Date('2034-01-10T00:00:00Z'));
    const result = await runGrantJob({ now: new Date('2033-02-10T00:00:00Z') });
    expect(result.granted).toBeGreaterThanOrEqual(1);
    const owner = await User.findById(user.id).lean<UserDoc>();
    expect(owner?.plan?.nextGivenAt?.toISOString()).toBe('2033-03-10T00:00:00.000Z');
    const grants = await LedgerEntry.countDocuments({ teamId: user.teamId, kind: 'words', op: 'grant' });
    expect(grants).toBe(1); // one for the period: missed months are not given twice
  });
});

describe('GET /api/billing/invoices: receipts recorded from the webhooks', () => {
  const packInvoice = (user: TestUser, extra: Partial<Parameters<typeof invoiceObject>[0]> = {}) =>
    invoiceObject({
      subscription: null,
      periodStart: new Date('2031-05-02T10:00:00Z'),
      periodEnd: new Date('2031-05-02T10:00:00Z'),
      metadata: { teamId: user.teamId, userId: user.id },
      description: '3 × Credit pack (10,000 words)',
      total: 2700,
      ...extra,
    });
  const receipts = async (user: TestUser) =>
    (await (await signIn(api, user)).get('/api/billing/invoices').expect(200)).body;

  it('lists nothing for an account that never paid, and never asks Stripe', async () => {
    const user = await createUser(api);
    const session = await signIn(api, user);
    await session.post('/api/users/stripe-customer').send({}).expect(200);
    const list = jest.spyOn(stripeClient(api.config).invoices, 'list');
    const res = await session.get('/api/billing/invoices').expect(200);
    expect(res.body).toEqual({ data: [], total: 0 });
    expect(list).not.toHaveBeenCalled();
  });

  it("lists the account's own paid invoices, newest first, and nobody else's", async () => {
    const [alice, bob] = [await createUser(api), await createUser(api)];
    const sub = await subscribe(
      alice,
      'price_starter_monthly',
      new Date('2031-04-01T00:00:00Z'),
      new Date('2031-05-01T00:00:00Z'),
    );
    const first = invoiceObject({
      subscription: sub.id,
      periodStart: new Date('2031-04-01T00:00:00Z'),
      periodEnd: new Date('2031-05-01T00:00:00Z'),
    });
    await postEvent(api, {
      type: 'invoice.paid',
      object: first,
      created: new Date('2031-04-01T00:00:05Z'),
    }).expect(200);
    const pack = packInvoice(alice);
    await postEvent(api, {
      type: 'invoice.paid',
      object: pack,
      created: new Date('2031-05-02T10:00:01Z'),
    }).expect(200);

    const mine = await receipts(alice);
    expect(mine.total).toBe(2);
    expect(mine.data.map((i: { id: string }) => i.id)).toEqual([pack.id, first.id]);
    expect(mine.data[0]).toEqual({
      id: pack.id,
      number: pack.number,
      status: 'paid',
      total: 2700,
      amountPaid: 2700,
      currency: 'usd',
      created: '2031-05-02T10:00:00.000Z',
      periodStart: '2031-05-02T10:00:00.000Z',
      periodEnd: '2031-05-02T10:00:00.000Z',
      description: '3 × Credit pack (10,000 words)',
      hostedInvoiceUrl: null,
      pdfUrl: null,
      downloadUrl: `/api/billing/invoices/${pack.id}/download`,
    });
    expect(mine.data[1]).toMatchObject({ status: 'paid', description: 'Inkpress Starter (monthly)' });
    expect(await receipts(bob)).toEqual({ data: [], total: 0 });

    // Only the owner downloads, and only their own.
    const asBob = await signIn(api, bob);
    await asBob.get(`/api/billing/invoices/${pack.id}/download`).expect(404);
    const download = await (await signIn(api, alice))
      .get(`/api/billing/invoices/${pack.id}/download`)
      .expect(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="inkpress-receipt-INV-/);
    expect(download.text).toContain('3 × Credit pack (10,000 words)');
    expect(download.text).toContain('$27.00');
  });

  it('keeps the newest state when events come late or twice, hides drafts, and forgets deleted ones', async () => {
    const user = await createUser(api);
    const id = `in_order${Date.now().toString(36)}`;
    const at = (s: number) => new Date(Date.UTC(2031, 5, 1, 0, 0, s));
    const post = (
      type: string,
      status: 'draft' | 'open' | 'paid' | 'void',
      created: Date,
      eventId?: string,
    ) =>
      postEvent(api, {
        type,
        object: packInvoice(user, { id, status }),
        created,
        ...(eventId ? { id: eventId } : {}),
      });

    await post('invoice.created', 'draft', at(0)).expect(200);
    expect((await receipts(user)).total).toBe(0); // a draft is not a receipt
    await post('invoice.paid', 'paid', at(5), `evt_paid${id}`).expect(200);
    await post('invoice.finalized', 'open', at(3)).expect(200); // late
    await post('invoice.updated', 'open', at(5)).expect(200); // same second, earlier state
    const replay = await post('invoice.paid', 'paid', at(5), `evt_paid${id}`).expect(200);
    expect(replay.body.data.status).toBe('duplicate');
    expect((await receipts(user)).data).toEqual([
      expect.objectContaining({ id, status: 'paid', amountPaid: 2700 }),
    ]);

    await post('invoice.voided', 'void', at(9)).expect(200);
    expect((await receipts(user)).data).toEqual([expect.objectContaining({ id, status: 'void' })]);

    const draft = `in_gone${Date.now().toString(36)}`;
    await postEvent(api, {
      type: 'invoice.created',
      object: packInvoice(user, { id: draft, status: 'draft' }),
    });
    await postEvent(api, {
      type: 'invoice.deleted',
      object: packInvoice(user, { id: draft, status: 'draft' }),
    });
    await (await signIn(api, user)).get(`/api/billing/invoices/${draft}/download`).expect(404);
  });

  it("sends Stripe's PDF when it made one, and keeps receipts from a team's members", async () => {
    const owner = await createUser(api);
    const member = await createTeamMember(api, owner);
    const pdf = 'https://pay.stripe.com/invoice/acct_1/test_pdf';
    const inv = packInvoice(owner, { pdf });
    await postEvent(api, { type: 'invoice.paid', object: inv }).expect(200);
    const download = await (await signIn(api, owner))
      .get(`/api/billing/invoices/${inv.id}/download`)
      .expect(302);
    expect(download.headers.location).toBe(pdf);
    const asMember = await signIn(api, member);
    await asMember.get('/api/billing/invoices').expect(403);
    await asMember.get(`/api/billing/invoices/${inv.id}/download`).expect(403);
  });

  it('refuses an id that is not an invoice id', async () => {
    const user = await createUser(api);
    const res = await (await signIn(api, user)).get('/api/billing/invoices/..%2F..%2Fusers/download');
    expect(res.status).toBe(400);
  });
});

describe('GET /api/credits and /api/credits/ledger', () => {
  it('gives the team’s balances and a filtered page of its ledger', async () => {
    const balances = await who.as.member.get('/api/credits').expect(200);
    expect(Object.keys(balances.body.data).sort()).toEqual([
      'aiImages',
      'imageRestores',
      'words',
      'workflows',
    ]);
    const page = await who.as.owner.get('/api/credits/ledger?kind=words&limit=1').expect(200);
    expect(page.body).toMatchObject({ total: expect.any(Number), offset: 0, limit: 1 });
    expect(page.body.data).toHaveLength(1);
    expect(page.body.data[0].kind).toBe('words');
    await who.as.owner.get('/api/credits/ledger?kind=gold').expect(400);
    await who.as.anonymous.get('/api/credits').expect(401);
  });
});

describe('GET /api/plans', () => {
  it('gives anyone the catalogue with this deploy’s price ids', async () => {
    const res = await api.http.get('/api/plans').expect(200);
    const starter = res.body.data.plans.find((p: { key: string }) => p.key === 'starter_monthly');
    expect(starter).toMatchObject({
      planName: 'Starter',
      unit_amount: '3400',
      priceIds: ['price_starter_monthly'],
    });
    expect(res.body.data.creditPack).toMatchObject({ unit_amount: '1000', wordsPerUnit: 1000 });
    const configured = api.variant({ STRIPE_PRICE_STARTER_MONTHLY: 'price_1LiveStarter,price_0OldStarter' });
    const again = await configured.http.get('/api/plans').expect(200);
    const plan = again.body.data.plans.find((p: { key: string }) => p.key === 'starter_monthly');
    expect(plan.priceIds).toEqual(['price_1LiveStarter', 'price_0OldStarter']);
  });
});

describe('capabilities follow the plan', () => {
  it('gives the bulk generator to paid plans and API access to the plans that include it', async () => {
    const user = await createUser(api);
    await expect(assertCapability(user.teamId, 'gpt4')).rejects.toMatchObject({
      status: 403,
      data: { reason: 'plan-required', capability: 'gpt4' },
    });
    await expect(assertCapability(user.teamId, 'bulkGenerator')).rejects.toMatchObject({
      status: 403,
      data: { reason: 'plan-required', capability: 'bulkGenerator' },
    });
    const now = Date.now();
    await subscribe(user, 'price_starter_monthly', new Date(now - 60_000), new Date(now + 30 * DAY));
    await expect(assertCapability(user.teamId, 'gpt4')).resolves.toBeUndefined();
    await expect(assertCapability(user.teamId, 'bulkGenerator')).resolves.toBeUndefined();
    await expect(assertCapability(user.teamId, 'apiAccess')).rejects.toMatchObject({ status: 403 });
    const member = await createTeamMember(api, user);
    await expect(assertCapability(member.teamId, 'bulkGenerator')).resolves.toBeUndefined();
  });
});
