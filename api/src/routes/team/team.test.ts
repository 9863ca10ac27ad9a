import { postEvent, subscriptionObject } from '../../../test/billing';
import {
  type BrowserSession,
  bearer,
  createApiKey,
  createTeamMember,
  createUser,
  lastMail,
  linkParam,
  signIn,
  type TestUser,
  uniqueEmail,
} from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { Team } from '../../models/Team';
import { TeamSeat } from '../../models/TeamSeat';
import { User } from '../../models/User';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ PUBLIC_URL: 'http://app.test' });
});
afterAll(() => api.close());

/** Puts the owner's team on a plan through Stripe's signed webhook (or ends it: 'deleted'). */
async function subscribe(
  owner: TestUser,
  priceKey: string,
  type = 'customer.subscription.created',
  id?: string,
) {
  const now = Date.now();
  const object = subscriptionObject({
    ...(id ? { id } : {}),
    priceId: `price_${priceKey}`,
    teamId: owner.teamId,
    periodStart: new Date(now - 60_000),
    periodEnd: new Date(now + 30 * 86_400_000),
  });
  await postEvent(api, { type, object }).expect(200);
  return object.id;
}

/** An owner on Starter (a team of up to 3: the owner and two places), signed in. */
async function ownerWithSession(
  plan: string | null = 'starter_monthly',
): Promise<{ owner: TestUser; session: BrowserSession }> {
  const owner = await createUser(api, { email: uniqueEmail('owner'), name: 'Olga Owner' });
  if (plan) await subscribe(owner, plan);
  return { owner, session: await signIn(api, owner) };
}

function invite(session: BrowserSession, teamId: string, email: string) {
  return session.post(`/api/team/${teamId}`).send({ email });
}

describe('GET /api/team', () => {
  it('shows a new owner on Starter alone in its team, with two places (maxTeamSize 2)', async () => {
    const { owner, session } = await ownerWithSession();
    const res = await session.get('/api/team').expect(200);
    expect(res.body).toEqual({
      data: {
        id: owner.teamId,
        maxTeamSize: 2,
        teamUsers: [
          {
            id: owner.id,
            email: owner.email,
            name: 'Olga Owner',
            role: 'Owner',
            status: 'active',
            created_at: expect.any(String),
            expiresAt: null,
          },
        ],
      },
    });
  });

  it('shows members and pending invitations, to the owner and to a member alike', async () => {
    const { owner, session } = await ownerWithSession();
    const member = await createTeamMember(api, owner);
    const pending = uniqueEmail('pending');
    await invite(session, owner.teamId, pending).expect(201);
    const forOwner = await session.get('/api/team').expect(200);
    const rows = forOwner.body.data.teamUsers.map((u: { email: string; role: string; status: string }) => [
      u.email,
      u.role,
      u.status,
    ]);
    expect(rows).toEqual([
      [owner.email, 'Owner', 'active'],
      [member.email, 'Member', 'active'],
      [pending, 'Member', 'invited'],
    ]);
    const forMember = await (await signIn(api, member)).get('/api/team').expect(200);
    expect(forMember.body.data).toEqual(forOwner.body.data);
  });

  it('answers 401 to an anonymous visitor and to an API key', async () => {
    const owner = await createUser(api);
    await api.http.get('/api/team').expect(401);
    await bearer(api, await createApiKey(api, owner))
      .get('/api/team')
      .expect(401);
  });
});

describe('POST /api/team/:teamId (invite)', () => {
  it('mails an expiring invitation link to PUBLIC_URL/accept-invite and stores only the token hash', async () => {
    const { owner, session } = await ownerWithSession();
    const email = uniqueEmail('invitee');
    const res = await invite(session, owner.teamId, email.toUpperCase()).expect(201);
    const entry = res.body.data.teamUsers.find((u: { email: string }) => u.email === email);
    expect(entry).toMatchObject({ status: 'invited', role: 'Member' });
    expect(new Date(entry.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const mail = await lastMail(api, email, 'team-invite');
    expect(mail?.link).toMatch(/^http:\/\/app\.test\/accept-invite\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail?.subject).toContain('Olga Owner');
    const token = new URL(mail!.link!).searchParams.get('token')!;
    expect(await TeamSeat.countDocuments({ tokenHash: token })).toBe(0);
  });

  it('renews the invitation of an address invited again, without taking another place', async () => {
    const { owner, session } = await ownerWithSession();
    const email = uniqueEmail();
    await invite(session, owner.teamId, email).expect(201);
    const first = await linkParam(api, email, 'team-invite', 'token');
    await invite(session, owner.teamId, email).expect(201);
    const second = await linkParam(api, email, 'team-invite', 'token');
    expect(second).not.toBe(first);
    expect(await TeamSeat.countDocuments({ teamId: owner.teamId })).toBe(1);
  });

  it('answers MaxTeamSizeLimitReachedError when members and invitations fill the plan’s places', async () => {
    const { owner, session } = await ownerWithSession();
    await createTeamMember(api, owner);
    await invite(session, owner.teamId, uniqueEmail()).expect(201);
    const res = await invite(session, owner.teamId, uniqueEmail());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'MaxTeamSizeLimitReachedError', data: { maxTeamSize: 2 } });
    expect(await TeamSeat.countDocuments({ teamId: owner.teamId })).toBe(2);
  });

  it('invites nobody on the Free plan, which is for one person, and says so', async () => {
    const { owner, session } = await ownerWithSession(null);
    expect((await session.get('/api/team').expect(200)).body.data.maxTeamSize).toBe(0);
    // An older stored size does not open the door: the plan decides.
    await Team.updateOne({ _id: owner.teamId }, { $set: { maxTeamSize: 3 } });
    const res = await invite(session, owner.teamId, uniqueEmail());
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'Forbidden',
      message: 'Inviting teammates is not part of your plan. Upgrade to use it.',
      data: { reason: 'plan-required', capability: 'teamInvites' },
    });
    expect(await TeamSeat.countDocuments({ teamId: owner.teamId })).toBe(0);
  });

  it('follows the plan: more places on Advanced, none new after it ends (members stay)', async () => {
    const { owner, session } = await ownerWithSession(null);
    const sub = await subscribe(owner, 'advanced_1_monthly'); // a team of up to 4
    const member = await createTeamMember(api, owner);
    for (let i = 0; i < 2; i++) await invite(session, owner.teamId, uniqueEmail()).expect(201);
    expect((await invite(session, owner.teamId, uniqueEmail())).body.code).toBe(
      'MaxTeamSizeLimitReachedError',
    );
    await subscribe(owner, 'advanced_1_monthly', 'customer.subscription.deleted', sub);
    expect((await invite(session, owner.teamId, uniqueEmail())).status).toBe(403);
    const team = (await session.get('/api/team').expect(200)).body.data;
    expect(team.maxTeamSize).toBe(0);
    expect(team.teamUsers.map((u: { email: string }) => u.email)).toContain(member.email);
  });

  it('holds maxTeamSize when invitations race', async () => {
    const { owner, session } = await ownerWithSession();
    const results = await Promise.all(
      Array.from({ length: 7 }, () => invite(session, owner.teamId, uniqueEmail('race'))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.body.code === 'MaxTeamSizeLimitReachedError')).toHaveLength(5);
    expect(await TeamSeat.countDocuments({ teamId: owner.teamId })).toBe(2);
  });

  it('frees the place of an expired invitation', async () => {
    const { owner, session } = await ownerWithSession();
    for (let i = 0; i < 2; i++) await invite(session, owner.teamId, uniqueEmail()).expect(201);
    await TeamSeat.updateOne({ teamId: owner.teamId }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await invite(session, owner.teamId, uniqueEmail()).expect(201);
  });

  it('answers 400 for inviting yourself and 409 for a current member', async () => {
    const { owner, session } = await ownerWithSession();
    const member = await createTeamMember(api, owner);
    expect((await invite(session, owner.teamId, owner.email)).status).toBe(400);
    const again = await invite(session, owner.teamId, member.email);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('Conflict');
  });

  it.each([
    ['a missing email', {}],
    ['an invalid email', { email: 'nobody' }],
    ['an object as email', { email: { $gt: '' } }],
    ['an unknown field', { email: 'a@example.com', role: 'Owner' }],
  ])('answers 400 for %s and invites nobody', async (_label, body) => {
    const { owner, session } = await ownerWithSession();
    const res = await session.post(`/api/team/${owner.teamId}`).send(body);
    expect(res.status).toBe(400);
    expect(await TeamSeat.countDocuments({ teamId: owner.teamId })).toBe(0);
  });

  it('answers 400 for a team id that is not an id', async () => {
    const { session } = await ownerWithSession();
    await session.post('/api/team/not-an-id').send({ email: uniqueEmail() }).expect(400);
  });

  describe('authorization', () => {
    it('answers 403 to a member of the team, 404 to another owner, 401 to anonymous and to an API key', async () => {
      const { owner } = await ownerWithSession();
      const member = await createTeamMember(api, owner);
      const other = await createUser(api);
      const url = `/api/team/${owner.teamId}`;
      const asMember = await (await signIn(api, member)).post(url).send({ email: uniqueEmail() });
      expect(asMember.status).toBe(403);
      expect(asMember.body.code).toBe('Forbidden');
      const asOther = await (await signIn(api, other)).post(url).send({ email: uniqueEmail() });
      expect(asOther.status).toBe(404);
      await api.http.post(url).send({ email: uniqueEmail() }).expect(401);
      await bearer(api, await createApiKey(api, owner))
        .post(url)
        .send({ email: uniqueEmail() })
        .expect(401);
      expect(await TeamSeat.countDocuments({ teamId: owner.teamId })).toBe(1);
    });
  });
});

describe('POST /api/team/accept', () => {
  async function invited() {
    const { owner, session } = await ownerWithSession();
    const invitee = await createUser(api, { email: uniqueEmail('invitee') });
    await invite(session, owner.teamId, invitee.email).expect(201);
    const token = await linkParam(api, invitee.email, 'team-invite', 'token');
    return { owner, session, invitee, token };
  }

  it('makes the invited user a Member of the owner’s team, sharing its folders', async () => {
    const { owner, session, invitee, token } = await invited();
    const folder = await session.post('/api/folders').send({ name: 'Shared' }).expect(201);
    const inviteeSession = await signIn(api, invitee);
    const res = await inviteeSession.post('/api/team/accept').send({ token }).expect(200);
    expect(res.body.data.id).toBe(owner.teamId);
    const me = await inviteeSession.get('/api/users/me').expect(200);
    expect(me.body.data).toMatchObject({ role: 'Member', teamId: owner.teamId });
    const folders = await inviteeSession.get('/api/folders').expect(200);
    expect(folders.body.data.map((f: { id: string }) => f.id)).toEqual([folder.body.data.id]);
  });

  it('uses an invitation once', async () => {
    const { invitee, token } = await invited();
    const inviteeSession = await signIn(api, invitee);
    await inviteeSession.post('/api/team/accept').send({ token }).expect(200);
    const again = await inviteeSession.post('/api/team/accept').send({ token });
    expect(again.status).toBe(404);
  });

  it('answers 403 when signed in with another email, and the invitation stays usable', async () => {
    const { invitee, token } = await invited();
    const stranger = await signIn(api, await createUser(api));
    const res = await stranger.post('/api/team/accept').send({ token });
    expect(res.status).toBe(403);
    await (await signIn(api, invitee)).post('/api/team/accept').send({ token }).expect(200);
  });

  it('answers 410 EmailKeyExpired for an expired invitation', async () => {
    const { owner, invitee, token } = await invited();
    await TeamSeat.updateMany({ teamId: owner.teamId }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await (await signIn(api, invitee)).post('/api/team/accept').send({ token });
    expect(res.status).toBe(410);
    expect(res.body.code).toBe('EmailKeyExpired');
    expect((await User.findById(invitee.id).lean())!.role).toBe('Owner');
  });

  it('answers 409 to a member of another team', async () => {
    const { invitee, token } = await invited();
    const elsewhere = await createUser(api);
    await subscribe(elsewhere, 'starter_monthly');
    const elsewhereSession = await signIn(api, elsewhere);
    await invite(elsewhereSession, elsewhere.teamId, invitee.email).expect(201);
    const otherToken = await linkParam(api, invitee.email, 'team-invite', 'token');
    const inviteeSession = await signIn(api, invitee);
    await inviteeSession.post('/api/team/accept').send({ token: otherToken }).expect(200);
    const res = await inviteeSession.post('/api/team/accept').send({ token });
    expect(res.status).toBe(409);
  });

  it('answers 409 to an owner whose own team has members', async () => {
    const { invitee, token } = await invited();
    await createTeamMember(api, invitee);
    const res = await (await signIn(api, invitee)).post('/api/team/accept').send({ token });
    expect(res.status).toBe(409);
  });

  it.each([
    ['a missing token', {}],
    ['a short token', { token: 'abc' }],
    ['an object as token', { token: { $ne: null } }],
  ])('answers 400 for %s', async (_label, body) => {
    const session = await signIn(api, await createUser(api));
    await session.post('/api/team/accept').send(body).expect(400);
  });

  it('answers 401 when signed out', async () => {
    await api.http
      .post('/api/team/accept')
      .send({ token: 't'.repeat(43) })
      .expect(401);
  });
});

describe('DELETE /api/team/:teamId/:userId', () => {
  it('removes a member, who returns to its own team and loses the owner’s folders', async () => {
    const { owner, session } = await ownerWithSession();
    const member = await createTeamMember(api, owner);
    const memberSession = await signIn(api, member);
    await session.post('/api/folders').send({ name: 'Private to the team' }).expect(201);
    const res = await session.delete(`/api/team/${owner.teamId}/${member.id}`).expect(200);
    expect(res.body.data.teamUsers.map((u: { id: string }) => u.id)).toEqual([owner.id]);
    const me = await memberSession.get('/api/users/me').expect(200);
    expect(me.body.data).toMatchObject({ role: 'Owner', teamId: String(member.doc.homeTeamId) });
    expect((await memberSession.get('/api/folders').expect(200)).body.data).toEqual([]);
  });

  it('cancels a pending invitation by its id, and its link stops working', async () => {
    const { owner, session } = await ownerWithSession();
    const invitee = await createUser(api);
    const team = await invite(session, owner.teamId, invitee.email).expect(201);
    const pending = team.body.data.teamUsers.find((u: { status: string }) => u.status === 'invited');
    const token = await linkParam(api, invitee.email, 'team-invite', 'token');
    await session.delete(`/api/team/${owner.teamId}/${pending.id}`).expect(200);
    await (await signIn(api, invitee)).post('/api/team/accept').send({ token }).expect(404);
  });

  it('answers 400 when the owner removes itself and 404 for someone not in the team', async () => {
    const { owner, session } = await ownerWithSession();
    await session.delete(`/api/team/${owner.teamId}/${owner.id}`).expect(400);
    const stranger = await createUser(api);
    await session.delete(`/api/team/${owner.teamId}/${stranger.id}`).expect(404);
  });

  it('answers 400 for ids that are not ids', async () => {
    const { owner, session } = await ownerWithSession();
    await session.delete(`/api/team/${owner.teamId}/nope`).expect(400);
    await session.delete('/api/team/nope/0123456789abcdef01234567').expect(400);
  });

  describe('authorization', () => {
    it('answers 403 to a member, 404 to another owner, 401 to anonymous and to an API key; the member stays', async () => {
      const { owner } = await ownerWithSession();
      const member = await createTeamMember(api, owner);
      const second = await createTeamMember(api, owner);
      const other = await createUser(api);
      const url = `/api/team/${owner.teamId}/${second.id}`;
      expect((await (await signIn(api, member)).delete(url)).status).toBe(403);
      expect((await (await signIn(api, other)).delete(url)).status).toBe(404);
      await api.http.delete(url).expect(401);
      await bearer(api, await createApiKey(api, owner))
        .delete(url)
        .expect(401);
      expect((await User.findById(second.id).lean())!.role).toBe('Member');
    });

    it('answers 403 to the owner’s browser without the CSRF header', async () => {
      const { owner, session } = await ownerWithSession();
      const member = await createTeamMember(api, owner);
      await session.agent.delete(`/api/team/${owner.teamId}/${member.id}`).expect(403);
    });
  });
});
