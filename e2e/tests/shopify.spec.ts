import { expect, type Page, test } from '@playwright/test';
import { csrfHeaders } from '../support/accounts';
import { registerUser } from '../support/session';

/**
 * Shopify end to end against the fake of its GraphQL Admin API that
 * `npm test` starts (api/test/shopifyFake.ts, SHOPIFY_BASE_URL): connect a
 * store on /dashboard/integrations (a wrong token first), publish one post
 * from the editor through the Shopify popup, and find the article in the
 * fake's store. Screenshots at 1280 and 375 px.
 */

const fakeUrl = process.env.E2E_SHOPIFY_URL ?? '';
/** The fake's store and its tokens (api/test/shopifyFake.ts: FAKE_SHOP, FAKE_TOKENS). */
const shop = 'inkpress-test.myshopify.com';
const token = 'shpat_0123456789abcdef0123456789abcdef';
const wrongToken = 'shpat_00000000000000000000000000000000';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/screens/shopify-${name}.png`, fullPage: false });
}

interface FakeArticle {
  id: string;
  title: string;
  body: string;
  isPublished: boolean;
  tags: string[];
  blog: { handle: string };
}

async function articlesTitled(page: Page, title: string): Promise<FakeArticle[]> {
  const res = await page.request.get(`${fakeUrl}/_fake/${shop}/articles`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { articles: FakeArticle[] }).articles.filter((a) => a.title === title);
}

test('connect Shopify (a wrong token first), publish a post from the editor and find it on the store', async ({
  page,
}) => {
  test.skip(!fakeUrl, 'E2E_SHOPIFY_URL is set by npm test, which starts the Shopify fake');
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  const headers = await csrfHeaders(page.context());
  const title = `Shopify single ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/collections', {
    headers,
    data: { title, posts: [{ title, content: [{ value: `<p>${title} from the editor.</p>` }] }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const collection = (await created.json()) as { data: { id: string; posts: { id: string }[] } };

  // Connect: a wrong token is refused, the right one is checked with Shopify, then connects.
  await page.goto('/dashboard/integrations');
  await page.getByRole('button', { name: 'Add website' }).click();
  const connect = page.locator('[data-popup="website-integration"]');
  await expect(connect).toBeVisible();
  await connect.getByRole('radio', { name: /Shopify/ }).click();
  await connect.getByLabel('Shop domain').fill(shop);
  await connect.getByLabel('Admin API access token').fill(wrongToken);
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect.getByRole('alert')).toContainText('did not accept', { timeout: 30_000 });
  await shot(page, 'connect-refused-1280');
  await connect.getByLabel('Admin API access token').fill(token);
  await connect.getByRole('button', { name: 'Check with Shopify' }).click();
  await expect(connect.locator('[data-shopify-check]')).toContainText('Inkpress Test Shop', {
    timeout: 30_000,
  });
  await shot(page, 'connect-checked-1280');
  await connect.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(connect).toBeHidden({ timeout: 30_000 });
  const site = page.getByRole('list', { name: 'Your integrations' }).locator('li[data-type="shopify"]');
  await expect(site).toContainText('Connected');
  await expect(site).toContainText(shop);
  await expect(site).not.toContainText(token);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(`/dashboard/collections/${collection.data.id}/${collection.data.posts[0]!.id}`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    // The team has no WordPress site: the WordPress popup offers Shopify.
    await page
      .locator('[data-popup="wordpress-publish"]')
      .getByRole('button', { name: 'Publish to Shopify' })
      .click();
    const popup = page.locator('[data-popup="shopify-new"]');
    await expect(popup.getByLabel('Blog')).toBeVisible({ timeout: 30_000 });
    await popup.getByLabel('Blog').selectOption({ label: 'Guides' });
    await popup.getByRole('radio', { name: /Publish now/ }).click();
    await popup.getByLabel('Tags (optional)').fill('Launch, e2e');
    await shot(page, `publish-popup-${width}`);
    await popup.getByRole('button', { name: 'Publish now' }).click();
    await expect(popup.getByRole('status')).toContainText('is live', { timeout: 60_000 });
    await shot(page, `published-${width}`);
    const url = await popup.locator('a[data-live-url]').getAttribute('href');
    expect(url).toContain(`https://${shop}/blogs/guides/`);
    await page.keyboard.press('Escape');
  }

  // Published twice (once per width): one article on the store, live, in the chosen blog.
  const found = await articlesTitled(page, title);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ isPublished: true, tags: ['Launch', 'e2e'], blog: { handle: 'guides' } });
  expect(found[0]!.body).toContain('from the editor.');
});
