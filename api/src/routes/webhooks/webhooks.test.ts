import {
  checkoutSessionObject,
  eventPayload,
  invoiceObject,
  postEvent,
  signature,
  subscriptionObject,
} from '../../../test/billing';
import { createUser, documentCounts, signIn, type TestUser } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { CreditAccount, type CreditAccountDoc } from '../../models/CreditAccount';
import { LedgerEntry } from '../../models/LedgerEntry';
import { StripeEvent } from '../../models/StripeEvent';
import { Subscription } from '../../models/Subscription';
import { Team } from '../../models/Team';
import { User, type UserDoc } from '../../models/User';
import { getBalances } from '../../services/credits';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const DAY = 86_400_000;
const price = (key: string) => `price_${key}`;

async function owner(): Promise<TestUser> {
  return createUser(api);
}

async function planOf(user: TestUser) {
  return (await User.findById(user.id).lean<UserDoc>())?.plan;
}

function subscription(user: TestUser, input: Partial<Parameters<typeof subscriptionObject>[0]> = {}) {
  const now = Date.now();
  return subscriptionObject({
    priceId: price('starter_monthly'),
    teamId: user.teamId,
    userId: user.id,
    periodStart: new Date(now - 60_000),
    periodEnd: new Date(now + 30 * DAY),
    ...input,
  });
}

describe('signature', () => {
  it.each([
    ['no signature', undefined],
    ['a signature made with another secret', 'whsec_someone_else'],
    ['a garbled signature', 'garbage'],
  ])('answers 400 to %s and changes nothing', async (_label, secret) => {
    const user = await owner();
    const before = await documentCounts();
    const payload = eventPayload({ type: 'customer.subscription.created', object: subscription(user) });
    const req = api.http.post('/api/webhooks/stripe').set('Content-Type', 'application/json');
    if (secret === 'garbage') req.set('Stripe-Signature', 't=1,v1=abc');
    else if (secret) req.set('Stripe-Signature', signature(api, payload, secret));
    const res = await req.send(payload);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, code: 'ValidationError' });
    expect(await documentCounts()).toEqual(before);
    expect((await planOf(user))?.planKey).toBe('free');
  });

  it('answers 400 when a signed payload was altered on the way', async () => {
    const user = await owner();
    const payload = eventPayload({ type: 'customer.subscription.created', object: subscription(user) });
    const header = signature(api, payload);
    const before = await documentCounts();
    const tampered = payload.replace('price_starter_monthly', 'price_advanced_3_monthly');
    const res = await api.http
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', header)
      .send(tampered);
    expect(res.status).toBe(400);
    expect(await documentCounts()).toEqual(before);
    expect((await planOf(user))?.planKey).toBe('free');
  });

  it('reads the body byte for byte (the JSON parser leaves this route alone)', async () => {
    const user = await owner();
    // Whitespace and key order a JSON parser would not keep.
    const payload = `{ "type":"ping.test",  "id": "evt_raw_${user.id}", "created": 1700000000, "data": {"object": {}} }`;
    const res = await api.http
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature(api, payload))
      .send(payload);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ received: true, status: 'ignored' });
  });
});

describe('customer.subscription.created / updated / deleted', () => {
  it('puts the account on the plan, grants its credits and sets the team size', async () => {
    const user = await owner();
    const sub = subscription(user, { priceId: price('advanced_2_monthly') });
    const res = await postEvent(api, { type: 'customer.subscription.created', object: sub });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      received: true,
      status: 'processed',
      type: 'customer.subscription.created',
    });
    expect(await planOf(user)).toMatchObject({
      planName: 'Advanced',
      planKey: 'advanced_2_monthly',
      tier: 'Advanced',
      priceId: 'price_advanced_2_monthly',
      status: 'active',
      interval: 'monthly',
      cancelAtPeriodEnd: false,
      workflows: 150,
      aiImages: 500,
      withAPIAccess: true,
      withAccessToBulkGenerator: true,
      maxTeamSize: 5,
      subscriptionId: sub.id,
    });
    // The free plan's 5,000 words give way to the plan's allowance.
    expect(await getBalances(user.auth)).toEqual({
      words: 400_000,
      workflows: 150,
      aiImages: 500,
      imageRestores: 500,
    });
    // A team of up to 5: the owner and four places.
    expect((await Team.findById(user.teamId).lean())?.maxTeamSize).toBe(4);
    expect(await Subscription.findById(sub.id).lean()).toMatchObject({
      status: 'active',
      planKey: 'advanced_2_monthly',
    });
  });

  it('applies a replayed event once', async () => {
    const user = await owner();
    const sub = subscription(user);
    const id = `evt_replay_${user.id}`;
    await postEvent(api, { id, type: 'customer.subscription.created', object: sub }).expect(200);
    const entries = await LedgerEntry.countDocuments({ teamId: user.teamId });
    const again = await postEvent(api, { id, type: 'customer.subscription.created', object: sub }).expect(
      200,
    );
    expect(again.body.data).toMatchObject({ status: 'duplicate', id });
    expect(await LedgerEntry.countDocuments({ teamId: user.teamId })).toBe(entries);
    expect(await StripeEvent.countDocuments({ _id: id })).toBe(1);
  });

  it('applies the same event delivered five times at once exactly once', async () => {
    const user = await owner();
    const id = `evt_burst_${user.id}`;
    const object = subscription(user, { priceId: price('advanced_1_monthly') });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => postEvent(api, { id, type: 'customer.subscription.created', object })),
    );
    const statuses = results.map((r) => r.body.data?.status ?? r.body.code);
    expect(statuses.filter((s) => s === 'processed')).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const grants = await LedgerEntry.countDocuments({ teamId: user.teamId, kind: 'words', op: 'grant' });
    expect(grants).toBe(1); // the plan's, once (an account that starts on a paid plan skips the free grant)
    expect((await getBalances(user.auth)).words).toBe(200_000);
  });

  it('never rolls a plan back when an older event arrives late', async () => {
    const user = await owner();
    const t0 = new Date(Date.now() - 120_000);
    const t1 = new Date(Date.now() - 60_000);
    const id = `sub_ooo_${user.id}`;
    const created = subscription(user, { id, priceId: price('starter_monthly') });
    const upgraded = subscription(user, { id, priceId: price('advanced_3_monthly') });
    await postEvent(api, { type: 'customer.subscription.updated', object: upgraded, created: t1 }).expect(
      200,
    );
    const late = await postEvent(api, {
      type: 'customer.subscription.created',
      object: created,
      created: t0,
    });
    expect(late.status).toBe(200);
    expect(late.body.data).toMatchObject({
      status: 'ignored',
      outcome: expect.stringMatching(/out of order/),
    });
    expect(await planOf(user)).toMatchObject({ planKey: 'advanced_3_monthly', tier: 'Advanced' });
    // Within the same second: created never overrides updated.
    const same = new Date(t1.getTime() + 10);
    await postEvent(api, { type: 'customer.subscription.created', object: created, created: same }).expect(
      200,
    );
    expect((await planOf(user))?.planKey).toBe('advanced_3_monthly');
  });

  it('never revives a deleted subscription with a late update', async () => {
    const user = await owner();
    const id = `sub_dead_${user.id}`;
    const base = subscription(user, { id });
    await postEvent(api, {
      type: 'customer.subscription.created',
      object: base,
      created: new Date(Date.now() - 3000),
    });
    await postEvent(api, {
      type: 'customer.subscription.deleted',
      object: { ...base, status: 'canceled' },
      created: new Date(Date.now() - 1000),
    }).expect(200);
    const late = await postEvent(api, {
      type: 'customer.subscription.updated',
      object: { ...base, status: 'active' },
      created: new Date(Date.now() - 2000),
    });
    expect(late.body.data.status).toBe('ignored');
    expect(await planOf(user)).toMatchObject({ planKey: 'free', status: null, tier: 'Free' });
  });

  it('on deletion returns to Free: the plan’s credits expire, bought ones stay', async () => {
    const user = await owner();
    const sub = subscription(user);
    await postEvent(api, {
      type: 'customer.subscription.created',
      object: sub,
      created: new Date(Date.now() - 5000),
    });
    const session = checkoutSessionObject({
      mode: 'payment',
      metadata: {
        teamId: user.teamId,
        userId: user.id,
        priceKey: 'credit_pack',
        quantity: '2',
        purchase: 'credit-pack',
      },
    });
    await postEvent(api, { type: 'checkout.session.completed', object: session }).expect(200);
    expect((await getBalances(user.auth)).words).toBe(22_000);
    await postEvent(api, {
      type: 'customer.subscription.deleted',
      object: { ...sub, status: 'canceled' },
    }).expect(200);
    expect(await planOf(user)).toMatchObject({ planName: 'Free', planKey: 'free', status: null });
    expect(await getBalances(user.auth)).toEqual({
      words: 2000,
      workflows: 0,
      aiImages: 0,
      imageRestores: 0,
    });
  });

  it('shows cancelAtPeriodEnd while the plan runs to the end of its period', async () => {
    const user = await owner();
    const sub = subscription(user);
    await postEvent(api, {
      type: 'customer.subscription.created',
      object: sub,
      created: new Date(Date.now() - 5000),
    });
    await postEvent(api, {
      type: 'customer.subscription.updated',
      object: { ...sub, cancel_at_period_end: true },
    }).expect(200);
    expect(await planOf(user)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      planKey: 'starter_monthly',
    });
  });

  it('a trial: status trialing with its end, and the team can never have another trial', async () => {
    const user = await owner();
    const now = Date.now();
    const sub = subscription(user, {
      status: 'trialing',
      trialStart: new Date(now - 60_000),
      trialEnd: new Date(now + 7 * DAY),
      periodStart: new Date(now - 60_000),
      periodEnd: new Date(now + 7 * DAY),
    });
    await postEvent(api, { type: 'customer.subscription.created', object: sub }).expect(200);
    const plan = await planOf(user);
    expect(plan).toMatchObject({ status: 'trialing', planKey: 'starter_monthly' });
    expect(plan?.trialEnd?.getTime()).toBe(Math.floor((now + 7 * DAY) / 1000) * 1000);
    expect((await User.findById(user.id).lean<UserDoc>())?.canHavePaidTrial).toBe(false);
    const session = await signIn(api, user);
    const billing = await session.get('/api/billing').expect(200);
    expect(billing.body.data.plan).toMatchObject({ status: 'trialing', nextGivenAt: null });
    expect(billing.body.data.plan.trialEnd).toBe(
      new Date(Math.floor((now + 7 * DAY) / 1000) * 1000).toISOString(),
    );
    expect(billing.body.data.canHavePaidTrial).toBe(false);
  });
});

describe('checkout.session.completed', () => {
  it('pays out a credit pack once, even when Stripe sends it again under another event', async () => {
    const user = await owner();
    const session = checkoutSessionObject({
      mode: 'payment',
      customer: `cus_pack_${user.id}`,
      metadata: {
        teamId: user.teamId,
        userId: user.id,
        priceKey: 'credit_pack',
        quantity: '3',
        purchase: 'credit-pack',
      },
    });
    const first = await postEvent(api, { type: 'checkout.session.completed', object: session }).expect(200);
    expect(first.body.data.outcome).toBe('credit pack: 3000 words');
    await postEvent(api, { type: 'checkout.session.async_payment_succeeded', object: session }).expect(200);
    expect((await getBalances(user.auth)).words).toBe(8000);
    const snapshot = await CreditAccount.findById(user.teamId).lean<CreditAccountDoc>();
    expect(snapshot?.words).toMatchObject({ balance: 8000, paid: 3000 });
    expect((await User.findById(user.id).lean<UserDoc>())?.stripeCustomerId).toBe(`cus_pack_${user.id}`);
  });

  it('waits for an unpaid (asynchronous) payment', async () => {
    const user = await owner();
    const session = checkoutSessionObject({
      mode: 'payment',
      paymentStatus: 'unpaid',
      metadata: { teamId: user.teamId, userId: user.id, priceKey: 'credit_pack', quantity: '1' },
    });
    const res = await postEvent(api, { type: 'checkout.session.completed', object: session }).expect(200);
    expect(res.body.data.status).toBe('ignored');
    expect((await getBalances(user.auth)).words).toBe(5000);
  });

  it('gives a lifetime tier, and the tier-5 upgrade', async () => {
    const user = await owner();
    const lifetime = checkoutSessionObject({
      mode: 'payment',
      metadata: { teamId: user.teamId, userId: user.id, priceKey: 'lifetime_2', quantity: '1' },
    });
    await postEvent(api, { type: 'checkout.session.completed', object: lifetime }).expect(200);
    expect(await planOf(user)).toMatchObject({
      planName: 'Lifetime 2',
      tier: 'Lifetime 2',
      status: 'lifetime',
    });
    expect((await getBalances(user.auth)).words).toBe(50_000);
    const upgrade = checkoutSessionObject({
      mode: 'payment',
      metadata: {
        teamId: user.teamId,
        userId: user.id,
        priceKey: 'lifetime_5_upgrade_from_2',
        quantity: '1',
      },
    });
    await postEvent(api, { type: 'checkout.session.completed', object: upgrade }).expect(200);
    expect(await planOf(user)).toMatchObject({ tier: 'Lifetime 5', status: 'lifetime', maxTeamSize: 6 });
    expect((await getBalances(user.auth)).words).toBe(400_000);
  });

  it('links the Stripe customer of a subscription checkout and marks the trial used', async () => {
    const user = await owner();
    const session = checkoutSessionObject({
      mode: 'subscription',
      customer: `cus_sub_${user.id}`,
      subscription: 'sub_x',
      metadata: { teamId: user.teamId, userId: user.id, priceKey: 'starter_monthly', freeTrial: 'true' },
    });
    await postEvent(api, { type: 'checkout.session.completed', object: session }).expect(200);
    const doc = await User.findById(user.id).lean<UserDoc>();
    expect(doc?.stripeCustomerId).toBe(`cus_sub_${user.id}`);
    expect(doc?.canHavePaidTrial).toBe(false);
  });
});

describe('invoice.paid and invoice.payment_failed', () => {
  it('a failed payment makes the plan past due (no new grants); the paid invoice renews it with a grant', async () => {
    const user = await owner();
    const now = Date.now();
    const id = `sub_inv_${user.id}`;
    const sub = subscription(user, {
      id,
      periodStart: new Date(now - 31 * DAY),
      periodEnd: new Date(now - 60_000),
    });
    await postEvent(api, {
      type: 'customer.subscription.created',
      object: sub,
      created: new Date(now - 31 * DAY),
    });
    expect((await getBalances(user.auth)).words).toBe(20_000);
    const failed = await postEvent(api, {
      type: 'invoice.payment_failed',
      object: invoiceObject({
        subscription: id,
        periodStart: new Date(now - 60_000),
        periodEnd: new Date(now + 30 * DAY),
      }),
      created: new Date(now - 30_000),
    }).expect(200);
    expect(failed.body.data.status).toBe('processed');
    expect((await planOf(user))?.status).toBe('past_due');
    expect((await getBalances(user.auth)).words).toBe(20_000);
    await postEvent(api, {
      type: 'invoice.paid',
      object: invoiceObject({
        subscription: id,
        periodStart: new Date(now - 60_000),
        periodEnd: new Date(now + 30 * DAY),
      }),
      created: new Date(now - 10_000),
    }).expect(200);
    const plan = await planOf(user);
    expect(plan?.status).toBe('active');
    expect(plan?.currentPeriodEnd?.getTime()).toBe(Math.floor((now + 30 * DAY) / 1000) * 1000);
    const grants = await LedgerEntry.countDocuments({ teamId: user.teamId, kind: 'words', op: 'grant' });
    expect(grants).toBe(2); // first period, renewal
  });

  it('ignores an invoice of a subscription it does not know, and one-time invoices', async () => {
    const res = await postEvent(api, {
      type: 'invoice.paid',
      object: invoiceObject({ subscription: 'sub_unknown', periodStart: new Date(), periodEnd: new Date() }),
    }).expect(200);
    expect(res.body.data.status).toBe('ignored');
    const oneTime = {
      ...invoiceObject({ subscription: 'x', periodStart: new Date(), periodEnd: new Date() }),
    };
    oneTime.parent = null;
    const res2 = await postEvent(api, { type: 'invoice.paid', object: oneTime }).expect(200);
    expect(res2.body.data).toMatchObject({ status: 'ignored', outcome: 'not a subscription invoice' });
  });
});

it('acknowledges event types it does not handle', async () => {
  const res = await postEvent(api, { type: 'customer.created', object: { id: 'cus_1', object: 'customer' } });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ status: 'ignored', outcome: 'not handled: customer.created' });
});
