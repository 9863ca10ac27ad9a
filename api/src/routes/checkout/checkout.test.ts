import { postEvent, subscriptionObject } from '../../../test/billing';
import {
  createIdentities,
  createUser,
  documentCounts,
  type Identities,
  signIn,
} from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { Subscription } from '../../models/Subscription';
import { User, type UserDoc } from '../../models/User';
import { stripeClient } from '../../services/billing/stripe';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  // A configured key (any sk_test_ key works on stripe-mock): the real Checkout path, not the local test page.
  api = await startTestApi({ PUBLIC_URL: 'http://app.test', STRIPE_SECRET_KEY: 'sk_test_stripemock' });
  who = await createIdentities(api);
});
afterAll(() => api.close());
afterEach(() => jest.restoreAllMocks());

const stripe = () => stripeClient(api.config);
const checkoutUrl = /^https:\/\/checkout\.stripe\.com\//;

async function freshOwner() {
  const user = await createUser(api);
  return { user, session: await signIn(api, user) };
}

describe('POST /api/checkout/stripe', () => {
  it.each([
    ['a monthly subscription', 'price_starter_monthly', 'subscription', 'starter_monthly'],
    ['a yearly subscription', 'price_advanced_1_yearly', 'subscription', 'advanced_1_yearly'],
    ['a lifetime tier', 'price_lifetime_3', 'payment', 'lifetime_3'],
  ] as const)(
    'sends Stripe a Checkout session for %s and answers its URL',
    async (_label, priceId, mode, key) => {
      const { user, session } = await freshOwner();
      const create = jest.spyOn(stripe().checkout.sessions, 'create');
      const res = await session.post('/api/checkout/stripe').send({ priceId, quantity: 1 }).expect(200);
      expect(res.body.data).toMatchObject({ url: expect.stringMatching(checkoutUrl), mode: 'checkout' });
      const stored = await User.findById(user.id).lean<UserDoc>();
      expect(stored?.stripeCustomerId).toMatch(/^cus_/);
      expect(create).toHaveBeenCalledTimes(1);
      const params = create.mock.calls[0]?.[0];
      expect(params).toMatchObject({
        mode,
        customer: stored?.stripeCustomerId,
        client_reference_id: user.id,
        line_items: [{ price: priceId, quantity: 1 }],
        metadata: { teamId: user.teamId, userId: user.id, priceKey: key, quantity: '1', freeTrial: 'false' },
        success_url: 'http://app.test/dashboard/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://app.test/dashboard/billing?checkout=cancelled',
      });
      if (mode === 'subscription') {
        expect(params?.subscription_data).toEqual({ metadata: { teamId: user.teamId, userId: user.id } });
      } else {
        expect(params?.payment_intent_data?.metadata).toMatchObject({ priceKey: key });
      }
    },
  );

  it('sells credit packs in any quantity up to 1000', async () => {
    const { session } = await freshOwner();
    const create = jest.spyOn(stripe().checkout.sessions, 'create');
    await session
      .post('/api/checkout/stripe')
      .send({ priceId: 'price_credit_pack', quantity: 25, returnUrl: '/dashboard/collections' })
      .expect(200);
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      mode: 'payment',
      line_items: [{ price: 'price_credit_pack', quantity: 25 }],
      metadata: { priceKey: 'credit_pack', quantity: '25', purchase: 'credit-pack' },
      success_url: 'http://app.test/dashboard/collections?checkout=success&session_id={CHECKOUT_SESSION_ID}',
    });
    const tooMany = await session
      .post('/api/checkout/stripe')
      .send({ priceId: 'price_credit_pack', quantity: 1001 });
    expect(tooMany.status).toBe(400);
  });

  it('passes an affiliate clientReferenceId through to Stripe', async () => {
    const { session } = await freshOwner();
    const create = jest.spyOn(stripe().checkout.sessions, 'create');
    await session
      .post('/api/checkout/stripe')
      .send({ priceId: 'price_starter_monthly', clientReferenceId: 'ref-123' })
      .expect(200);
    expect(create.mock.calls[0]?.[0]?.client_reference_id).toBe('ref-123');
  });

  describe('the free trial', () => {
    it('starts a first subscription with a trial of TRIAL_DAYS', async () => {
      const { session } = await freshOwner();
      const create = jest.spyOn(stripe().checkout.sessions, 'create');
      await session
        .post('/api/checkout/stripe')
        .send({ priceId: 'price_starter_monthly', freeTrial: true })
        .expect(200);
      expect(create.mock.calls[0]?.[0]?.subscription_data).toMatchObject({ trial_period_days: 7 });
      expect(create.mock.calls[0]?.[0]?.metadata).toMatchObject({ freeTrial: 'true' });
    });

    it('answers UserCanNotHaveFreeTrial to an account that had one, and calls no Stripe', async () => {
      const { user, session } = await freshOwner();
      await User.updateOne({ _id: user.id }, { $set: { canHavePaidTrial: false } });
      const create = jest.spyOn(stripe().checkout.sessions, 'create');
      const res = await session
        .post('/api/checkout/stripe')
        .send({ priceId: 'price_starter_monthly', freeTrial: true });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('UserCanNotHaveFreeTrial');
      expect(create).not.toHaveBeenCalled();
      // Without a trial the same account may subscribe.
      await session.post('/api/checkout/stripe').send({ priceId: 'price_starter_monthly' }).expect(200);
    });

    it('answers UserCanNotHaveFreeTrial when the team already had a trial subscription', async () => {
      const { user, session } = await freshOwner();
      const now = Date.now();
      await postEvent(api, {
        type: 'customer.subscription.deleted',
        object: {
          ...subscriptionObject({
            priceId: 'price_starter_monthly',
            teamId: user.teamId,
            userId: user.id,
            status: 'canceled',
            trialStart: new Date(now - 20 * 86_400_000),
            trialEnd: new Date(now - 13 * 86_400_000),
            periodStart: new Date(now - 20 * 86_400_000),
            periodEnd: new Date(now - 13 * 86_400_000),
          }),
        },
      }).expect(200);
      await User.updateOne({ _id: user.id }, { $set: { canHavePaidTrial: true } });
      const res = await session
        .post('/api/checkout/stripe')
        .send({ priceId: 'price_advanced_1_monthly', freeTrial: true });
      expect(res.body.code).toBe('UserCanNotHaveFreeTrial');
    });

    it('refuses a trial on anything but a subscription', async () => {
      const { session } = await freshOwner();
      const res = await session
        .post('/api/checkout/stripe')
        .send({ priceId: 'price_lifetime_1', freeTrial: true });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Only subscriptions/);
    });
  });

  describe('lifetime tiers', () => {
    it('sells the tier-5 upgrade for the tier held only', async () => {
      const { user, session } = await freshOwner();
      await User.updateOne({ _id: user.id }, { $set: { lifetimeLevel: 2 } });
      const wrong = await session
        .post('/api/checkout/stripe')
        .send({ priceId: 'price_lifetime_5_upgrade_from_3' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toMatch(/tier 3; you hold tier 2/);
      const create = jest.spyOn(stripe().checkout.sessions, 'create');
      await session
        .post('/api/checkout/stripe')
        .send({ priceId: 'price_lifetime_5_upgrade_from_2' })
        .expect(200);
      expect(create.mock.calls[0]?.[0]?.metadata).toMatchObject({
        priceKey: 'lifetime_5_upgrade_from_2',
        purchase: 'lifetime-upgrade',
      });
      const held = await session.post('/api/checkout/stripe').send({ priceId: 'price_lifetime_1' });
      expect(held.status).toBe(409);
    });
  });

  it('switches an existing subscription in place instead of selling a second one', async () => {
    const { user, session } = await freshOwner();
    const sub = subscriptionObject({
      priceId: 'price_starter_monthly',
      teamId: user.teamId,
      userId: user.id,
      periodStart: new Date(Date.now() - 60_000),
      periodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
    await postEvent(api, { type: 'customer.subscription.created', object: sub }).expect(200);
    const update = jest.spyOn(stripe().subscriptions, 'update');
    const create = jest.spyOn(stripe().checkout.sessions, 'create');
    const res = await session
      .post('/api/checkout/stripe')
      .send({ priceId: 'price_advanced_1_monthly' })
      .expect(200);
    expect(res.body.data).toMatchObject({
      mode: 'subscription-updated',
      url: 'http://app.test/dashboard/billing?checkout=updated',
    });
    expect(create).not.toHaveBeenCalled();
    expect(update).toHaveBeenCalledWith(
      sub.id,
      expect.objectContaining({
        items: [{ id: `si_${sub.id.slice(4)}`, price: 'price_advanced_1_monthly', quantity: 1 }],
        proration_behavior: 'create_prorations',
      }),
    );
    const same = await session.post('/api/checkout/stripe').send({ priceId: 'price_starter_monthly' });
    expect(same.status).toBe(409);
    expect(await Subscription.countDocuments({ teamId: user.teamId })).toBe(1);
  });

  it.each([
    ['an unknown price', { priceId: 'price_nope' }, /not for sale/],
    ['a legacy plan', { priceId: 'price_unlimited_monthly' }, /no longer offered/],
    ['a subscription bought twice', { priceId: 'price_starter_monthly', quantity: 2 }, /Only credit packs/],
    [
      'a return URL on another site',
      { priceId: 'price_starter_monthly', returnUrl: 'https://evil.example/x' },
      /on this site/,
    ],
    ['an operator as price', { priceId: { $ne: null } }, /Price id/],
  ])('answers 400 to %s and writes nothing', async (_label, body, message) => {
    const { session } = await freshOwner();
    const before = await documentCounts();
    const create = jest.spyOn(stripe().checkout.sessions, 'create');
    const res = await session.post('/api/checkout/stripe').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(create).not.toHaveBeenCalled();
    expect(await documentCounts()).toEqual(before);
  });
});

describe('POST /api/checkout/stripe-portal and POST /api/users/stripe-customer', () => {
  it('creates the Stripe customer once and opens the portal for it', async () => {
    const { user, session } = await freshOwner();
    const customers = jest.spyOn(stripe().customers, 'create');
    const first = await session.post('/api/users/stripe-customer').send({}).expect(200);
    const again = await session.post('/api/users/stripe-customer').send({}).expect(200);
    expect(first.body.data.customerId).toMatch(/^cus_/);
    expect(again.body.data.customerId).toBe(first.body.data.customerId);
    expect(customers).toHaveBeenCalledTimes(1);
    expect(customers.mock.calls[0]?.[0]).toMatchObject({ email: user.email, metadata: { userId: user.id } });
    const portal = jest.spyOn(stripe().billingPortal.sessions, 'create');
    const res = await session
      .post('/api/checkout/stripe-portal')
      .send({ returnUrl: '/dashboard/billing' })
      .expect(200);
    expect(res.body.data.url).toMatch(/^https:\/\//);
    expect(portal).toHaveBeenCalledWith({
      customer: first.body.data.customerId,
      return_url: 'http://app.test/dashboard/billing',
    });
  });
});

describe('authorization', () => {
  it.each([
    ['POST', '/api/checkout/stripe', { priceId: 'price_starter_monthly' }],
    ['POST', '/api/checkout/stripe-portal', {}],
    ['POST', '/api/users/stripe-customer', {}],
    ['GET', '/api/billing/invoices', undefined],
  ] as const)('a team member gets 403 no-billing-right on %s %s', async (method, path, body) => {
    const req = method === 'GET' ? who.as.member.get(path) : who.as.member.post(path).send(body);
    const res = await req;
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'Forbidden', data: { reason: 'no-billing-right' } });
  });

  it.each([
    ['an anonymous visitor', 'anonymous', 401],
    ['an API key', 'apiKey', 401],
  ] as const)('%s (%s) gets %i', async (_label, as, status) => {
    const res = await who.as[as].post('/api/checkout/stripe').send({ priceId: 'price_starter_monthly' });
    expect(res.status).toBe(status);
  });

  it('needs the CSRF header from a signed-in browser', async () => {
    await who.as.owner.agent
      .post('/api/checkout/stripe')
      .send({ priceId: 'price_starter_monthly' })
      .expect(403);
  });
});
