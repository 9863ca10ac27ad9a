/**
 * Accounts for the end-to-end tests, made through the real API: register a
 * user in a page's browser context (the page is then signed in with the
 * session cookies), or get an API client for the internal user
 * admin@inkpress.test (the test run sets INTERNAL_USER_EMAILS to it).
 */
import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, expect, type Page, request } from '@playwright/test';

export const PASSWORD = 'Correct-Horse-9-Battery';
export const ADMIN_EMAIL = 'admin@inkpress.test';

export interface Account {
  id: string;
  email: string;
  password: string;
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

function baseURL(): string {
  return process.env.E2E_BASE_URL ?? 'http://localhost:3100';
}

/** Registers a new account in `target`'s cookie jar (a page or a browser context): it is signed in afterwards. */
export async function registerUser(
  target: Page | BrowserContext,
  email: string = uniqueEmail(),
): Promise<Account> {
  const res = await target.request.post('/api/auth/register', { data: { email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { data: { user: { id: string } } };
  return { id: body.data.user.id, email, password: PASSWORD };
}

/** Signs `target`'s cookie jar in as an existing account. */
export async function signIn(target: Page | BrowserContext, account: Pick<Account, 'email' | 'password'>) {
  const res = await target.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * An API client signed in as the internal user (a bearer token, so no
 * cookies or CSRF header), registering the account on first use.
 */
export async function adminApi(): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL: baseURL() });
  try {
    const register = await anonymous.post('/api/auth/register', {
      data: { email: ADMIN_EMAIL, password: PASSWORD, tokenType: 'bearer' },
    });
    let token: string;
    if (register.status() === 201) {
      token = ((await register.json()) as { data: { token: string } }).data.token;
    } else {
      const login = await anonymous.post('/api/auth/login', {
        data: { email: ADMIN_EMAIL, password: PASSWORD, tokenType: 'bearer' },
      });
      expect(login.status(), await login.text()).toBe(200);
      token = ((await login.json()) as { data: { token: string } }).data.token;
    }
    return request.newContext({ baseURL: baseURL(), extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  } finally {
    await anonymous.dispose();
  }
}

export interface PromotionInput {
  type: 'christmas' | 'special-discount';
  startDate: Date;
  endDate: Date;
}

/** Schedules a promotion as the internal user; returns its id. */
export async function createPromotion(admin: APIRequestContext, input: PromotionInput): Promise<string> {
  const res = await admin.post('/api/promotions', {
    data: {
      type: input.type,
      startDate: input.startDate.toISOString(),
      endDate: input.endDate.toISOString(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** Removes every promotion, so other tests see none. */
export async function deleteAllPromotions(admin: APIRequestContext) {
  const res = await admin.get('/api/promotions');
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { id: string }[] };
  for (const promotion of data) await admin.delete(`/api/promotions/${promotion.id}`);
}
