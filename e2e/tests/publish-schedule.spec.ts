import { expect, type Page, test } from '@playwright/test';
import { csrfHeaders } from '../support/accounts';
import { registerUser } from '../support/session';

/**
 * Scheduled and bulk publishing to Medium and Reddit, against the fakes of
 * their APIs that `npm test` starts (api/test/mediumFake.ts with
 * MEDIUM_BASE_URL, api/test/redditFake.ts with REDDIT_BASE_URL). Neither
 * site schedules posts itself: a schedule is ours (a delayed
 * `publish.scheduled` job on the workers). A post is scheduled from the
 * editor to Medium and to a subreddit a minute or two ahead; the post's
 * publications list in the publish popup shows both scheduled, then, with
 * the popup left open, both Live once the workers send them, and the fakes
 * hold them. A folder of posts is bulk-published to Medium. Screenshots of
 * the schedule popups and the publications list at 1280 and 375 px.
 */

const mediumUrl = process.env.E2E_MEDIUM_URL ?? '';
const redditUrl = process.env.E2E_REDDIT_URL ?? '';
/** The fakes' credentials (api/test/mediumFake.ts FAKE_MEDIUM_TOKENS, api/test/redditFake.ts FAKE_REDDIT). */
const mediumToken = '2a1b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7';
const reddit = {
  clientId: 'pLk2f8xQeZ1a9w',
  clientSecret: 'c9Hd83kLq0ZmvTn2XwYs7eRb4uA',
  username: 'inkpress_bot',
  password: 'correct horse battery staple',
};

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/screens/publish-schedule-${name}.png`, fullPage: false });
}

async function fakePosts<T extends { title: string }>(page: Page, base: string, title: string): Promise<T[]> {
  const res = await page.request.get(`${base}/_fake/posts`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { posts: T[] }).posts.filter((p) => p.title === title);
}

async function connect(page: Page, data: Record<string, unknown>) {
  const res = await page.request.post('/api/integrations', {
    headers: await csrfHeaders(page.context()),
    data,
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function newPost(page: Page, title: string, folderId?: string) {
  const created = await page.request.post('/api/collections', {
    headers: await csrfHeaders(page.context()),
    data: {
      title,
      ...(folderId ? { folder_id: folderId } : {}),
      posts: [{ title, content: [{ value: `<p>${title} from the editor.</p><p>A second paragraph.</p>` }] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const collection = (await created.json()) as { data: { id: string; posts: { id: string }[] } };
  return `/dashboard/collections/${collection.data.id}/${collection.data.posts[0]!.id}`;
}

/**
 * The soonest time the schedule field takes, as the browser writes it
 * (datetime-local, the browser's time zone): the next whole minute at least
 * 70 seconds away.
 */
function soon(page: Page): Promise<string> {
  return page.evaluate(() => {
    const at = new Date(Math.ceil((Date.now() + 70_000) / 60_000) * 60_000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });
}

/** The editor's Publish button, then the popup for `button` (there is no WordPress site). */
async function openPublish(page: Page, editor: string, button: string, popup: string) {
  await page.goto(editor);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.locator('[data-popup="wordpress-publish"]').getByRole('button', { name: button }).click();
  return page.locator(`[data-popup="${popup}"]`);
}

test('schedule a post to Medium and to Reddit: listed as scheduled, then live on both', async ({ page }) => {
  test.skip(!mediumUrl || !redditUrl, 'E2E_MEDIUM_URL and E2E_REDDIT_URL are set by npm test');
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  await connect(page, { type: 'medium', integrationToken: mediumToken });
  await connect(page, { type: 'reddit', ...reddit, subreddits: ['TextOnly', 'FlairedWriting'] });
  const title = `Scheduled social ${Date.now().toString(36)}`;
  const editor = await newPost(page, title);

  // Medium, at 1280 px: Schedule, a time a minute or two ahead.
  const medium = await openPublish(page, editor, 'Publish to Medium', 'medium-publish');
  await expect(medium.getByRole('radio', { name: /Schedule/ })).toBeVisible({ timeout: 30_000 });
  await medium.getByRole('radio', { name: /Schedule/ }).click();
  await expect(medium.getByRole('radio', { name: /Schedule/ })).toContainText(
    'Inkpress publishes it on Medium',
  );
  await medium.getByLabel('Publish on').fill(await soon(page));
  await medium.getByLabel('Tags (optional)').fill('Scheduling, e2e');
  await expect(medium.getByLabel('Publish on')).not.toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'medium-popup-1280');
  await medium.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(medium.getByText(/is scheduled on/)).toBeVisible({ timeout: 30_000 });
  await expect(medium.getByText(/It will go live on/)).toBeVisible();
  await page.keyboard.press('Escape');

  // Reddit, at 375 px: a text post to r/TextOnly, scheduled the same way.
  await page.setViewportSize({ width: 375, height: 812 });
  const redditPopup = await openPublish(page, editor, 'Share on Reddit', 'reddit-publish');
  await expect(redditPopup.getByLabel('Subreddit')).toBeVisible({ timeout: 30_000 });
  await redditPopup.getByLabel('Subreddit').selectOption('TextOnly');
  await redditPopup.getByRole('radio', { name: /Text post/ }).click();
  await redditPopup.getByRole('radio', { name: /Schedule/ }).click();
  await expect(redditPopup.getByRole('radio', { name: /Schedule/ })).toContainText('Inkpress submits it');
  await redditPopup.getByLabel('Publish on').fill(await soon(page));
  await redditPopup.getByLabel('Publish on').scrollIntoViewIfNeeded();
  await shot(page, 'reddit-popup-375');
  await redditPopup.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(redditPopup.getByText(/is scheduled on/)).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');

  // Nothing is on either site yet.
  expect(await fakePosts(page, mediumUrl, title)).toHaveLength(0);
  expect(await fakePosts(page, redditUrl, title)).toHaveLength(0);

  // The publications list (the head of the publish popup) shows both scheduled, with their times.
  const list = page.getByRole('region', { name: 'This post on your sites' });
  const mediumAgain = await openPublish(page, editor, 'Publish to Medium', 'medium-publish');
  await expect(mediumAgain.locator('li[data-state="scheduled"]')).toHaveCount(2, { timeout: 30_000 });
  await expect(list.locator('li[data-state="scheduled"]').first()).toContainText(/Scheduled on .+ for /);
  await expect(list.locator('li[data-state="scheduled"]', { hasText: 'Reddit' })).toContainText('r/textonly');
  await expect(list.getByRole('button', { name: 'Cancel the 2 schedules' })).toBeVisible();
  await shot(page, 'publications-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(list.locator('li[data-state="scheduled"]')).toHaveCount(2);
  await shot(page, 'publications-1280');

  // Left open, the list turns Live on both once the workers have sent them at their time.
  await expect(list.locator('li[data-state="published"]')).toHaveCount(2, { timeout: 300_000 });
  await expect(list.locator('li[data-state="scheduled"]')).toHaveCount(0);
  await expect(list.getByRole('button', { name: /Cancel the/ })).toHaveCount(0);
  await shot(page, 'published-1280');

  const onMedium = await fakePosts<{ title: string; publishStatus: string; tags: string[]; url: string }>(
    page,
    mediumUrl,
    title,
  );
  expect(onMedium).toHaveLength(1);
  expect(onMedium[0]).toMatchObject({ publishStatus: 'public', tags: ['Scheduling', 'e2e'] });
  const onReddit = await fakePosts<{ title: string; subreddit: string; kind: string; selftext: string }>(
    page,
    redditUrl,
    title,
  );
  expect(onReddit).toHaveLength(1);
  expect(onReddit[0]).toMatchObject({ subreddit: 'TextOnly', kind: 'self' });
  expect(onReddit[0]!.selftext).toContain('from the editor.');
  // The list's address of the Medium post is the one Medium answered.
  await expect(list.locator('li[data-state="published"] a[href]').first()).toBeVisible();
  const hrefs = await list
    .locator('li[data-state="published"] a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toContain(onMedium[0]!.url);
});

test('bulk-publish a folder to Medium: each post sent once, each result shown', async ({ page }) => {
  test.skip(!mediumUrl, 'E2E_MEDIUM_URL is set by npm test, which starts the Medium fake');
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  await connect(page, { type: 'medium', integrationToken: mediumToken });
  const stamp = Date.now().toString(36);
  const headers = await csrfHeaders(page.context());
  const folderRes = await page.request.post('/api/folders', { headers, data: { name: `Medium ${stamp}` } });
  expect(folderRes.status(), await folderRes.text()).toBe(201);
  const folder = ((await folderRes.json()) as { data: { id: string } }).data;
  const titles = [1, 2, 3].map((n) => `Medium bulk ${stamp} number ${n}`);
  for (const title of titles) await newPost(page, title, folder.id);

  await page.goto(`/dashboard/folders/${folder.id}`);
  await page.getByRole('button', { name: 'Publish to a site' }).click();
  const popup = page.locator('[data-popup="bulk-publish"]');
  await expect(popup.getByLabel('Website')).toContainText('(Medium)', { timeout: 30_000 });
  await popup.getByRole('radio', { name: /Publish now/ }).click();
  await popup.getByLabel('Tags (optional)').fill(`bulk-${stamp}`);
  await expect(popup.getByText(/cannot update or delete posts/)).toBeVisible();
  await expect(
    popup.getByText('Posts sent to Medium before are not sent again', { exact: false }),
  ).toBeVisible();
  await shot(page, 'bulk-medium-popup-1280');
  await popup.getByRole('button', { name: 'Publish all now' }).click();

  await expect(popup).toHaveAttribute('data-state', 'succeeded', { timeout: 120_000 });
  const rows = popup.getByRole('list', { name: 'Posts' }).locator('li');
  await expect(rows).toHaveCount(3);
  await expect(popup.locator('li[data-status="succeeded"]')).toHaveCount(3);
  await expect(popup.locator('a[data-item-url]')).toHaveCount(3);
  await shot(page, 'bulk-medium-done-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'bulk-medium-done-375');

  const posted = new Map<string, string>();
  for (const title of titles) {
    const found = await fakePosts<{ title: string; publishStatus: string; tags: string[]; url: string }>(
      page,
      mediumUrl,
      title,
    );
    expect(found, title).toHaveLength(1);
    expect(found[0]).toMatchObject({ publishStatus: 'public', tags: [`bulk-${stamp}`] });
    posted.set(title, found[0]!.url);
  }
  // Each post's row links the address Medium answered for it.
  const links = await popup
    .locator('a[data-item-url]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(links.sort()).toEqual([...posted.values()].sort());

  // Published again in bulk: Medium cannot update, so nothing new is sent and each row shows where it is.
  await page.setViewportSize({ width: 1280, height: 900 });
  await popup.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Publish to a site' }).click();
  await expect(popup.getByLabel('Website')).toContainText('(Medium)', { timeout: 30_000 });
  await popup.getByRole('radio', { name: /Publish now/ }).click();
  await popup.getByRole('button', { name: 'Publish all now' }).click();
  await expect(popup).toHaveAttribute('data-state', 'succeeded', { timeout: 120_000 });
  const again = await popup
    .locator('a[data-item-url]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(again.sort()).toEqual([...posted.values()].sort());
  for (const title of titles) expect(await fakePosts(page, mediumUrl, title), title).toHaveLength(1);
});
