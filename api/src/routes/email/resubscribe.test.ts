import { RESUBSCRIBE_LINK_DAYS } from '@inkpress/shared-core';
import { createUser, lastMail, signIn } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { User } from '../../models/User';
import { resubscribeLinkId } from '../../services/marketing';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function marketingToken(userId: string) {
  return (await User.findById(userId).lean())!.marketing!.token;
}

const DAY_MS = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('/api/email/resubscribe/:id', () => {
  it('is addressed by a random per-user token, not the user id', async () => {
    const user = await createUser(api);
    const token = await marketingToken(user.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toContain(user.id);
    const byUserId = await api.http.get(`/api/email/resubscribe/${user.id}`);
    expect(byUserId.status).toBe(400);
  });

  it('GET shows the masked address and the subscription without signing in', async () => {
    const user = await createUser(api, { email: 'jane.doe.subscribed@example.com' });
    const res = await api.http.get(`/api/email/resubscribe/${await resubscribeLinkId(user.id)}`).expect(200);
    expect(res.body).toEqual({ data: { email: 'j***@example.com', subscribed: true } });
  });

  it('POST {subscribed: false} unsubscribes and POST without a body resubscribes', async () => {
    const user = await createUser(api);
    const token = await resubscribeLinkId(user.id);
    const off = await api.http
      .post(`/api/email/resubscribe/${token}`)
      .send({ subscribed: false })
      .expect(200);
    expect(off.body.data.subscribed).toBe(false);
    expect((await User.findById(user.id).lean())!.marketing!.unsubscribed).toBe(true);
    const on = await api.http.post(`/api/email/resubscribe/${token}`).expect(200);
    expect(on.body.data.subscribed).toBe(true);
    expect((await User.findById(user.id).lean())!.marketing!.unsubscribed).toBe(false);
  });

  it('answers 404 for a well-formed token nobody has', async () => {
    const res = await api.http.get(`/api/email/resubscribe/${'z'.repeat(43)}`);
    expect(res.status).toBe(404);
    await api.http
      .post(`/api/email/resubscribe/${'z'.repeat(43)}`)
      .send({})
      .expect(404);
  });

  it.each([
    ['a string as subscribed', { subscribed: 'no' }],
    ['an unknown field', { subscribed: true, email: 'x@example.com' }],
  ])('answers 400 for %s and changes nothing', async (_label, body) => {
    const user = await createUser(api);
    const token = await resubscribeLinkId(user.id);
    await api.http.post(`/api/email/resubscribe/${token}`).send(body).expect(400);
    expect((await User.findById(user.id).lean())!.marketing!.unsubscribed).toBe(false);
  });

  it('asks a signed-in browser for the CSRF header like every cookie-authenticated POST', async () => {
    const user = await createUser(api);
    const session = await signIn(api, user);
    const token = await resubscribeLinkId(user.id);
    await session.agent.post(`/api/email/resubscribe/${token}`).send({ subscribed: false }).expect(403);
    await session.post(`/api/email/resubscribe/${token}`).send({ subscribed: false }).expect(200);
  });
});

describe('/api/email/resubscribe/:id: links expire (issue 14)', () => {
  it(`works for ${RESUBSCRIBE_LINK_DAYS} days after the link was issued`, async () => {
    const user = await createUser(api);
    const id = await resubscribeLinkId(user.id, daysAgo(RESUBSCRIBE_LINK_DAYS - 1));
    await api.http.get(`/api/email/resubscribe/${id}`).expect(200);
    await api.http.post(`/api/email/resubscribe/${id}`).send({ subscribed: false }).expect(200);
  });

  it('answers an older link 410 EmailKeyExpired with a clear message, and changes nothing', async () => {
    const user = await createUser(api, { email: 'old.link@example.com' });
    const id = await resubscribeLinkId(user.id, daysAgo(RESUBSCRIBE_LINK_DAYS + 1));
    const res = await api.http.get(`/api/email/resubscribe/${id}`).expect(410);
    expect(res.body).toEqual({
      status: 410,
      code: 'EmailKeyExpired',
      message: expect.stringMatching(/This link has expired.*Ask for a new one/),
      data: { reason: 'link-expired', email: 'o***@example.com', days: RESUBSCRIBE_LINK_DAYS },
    });
    await api.http.post(`/api/email/resubscribe/${id}`).send({ subscribed: false }).expect(410);
    expect((await User.findById(user.id).lean())!.marketing!.unsubscribed).toBe(false);
  });

  it('treats a bare token (a link from before links expired) as expired', async () => {
    const user = await createUser(api);
    const res = await api.http.get(`/api/email/resubscribe/${await marketingToken(user.id)}`).expect(410);
    expect(res.body.code).toBe('EmailKeyExpired');
  });

  it('refuses a link whose issue time or signature was changed with 404', async () => {
    const user = await createUser(api);
    const [token, , signature] = (await resubscribeLinkId(user.id, daysAgo(40))).split('~');
    const moved = `${token}~${Math.floor(Date.now() / 1000).toString(36)}~${signature}`;
    await api.http.get(`/api/email/resubscribe/${moved}`).expect(404);
    const other = await resubscribeLinkId((await createUser(api)).id);
    const borrowed = `${token}~${other.split('~').slice(1).join('~')}`;
    await api.http.get(`/api/email/resubscribe/${borrowed}`).expect(404);
    await api.http.post(`/api/email/resubscribe/${moved}/renew`).expect(404);
  });

  it('mails a new link for an expired one, to the account’s own address only, and the new link works', async () => {
    const user = await createUser(api, { email: 'renew.me@example.com' });
    const old = await resubscribeLinkId(user.id, daysAgo(RESUBSCRIBE_LINK_DAYS + 5));
    const res = await api.http.post(`/api/email/resubscribe/${old}/renew`).expect(202);
    expect(res.body).toEqual({ data: { email: 'r***@example.com', sent: true } });
    const mail = await lastMail(api, 'renew.me@example.com', 'resubscribe-link');
    expect(mail?.text).toContain(`works for ${RESUBSCRIBE_LINK_DAYS} days`);
    const fresh = new URL(mail!.link!).pathname.split('/').pop()!;
    expect(fresh).not.toBe(old);
    const view = await api.http.get(`/api/email/resubscribe/${fresh}`).expect(200);
    expect(view.body.data).toEqual({ email: 'r***@example.com', subscribed: true });
    // A bare token can ask too; an unknown one cannot.
    await api.http.post(`/api/email/resubscribe/${await marketingToken(user.id)}/renew`).expect(202);
    await api.http.post(`/api/email/resubscribe/${'z'.repeat(43)}/renew`).expect(404);
  });
});
