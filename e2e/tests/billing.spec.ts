/**
 * Billing end to end: pricing → the local test checkout (the test platform
 * has no real Stripe key) → the events it signs like Stripe → the plan on
 * /dashboard/billing; a credit pack; webhooks signed like Stripe's; AppSumo
 * codes; the limit popup on NotEnoughCredits; and a team member meeting the
 * no-billing-right popup. The API runs with
 * NODE_ENV=test, so it verifies webhooks with the fixed test secret.
 */
import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import Stripe from 'stripe';
import { buyPlan, csrfHeaders, registerByApi, uniqueEmail } from '../support/accounts';
import { linkPath, waitForMail } from '../support/mail';
import { adminApi, registerUser } from '../support/session';

const WEBHOOK_SECRET = 'whsec_inkpress_test_secret';
const DAY = 86_400_000;
const seconds = (ms: number) => Math.floor(ms / 1000);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/screens/billing-${name}.png`, fullPage: true });
}

let stripeClient: APIRequestContext;
test.beforeAll(async () => {
  stripeClient = await request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3100' });
});
test.afterAll(async () => {
  await stripeClient.dispose();
});

/** Posts an event to the webhook as Stripe would: no cookies, a signature over the exact payload. */
async function sendWebhook(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: `evt_e2e_${randomBytes(8).toString('hex')}`,
    object: 'event',
    created: seconds(Date.now()),
    livemode: false,
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const res = await stripeClient.post('/api/webhooks/stripe', {
    data: payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { data: { status: string } };
}

async function me(page: Page): Promise<{ id: string; teamId: string }> {
  const res = await page.request.get('/api/users/me');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: string; teamId: string } }).data;
}

function subscription(
  account: { id: string; teamId: string },
  input: { priceId: string; status: string; start: number; end: number; trialEnd?: number },
) {
  const id = `sub_e2e_${randomBytes(6).toString('hex')}`;
  return {
    id,
    object: 'subscription',
    customer: `cus_e2e_${randomBytes(6).toString('hex')}`,
    status: input.status,
    created: seconds(input.start),
    cancel_at_period_end: false,
    trial_start: input.trialEnd ? seconds(input.start) : null,
    trial_end: input.trialEnd ? seconds(input.trialEnd) : null,
    metadata: { teamId: account.teamId, userId: account.id },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id.slice(4)}`,
          object: 'subscription_item',
          current_period_start: seconds(input.start),
          current_period_end: seconds(input.end),
          price: { id: input.priceId, object: 'price' },
        },
      ],
    },
  };
}

test('pricing → the local test checkout → its signed events → the plan on /dashboard/billing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);

  await page.goto('/pricing');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Simple plans that grow with you' }),
  ).toBeVisible();
  await expect(page.locator('[data-slot="promotion-strip"]')).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Compare plans' })).toBeVisible();
  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(page.getByText('Billed $340 yearly')).toBeVisible();
  await page.getByRole('button', { name: 'Monthly' }).click();
  await shot(page, 'pricing');

  // No real Stripe key on the test platform: the trial starts on our test checkout page, marked as such.
  const starter = page.getByRole('button', { name: /^Start free trial of Starter/ });
  await starter.click();
  await page.waitForURL(/\/test-checkout\/cs_test_local_[a-f0-9]{20}$/);
  await expect(page.getByRole('note', { name: 'Test mode' })).toContainText('No real payment');
  await expect(page.getByTestId('test-checkout-amount')).toHaveText(/^Free for \d+ days, then \$34/);
  await shot(page, 'test-checkout');
  await page.getByRole('button', { name: 'Start trial (test)' }).click();

  // Paying delivered the events Stripe would send: the trialing subscription is the plan.
  await page.waitForURL(/\/dashboard\/billing\?checkout=success&session_id=cs_test_local_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByTestId('plan-name')).toHaveText('Starter');
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Free trial ends on /)).toBeVisible();
  await expect(page.getByText(/^Next credits on /)).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Words' })).toHaveAttribute(
    'aria-valuetext',
    /of 20,000 words used/,
  );
  await expect(page.getByRole('img', { name: /Words used per day/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage subscription' })).toBeVisible();
  await shot(page, 'dashboard-billing');

  // The customer portal is a test page too: cancelling at the end of the period reaches the plan.
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await page.waitForURL(/\/test-checkout\/portal\?return=/);
  await expect(page.getByRole('note', { name: 'Test mode' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel at the end of the period' }).click();
  await expect(page.getByTestId('test-portal-status')).toContainText(/ends on/);
  await page.getByRole('button', { name: 'Back to Inkpress' }).click();
  await page.waitForURL(/\/dashboard\/billing/);

  // The #pricing anchor scrolls to the plans.
  await page.goto('/dashboard/billing#pricing');
  await expect(page.locator('#pricing')).toBeInViewport();
});

test('a credit pack bought from the addon popup adds words that show in the ledger', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);

  await page.goto('/dashboard/billing');
  await expect(page.getByTestId('plan-name')).toHaveText('Free');
  await page.getByRole('button', { name: 'Buy credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy credits' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'One pack more' }).click();
  await dialog.getByRole('button', { name: 'One pack more' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/3,000 words for \$30/);
  await shot(page, 'addon-popup');
  await dialog.getByRole('button', { name: 'Buy 3 packs' }).click();
  await page.waitForURL(/\/test-checkout\/cs_test_local_/);
  await expect(page.getByTestId('test-checkout-amount')).toHaveText('$30 once');
  await page.getByRole('button', { name: 'Pay $30 (test)' }).click();
  await page.waitForURL(/checkout=success/);

  await page.goto('/dashboard/billing');
  await expect(page.getByRole('progressbar', { name: 'Words' })).toHaveAttribute(
    'aria-valuetext',
    /8,000 left/,
  );
  const ledger = page.getByRole('table', { name: /Every grant and charge/ });
  await expect(ledger.getByRole('row').nth(1)).toContainText('Credit pack');
  await expect(ledger.getByRole('row').nth(1)).toContainText('+3,000 words');

  // Its receipt, recorded from the invoice event; the English spelling leads to SPEC's path.
  await page.goto('/dashboard/receipts');
  await page.waitForURL(/\/dashboard\/recipets$/);
  const receipts = page.getByRole('table', { name: 'Invoices' });
  await expect(receipts.getByRole('row')).toHaveCount(2);
  await expect(receipts.getByRole('row').nth(1)).toContainText('$30');
  await expect(receipts.getByRole('row').nth(1)).toContainText('paid');
  await shot(page, 'receipts');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(receipts.getByRole('row').nth(1)).toContainText('$30');
  await shot(page, 'receipts-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  const download = page.waitForEvent('download');
  await receipts.getByRole('link', { name: /^Download receipt LOCAL-/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^inkpress-receipt-LOCAL-[A-Z0-9]+\.html$/);
});

test('AppSumo codes: redeemed on an account, and while creating one at /login/appsumo', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await adminApi();
  const minted = await admin.post('/api/appsumo/codes', { data: { count: 2, batch: 'e2e' } });
  expect(minted.status(), await minted.text()).toBe(201);
  const [first, second] = ((await minted.json()) as { data: { code: string }[] }).data.map((c) => c.code);
  await admin.dispose();

  await registerUser(page);
  await page.goto('/dashboard/appsumo');
  await page.getByRole('textbox', { name: 'AppSumo code' }).fill(first!);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('Code redeemed')).toBeVisible();
  await expect(page.getByText(/now on Lifetime 1/)).toBeVisible();
  // Single use: the same code again is refused.
  await page.getByRole('textbox', { name: 'AppSumo code' }).fill(first!);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('alert')).toContainText('already been redeemed');

  await page.goto('/dashboard/lifetime-deal');
  await expect(page.getByTestId('lifetime-tier')).toHaveText('Lifetime 1');
  await expect(page.getByTestId('tier5-price')).toHaveText('$1,299');
  await shot(page, 'lifetime-deal');

  // A new account from a code.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto('/login/appsumo');
  await fresh.getByRole('textbox', { name: 'AppSumo code' }).fill(second!);
  await fresh.getByRole('textbox', { name: 'Work email' }).fill(uniqueEmail('sumo'));
  await fresh.getByRole('textbox', { name: 'Password', exact: true }).fill('Quill-and-ink-2025');
  await fresh.getByRole('button', { name: 'Create account and redeem' }).click();
  await fresh.waitForURL(/\/dashboard/);
  await fresh.goto('/dashboard/billing');
  await expect(fresh.getByTestId('plan-name')).toHaveText('Lifetime 1');
  await context.close();
});

/** Starter, its first period two days away: the account has a paid plan but no credits from it yet. */
async function planStartingInTwoDays(account: Awaited<ReturnType<typeof me>>) {
  const start = Date.now() + 2 * DAY;
  await sendWebhook(
    'customer.subscription.created',
    subscription(account, {
      priceId: 'price_starter_monthly',
      status: 'active',
      start,
      end: start + 30 * DAY,
    }),
  );
}

test('NotEnoughCredits opens the credit-limit popup', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  const account = await me(page);
  // A paid plan whose first period starts in two days: no credits yet (and no free grant either).
  await planStartingInTwoDays(account);

  await page.goto('/dashboard/templates');
  await page.getByRole('link', { name: 'Blog post' }).click();
  await page.getByRole('button', { name: 'Fill in an example' }).click();
  await page.getByRole('button', { name: 'Generate title' }).click();
  const dialog = page.getByRole('dialog', { name: 'You are out of credits' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/has 0 words left/i);
  await shot(page, 'credit-limit-popup');
  await dialog.getByRole('button', { name: 'Buy credits' }).click();
  await expect(page.getByRole('dialog', { name: 'Buy credits' })).toBeVisible();
});

test('an article that costs more than is left says by how much before the click, and offers ways out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  const account = await me(page);
  // A paid plan that starts later (no credits from it yet) and two bought packs: 2,000 words.
  await planStartingInTwoDays(account);
  await sendWebhook('checkout.session.completed', {
    id: `cs_e2e_${randomBytes(6).toString('hex')}`,
    object: 'checkout.session',
    mode: 'payment',
    payment_status: 'paid',
    customer: null,
    metadata: { teamId: account.teamId, userId: account.id, priceKey: 'credit_pack', quantity: '2' },
  });

  await page.goto('/dashboard/templates/blog-post');
  await page.getByRole('button', { name: 'Fill in an example' }).click();
  await page.getByRole('button', { name: 'Generate title' }).click();
  await expect(page.getByLabel('Article title')).not.toHaveValue('', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Generate outline' }).click();
  await expect(page.getByLabel('Section 1', { exact: true })).toBeVisible({ timeout: 20_000 });
  // The blog post's defaults are a feature image and FAQs; this article has a feature image and a readability pass.
  await page.getByRole('checkbox', { name: /FAQ section/ }).uncheck();
  for (const option of ['Feature image', 'Extra readability pass']) {
    await page.getByRole('checkbox', { name: new RegExp(option) }).check();
  }
  const shortfall = page.getByTestId('shortfall');
  await expect(shortfall).toContainText(
    /This article costs 2,500 credits and your team has 1,\d{3} left: \d+ short/,
  );
  await expect(page.getByRole('button', { name: 'Generate article' })).toBeDisabled();
  await shot(page, 'template-shortfall');

  await shortfall.getByRole('button', { name: 'Buy credits' }).click();
  await expect(page.getByRole('dialog', { name: 'Buy credits' })).toBeVisible();
  await page.keyboard.press('Escape');
  await shortfall.getByRole('button', { name: /Drop extra readability pass \(−1,000\)/ }).click();
  await expect(shortfall).toBeHidden();
  await expect(page.getByTestId('article-cost')).toHaveText('1,500 credits');
  await expect(page.getByRole('button', { name: 'Generate article' })).toBeEnabled();
});

test('a team member meets the no-billing-right popup on billing actions', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  const owner = await me(page);
  await buyPlan(page, 'price_starter_monthly'); // teams come with the paid plans
  const memberEmail = uniqueEmail('member');
  const since = Date.now();
  const invite = await page.request.post(`/api/team/${owner.teamId}`, {
    data: { email: memberEmail },
    headers: await csrfHeaders(page.context()),
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const token = new URL(
    linkPath(await waitForMail(memberEmail, 'team-invite', { since })),
    'http://x',
  ).searchParams.get('token');

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const member = await context.newPage();
  await registerByApi(member, memberEmail);
  const accepted = await member.request.post('/api/team/accept', {
    data: { token },
    headers: await csrfHeaders(context),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await member.goto('/dashboard/billing');
  await expect(member.getByText('Your team owner manages the plan.', { exact: false })).toBeVisible();
  await member.getByRole('main').getByRole('button', { name: 'Upgrade', exact: true }).click();
  const dialog = member.getByRole('dialog', { name: 'Only the team owner can do this' });
  await expect(dialog).toBeVisible();
  await shot(member, 'no-billing-right');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);

  // The API refuses too: a plan chosen on /pricing opens the same popup.
  await member.goto('/pricing');
  await member.getByRole('button', { name: /^Choose Advanced/ }).click();
  await expect(member.getByRole('dialog', { name: 'Only the team owner can do this' })).toBeVisible();
  await context.close();
});
