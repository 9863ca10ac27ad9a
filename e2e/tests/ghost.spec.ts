import { expect, type Page, test } from '@playwright/test';
import { csrfHeaders } from '../support/accounts';
import { registerUser } from '../support/session';

/**
 * Ghost end to end against the real Ghost `npm test` starts
 * (scripts/lib/ghost.ts): connect it on /dashboard/integrations (a wrong key
 * first), bulk-publish a folder of three posts from the folder screen and
 * watch each post's result, then find them on Ghost (its public Content API
 * and the live pages); publish one post from the editor through the Ghost
 * popup. Screenshots of the popups at 1280 and 375 px.
 */

const ghost = {
  url: process.env.GHOST_TEST_URL ?? '',
  adminKey: process.env.GHOST_TEST_ADMIN_KEY ?? '',
  contentKey: process.env.GHOST_TEST_CONTENT_KEY ?? '',
};

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/screens/ghost-${name}.png`, fullPage: false });
}

test('connect Ghost, bulk-publish a folder of three posts and see them on Ghost', async ({ page }) => {
  test.skip(!ghost.url, 'GHOST_TEST_URL is set by npm test, which starts Ghost');
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  const headers = await csrfHeaders(page.context());

  // A folder with three documents.
  const stamp = Date.now().toString(36);
  const folderRes = await page.request.post('/api/folders', { headers, data: { name: `Launch ${stamp}` } });
  expect(folderRes.status(), await folderRes.text()).toBe(201);
  const folder = ((await folderRes.json()) as { data: { id: string } }).data;
  const titles = [1, 2, 3].map((n) => `Ghost bulk ${stamp} number ${n}`);
  for (const title of titles) {
    const res = await page.request.post('/api/collections', {
      headers,
      data: {
        title,
        folder_id: folder.id,
        posts: [{ title, content: [{ value: `<p>${title} was published in bulk from Inkpress.</p>` }] }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // Connect Ghost: a wrong key is refused, the right one connects.
  await page.goto('/dashboard/integrations');
  await page.getByRole('button', { name: 'Add website' }).click();
  const connect = page.locator('[data-popup="website-integration"]');
  await expect(connect).toBeVisible();
  await connect.getByRole('radio', { name: /Ghost/ }).click();
  await connect.getByLabel('Site address').fill(ghost.url);
  const [keyId] = ghost.adminKey.split(':');
  await connect.getByLabel('Admin API key').fill(`${keyId}:${'ab'.repeat(32)}`);
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect.getByRole('alert')).toContainText('did not accept', { timeout: 30_000 });
  await shot(page, 'connect-refused-1280');
  await connect.getByLabel('Admin API key').fill(ghost.adminKey);
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect).toBeHidden({ timeout: 30_000 });
  const list = page.getByRole('list', { name: 'Your integrations' });
  const site = list.locator('li[data-type="ghost"]');
  await expect(site).toContainText('Connected');
  await expect(site).toContainText(new URL(ghost.url).host);

  // Bulk-publish the folder from its screen.
  await page.goto(`/dashboard/folders/${folder.id}`);
  await page.getByRole('button', { name: 'Publish to a site' }).click();
  const popup = page.locator('[data-popup="bulk-publish"]');
  await expect(popup).toBeVisible({ timeout: 30_000 });
  await expect(popup.getByLabel('Website')).toContainText('(Ghost)');
  await popup.getByRole('radio', { name: /Publish now/ }).click();
  await popup.getByLabel('Tags (optional)').fill(`e2e-${stamp}`);
  await shot(page, 'bulk-form-1280');
  await popup.getByRole('button', { name: 'Publish all now' }).click();
  await expect(popup).toHaveAttribute('data-state', 'succeeded', { timeout: 120_000 });
  const rows = popup.getByRole('list', { name: 'Posts' }).locator('li');
  await expect(rows).toHaveCount(3);
  for (const title of titles) await expect(rows.filter({ hasText: title })).toContainText('Live');
  await expect(popup.getByRole('status').filter({ hasText: 'All posts were published.' })).toBeVisible();
  await shot(page, 'bulk-done-1280');
  const urls = await popup
    .locator('a[data-item-url]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(urls).toHaveLength(3);

  // On Ghost: the public Content API lists the three with their tag, and each live page shows its post.
  const content = await page.request.get(
    `${ghost.url}/ghost/api/content/posts/?key=${ghost.contentKey}&filter=tag:e2e-${stamp}&limit=all`,
  );
  expect(content.status()).toBe(200);
  const found = ((await content.json()) as { posts: { title: string; url: string }[] }).posts;
  expect(found.map((p) => p.title).sort()).toEqual([...titles].sort());
  expect(found.map((p) => p.url).sort()).toEqual([...urls].sort());
  const visitor = await page.context().newPage();
  for (const post of found) {
    await visitor.goto(post.url);
    await expect(visitor.getByRole('heading', { name: post.title }).first()).toBeVisible();
    await expect(visitor.getByText(`${post.title} was published in bulk from Inkpress.`)).toBeVisible();
  }
  await visitor.screenshot({ path: 'e2e/artifacts/screens/ghost-live-post.png' });
  await visitor.close();

  // Small screens: the bulk popup's form and its results fit.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/dashboard/folders/${folder.id}`);
  await page.getByRole('button', { name: 'Publish to a site' }).click();
  await expect(popup.getByRole('button', { name: 'Send all as drafts' })).toBeVisible({ timeout: 30_000 });
  await shot(page, 'bulk-form-375');
  await popup.getByRole('radio', { name: /Publish now/ }).click();
  await popup.getByRole('button', { name: 'Publish all now' }).click();
  await expect(popup).toHaveAttribute('data-state', 'succeeded', { timeout: 120_000 });
  await shot(page, 'bulk-done-375');
  // Sent again: the same three Ghost posts were updated, none added.
  const again = await page.request.get(
    `${ghost.url}/ghost/api/content/posts/?key=${ghost.contentKey}&filter=tag:e2e-${stamp}&limit=all`,
  );
  expect(((await again.json()) as { posts: unknown[] }).posts).toHaveLength(3);
});

test('publish one post from the editor through the Ghost popup', async ({ page }) => {
  test.skip(!ghost.url, 'GHOST_TEST_URL is set by npm test, which starts Ghost');
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  const headers = await csrfHeaders(page.context());
  const connected = await page.request.post('/api/integrations', {
    headers,
    data: { type: 'ghost', url: ghost.url, adminApiKey: ghost.adminKey, name: 'My Ghost' },
  });
  expect(connected.status(), await connected.text()).toBe(201);
  const title = `Ghost single ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/collections', {
    headers,
    data: { title, posts: [{ title, content: [{ value: `<p>${title} from the editor.</p>` }] }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const collection = (await created.json()) as { data: { id: string; posts: { id: string }[] } };

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(`/dashboard/collections/${collection.data.id}/${collection.data.posts[0]!.id}`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    // The team has no WordPress site: the WordPress popup offers Ghost.
    await page
      .locator('[data-popup="wordpress-publish"]')
      .getByRole('button', { name: 'Publish to Ghost' })
      .click();
    const popup = page.locator('[data-popup="ghost-publish"]');
    await expect(popup.getByRole('checkbox', { name: 'News' })).toBeVisible({ timeout: 30_000 });
    await popup.getByRole('radio', { name: /Publish now/ }).click();
    await popup.getByRole('checkbox', { name: 'News' }).check();
    await shot(page, `publish-popup-${width}`);
    await popup.getByRole('button', { name: 'Publish now' }).click();
    await expect(popup.getByRole('status')).toContainText('is live', { timeout: 60_000 });
    await shot(page, `published-${width}`);
    const url = await popup.locator('a[data-live-url]').getAttribute('href');
    expect(url).toContain(ghost.url);
    await page.keyboard.press('Escape');
  }
  // Published twice (once per width): one post on Ghost.
  const content = await page.request.get(
    `${ghost.url}/ghost/api/content/posts/?key=${ghost.contentKey}&filter=${encodeURIComponent(`title:'${title}'`)}`,
  );
  expect(((await content.json()) as { posts: { tags?: unknown }[] }).posts).toHaveLength(1);
});
