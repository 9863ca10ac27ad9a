import { expect, type Page, test } from '@playwright/test';
import mongoose from 'mongoose';
import { linkPath, waitForMail } from '../support/mail';
import { withDatabase } from '../support/platform';
import { registerUser } from '../support/session';
import { appReady } from '../support/visit';

/**
 * The public pages of issue 14 built from the product's catalogues and its
 * users' posts: the template gallery, the GPTs directory, sample articles, a
 * post made public from the editor and read signed out, and the marketing
 * mail's preference page.
 */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/public/${name}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
}

test('the first HTML of the gallery, a template, the directory and the samples, without a browser', async ({
  request,
}) => {
  for (const [path, h1, type] of [
    ['/templates', 'Article templates', 'CollectionPage'],
    ['/templates/product-review', 'Product review template', 'CreativeWork'],
    ['/gpts-directory', 'GPTs directory', 'CollectionPage'],
    ['/public/samples', 'Sample articles', 'CollectionPage'],
    [
      '/public/article/how-to-start-a-podcast',
      'How to start a podcast: a step-by-step guide for beginners',
      'Article',
    ],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>[^<]*Inkpress[^<]*<\/title>/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${path}"`));
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect([...html.matchAll(/<h1>([\s\S]*?)<\/h1>/g)].map((m) => m[1])).toEqual([h1]);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => (JSON.parse(m[1]!) as { '@type': string })['@type'],
    );
    expect(ld, path).toContain(type);
    expect(ld).toContain('BreadcrumbList');
  }
  expect((await request.get('/templates/no-such-template')).status()).toBe(404);
  expect((await request.get('/public/article/0123456789abcdef01234567')).status()).toBe(404);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/templates/product-review</loc>');
  expect(sitemap).toContain('/public/article/how-to-start-a-podcast</loc>');
});

test('a visitor browses the templates, opens one and is sent through sign-up to use it', async ({ page }) => {
  await page.goto('/templates');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Article templates' })).toBeVisible();
  const cards = page.locator('#root main li h3');
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(10);

  await page.getByLabel('Search templates').fill('review');
  await expect(page.getByRole('link', { name: 'Product review', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'News article', exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\?q=review$/);
  await page.getByLabel('Search templates').fill('');
  await page.getByRole('group', { name: 'Template groups' }).getByRole('button', { name: 'Guides' }).click();
  await expect(page.getByRole('link', { name: 'How-to guide', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Product review', exact: true })).toHaveCount(0);
  await page.getByLabel('Search templates').fill('nothing-matches-this');
  await expect(page.getByRole('heading', { name: 'No template matches' })).toBeVisible();
  await page.getByRole('button', { name: 'Show all templates' }).click();
  await expect(cards).toHaveCount(total);

  await page.getByRole('link', { name: 'How-to guide', exact: true }).click();
  await expect(page).toHaveURL(/\/templates\/how-to$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How-to guide template' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The fields you fill in' })).toBeVisible();
  await expect(page.getByTestId('template-cost')).toContainText(/About [\d,]+ credits/);
  await expect(
    page.getByRole('link', { name: 'How to start a podcast: a step-by-step guide for beginners' }),
  ).toBeVisible();
  const use = page.locator('#root main').getByRole('link', { name: 'Use this template' });
  await expect(use).toHaveAttribute('href', '/register?from=%2Fdashboard%2Ftemplates%2Fhow-to');
  await use.click();
  await expect(page).toHaveURL(/\/register\?from=%2Fdashboard%2Ftemplates%2Fhow-to$/);

  // Signed in, the same button goes straight to the dashboard's template form.
  await registerUser(page);
  await page.goto('/templates/how-to');
  await appReady(page);
  await expect(page.locator('#root main').getByRole('link', { name: 'Use this template' })).toHaveAttribute(
    'href',
    '/dashboard/templates/how-to',
  );
});

test('the GPTs directory finds an assistant and opens its tool page; samples open their article', async ({
  page,
}) => {
  await page.goto('/gpts-directory');
  await appReady(page);
  await page.getByLabel('Search the directory').fill('meta description');
  await expect(page.getByText(/^\d+ of \d+ assistants$/)).toBeVisible();
  await page.getByRole('link', { name: 'Meta Description Generator' }).click();
  await expect(page).toHaveURL(/\/tools\/meta-description-generator$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/public/samples');
  await appReady(page);
  await page.getByRole('link', { name: '7 productivity apps that keep remote teams in sync' }).click();
  await expect(page).toHaveURL(/\/public\/article\/productivity-apps-for-remote-teams$/);
  await expect(
    page.getByRole('heading', { level: 1, name: '7 productivity apps that keep remote teams in sync' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'the template it was written with' })).toHaveAttribute(
    'href',
    '/templates/listicle',
  );
});

test('an owner makes a post public from the editor; signed out it reads, private it is gone', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'inkpress_csrf')?.value ?? '';
  const title = 'Growing herbs on a small balcony';
  const created = await page.request.post('/api/collections', {
    headers: { 'X-CSRF-Token': csrf },
    data: {
      title,
      posts: [
        {
          clientId: 'c0',
          title,
          content: [
            {
              value:
                '<p>Basil, thyme and mint grow happily in pots if they get six hours of sun.</p><h2>Choosing pots</h2><p>Pick pots with drainage holes.</p>',
            },
          ],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const data = (await created.json()) as { data: { id: string; posts: { id: string }[] } };
  const postId = data.data.posts[0]!.id;

  await page.goto(`/dashboard/collections/${data.data.id}/${postId}`);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Make public…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make public' });
  const publicSwitch = dialog.getByRole('switch', { name: /Public link/ });
  await expect(publicSwitch).toHaveAttribute('aria-checked', 'false');
  await publicSwitch.click();
  await expect(publicSwitch).toHaveAttribute('aria-checked', 'true');
  const link = dialog.getByTestId('public-link');
  await expect(link).toHaveText(new RegExp(`/public/article/${postId}$`));
  await expect(dialog.getByRole('switch', { name: /Let search engines index it/ })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await page.screenshot({ path: 'e2e/artifacts/public/make-public-1280.png' });
  const url = (await link.textContent())!;

  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  const first = await reader.request.get(url);
  expect(first.status()).toBe(200);
  expect(await first.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  await reader.goto(url);
  await appReady(reader);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText('Pick pots with drainage holes.')).toBeVisible();
  await expect(reader.getByRole('textbox')).toHaveCount(0);
  for (const width of [375, 768, 1280]) {
    await reader.setViewportSize({ width, height: 900 });
    await shot(reader, `public-article-${width}`);
  }

  await publicSwitch.click();
  await expect(publicSwitch).toHaveAttribute('aria-checked', 'false');
  const gone = await reader.request.get(url);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).not.toContain(title);
  await reader.goto(url);
  await expect(reader.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await visitor.close();
});

test('an expired marketing link asks for a new one; the new link resubscribes in one click; a broken link says so', async ({
  page,
}) => {
  const account = await registerUser(page);
  const token = await withDatabase(async (db) => {
    const users = db.collection<{ marketing?: { token?: string } }>('users');
    await users.updateOne(
      { _id: new mongoose.Types.ObjectId(account.id) },
      { $set: { 'marketing.unsubscribed': true } },
    );
    return (await users.findOne({ _id: new mongoose.Types.ObjectId(account.id) }))!.marketing!.token!;
  });
  await page.context().clearCookies();
  // A bare token (a link from before links expired, issue 14) has no issue time: expired.
  const since = Date.now();
  await page.goto(`/email/resubscribe/${token}`);
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(page.getByText(/links in our emails work for 30 days/)).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `resubscribe-expired-${width}`);
  }
  await page.getByRole('button', { name: 'Email me a new link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'New link sent to e***@example.com' }),
  ).toBeVisible();
  const mail = await waitForMail(account.email, 'resubscribe-link', { since });
  await page.goto(linkPath(mail));
  await expect(page.getByRole('heading', { level: 1, name: 'Email preferences' })).toBeVisible();
  await expect(page.getByTestId('masked-email')).toHaveText(/^e\*\*\*@example\.com$/);
  await expect(page.getByText('You are unsubscribed')).toBeVisible();
  await shot(page, 'resubscribe-before-1280');
  await page.getByRole('button', { name: 'Resubscribe' }).click();
  await expect(page.getByText('You are subscribed to product news and tips.')).toBeVisible();
  const stored = await withDatabase(async (db) => {
    return db
      .collection<{ marketing?: { unsubscribed?: boolean } }>('users')
      .findOne({ _id: new mongoose.Types.ObjectId(account.id) });
  });
  expect(stored!.marketing!.unsubscribed).toBe(false);
  for (const width of [375, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `resubscribe-${width}`);
  }

  await page.goto(`/email/resubscribe/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await page.goto('/email/resubscribe/short');
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
});

for (const width of [375, 768, 1280]) {
  test(`public pages at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, name] of [
      ['/templates', 'templates'],
      ['/templates/listicle', 'template'],
      ['/gpts-directory', 'gpts-directory'],
      ['/public/samples', 'samples'],
      ['/public/article/email-marketing-for-small-business', 'sample-article'],
    ] as const) {
      await page.goto(path);
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await shot(page, `${name}-${width}`);
    }
  });
}
