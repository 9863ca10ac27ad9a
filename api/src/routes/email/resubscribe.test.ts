import { createUser, signIn } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { User } from '../../models/User';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function marketingToken(userId: string) {
  return (await User.findById(userId).lean())!.marketing!.token;
}

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
    const res = await api.http.get(`/api/email/resubscribe/${await marketingToken(user.id)}`).expect(200);
    expect(res.body).toEqual({ data: { email: 'j***@example.com', subscribed: true } });
  });

  it('POST {subscribed: false} unsubscribes and POST without a body resubscribes', async () => {
    const user = await createUser(api);
    const token = await marketingToken(user.id);
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
    const token = await marketingToken(user.id);
    await api.http.post(`/api/email/resubscribe/${token}`).send(body).expect(400);
    expect((await User.findById(user.id).lean())!.marketing!.unsubscribed).toBe(false);
  });

  it('asks a signed-in browser for the CSRF header like every cookie-authenticated POST', async () => {
    const user = await createUser(api);
    const session = await signIn(api, user);
    const token = await marketingToken(user.id);
    await session.agent.post(`/api/email/resubscribe/${token}`).send({ subscribed: false }).expect(403);
    await session.post(`/api/email/resubscribe/${token}`).send({ subscribed: false }).expect(200);
  });
});
