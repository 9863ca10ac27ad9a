import { expect, type Page, test } from '@playwright/test';
import { csrfHeaders } from '../support/accounts';
import { registerUser } from '../support/session';

/**
 * Medium and Reddit end to end against the fakes of their APIs that
 * `npm test` starts (api/test/mediumFake.ts with MEDIUM_BASE_URL,
 * api/test/redditFake.ts with REDDIT_BASE_URL): connect Medium on
 * /dashboard/integrations (a revoked token first), publish a post from the
 * editor through the Medium popup, open its address on the fake and see it,
 * publish again and see that nothing new was sent; connect Reddit and submit
 * the post to a subreddit, through a flair the subreddit requires.
 * Screenshots at 1280 and 375 px.
 */

const mediumUrl = process.env.E2E_MEDIUM_URL ?? '';
const redditUrl = process.env.E2E_REDDIT_URL ?? '';
/** The fakes' credentials (api/test/mediumFake.ts FAKE_MEDIUM_TOKENS, api/test/redditFake.ts FAKE_REDDIT). */
const mediumToken = '2a1b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7';
const revokedToken = '11111111111111111111111111111111111111111111';
const reddit = {
  clientId: 'pLk2f8xQeZ1a9w',
  clientSecret: 'c9Hd83kLq0ZmvTn2XwYs7eRb4uA',
  username: 'inkpress_bot',
  password: 'correct horse battery staple',
};

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/screens/social-${name}.png`, fullPage: false });
}

async function fakePosts<T extends { title: string }>(page: Page, base: string, title: string): Promise<T[]> {
  const res = await page.request.get(`${base}/_fake/posts`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { posts: T[] }).posts.filter((p) => p.title === title);
}

async function newPost(page: Page, title: string) {
  const headers = await csrfHeaders(page.context());
  const created = await page.request.post('/api/collections', {
    headers,
    data: {
      title,
      posts: [{ title, content: [{ value: `<p>${title} from the editor.</p><p>A second paragraph.</p>` }] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const collection = (await created.json()) as { data: { id: string; posts: { id: string }[] } };
  return `/dashboard/collections/${collection.data.id}/${collection.data.posts[0]!.id}`;
}

async function openConnect(page: Page, kind: RegExp) {
  await page.goto('/dashboard/integrations');
  await page.getByRole('button', { name: 'Add website' }).click();
  const connect = page.locator('[data-popup="website-integration"]');
  await expect(connect).toBeVisible();
  await connect.getByRole('radio', { name: kind }).click();
  return connect;
}

test('connect Medium (a revoked token first), publish a post from the editor once and open it', async ({
  page,
}) => {
  test.skip(!mediumUrl, 'E2E_MEDIUM_URL is set by npm test, which starts the Medium fake');
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  const title = `Medium single ${Date.now().toString(36)}`;
  const editor = await newPost(page, title);

  const connect = await openConnect(page, /Medium/);
  await expect(connect.locator('[data-medium-help]')).toContainText('no new integration tokens');
  await connect.getByLabel('Integration token').fill(revokedToken);
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect.getByRole('alert')).toContainText('did not accept', { timeout: 30_000 });
  await shot(page, 'medium-connect-refused-1280');
  await connect.getByLabel('Integration token').fill(mediumToken);
  await connect.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(connect).toBeHidden({ timeout: 30_000 });
  const site = page.getByRole('list', { name: 'Your integrations' }).locator('li[data-type="medium"]');
  await expect(site).toContainText('Connected');
  await expect(site).not.toContainText(mediumToken);

  let liveUrl = '';
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(editor);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    // The team has no WordPress site: the WordPress popup offers Medium.
    await page
      .locator('[data-popup="wordpress-publish"]')
      .getByRole('button', { name: 'Publish to Medium' })
      .click();
    const popup = page.locator('[data-popup="medium-publish"]');
    await expect(popup.getByRole('radio', { name: /Publish now/ })).toBeVisible({ timeout: 30_000 });
    await popup.getByRole('radio', { name: /Publish now/ }).click();
    await popup.getByLabel('Tags (optional)').fill('Writing, e2e');
    if (width === 375) await expect(popup.getByText('Already on Medium')).toBeVisible();
    await shot(page, `medium-publish-popup-${width}`);
    await popup.getByRole('button', { name: 'Publish now' }).click();
    await expect(popup.getByRole('status')).toContainText('is live', { timeout: 60_000 });
    const url = (await popup.locator('a[data-live-url]').getAttribute('href')) ?? '';
    if (width === 1280) liveUrl = url;
    else {
      // Medium cannot update: the second publish answers the same post and says so.
      expect(url).toBe(liveUrl);
      await expect(popup.locator('[data-notice]')).toContainText('already on Medium');
    }
    await shot(page, `medium-published-${width}`);
    await page.keyboard.press('Escape');
  }

  const found = await fakePosts<{ title: string; publishStatus: string; tags: string[]; url: string }>(
    page,
    mediumUrl,
    title,
  );
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ publishStatus: 'public', tags: ['Writing', 'e2e'], url: liveUrl });
  // The address Medium answered shows the post.
  await page.goto(liveUrl);
  await expect(page.locator('article')).toContainText(`${title} from the editor.`);
});

test('connect Reddit and submit a post to a subreddit, with the flair it requires', async ({ page }) => {
  test.skip(!redditUrl, 'E2E_REDDIT_URL is set by npm test, which starts the Reddit fake');
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  const title = `Reddit single ${Date.now().toString(36)}`;
  const editor = await newPost(page, title);

  const connect = await openConnect(page, /Reddit/);
  await connect.getByLabel('Client id').fill(reddit.clientId);
  await connect.getByLabel('Client secret').fill(reddit.clientSecret);
  await connect.getByLabel('Reddit username').fill(reddit.username);
  await connect.getByLabel('Reddit password').fill('not the password');
  await connect.getByLabel('Subreddits').fill('r/TextOnly, r/FlairedWriting');
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect.getByRole('alert')).toContainText('password', { timeout: 30_000 });
  await connect.getByRole('alert').scrollIntoViewIfNeeded();
  await shot(page, 'reddit-connect-refused-1280');
  await connect.getByLabel('Reddit password').fill(reddit.password);
  await connect.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(connect).toBeHidden({ timeout: 30_000 });
  const site = page.getByRole('list', { name: 'Your integrations' }).locator('li[data-type="reddit"]');
  await expect(site).toContainText('Connected');
  await expect(site).not.toContainText(reddit.clientSecret);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(editor);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .locator('[data-popup="wordpress-publish"]')
      .getByRole('button', { name: 'Share on Reddit' })
      .click();
    const popup = page.locator('[data-popup="reddit-publish"]');
    await expect(popup.getByLabel('Subreddit')).toBeVisible({ timeout: 30_000 });
    const subreddit = width === 1280 ? 'TextOnly' : 'FlairedWriting';
    await popup.getByLabel('Subreddit').selectOption(subreddit);
    await popup.getByRole('radio', { name: /Text post/ }).click();
    await shot(page, `reddit-publish-popup-${width}`);
    await popup.getByRole('button', { name: `Submit to r/${subreddit}` }).click();
    if (subreddit === 'FlairedWriting') {
      // Reddit answers that the subreddit needs a flair: the popup says so, then one is chosen.
      await expect(popup.getByRole('alert')).toContainText('requires a post flair', { timeout: 30_000 });
      await shot(page, `reddit-flair-required-${width}`);
      await popup.getByLabel(/Flair/).first().selectOption({ label: 'Guide' });
      await popup.getByRole('button', { name: `Submit to r/${subreddit}` }).click();
    }
    await expect(popup.getByRole('status')).toContainText(`is live on r/${subreddit}`, { timeout: 60_000 });
    await shot(page, `reddit-submitted-${width}`);
    await page.keyboard.press('Escape');
  }

  const found = await fakePosts<{
    title: string;
    subreddit: string;
    kind: string;
    selftext: string;
    flairText: string | null;
  }>(page, redditUrl, title);
  expect(found.map((p) => p.subreddit).sort()).toEqual(['FlairedWriting', 'TextOnly']);
  expect(found.every((p) => p.kind === 'self' && p.selftext.includes('from the editor.'))).toBe(true);
  expect(found.find((p) => p.subreddit === 'FlairedWriting')?.flairText).toBe('Guide');
});
