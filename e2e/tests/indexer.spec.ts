import http from 'node:http';
import { expect, test } from '@playwright/test';
import { registerUser } from '../support/session';

/**
 * The indexer as a site owner uses it: signed out, what it does and a way
 * to sign up; signed in, prove the site with its key file, submit two pages
 * (priced before sending) and see the search engine's answers, then submit
 * one again through the indexer popup. The user's
 * site and the IndexNow endpoint are one local fake on E2E_FIXTURES_PORT,
 * the address the test run gave the platform (INDEXNOW_ENDPOINT).
 */

const PORT = Number(process.env.E2E_FIXTURES_PORT ?? 19090);
const SITE = `http://127.0.0.1:${PORT}`;
const GOOGLE = process.env.E2E_GOOGLE_INDEXING_URL ?? 'http://127.0.0.1:19765';

let server: http.Server;
let key = '';
const received: { host: string; key: string; urlList: string[] }[] = [];

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/indexnow') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const payload = JSON.parse(body);
        received.push(payload);
        // The engine accepts the blog's pages and refuses anything else on the host.
        res.writeHead(payload.urlList.every((u: string) => u.includes('/blog/')) ? 202 : 422).end();
      });
      return;
    }
    if (key && req.url === `/${key}.txt`)
      return void res.writeHead(200, { 'content-type': 'text/plain' }).end(key);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('a site owner proves the site, submits two pages and sees the engine’s answer', async ({ page }) => {
  // Many steps (the popup's included), each a round trip through the platform: 3× the default time.
  test.slow();
  await page.goto('/tools/indexer');
  // The first page of a run loads the shell and the remote cold: on a loaded machine that passes 10 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Indexer' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
    'href',
    `/register?from=${encodeURIComponent('/tools/indexer')}`,
  );

  await registerUser(page);
  await page.reload();
  key = (await page.getByTestId('indexer-key').textContent()) ?? '';
  expect(key).toMatch(/^[a-f0-9]{32}$/);
  await expect(page.getByRole('button', { name: 'Submit to search engines' })).toBeDisabled();

  // Before the key file is published, the site cannot be verified.
  const verify = page.getByRole('form', { name: 'Verify a site' });
  const published = key;
  key = '';
  await verify.getByRole('textbox', { name: 'Site address' }).fill(SITE);
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify.getByText(/answered 404/)).toBeVisible();
  key = published;
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('list', { name: 'Verified sites' })).toContainText(`127.0.0.1:${PORT}`);

  const urls = page.getByRole('textbox', { name: 'Page URLs' });
  await urls.fill(`${SITE}/blog/first-post\n${SITE}/blog/second-post`);
  await expect(page.getByTestId('indexer-cost')).toHaveText('2 URLs × 1,500 credits = 3,000 credits');
  await page.getByRole('button', { name: 'Submit to search engines' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'submitted' })).toHaveText(
    '2 submitted, 0 refused: 3,000 credits.',
  );
  const list = page.getByRole('list', { name: 'Your submissions' });
  await expect(list.getByRole('listitem').filter({ hasText: 'first-post' })).toContainText('Submitted');
  // One item a URL (each holds its engines' answers in a list of its own).
  await expect(list.locator(':scope > li')).toHaveCount(2);
  await expect(
    list
      .locator(':scope > li')
      .filter({ hasText: 'first-post' })
      .getByRole('list', { name: 'Search engines' }),
  ).toContainText('IndexNowAccepted · 202');
  expect(received).toEqual([
    {
      host: `127.0.0.1:${PORT}`,
      key,
      keyLocation: `${SITE}/${key}.txt`,
      urlList: [`${SITE}/blog/first-post`, `${SITE}/blog/second-post`],
    },
  ]);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/artifacts/screens/indexer-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  // The indexer popup, from a listed URL: the engines to send it to, its price, then each answer.
  await page.setViewportSize({ width: 1280, height: 900 });
  await list
    .locator(':scope > li')
    .filter({ hasText: 'first-post' })
    .getByRole('button', { name: 'Submit again' })
    .click();
  const popup = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('form', { name: 'Submit URLs for indexing' }) });
  const offered = popup.getByRole('list', { name: 'URLs to submit' });
  await expect(offered.getByRole('checkbox', { name: `${SITE}/blog/first-post` })).toBeChecked();
  await expect(popup.getByRole('checkbox', { name: /IndexNow/ })).toBeChecked();
  await expect(popup.getByRole('checkbox', { name: /Google’s Indexing API/ })).toBeDisabled();
  await expect(
    popup.getByText('Not connected: the team owner connects it on the indexer page.'),
  ).toBeVisible();
  await expect(offered).toContainText('To IndexNow');
  await expect(popup.getByTestId('indexer-popup-cost')).toHaveText('1 URL × 1,500 credits = 1,500 credits');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/artifacts/screens/indexer-popup-${width}.png` });
  }
  received.length = 0;
  await popup.getByRole('button', { name: 'Submit 1 URL' }).click();
  await expect(popup.getByRole('status')).toHaveText('1 submitted, 0 refused: 1,500 credits.');
  await expect(offered.getByRole('list', { name: 'Search engines' })).toContainText('IndexNowAccepted · 202');
  expect(received.map((r) => r.urlList)).toEqual([[`${SITE}/blog/first-post`]]);
  await page.screenshot({ path: 'e2e/artifacts/screens/indexer-popup-result-1280.png' });
  await popup.getByRole('button', { name: 'Done' }).click();
  await expect(popup).toHaveCount(0);
  // The page lists the new submission.
  await expect(list.locator(':scope > li')).toHaveCount(3);
});

test('a team connects Google’s Indexing API with its service account key, told its scope, and removes it', async ({
  page,
}) => {
  test.slow();
  // The consent banner answered already, so it covers nothing in the screenshots.
  await page.addInitScript(() => window.localStorage.setItem('inkpress.consent', 'rejected'));
  await registerUser(page);
  await page.goto('/tools/indexer');
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Google’s Indexing API (optional)' }) });
  await expect(card.getByText('Only for job postings and livestreams')).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Connect Google' }).click();
  const form = page.getByRole('form', { name: 'Connect Google’s Indexing API' });
  await expect(form).toContainText('as an owner of your site');

  // A key that is not one: a clear message, nothing connected.
  const keyField = form.getByRole('textbox', { name: /Service account JSON key/ });
  await keyField.fill('{"type": "service_account"}');
  await form.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(form.getByText('The key has no valid client_email')).toBeVisible();

  // A service account of the fake Google (E2E_GOOGLE_INDEXING_URL, the address the run gave the
  // platform), owner of the fixture site in its "Search Console".
  const account = (await (
    await fetch(`${GOOGLE}/_fake/service-account?host=${encodeURIComponent(`127.0.0.1:${PORT}`)}`)
  ).json()) as { client_email: string; private_key: string };
  const email = account.client_email;
  const pem = account.private_key;
  await keyField.fill(JSON.stringify(account));
  await form.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByTestId('indexer-google')).toHaveText(`Connected as ${email}`);
  // The key is never shown again, nor answered by the API.
  await page.reload();
  // A reload loads the page's remote again (slow on a loaded machine) before it asks the API.
  await expect(page.getByTestId('indexer-google')).toHaveText(`Connected as ${email}`, { timeout: 30_000 });
  expect(await page.content()).not.toContain('PRIVATE KEY');
  const api = await page.request.get('/api/indexer');
  expect(await api.text()).not.toContain(pem.split('\n')[1] ?? 'PRIVATE KEY');
  // Signed in with Google connected and no site verified, URLs go to Google only.
  await page.getByRole('textbox', { name: 'Page URLs' }).fill(`${SITE}/jobs/1`);
  await page.getByRole('button', { name: 'Submit to search engines' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'submitted' })).toHaveText(
    '1 submitted, 0 refused: 1,500 credits.',
  );
  const engines = page
    .getByRole('list', { name: 'Your submissions' })
    .locator(':scope > li')
    .filter({ hasText: '/jobs/1' })
    .getByRole('list', { name: 'Search engines' });
  await expect(engines).toContainText('GoogleAccepted · 200');
  await expect(engines).toContainText('Not sent: the site is not verified.');
  const state = (await (await fetch(`${GOOGLE}/_fake/state`)).json()) as { published: string[] };
  expect(state.published).toContain(`${email} ${SITE}/jobs/1`);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/artifacts/screens/indexer-google-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(card.getByRole('button', { name: 'Connect Google' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Connect Google' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('indexer-google')).toHaveCount(0);
});
