import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ANONYMOUS_TOOL_RUNS_PER_DAY } from '@inkpress/shared-core/tools';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL, adminApi, PASSWORD, signIn } from '../support/session';

/**
 * The widget for partner sites (issue 13) as a partner's visitor meets it:
 * a partner page on another origin (127.0.0.1 on a port of its own, another
 * site than the platform's localhost) includes widget.js; the tool runs in
 * its iframe, which grows with the result. The same page served from an
 * origin the partner did not list cannot show the tool.
 */

const PLATFORM = process.env.E2E_BASE_URL ?? 'http://localhost:3100';

interface PartnerSite {
  origin: string;
  /** The page the site serves at `/` (set once the partner's key is known). */
  html: string;
  close(): Promise<void>;
}

/** A partner's site: one HTML page, on 127.0.0.1 and a free port. */
async function partnerSite(): Promise<PartnerSite> {
  const site = { html: '' } as PartnerSite;
  const server = http.createServer((req, res) => {
    if (req.url !== '/') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(site.html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  site.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return site;
}

/** A blog post of the partner's with the embed code of each tool, as a partner would paste it. */
function blogPost(key: string, tools: string[]): string {
  const widgets = tools
    .map(
      (tool) =>
        `<h2>Try it: ${tool}</h2>\n<script src="${PLATFORM}/widget.js" data-tool="${tool}" data-partner="${key}" async></script>`,
    )
    .join('\n<p>Another tool our readers like.</p>\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme Writers — ten tips for clearer copy</title>
<style>body{font-family:Georgia,serif;max-width:760px;margin:0 auto;padding:24px 16px;background:#fffdf7;color:#222}
header{border-bottom:2px solid #222;margin-bottom:16px}h1{font-size:28px}</style></head>
<body><header><h1>Acme Writers</h1><p>Ten tips for clearer copy</p></header>
<p>Short names stick. Before you launch, try a few acronyms for your product and read your copy aloud.</p>
${widgets}
<footer><p>© Acme Writers</p></footer>
</body></html>`;
}

async function createPartner(
  admin: APIRequestContext,
  origins: string[],
  dailyQuota = 100,
): Promise<{ id: string; key: string }> {
  const res = await admin.post('/api/partners', {
    data: { name: 'Acme Writers (e2e)', origins, dailyQuota },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string; key: string } }).data;
}

async function frameHeight(page: Page, title: string): Promise<number> {
  return (await page.locator(`iframe[title="${title}"]`).boundingBox())?.height ?? 0;
}

/** How far the iframe's height is from the height of the tool inside it, in pixels. */
async function misfit(page: Page, title: string): Promise<number> {
  const content = await page
    .frameLocator(`iframe[title="${title}"]`)
    .locator('#inkpress-embed-root')
    .evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
  return Math.abs((await frameHeight(page, title)) - content);
}

let admin: APIRequestContext;
let allowed: PartnerSite;
let elsewhere: PartnerSite;
test.beforeAll(async () => {
  admin = await adminApi();
  allowed = await partnerSite();
  elsewhere = await partnerSite();
});
test.afterAll(async () => {
  await allowed.close();
  await elsewhere.close();
  await admin.dispose();
});

test('the widget on an allowed partner page runs a tool, grows with its result, and sets no cookie', async ({
  page,
}) => {
  const partner = await createPartner(admin, [allowed.origin]);
  allowed.html = blogPost(partner.key, ['acronym-generator', 'readability-improver']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(allowed.origin);

  const acronymTitle = 'Acronym generator by Inkpress';
  const acronyms = page.frameLocator(`iframe[title="${acronymTitle}"]`);
  await expect(acronyms.getByRole('heading', { level: 1, name: 'Acronym Generator' })).toBeVisible();
  // The iframe is sized to the tool from the start (not the loader's first 480 px).
  await expect.poll(() => misfit(page, acronymTitle)).toBeLessThan(2);
  const before = await frameHeight(page, acronymTitle);

  await acronyms.getByRole('textbox', { name: 'Phrase' }).fill('Portable network graphics');
  await acronyms.getByRole('button', { name: 'Run Acronym Generator' }).click();
  const result = acronyms.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('listitem').first()).toBeVisible();
  await expect(result).toContainText('PNG');
  // It grew with the result, to the tool's own height: no scroll bar inside the partner's page.
  await expect.poll(() => frameHeight(page, acronymTitle)).toBeGreaterThan(before + 80);
  await expect.poll(() => misfit(page, acronymTitle)).toBeLessThan(2);

  const powered = acronyms.getByRole('link', { name: 'Powered by Inkpress' });
  await expect(powered).toHaveAttribute('rel', 'nofollow');
  await expect(powered).toHaveAttribute('href', `${PLATFORM}/tools/acronym-generator?ref=${partner.key}`);

  // A writing tool streams in the second widget of the page, with its scores before and after.
  const readabilityTitle = 'Readability improver by Inkpress';
  const readability = page.frameLocator(`iframe[title="${readabilityTitle}"]`);
  await readability
    .getByRole('textbox', { name: 'Your text' })
    .fill(
      'Notwithstanding the aforementioned considerations, the committee nevertheless determined that the implementation of the proposed methodology would necessitate substantially more comprehensive documentation than was originally anticipated.',
    );
  await readability.getByRole('button', { name: 'Run Readability Improver' }).click();
  await expect(readability.getByRole('region', { name: 'Readability' })).toContainText('Flesch reading ease');
  await expect(readability.getByText('Written by the offline writer')).toBeVisible();
  await expect(readability.getByRole('button', { name: 'Run Readability Improver' })).toBeEnabled();

  // Nothing of the platform's is stored in the visitor's browser: no cookie, first- or third-party.
  expect(await page.context().cookies()).toEqual([]);
  // The runs counted against the partner's quota.
  const usage = await admin.get(`/api/partners/${partner.id}`);
  expect(((await usage.json()) as { data: { runsToday: number } }).data.runsToday).toBe(2);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const fitted = async () =>
      Math.max(await misfit(page, acronymTitle), await misfit(page, readabilityTitle));
    // The whole page in the viewport first: Chromium lays out and paints cross-origin iframes only
    // where the viewport is, so a widget below the fold reports its new size only once it is in view.
    // The widgets grow as they fit the new width, so the viewport follows the page until they settle.
    await expect
      .poll(
        async () => {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.setViewportSize({ width, height: Math.max(height, 900) });
          await page.evaluate(() => window.scrollTo(0, 0));
          return fitted();
        },
        { timeout: 20_000 },
      )
      .toBeLessThan(2);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `e2e/artifacts/screens/widget-${width}.png`, fullPage: true });
  }
});

test('the same page served from an origin the partner did not allow cannot show the tool', async ({
  page,
}) => {
  const partner = await createPartner(admin, [allowed.origin]);
  elsewhere.html = blogPost(partner.key, ['acronym-generator']);
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  });
  const loaded = page.waitForEvent('framenavigated', (frame) => frame !== page.mainFrame());
  await page.goto(elsewhere.origin);
  const frame = page.locator('iframe[title="Acronym generator by Inkpress"]');
  await expect(frame).toBeAttached();
  await loaded;
  // The browser refused to render the embed page in this site: no form, no content of ours.
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  expect(refusals[0]).toContain(`frame-ancestors ${allowed.origin}`);
  const embedded = page.frames().find((f) => f !== page.mainFrame());
  await expect
    .poll(async () =>
      embedded?.evaluate(() => document.querySelector('#inkpress-tool') !== null).catch(() => false),
    )
    .toBe(false);
  await expect(page.frameLocator('iframe.inkpress-widget').getByRole('button', { name: /Run/ })).toHaveCount(
    0,
  );
  // And never told the page its size.
  expect(await frameHeight(page, 'Acronym generator by Inkpress')).toBe(480);
  await page.screenshot({ path: 'e2e/artifacts/screens/widget-refused-1280.png', fullPage: true });
});

/**
 * Runs the hook generator in the page's widget until the API refuses a run
 * (at most `most` runs), as a visitor clicking Run again and again would.
 * Answers the runs that were answered before the refusal.
 */
async function runUntilRefused(page: Page, most: number): Promise<number> {
  const hooks = page.frameLocator('iframe[title="Hook generator by Inkpress"]');
  const run = hooks.getByRole('button', { name: 'Run Hook Generator' });
  for (let n = 0; n < most; n++) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/tools/hook-generator'));
    await run.click();
    const response = await answered;
    if (response.status() === 429) return n;
    expect(response.status(), await response.text().catch(() => '')).toBe(200);
    // The stream read to its end: the form is ready for the next run.
    await expect(hooks.getByRole('region', { name: 'Result' }).getByRole('listitem').first()).toBeVisible();
    await expect(run).toBeEnabled();
  }
  throw new Error(`no refusal after ${most} runs`);
}

test('the widget says when the daily limit is reached: the partner’s, then the visitor’s with sign-up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const topic = 'Cold brew coffee at home';

  // A partner with one run a day: its second run is refused for the partner's quota.
  const tiny = await createPartner(admin, [allowed.origin], 1);
  allowed.html = blogPost(tiny.key, ['hook-generator']);
  await page.goto(allowed.origin);
  const hooks = page.frameLocator('iframe[title="Hook generator by Inkpress"]');
  await hooks.getByRole('textbox', { name: 'Topic of the post or video' }).fill(topic);
  expect(await runUntilRefused(page, 3)).toBe(1);
  const partnerAlert = hooks.getByRole('alert');
  await expect(partnerAlert).toContainText(
    'This site has used all of today’s free runs of the Inkpress tools',
  );
  await expect(partnerAlert.getByRole('link', { name: 'Use it on Inkpress' })).toHaveAttribute(
    'href',
    `${PLATFORM}/tools/hook-generator?ref=${tiny.key}`,
  );
  await page.screenshot({ path: 'e2e/artifacts/screens/widget-partner-limit-1280.png', fullPage: true });
  const usage = await admin.get(`/api/partners/${tiny.id}`);
  expect(((await usage.json()) as { data: { runsToday: number } }).data.runsToday).toBe(1);

  // A partner with runs to spare: the visitor runs the social tools until their own day's runs are
  // used up (the partner's refused run above took none of them), then the widget offers sign-up.
  const roomy = await createPartner(admin, [allowed.origin], 100);
  allowed.html = blogPost(roomy.key, ['hook-generator']);
  await page.goto(allowed.origin);
  await hooks.getByRole('textbox', { name: 'Topic of the post or video' }).fill(topic);
  // Other tests of this run may have used some of this address's social runs already.
  const ran = await runUntilRefused(page, ANONYMOUS_TOOL_RUNS_PER_DAY + 1);
  expect(ran).toBeLessThanOrEqual(ANONYMOUS_TOOL_RUNS_PER_DAY - 1);
  const alert = hooks.getByRole('alert');
  await expect(alert).toContainText(
    `You have used today’s ${ANONYMOUS_TOOL_RUNS_PER_DAY} free runs of the social tools. Sign up free to keep going.`,
  );
  await expect(alert).toContainText(/Your free runs come back (tomorrow|today|in)/);
  const signUp = alert.getByRole('link', { name: 'Create a free account' });
  await expect(signUp).toHaveAttribute(
    'href',
    `${PLATFORM}/register?from=%2Ftools%2Fhook-generator&ref=${roomy.key}`,
  );
  await expect(signUp).toHaveAttribute('target', '_blank');
  // The refusal took none of the partner's runs.
  const roomyUsage = await admin.get(`/api/partners/${roomy.id}`);
  expect(((await roomyUsage.json()) as { data: { runsToday: number } }).data.runsToday).toBe(ran);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(
        async () => {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.setViewportSize({ width, height: Math.max(height, 900) });
          return misfit(page, 'Hook generator by Inkpress');
        },
        { timeout: 20_000 },
      )
      .toBeLessThan(2);
    await expect(signUp).toBeVisible();
    await page.screenshot({ path: `e2e/artifacts/screens/widget-limit-${width}.png`, fullPage: true });
  }
});

test('an internal user adds a partner in settings, and the embed code it gives runs on the partner’s page', async ({
  page,
}) => {
  await signIn(page, { email: ADMIN_EMAIL, password: PASSWORD });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/settings?tab=partners');
  await expect(page.getByRole('tab', { name: 'Partners', selected: true })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a partner' });
  await form.getByRole('textbox', { name: 'Partner name' }).fill('Zeta Reviews (e2e)');
  await form.getByRole('textbox', { name: 'Allowed origins' }).fill(`${allowed.origin}/reviews`);
  await form.getByRole('button', { name: 'Add partner' }).click();
  // A path is not an origin: the form says so before anything is sent.
  await expect(form.getByRole('textbox', { name: 'Allowed origins' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await form.getByRole('textbox', { name: 'Allowed origins' }).fill(allowed.origin);
  await form.getByRole('textbox', { name: 'Daily quota (runs)' }).fill('50');
  await form.getByRole('button', { name: 'Add partner' }).click();

  const dialog = page.getByRole('dialog', { name: 'Embed code for Zeta Reviews (e2e)' });
  await dialog.getByRole('combobox', { name: 'Tool' }).selectOption('acronym-generator');
  const code = await dialog.getByRole('textbox', { name: 'Embed code' }).inputValue();
  expect(code).toMatch(
    /^<script src="http:\/\/[^"]+\/widget\.js" data-tool="acronym-generator" data-partner="pk_\w{24}" async><\/script>$/,
  );
  await page.screenshot({ path: 'e2e/artifacts/screens/partners-embed-1280.png' });
  await dialog.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row', { name: /Zeta Reviews \(e2e\)/ });
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 of 50');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/artifacts/screens/partners-${width}.png`, fullPage: true });
  }

  // Pasted on the partner's page as it came out of the dialog, it shows the tool.
  allowed.html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Zeta Reviews</title></head><body><h1>Zeta Reviews</h1>${code}</body></html>`;
  const partnerPage = await page.context().newPage();
  await partnerPage.goto(allowed.origin);
  await expect(
    partnerPage
      .frameLocator('iframe[title="Acronym generator by Inkpress"]')
      .getByRole('heading', { level: 1, name: 'Acronym Generator' }),
  ).toBeVisible();
  await partnerPage.close();
});
