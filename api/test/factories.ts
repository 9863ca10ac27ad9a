/**
 * Test data through the real commands: users (with their own team), signed-in
 * clients (browser-like with cookies and CSRF header, or bearer), team
 * members and API keys (on a paid plan that gives them, bought through the
 * webhook), and the mail outbox.
 */
import { randomBytes } from 'node:crypto';
import type { Capability } from '@inkpress/shared-core';
import type request from 'supertest';
import type { AuthUser } from '../src/middlewares/auth';
import { CSRF_COOKIE } from '../src/middlewares/auth';
import { CSRF_HEADER } from '../src/middlewares/csrf';
import type { UserDoc } from '../src/models/User';
import { registerAccount } from '../src/services/accounts';
import { createApiKey as createKey } from '../src/services/apiKeys';
import { teamCapabilities } from '../src/services/billing/plan';
import { latestMail, type StoredMail } from '../src/services/mailer';
import { createSession, toAuthUser } from '../src/services/sessions';
import { acceptInvite, inviteMember } from '../src/services/teams';
import { postEvent, subscriptionObject } from './billing';
import type { TestApi } from './harness';

export const DEFAULT_PASSWORD = 'correct-Horse-battery-9';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  teamId: string;
  doc: UserDoc;
  /** As the API sees the user when signed in (after `refresh` for role and team changes). */
  auth: AuthUser;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

export async function createUser(
  api: TestApi,
  overrides: { email?: string; password?: string; name?: string } = {},
): Promise<TestUser> {
  const email = (overrides.email ?? uniqueEmail()).toLowerCase();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const doc = await registerAccount(
    api.services,
    { email, password, name: overrides.name },
    { ip: '198.51.100.1' },
  );
  return {
    id: String(doc._id),
    email,
    password,
    teamId: String(doc.teamId),
    doc,
    auth: toAuthUser(api.config, doc),
  };
}

type Test = ReturnType<ReturnType<typeof request>['get']>;
type Agent = ReturnType<typeof request.agent>;

/** A client that sends the same credentials with every request. */
export interface Client {
  get(url: string): Test;
  post(url: string): Test;
  put(url: string): Test;
  patch(url: string): Test;
  delete(url: string): Test;
}

function clientWith(target: Agent | ReturnType<typeof request>, headers: Record<string, string>): Client {
  return {
    get: (url) => target.get(url).set(headers),
    post: (url) => target.post(url).set(headers),
    put: (url) => target.put(url).set(headers),
    patch: (url) => target.patch(url).set(headers),
    delete: (url) => target.delete(url).set(headers),
  };
}

export interface BrowserSession extends Client {
  user: TestUser;
  agent: Agent;
  /** The inkpress_csrf cookie value, sent as X-CSRF-Token by this client. */
  csrf: string;
}

/** Signs in through POST /api/auth/login like the browser: cookies kept, CSRF header on every request. */
export async function signIn(api: TestApi, user: TestUser): Promise<BrowserSession> {
  const agent = api.agent();
  const res = await agent
    .post('/api/auth/login')
    .send({ email: user.email, password: user.password })
    .expect(200);
  const csrf = cookieValue(res.headers['set-cookie'], CSRF_COOKIE);
  if (!csrf) throw new Error('login set no CSRF cookie');
  return { user, agent, csrf, ...clientWith(agent, { [CSRF_HEADER]: csrf }) };
}

/** A session token for `Authorization: Bearer`, created directly. */
export async function bearerToken(api: TestApi, user: TestUser): Promise<string> {
  const { token } = await createSession(api.services, user.doc);
  return token;
}

export function bearer(api: TestApi, token: string): Client {
  return clientWith(api.http, { Authorization: `Bearer ${token}` });
}

/** A client signed in as `user` with a bearer session token. */
export async function asUser(api: TestApi, user: TestUser): Promise<Client> {
  return bearer(api, await bearerToken(api, user));
}

export const anonymous = (api: TestApi): Client => clientWith(api.http, {});

/**
 * Puts the team of `user` on a paid plan (Advanced, 6 seats, API access)
 * through Stripe's signed webhook, unless its plan already gives `capability`.
 */
export async function ensurePlanWith(api: TestApi, user: TestUser, capability: Capability): Promise<void> {
  if ((await teamCapabilities(user.teamId))[capability]) return;
  const now = Date.now();
  const object = subscriptionObject({
    priceId: 'price_advanced_3_monthly',
    teamId: user.teamId,
    // Newer than any plan the test gave the team before: this one is in force.
    created: new Date(now),
    periodStart: new Date(now - 60_000),
    periodEnd: new Date(now + 30 * 86_400_000),
  });
  const res = await postEvent(api, { type: 'customer.subscription.created', object });
  if (res.status !== 200) throw new Error(`subscribing the test team failed: ${res.status} ${res.text}`);
}

/** An API key of `user`; the team gets a plan with API access first when it has none. */
export async function createApiKey(api: TestApi, user: TestUser, name = 'test key'): Promise<string> {
  await ensurePlanWith(api, user, 'apiAccess');
  const { key } = await createKey(user.auth, name);
  return key;
}

/** Invites a new user into `owner`'s team and accepts: the new user is a Member sharing the owner's documents. */
export async function createTeamMember(api: TestApi, owner: TestUser): Promise<TestUser> {
  await ensurePlanWith(api, owner, 'teamInvites');
  const member = await createUser(api, { email: uniqueEmail('member') });
  await inviteMember(api.services, owner.auth, owner.teamId, member.email);
  const mail = await latestMail(api.config.mail.outboxDir, member.email, 'team-invite');
  const token = new URL(mail!.link!).searchParams.get('token')!;
  await acceptInvite(api.services, member.auth, token);
  return { ...member, teamId: owner.teamId, auth: { ...member.auth, role: 'Member', teamId: owner.teamId } };
}

export function lastMail(api: TestApi, address: string, kind?: string): Promise<StoredMail | null> {
  return latestMail(api.config.mail.outboxDir, address, kind);
}

/** The `key` or `token` query parameter of the latest mail's link. */
export async function linkParam(
  api: TestApi,
  address: string,
  kind: string,
  name: 'key' | 'token',
): Promise<string> {
  const mail = await lastMail(api, address, kind);
  if (!mail?.link) throw new Error(`no ${kind} mail for ${address}`);
  return new URL(mail.link).searchParams.get(name)!;
}

export function cookieValue(setCookie: string[] | string | undefined, name: string): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const cookie of list) {
    const [pair = ''] = cookie.split(';');
    const [key, ...rest] = pair.split('=');
    if (key?.trim() === name) return rest.join('=');
  }
  return undefined;
}

/** Every collection's document count, to prove a rejected request wrote nothing. */
export async function documentCounts(): Promise<Record<string, number>> {
  const { default: mongoose } = await import('mongoose');
  const db = mongoose.connection.db!;
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
  const counts = await Promise.all(names.map((n) => db.collection(n).estimatedDocumentCount()));
  return Object.fromEntries(names.map((n, i) => [n, counts[i] ?? 0]));
}

/** The five identities of an authorization matrix, around one owner's team. */
export interface Identities {
  owner: TestUser;
  member: TestUser;
  other: TestUser;
  as: {
    owner: BrowserSession;
    member: BrowserSession;
    other: BrowserSession;
    anonymous: Client;
    /** The owner's API key as bearer: accepted only on /api/public/*. */
    apiKey: Client;
  };
}

export async function createIdentities(api: TestApi): Promise<Identities> {
  const owner = await createUser(api, { email: uniqueEmail('owner') });
  const member = await createTeamMember(api, owner);
  const other = await createUser(api, { email: uniqueEmail('other') });
  const key = await createApiKey(api, owner);
  return {
    owner,
    member,
    other,
    as: {
      owner: await signIn(api, owner),
      member: await signIn(api, member),
      other: await signIn(api, other),
      anonymous: anonymous(api),
      apiKey: bearer(api, key),
    },
  };
}
