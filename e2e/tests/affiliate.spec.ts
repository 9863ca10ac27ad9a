import { expect, test } from '@playwright/test';
import { buyPlan, registerByApi, uniqueEmail } from '../support/accounts';

/** The affiliate programme end to end: join, a visit through the link, the sign-up, a payment, the commission. */

test('a referral link brings a paying customer and the affiliate sees 30% of the payment', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/affiliate');
  await expect(page.getByRole('link', { name: 'Create a free account' })).toBeVisible();
  await registerByApi(page, uniqueEmail('affiliate'));
  await page.goto('/affiliate');
  await page.getByRole('button', { name: 'Join the programme' }).click();
  const link = (await page.getByTestId('referral-link').textContent()) ?? '';
  expect(link).toMatch(/\?ref=[a-z2-9]{8}$/);
  await expect(page.getByTestId('affiliate-visits')).toHaveText('0');

  // A visitor follows the link: the parameter leaves the address, the visit is remembered.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const target = new URL(link);
  await visitor.goto(`/pricing${target.search}`);
  await expect(visitor).toHaveURL(/\/pricing$/);
  await expect
    .poll(async () => (await visitorContext.cookies()).find((c) => c.name === 'inkpress_ref')?.value)
    .toBe(target.searchParams.get('ref'));

  // The visitor signs up and pays (the local test checkout sends Stripe's signed events).
  await registerByApi(visitor, uniqueEmail('referred'));
  await buyPlan(visitor);
  const invoices = await visitor.request.get('/api/billing/invoices');
  expect(invoices.status()).toBe(200);
  const [invoice] = ((await invoices.json()) as { data: { amountPaid: number }[] }).data;
  expect(invoice?.amountPaid ?? 0).toBeGreaterThan(0);
  const commission = Math.round((invoice?.amountPaid ?? 0) * 0.3) / 100;
  await visitorContext.close();

  await page.reload();
  await expect(page.getByTestId('affiliate-visits')).toHaveText('1');
  await expect(page.getByTestId('affiliate-signups')).toHaveText('1');
  await expect(page.getByTestId('affiliate-paying')).toHaveText('1');
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(commission);
  await expect(page.getByTestId('affiliate-pending')).toHaveText(money);
  await expect(page.getByTestId('affiliate-payable')).toHaveText('$0.00');
  await expect(page.getByRole('img', { name: /Commission per month/ })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/artifacts/screens/affiliate-${width}.png`, fullPage: true });
  }
});
