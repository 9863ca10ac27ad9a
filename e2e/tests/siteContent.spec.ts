import { type APIRequestContext, type Browser, expect, type Page, request, test } from '@playwright/test';
import { ADMIN_EMAIL, adminApi, PASSWORD, registerUser, signIn } from '../support/session';
import { appReady } from '../support/visit';

/**
 * The internal users' content editor of issue 14 (/dashboard/site-content):
 * nobody else reaches it; an internal user writes a blog post, publishes it,
 * a visitor reads it at its public address (the server's HTML, fetched
 * without a browser, and the app in a browser of its own), an edit shows on
 * the next read, and once unpublished the address answers 404.
 */

const SCREENS = 'e2e/artifacts/screens';

async function shot(page: Page, name: string) {
  // From the top: a full-page shot draws sticky parts (top bar, sidebar, preview) where the page is scrolled.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** A client with no cookies: what a crawler or a signed-out visitor gets. */
async function visitorClient(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3100' });
}

async function visitorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test('a user who is not internal gets the not-found page, no sidebar link and the API’s 403', async ({
  page,
}) => {
  await registerUser(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Site content' })).toHaveCount(0);

  await page.goto('/dashboard/site-content');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Site content' })).toHaveCount(0);
  expect((await page.request.get('/api/content/entries?kind=blog')).status()).toBe(403);
  expect((await page.request.get('/api/content/entries/blog:en:search-intent-explained')).status()).toBe(403);
});

test('an internal user writes a blog post, publishes it, a visitor reads it, and unpublished it answers 404', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await (await adminApi()).dispose();
  await signIn(page, { email: ADMIN_EMAIL, password: PASSWORD });
  const stamp = Date.now().toString(36);
  const title = `Release notes ${stamp}`;
  const slug = `release-notes-${stamp}`;
  const publicPath = `/blog/${slug}`;

  // The sidebar leads internal users to the list of blog posts, with each one's state.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Site content' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site content' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Blog posts' });
  const repositoryPost = list.getByRole('listitem').filter({ hasText: '/blog/search-intent-explained' });
  await expect(repositoryPost.getByText('Published')).toBeVisible();
  await expect(repositoryPost.getByText(/From the repository|Edited here/)).toBeVisible();
  await shot(page, 'site-content-list-1280');

  // A new post: the API's 400 shows on its field; the preview follows the Markdown.
  await page.getByRole('link', { name: 'New blog post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New blog post' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await expect(page.getByLabel(/^Slug/)).toHaveValue(slug);
  await page
    .getByLabel(/^Text \(Markdown\)/)
    .fill(
      `## What changed in ${stamp}\n\nThe editor now saves [every draft](/docs) as you type.\n\n## Frequently asked questions\n\n### Do I need to update?\n\nNo, it is already live.`,
    );
  const preview = page.getByTestId('preview');
  await expect(preview.getByRole('heading', { name: `What changed in ${stamp}` })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'every draft' })).toHaveAttribute('href', '/docs');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByLabel(/^Description/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('A description is needed.')).toBeVisible();
  await page.getByLabel(/^Description/).fill('What changed in the editor this week, in two minutes.');
  await page.getByLabel('Author').fill('Inkpress team');
  await page.getByLabel(/^Tags/).fill('product, release');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved as a draft.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`entry=blog%3Aen%3A${slug}$`));
  await shot(page, 'site-content-editor-1280');

  // A draft is not public.
  const visitor = await visitorClient();
  expect((await visitor.get(publicPath)).status()).toBe(404);
  expect((await visitor.get(`/api/content/blog/${slug}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published. The public page shows it now.')).toBeVisible();
  await expect(page.getByTestId('public-link')).toHaveAttribute('href', publicPath);

  // The server's HTML, fetched without a browser, holds the post.
  const html = await (await visitor.get(publicPath)).text();
  expect([...html.matchAll(/<h1>([\s\S]*?)<\/h1>/g)].map((m) => m[1])).toEqual([title]);
  expect(html).toContain(`What changed in ${stamp}`);
  expect(html).toContain('"@type":"FAQPage"');
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${publicPath}"`));
  expect(await (await visitor.get('/sitemap.xml')).text()).toContain(`${publicPath}</loc>`);

  // A signed-out browser reads it.
  const reader = await visitorPage(browser, baseURL);
  await reader.page.goto(publicPath);
  await appReady(reader.page);
  await expect(reader.page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // An edit shows on the next read: the HTML and the app's own (revalidated) read.
  await page.getByLabel('Title').fill(`${title}, revised`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved. The public page shows it now.')).toBeVisible();
  expect(await (await visitor.get(publicPath)).text()).toContain(`<h1>${title}, revised</h1>`);
  await reader.page.reload();
  await appReady(reader.page);
  await expect(reader.page.getByRole('heading', { level: 1, name: `${title}, revised` })).toBeVisible();

  // Unpublished, its address answers 404, in the HTML and in the app.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText(/^Unpublished\./)).toBeVisible();
  await expect(page.getByTestId('public-link')).toHaveCount(0);
  expect((await visitor.get(publicPath)).status()).toBe(404);
  expect((await visitor.get(`/api/content/blog/${slug}`)).status()).toBe(404);
  await reader.page.reload();
  await expect(reader.page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(reader.page.getByRole('heading', { name: `${title}, revised` })).toHaveCount(0);
  await reader.context.close();
  await visitor.dispose();

  // Back in the list, the post is a draft written here.
  await page.getByRole('link', { name: /All blog posts/ }).click();
  const row = page
    .getByRole('list', { name: 'Blog posts' })
    .getByRole('listitem')
    .filter({ hasText: publicPath });
  await expect(row.getByText('Draft')).toBeVisible();
  await expect(row.getByText('Written here')).toBeVisible();

  // The phone width: the list and the editor fit.
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'site-content-list-375');
  await row.getByRole('link', { name: `${title}, revised` }).click();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  await expect(
    page.getByTestId('preview').getByRole('heading', { name: `What changed in ${stamp}` }),
  ).toBeVisible();
  await shot(page, 'site-content-editor-375');
});
