/**
 * The local test checkout (no real Stripe key): the purchase goes to our
 * own page; paying it delivers the signed events Stripe would, through the
 * webhook handler, so the plan, the trial, the credits and the receipt
 * arrive exactly as after a real payment.
 */
import { createUser, signIn } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { LedgerEntry } from '../../models/LedgerEntry';
import { StripeEvent } from '../../models/StripeEvent';
import { User, type UserDoc } from '../../models/User';
import { getBalances } from '../../services/credits';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ PUBLIC_URL: 'http://app.test' });
});
afterAll(() => api.close());

async function owner() {
  const user = await createUser(api);
  return { user, session: await signIn(api, user) };
}

const localCheckout = /^http:\/\/app\.test\/test-checkout\/(cs_test_local_[a-f0-9]{20})$/;

describe('the local test checkout', () => {
  it('sells credit packs: the page shows the purchase, paying delivers the words once', async () => {
    const { user, session } = await owner();
    const started = await session
      .post('/api/checkout/stripe')
      .send({ priceId: 'price_credit_pack', quantity: 3 })
      .expect(200);
    const [, id] = localCheckout.exec(started.body.data.url) ?? [];
    expect(id).toBeDefined();
    const page = await session.get(`/api/test-checkout/${id}`).expect(200);
    expect(page.body.data).toMatchObject({
      mode: 'payment',
      quantity: 3,
      amountTotal: 3000,
      currency: 'usd',
      status: 'open',
      description: expect.stringMatching(/3 × .*3,000 words/),
    });
    const before = (await getBalances({ teamId: user.teamId })).words;
    const paid = await Promise.all(
      [1, 2, 3].map(() => session.post(`/api/test-checkout/${id}/complete`).send({})),
    );
    for (const res of paid) {
      expect(res.status).toBe(200);
      expect(res.body.data.redirectUrl).toBe(
        `http://app.test/dashboard/billing?checkout=success&session_id=${id}`,
      );
    }
    expect((await getBalances({ teamId: user.teamId })).words).toBe(before + 3000);
    expect(await LedgerEntry.countDocuments({ teamId: user.teamId, reason: 'credit-pack', ref: id })).toBe(1);
    // The events went through the webhook handler, signed, as Stripe's do.
    expect(
      await StripeEvent.countDocuments({ type: 'checkout.session.completed', status: 'processed' }),
    ).toBeGreaterThan(0);
    expect((await session.get(`/api/test-checkout/${id}`).expect(200)).body.data.status).toBe('complete');
    // One receipt, however many times it was paid.
    const receipts = (await session.get('/api/billing/invoices').expect(200)).body;
    expect(receipts.total).toBe(1);
    expect(receipts.data[0]).toMatchObject({
      status: 'paid',
      total: 3000,
      amountPaid: 3000,
      currency: 'usd',
    });
    expect(receipts.data[0].description).toMatch(/3 × .*3,000 words/);
    await session.get(receipts.data[0].downloadUrl).expect(200);
  });

  it('starts a subscription with its free trial, and the portal cancels and resumes it', async () => {
    const { user, session } = await owner();
    const started = await session
      .post('/api/checkout/stripe')
      .send({ priceId: 'price_starter_monthly', quantity: 1, freeTrial: true })
      .expect(200);
    const [, id] = localCheckout.exec(started.body.data.url) ?? [];
    expect((await session.get(`/api/test-checkout/${id}`).expect(200)).body.data).toMatchObject({
      mode: 'subscription',
      freeTrial: true,
      trialDays: api.config.billing.trialDays,
      amountTotal: 0,
    });
    await session.post(`/api/test-checkout/${id}/complete`).send({}).expect(200);
    const billing = await session.get('/api/billing').expect(200);
    expect(billing.body.data.plan).toMatchObject({ planKey: 'starter_monthly', status: 'trialing' });

    const portal = await session.post('/api/checkout/stripe-portal').send({}).expect(200);
    expect(portal.body.data.url).toBe(
      `http://app.test/test-checkout/portal?return=${encodeURIComponent('http://app.test/dashboard/billing')}`,
    );
    const cancelled = await session.post('/api/test-checkout/portal').send({ action: 'cancel' }).expect(200);
    expect(cancelled.body.data.subscription).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true });
    const resumed = await session.post('/api/test-checkout/portal').send({ action: 'resume' }).expect(200);
    expect(resumed.body.data.subscription).toMatchObject({ cancelAtPeriodEnd: false });
    const stored = await User.findById(user.id).lean<UserDoc>();
    expect(stored?.stripeCustomerId).toBe(`cus_local_${user.id}`);
  });

  it('switches plans in place, as Stripe updates a subscription', async () => {
    const { session } = await owner();
    const started = await session
      .post('/api/checkout/stripe')
      .send({ priceId: 'price_starter_monthly' })
      .expect(200);
    const [, id] = localCheckout.exec(started.body.data.url) ?? [];
    await session.post(`/api/test-checkout/${id}/complete`).send({}).expect(200);
    const switched = await session
      .post('/api/checkout/stripe')
      .send({ priceId: 'price_advanced_1_monthly' })
      .expect(200);
    expect(switched.body.data).toMatchObject({ mode: 'subscription-updated' });
    const billing = await session.get('/api/billing').expect(200);
    expect(billing.body.data.plan).toMatchObject({ planKey: 'advanced_1_monthly', status: 'active' });
  });

  it('cancelling goes back without paying; another account cannot see or pay it', async () => {
    const { user, session } = await owner();
    const other = await owner();
    const started = await session
      .post('/api/checkout/stripe')
      .send({ priceId: 'price_credit_pack' })
      .expect(200);
    const [, id] = localCheckout.exec(started.body.data.url) ?? [];
    await other.session.get(`/api/test-checkout/${id}`).expect(404);
    await other.session.post(`/api/test-checkout/${id}/complete`).send({}).expect(404);
    await api.http.get(`/api/test-checkout/${id}`).expect(401);
    await session.get('/api/test-checkout/not-an-id').expect(400);
    const before = (await getBalances({ teamId: user.teamId })).words;
    const back = await session.post(`/api/test-checkout/${id}/cancel`).send({}).expect(200);
    expect(back.body.data.redirectUrl).toBe('http://app.test/dashboard/billing?checkout=cancelled');
    await session.post(`/api/test-checkout/${id}/complete`).send({}).expect(404);
    expect((await getBalances({ teamId: user.teamId })).words).toBe(before);
  });

  it('is not there when a real Stripe key is configured', async () => {
    const real = api.variant({ STRIPE_SECRET_KEY: 'sk_test_realkey' });
    const { user } = await owner();
    const { signIn: signInTo } = await import('../../../test/factories');
    const session = await signInTo(real, user);
    await session.get('/api/test-checkout/portal').expect(404);
  });
});
