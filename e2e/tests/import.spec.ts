import { expect, type Page, test } from '@playwright/test';
import { csrfHeaders } from '../support/accounts';
import { registerUser } from '../support/session';

/**
 * The import-article popup against the real WordPress `npm test` starts: a
 * post written on the site (with a script the editor must never keep) is
 * found by its title, imported, and opened in the editor as a new document.
 */

const wordpress = {
  url: process.env.WORDPRESS_TEST_URL ?? '',
  user: process.env.WORDPRESS_TEST_USER ?? '',
  password: process.env.WORDPRESS_TEST_PASSWORD ?? '',
};

async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: `e2e/artifacts/screens/import-${name}.png`, fullPage });
}

/** Writes a post on WordPress directly, as its administrator. */
async function wordpressPost(page: Page, post: Record<string, unknown>) {
  const url = new URL(`${wordpress.url}/`);
  url.searchParams.set('rest_route', '/wp/v2/posts');
  const res = await page.request.post(url.toString(), {
    headers: {
      authorization: `Basic ${Buffer.from(`${wordpress.user}:${wordpress.password}`).toString('base64')}`,
    },
    data: post,
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; slug: string; link: string };
}

test('import a WordPress post into the editor from the import-article popup', async ({ page }) => {
  test.skip(!wordpress.url, 'WORDPRESS_TEST_URL is set by npm test, which starts WordPress');
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  const run = Date.now().toString(36);
  const title = `Kettle maintenance ${run}`;
  await wordpressPost(page, {
    title,
    status: 'publish',
    content: `<h2>Descaling</h2><p>Vinegar and water, an hour.</p><script>document.title='owned'</script>`,
  });

  const connected = await page.request.post('/api/integrations', {
    headers: await csrfHeaders(page.context()),
    data: {
      type: 'wordpress',
      url: wordpress.url,
      username: wordpress.user,
      applicationPassword: wordpress.password,
    },
  });
  expect(connected.status(), await connected.text()).toBe(201);

  await page.goto('/dashboard/integrations');
  await page.getByRole('button', { name: 'Import an article' }).click();
  const popup = page.locator('[data-popup="import-article"]');
  await expect(popup).toBeVisible({ timeout: 30_000 });
  // The latest posts are listed before any search.
  await expect(popup.getByRole('list', { name: 'Latest posts' })).toContainText(title, { timeout: 30_000 });
  await popup.getByLabel('Search the site’s posts').fill(`nothing like this ${run}`);
  await popup.getByRole('button', { name: 'Search' }).click();
  await expect(popup.getByRole('status')).toContainText('No post on');
  await popup.getByLabel('Search the site’s posts').fill(`Kettle ${run}`);
  await popup.getByRole('button', { name: 'Search' }).click();
  const results = popup.getByRole('list', { name: 'Matching posts' });
  await expect(results.locator('li')).toHaveCount(1);
  await expect(results).toContainText('Published');
  await shot(page, 'search-1280');

  await results.getByRole('button', { name: `Import ${title}` }).click();
  await expect(popup).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(popup).toContainText(`“${title}” is now a document of yours.`);
  await shot(page, 'done-1280');
  await popup.getByRole('link', { name: 'Open in the editor' }).click();
  await expect(page).toHaveURL(/\/dashboard\/collections\/[a-f0-9]{24}\/[a-f0-9]{24}$/);
  await expect(page.getByText('Vinegar and water, an hour.').first()).toBeVisible({ timeout: 30_000 });
  expect(await page.title()).not.toBe('owned');
  await shot(page, 'editor-1280');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard/integrations');
  await page.getByRole('button', { name: 'Import an article' }).click();
  await popup.getByLabel('Search the site’s posts').fill(`Kettle ${run}`);
  await popup.getByRole('button', { name: 'Search' }).click();
  await expect(popup.getByRole('list', { name: 'Matching posts' }).locator('li')).toHaveCount(1);
  await shot(page, 'search-375');
});
