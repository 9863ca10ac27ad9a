import { expect, type Page, test } from '@playwright/test';
import { csrfHeaders } from '../support/accounts';
import { registerUser } from '../support/session';

/**
 * A bulk publish as a run, against the real Ghost `npm test` starts: a
 * folder of many posts is published from the folder screen, its progress
 * moves as the server-sent events come, the rest is cancelled (the posts
 * sent stay on Ghost, the others are never sent), and the integrations page
 * lists the run in its history with each post's result. Screenshots of the
 * progress, the cancelled run and the history at 1280 and 375 px.
 */

const ghost = {
  url: process.env.GHOST_TEST_URL ?? '',
  adminKey: process.env.GHOST_TEST_ADMIN_KEY ?? '',
  contentKey: process.env.GHOST_TEST_CONTENT_KEY ?? '',
};

/** Enough posts that the workers are still sending when the cancel comes. */
const POSTS = 40;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/screens/bulk-run-${name}.png`, fullPage: false });
}

test('bulk-publish to Ghost, watch it move, cancel the rest, and find it in the history', async ({
  page,
}) => {
  test.skip(!ghost.url, 'GHOST_TEST_URL is set by npm test, which starts Ghost');
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  const headers = await csrfHeaders(page.context());
  const connected = await page.request.post('/api/integrations', {
    headers,
    data: { type: 'ghost', url: ghost.url, adminApiKey: ghost.adminKey, name: 'Launch blog' },
  });
  expect(connected.status(), await connected.text()).toBe(201);

  const stamp = Date.now().toString(36);
  const folderRes = await page.request.post('/api/folders', { headers, data: { name: `Run ${stamp}` } });
  expect(folderRes.status(), await folderRes.text()).toBe(201);
  const folder = ((await folderRes.json()) as { data: { id: string } }).data;
  for (let n = 1; n <= POSTS; n++) {
    const title = `Bulk run ${stamp} number ${n}`;
    const res = await page.request.post('/api/collections', {
      headers,
      data: { title, folder_id: folder.id, posts: [{ title, content: [{ value: `<p>${title}.</p>` }] }] },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // Start it from the folder screen: live, with a tag to find the posts by on Ghost.
  await page.goto(`/dashboard/folders/${folder.id}`);
  await page.getByRole('button', { name: 'Publish to a site' }).click();
  const popup = page.locator('[data-popup="bulk-publish"]');
  await expect(popup.getByLabel('Website')).toContainText('Launch blog', { timeout: 30_000 });
  await popup.getByRole('radio', { name: /Publish now/ }).click();
  await popup.getByLabel('Tags (optional)').fill(`run-${stamp}`);
  await popup.getByRole('button', { name: 'Publish all now' }).click();

  // Progress moves: posts turn Done as the events come (the page does not read the run again).
  await expect(popup).toHaveAttribute('data-state', 'running', { timeout: 30_000 });
  const rows = popup.getByRole('list', { name: 'Posts' }).locator('li');
  await expect(rows).toHaveCount(POSTS);
  await expect(rows.locator('[data-item-url]').first()).toBeVisible({ timeout: 60_000 });
  await shot(page, 'progress-1280');

  // Cancel the rest: it says first what happens to the posts sent.
  await popup.getByRole('button', { name: 'Cancel the rest' }).click();
  await expect(
    popup.getByRole('status').filter({ hasText: 'Cancel the rest of this bulk publish?' }),
  ).toContainText('Posts not yet sent will not be sent');
  await popup.getByRole('button', { name: 'Cancel unsent posts' }).click();
  await expect(popup).toHaveAttribute('data-state', 'cancelled', { timeout: 60_000 });
  const notice = popup.getByRole('status').filter({ hasText: 'Cancelled.' });
  await expect(notice).toContainText('were not sent');
  await expect(notice).toContainText('stay on Launch blog');
  await shot(page, 'cancelled-1280');
  const sent = await popup.locator('li[data-status="succeeded"]').count();
  const unsent = await popup.locator('li[data-status="cancelled"]').count();
  expect(sent).toBeGreaterThan(0);
  expect(unsent).toBeGreaterThan(0);
  expect(sent + unsent).toBe(POSTS);
  await expect(popup.locator('li[data-status="cancelled"]').first()).toContainText('Not sent');

  // On Ghost: exactly the posts sent, none of the others.
  const content = await page.request.get(
    `${ghost.url}/ghost/api/content/posts/?key=${ghost.contentKey}&filter=tag:run-${stamp}&limit=all`,
  );
  expect(content.status()).toBe(200);
  const onGhost = ((await content.json()) as { posts: { title: string }[] }).posts.map((p) => p.title);
  const sentTitles = await popup
    .locator('li[data-status="succeeded"] strong')
    .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
  expect(onGhost.sort()).toEqual(sentTitles.sort());
  await popup.getByRole('button', { name: 'Done' }).click();

  // The history on the integrations page: the run, its site, its counts; Details shows each post.
  await page.goto('/dashboard/integrations');
  const history = page.getByRole('list', { name: 'Bulk publishes' });
  const run = history.locator('li').first();
  await expect(run).toContainText(`${POSTS} posts to Launch blog`);
  await expect(run).toContainText('Cancelled');
  await expect(run).toContainText(`${sent} published · ${unsent} not sent`);
  await run.scrollIntoViewIfNeeded();
  await shot(page, 'history-1280');
  await run.getByRole('button', { name: /^Details/ }).click();
  await expect(popup).toHaveAttribute('data-state', 'cancelled', { timeout: 30_000 });
  await expect(popup.locator('a[data-item-url]')).toHaveCount(sent);
  await page.keyboard.press('Escape');

  // Small screens: the history and the run fit.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard/integrations');
  await history.locator('li').first().scrollIntoViewIfNeeded();
  await expect(history.locator('li').first()).toContainText('Cancelled');
  await shot(page, 'history-375');
  await history
    .locator('li')
    .first()
    .getByRole('button', { name: /^Details/ })
    .click();
  await expect(popup).toHaveAttribute('data-state', 'cancelled', { timeout: 30_000 });
  await shot(page, 'cancelled-375');
  await page.keyboard.press('Escape');

  // The progress at 375 px: the folder again, as drafts (the run goes on after the screenshot).
  await page.goto(`/dashboard/folders/${folder.id}`);
  await page.getByRole('button', { name: 'Publish to a site' }).click();
  await popup.getByRole('button', { name: 'Send all as drafts' }).click();
  await expect(rows.locator('[data-item-url]').first()).toBeVisible({ timeout: 60_000 });
  await shot(page, 'progress-375');
});
