import { AffiliateView } from '@inkpress/shared-core';
import { invoiceObject, postEvent } from '../../../test/billing';
import {
  anonymous,
  asUser,
  createUser,
  DEFAULT_PASSWORD,
  signIn,
  uniqueEmail,
} from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { REFERRAL_COOKIE } from '../../middlewares/referral';
import { Commission, Referral } from '../../models/Affiliate';
import { User } from '../../models/User';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const DAY = 86_400_000;

function cookieOf(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  const found = cookies.find((c) => c.startsWith(`${name}=`));
  return found?.slice(name.length + 1).split(';')[0];
}

/** A member who joined the programme, signed in with a bearer token. */
async function affiliate(email?: string) {
  const user = await createUser(api, email ? { email } : {});
  const client = await asUser(api, user);
  const res = await client.post('/api/affiliate').expect(201);
  const view = AffiliateView.parse(res.body.data);
  if (!view.joined) throw new Error('not joined');
  return { user, client, code: view.code, link: view.link };
}

/** Registers through the API as a browser that carries `code` in its referral cookie. */
async function registerWith(code: string | null, email = uniqueEmail('referred')) {
  const req = api.http.post('/api/auth/register');
  if (code) req.set('Cookie', `${REFERRAL_COOKIE}=${code}`);
  const res = await req.send({ email, password: DEFAULT_PASSWORD }).expect(201);
  const user = await User.findOne({ email }).lean();
  if (!user) throw new Error('no user');
  return { res, id: String(user._id), teamId: String(user.teamId), email };
}

async function summary(client: Awaited<ReturnType<typeof affiliate>>['client']) {
  const res = await client.get('/api/affiliate').expect(200);
  const view = AffiliateView.parse(res.body.data);
  if (!view.joined) throw new Error('not joined');
  return view;
}

function paidInvoice(
  referred: { id: string; teamId: string },
  total: number,
  extra: Record<string, unknown> = {},
) {
  const now = Date.now();
  return {
    ...invoiceObject({
      subscription: null,
      periodStart: new Date(now - 60_000),
      periodEnd: new Date(now + 30 * DAY),
      total,
      metadata: { teamId: referred.teamId, userId: referred.id },
    }),
    ...extra,
  };
}

describe('joining', () => {
  it('says who has not joined, refuses visitors, and gives a member one code and link', async () => {
    const user = await createUser(api);
    const client = await asUser(api, user);
    const before = AffiliateView.parse((await client.get('/api/affiliate').expect(200)).body.data);
    expect(before).toEqual({ joined: false, rate: 0.3 });
    await anonymous(api).get('/api/affiliate').expect(401);
    await anonymous(api).post('/api/affiliate').expect(401);

    const first = AffiliateView.parse((await client.post('/api/affiliate').expect(201)).body.data);
    const again = AffiliateView.parse((await client.post('/api/affiliate').expect(201)).body.data);
    if (!first.joined || !again.joined) throw new Error('not joined');
    expect(first.code).toMatch(/^[a-z2-9]{8}$/);
    expect(again.code).toBe(first.code);
    expect(first.link).toBe(`${api.config.publicUrl}/?ref=${first.code}`);
    expect(first).toMatchObject({ visits: 0, signups: 0, payingCustomers: 0, pending: 0, payable: 0 });
    expect(first.months).toHaveLength(12);
  });

  it('needs the CSRF token from a browser session', async () => {
    const user = await createUser(api);
    const session = await signIn(api, user);
    await session.agent.post('/api/affiliate').expect(403);
    await session.post('/api/affiliate').expect(201);
  });
});

describe('visits', () => {
  it('counts a visitor once a day and remembers the code in a 60-day first-party cookie', async () => {
    const { client, code } = await affiliate();
    const res = await anonymous(api)
      .post('/api/affiliate/visits')
      .set('User-Agent', 'Visitor A')
      .send({ code })
      .expect(200);
    expect(res.body.data).toEqual({ recorded: true });
    expect(cookieOf(res, REFERRAL_COOKIE)).toBe(code);
    const header = (res.headers['set-cookie'] as unknown as string[]).join(';').toLowerCase();
    expect(header).toContain('httponly');
    expect(header).toMatch(/max-age=5184000|expires=/);
    await anonymous(api)
      .post('/api/affiliate/visits')
      .set('User-Agent', 'Visitor A')
      .send({ code })
      .expect(200);
    await anonymous(api)
      .post('/api/affiliate/visits')
      .set('User-Agent', 'Visitor B')
      .send({ code })
      .expect(200);
    expect((await summary(client)).visits).toBe(2);
  });

  it('neither counts nor remembers an unknown code, and answers 400 to what is not a code', async () => {
    const res = await anonymous(api).post('/api/affiliate/visits').send({ code: 'nosuchcode' }).expect(200);
    expect(res.body.data).toEqual({ recorded: false });
    expect(cookieOf(res, REFERRAL_COOKIE)).toBeUndefined();
    const bad = await anonymous(api).post('/api/affiliate/visits').send({ code: '<script>' }).expect(400);
    expect(bad.body).toMatchObject({ code: 'ValidationError' });
  });

  it('does not count the affiliate following their own link', async () => {
    const { client, code } = await affiliate();
    const res = await client.post('/api/affiliate/visits').send({ code }).expect(200);
    expect(res.body.data).toEqual({ recorded: false });
    expect((await summary(client)).visits).toBe(0);
  });
});

describe('sign-ups', () => {
  it('attributes an account created with the cookie, once, and forgets the cookie', async () => {
    const { client, code } = await affiliate();
    const referred = await registerWith(code);
    expect(cookieOf(referred.res, REFERRAL_COOKIE)).toBe('');
    expect(await Referral.findById(referred.id).lean()).toMatchObject({ teamId: expect.anything() });
    await registerWith(null);
    expect((await summary(client)).signups).toBe(1);
  });

  it('refuses self-referral: the affiliate’s own address with a +tag or Gmail dots', async () => {
    const name = `jane${Date.now().toString(36)}`;
    const { client, code } = await affiliate(`${name}.doe@gmail.com`);
    await registerWith(code, `${name}doe+second@gmail.com`);
    await registerWith(code, `${name}.doe+third@googlemail.com`);
    expect((await summary(client)).signups).toBe(0);
    // Someone else at the same provider is attributed.
    await registerWith(code, `${name}.friend@gmail.com`);
    expect((await summary(client)).signups).toBe(1);
  });
});

describe('commission', () => {
  it('earns 30% of each paid invoice once, pending for 30 days, and counts the paying customer', async () => {
    const { client, code } = await affiliate();
    const referred = await registerWith(code);
    const invoice = paidInvoice(referred, 2900);
    await postEvent(api, { type: 'invoice.paid', object: invoice }).expect(200);
    // Stripe retries the event, and sends another event about the same invoice.
    await postEvent(api, { type: 'invoice.paid', object: invoice }).expect(200);
    const view = await summary(client);
    expect(view).toMatchObject({ pending: 870, payable: 0, payingCustomers: 1, currency: 'usd' });
    expect(view.entries).toEqual([expect.objectContaining({ kind: 'commission', amount: 870, basis: 2900 })]);
    expect(view.months.at(-1)?.amount).toBe(870);

    // Past the hold period it is payable.
    await Commission.updateOne(
      { _id: `invoice:${invoice.id}` },
      { $set: { payableAt: new Date(Date.now() - DAY) } },
    );
    expect(await summary(client)).toMatchObject({ pending: 0, payable: 870 });
  });

  it('earns nothing on accounts nobody referred, or on unpaid invoices', async () => {
    const { client } = await affiliate();
    const stranger = await registerWith(null);
    await postEvent(api, { type: 'invoice.paid', object: paidInvoice(stranger, 4900) }).expect(200);
    expect(await Commission.countDocuments({ teamId: stranger.teamId })).toBe(0);
    expect((await summary(client)).entries).toEqual([]);
  });

  it('reverses the share of a refund once, however many ways Stripe tells of it', async () => {
    const { client, code } = await affiliate();
    const referred = await registerWith(code);
    const invoice = paidInvoice(referred, 2900, { payment_intent: 'pi_refund_test_1' });
    await postEvent(api, { type: 'invoice.paid', object: invoice }).expect(200);

    // A partial refund through a credit note, and the charge's refund of the same 10.00.
    const note = { id: 'cn_test_1', object: 'credit_note', invoice: invoice.id, total: 1000 };
    await postEvent(api, { type: 'credit_note.created', object: note }).expect(200);
    const charge = (refunded: number) => ({
      id: 'ch_test_1',
      object: 'charge',
      amount: 2900,
      amount_refunded: refunded,
      payment_intent: 'pi_refund_test_1',
    });
    await postEvent(api, { type: 'charge.refunded', object: charge(1000) }).expect(200);
    await postEvent(api, { type: 'credit_note.created', object: note }).expect(200);
    expect((await summary(client)).pending).toBe(870 - 300);

    // Then the rest: everything reversed, never more.
    await postEvent(api, { type: 'charge.refunded', object: charge(2900) }).expect(200);
    await postEvent(api, { type: 'charge.refunded', object: charge(2900) }).expect(200);
    const view = await summary(client);
    expect(view.pending).toBe(0);
    expect(view.entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-570, -300, 870]);
  });

  it('finds the payment of a refund from the invoice payment event when the invoice did not name it', async () => {
    const { client, code } = await affiliate();
    const referred = await registerWith(code);
    const invoice = paidInvoice(referred, 1000);
    await postEvent(api, { type: 'invoice.paid', object: invoice }).expect(200);
    await postEvent(api, {
      type: 'invoice_payment.paid',
      object: {
        id: 'inpay_test_1',
        object: 'invoice_payment',
        invoice: invoice.id,
        payment: { type: 'payment_intent', payment_intent: 'pi_linked_test_1' },
      },
    }).expect(200);
    await postEvent(api, {
      type: 'charge.refunded',
      object: {
        id: 'ch_test_2',
        object: 'charge',
        amount: 1000,
        amount_refunded: 1000,
        payment_intent: 'pi_linked_test_1',
      },
    }).expect(200);
    expect((await summary(client)).pending).toBe(0);
  });
});
