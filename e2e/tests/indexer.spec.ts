import http from 'node:http';
import { expect, test } from '@playwright/test';
import { buyPlan, csrfHeaders, registerByApi, uniqueEmail } from '../support/accounts';
import { linkPath, waitForMail } from '../support/mail';
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

test('a team member submits pages on the sites the owner verified, and is told the settings are the owner’s', async ({
  page,
  browser,
}) => {
  test.slow();
  // The owner: a plan with places, the fixture site verified, an invitation to the member.
  const ownerEmail = uniqueEmail('indexer-owner');
  const memberEmail = uniqueEmail('indexer-member');
  await registerByApi(page, ownerEmail);
  await buyPlan(page, 'price_advanced_1_monthly');
  const headers = await csrfHeaders(page.context());
  const indexer = (await (await page.request.get('/api/indexer')).json()) as { data: { key: string } };
  key = indexer.data.key;
  const verified = await page.request.post('/api/indexer/hosts', { data: { url: SITE }, headers });
  expect(verified.status(), await verified.text()).toBe(201);
  const team = (await (await page.request.get('/api/team')).json()) as { data: { id: string } };
  const since = Date.now() - 1000;
  const invited = await page.request.post(`/api/team/${team.data.id}`, {
    data: { email: memberEmail },
    headers,
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(
    linkPath(await waitForMail(memberEmail, 'team-invite', { since })),
    'http://x',
  ).searchParams.get('token');

  // The member joins, then opens the indexer.
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('inkpress.consent', 'rejected'));
  const member = await context.newPage();
  await registerByApi(member, memberEmail);
  const joined = await member.request.post('/api/team/accept', {
    data: { token },
    headers: await csrfHeaders(context),
  });
  expect(joined.status(), await joined.text()).toBe(200);
  await member.goto('/tools/indexer');
  await expect(member.getByTestId('indexer-key')).toHaveText(key, { timeout: 30_000 });
  // The settings are the owner's: no form to verify a site or connect Google, and the notice says who can.
  await expect(member.getByRole('form', { name: 'Verify a site' })).toHaveCount(0);
  await expect(member.getByRole('button', { name: 'Connect Google' })).toHaveCount(0);
  await expect(member.getByTestId('indexer-owner-only').first()).toContainText(
    'Only your team’s owner can verify sites and connect or remove Google’s Indexing API. You can submit URLs.',
  );
  await expect(member.getByRole('list', { name: 'Verified sites' })).toContainText(`127.0.0.1:${PORT}`);
  // The API refuses what the screen does not offer.
  const refused = await member.request.post('/api/indexer/hosts', {
    data: { url: SITE },
    headers: await csrfHeaders(context),
  });
  expect(refused.status()).toBe(403);

  // Submitting is the member's to do, on the team's credits.
  received.length = 0;
  await member.getByRole('textbox', { name: 'Page URLs' }).fill(`${SITE}/blog/member-post`);
  await member.getByRole('button', { name: 'Submit to search engines' }).click();
  await expect(member.getByRole('status').filter({ hasText: 'submitted' })).toHaveText(
    '1 submitted, 0 refused: 1,500 credits.',
  );
  expect(received.map((r) => r.urlList)).toEqual([[`${SITE}/blog/member-post`]]);
  for (const width of [375, 1280]) {
    await member.setViewportSize({ width, height: 900 });
    await member.screenshot({ path: `e2e/artifacts/screens/indexer-member-${width}.png`, fullPage: true });
    const overflow = await member.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await context.close();
});
