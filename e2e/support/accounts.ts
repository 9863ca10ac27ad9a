/**
 * Accounts for the end-to-end tests: unique addresses, sign-up and sign-in
 * through the screens or straight through the API (same origin as the page,
 * so the session cookie lands in the browser context), and the CSRF header
 * the API asks of cookie-authenticated unsafe requests.
 */
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';

/** Passes the password policy: 10+ characters, several classes, not the email. */
export const PASSWORD = 'Quill-and-ink-2025';
export const NEW_PASSWORD = 'Fresh-parchment-77';

let counter = 0;

/** An address nobody used before in this database. */
export function uniqueEmail(label: string): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return `${label}-${stamp}@inkpress.test`;
}

/** The X-CSRF-Token header for the context's session (the readable inkpress_csrf cookie). */
export async function csrfHeaders(context: BrowserContext): Promise<Record<string, string>> {
  const csrf = (await context.cookies()).find((c) => c.name === 'inkpress_csrf' && c.value);
  return csrf ? { 'X-CSRF-Token': csrf.value } : {};
}

/** Registers through the API in the page's context: the context is signed in afterwards. */
export async function registerByApi(page: Page, email: string, password = PASSWORD) {
  const response = await page.request.post('/api/auth/register', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { user: { id: string; email: string } } }).data.user;
}

/** Signs in through the API in the page's context. */
export async function logInByApi(page: Page, email: string, password = PASSWORD) {
  const response = await page.request.post('/api/auth/login', {
    data: { email, password },
    headers: await csrfHeaders(page.context()),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The status of GET /api/auth/session for a request context (200 signed in, 401 not). */
export async function sessionStatus(request: APIRequestContext): Promise<number> {
  return (await request.get('/api/auth/session')).status();
}

/** A password sign-in attempt from a fresh client with no cookies: the status code. */
export async function tryLogIn(email: string, password: string): Promise<number> {
  const request = await playwrightRequest.newContext({
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3100',
  });
  try {
    return (await request.post('/api/auth/login', { data: { email, password } })).status();
  } finally {
    await request.dispose();
  }
}

/** Fills and sends the /register form (the page must be on it). */
export async function fillRegister(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('textbox', { name: 'Work email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Fills and sends the /login form (the page must be on it). */
export async function fillLogin(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Buys a plan for the page's signed-in owner through the local test checkout
 * (no real Stripe key): the same signed webhook events Stripe would send.
 */
export async function buyPlan(page: Page, priceId = 'price_advanced_1_monthly') {
  const headers = await csrfHeaders(page.context());
  const started = await page.request.post('/api/checkout/stripe', { data: { priceId }, headers });
  expect(started.status(), await started.text()).toBe(200);
  const { url } = ((await started.json()) as { data: { url: string } }).data;
  const id = new URL(url).pathname.split('/').pop();
  const paid = await page.request.post(`/api/test-checkout/${id}/complete`, { data: {}, headers });
  expect(paid.status(), await paid.text()).toBe(200);
}
