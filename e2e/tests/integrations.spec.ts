import { expect, type Page, test } from '@playwright/test';
import { csrfHeaders } from '../support/accounts';
import { registerUser } from '../support/session';

/**
 * Publishing end to end against the real WordPress `npm test` starts
 * (scripts/lib/wordpress.ts): connect the site on /dashboard/integrations,
 * publish a post from the editor through the WordPress popup, then open the
 * live address on the site and see the post there.
 */

const wordpress = {
  url: process.env.WORDPRESS_TEST_URL ?? '',
  user: process.env.WORDPRESS_TEST_USER ?? '',
  password: process.env.WORDPRESS_TEST_PASSWORD ?? '',
};

async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `e2e/artifacts/screens/integrations-${name}.png`, fullPage });
}

test('connect WordPress, publish a post from the editor and see it live on the site', async ({ page }) => {
  test.skip(!wordpress.url, 'WORDPRESS_TEST_URL is set by npm test, which starts WordPress');
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);

  // A saved post to publish.
  const title = `Inkpress goes live ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/collections', {
    headers: await csrfHeaders(page.context()),
    data: {
      title: 'Publishing',
      posts: [
        {
          title,
          content: [
            { value: `<h1>${title}</h1><p>Written in Inkpress and published by the end-to-end test.</p>` },
          ],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const collection = (await created.json()) as { data: { id: string; posts: { id: string }[] } };
  const postId = collection.data.posts[0]!.id;

  // Connect the site.
  await page.goto('/dashboard/integrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your integrations' });
  await expect(list.locator('li').first()).toContainText('Inkpress API');
  await page.getByRole('button', { name: 'Add website' }).click();
  const connect = page.locator('[data-popup="website-integration"]');
  await expect(connect).toBeVisible();
  await connect.getByLabel('Site address').fill(wordpress.url);
  await connect.getByLabel('WordPress username').fill(wordpress.user);
  await connect.getByLabel('Application password').fill('wrong wrong wrong wrong wrong wron');
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect.getByRole('alert')).toContainText('did not accept', { timeout: 30_000 });
  await shot(page, 'connect-refused-1280', false);
  await connect.getByLabel('Application password').fill(wordpress.password);
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect).toBeHidden({ timeout: 30_000 });
  const site = list.locator('li[data-type="wordpress"]');
  await expect(site).toContainText('Connected');
  await expect(site).toContainText(new URL(wordpress.url).host);
  await shot(page, 'list-1280');

  // Publish from the editor through the WordPress popup.
  await page.goto(`/dashboard/collections/${collection.data.id}/${postId}`);
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const popup = page.locator('[data-popup="wordpress-publish"]');
  await expect(popup).toBeVisible({ timeout: 30_000 });
  await popup.getByRole('radio', { name: /Publish now/ }).click();
  await expect(popup.getByRole('checkbox', { name: 'News' })).toBeVisible({ timeout: 30_000 });
  await popup.getByRole('checkbox', { name: 'News' }).check();
  await popup.getByLabel('Meta description (optional)').fill('Published from the end-to-end test.');
  await shot(page, 'publish-popup-1280', false);
  await popup.getByRole('button', { name: 'Publish now' }).click();
  const live = popup.locator('a[data-live-url]');
  await expect(live).toBeVisible({ timeout: 60_000 });
  await expect(popup.getByRole('status')).toContainText('is live');
  await shot(page, 'published-1280', false);
  const url = await live.getAttribute('href');
  expect(url).toContain(wordpress.url);

  // The post is on the site.
  const visitor = await page.context().newPage();
  await visitor.goto(url!);
  await expect(visitor.getByRole('heading', { name: title }).first()).toBeVisible();
  await expect(visitor.getByText('Written in Inkpress and published by the end-to-end test.')).toBeVisible();
  await visitor.screenshot({ path: 'e2e/artifacts/screens/integrations-live-post.png' });
  await visitor.close();

  // Small screens: the list and the popup fit.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard/integrations');
  await expect(list.locator('li[data-type="wordpress"]')).toContainText('Connected');
  await shot(page, 'list-375');
  await page.goto(`/dashboard/collections/${collection.data.id}/${postId}`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(popup.getByRole('checkbox', { name: 'News' })).toBeVisible({ timeout: 30_000 });
  await shot(page, 'publish-popup-375', false);
});

test('a revoked application password: the site needs attention, and reconnecting brings it back', async ({
  page,
}) => {
  const editor = {
    id: process.env.WORDPRESS_TEST_EDITOR_ID ?? '',
    user: process.env.WORDPRESS_TEST_EDITOR_USER ?? '',
    password: process.env.WORDPRESS_TEST_EDITOR_PASSWORD ?? '',
  };
  test.skip(!wordpress.url || !editor.id, 'WORDPRESS_TEST_* is set by npm test, which starts WordPress');
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  const headers = await csrfHeaders(page.context());
  const title = `Reconnected ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/collections', {
    headers,
    data: { title: 'Reconnect', posts: [{ title, content: [{ value: `<p>${title} body.</p>` }] }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const collection = (await created.json()) as { data: { id: string; posts: { id: string }[] } };
  const connected = await page.request.post('/api/integrations', {
    headers,
    data: {
      type: 'wordpress',
      url: wordpress.url,
      username: editor.user,
      applicationPassword: editor.password,
    },
  });
  expect(connected.status(), await connected.text()).toBe(201);

  // The site's owner revokes the editor's application passwords, then makes a new one.
  const admin = {
    authorization: `Basic ${Buffer.from(`${wordpress.user}:${wordpress.password}`).toString('base64')}`,
  };
  const passwords = `${wordpress.url}/?rest_route=/wp/v2/users/${editor.id}/application-passwords`;
  expect((await page.request.delete(passwords, { headers: admin })).status()).toBe(200);

  // Publishing now fails with the reason and offers to reconnect.
  await page.goto(`/dashboard/collections/${collection.data.id}/${collection.data.posts[0]!.id}`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const popup = page.locator('[data-popup="wordpress-publish"]');
  await expect(popup.getByRole('alert')).toContainText('did not accept', { timeout: 30_000 });
  await expect(popup.getByRole('button', { name: 'Reconnect' })).toBeVisible();
  await shot(page, 'publish-refused-1280', false);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  // The list says which site needs attention; the reconnect popup takes a new password.
  await page.goto('/dashboard/integrations');
  const site = page.locator('li[data-type="wordpress"]');
  await expect(site).toHaveAttribute('data-state', 'needs_attention');
  await expect(site).toContainText('Needs attention');
  await shot(page, 'needs-attention-1280');
  const fresh = await page.request.post(passwords, {
    headers: admin,
    form: { name: 'inkpress-e2e-reconnect' },
  });
  expect(fresh.status()).toBe(201);
  const { password } = (await fresh.json()) as { password: string };
  await site.getByRole('button', { name: 'Reconnect' }).click();
  const reconnect = page.locator('[data-popup="website-integration"]');
  await expect(reconnect).toBeVisible();
  await reconnect.getByLabel('Application password').fill(password);
  await shot(page, 'reconnect-1280', false);
  await reconnect.getByRole('button', { name: 'Reconnect' }).click();
  await expect(reconnect).toBeHidden({ timeout: 30_000 });
  await expect(site).toHaveAttribute('data-state', 'connected');
  await expect(site).toContainText('Connected');
});
