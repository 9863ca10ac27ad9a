import { routeOwnership } from '@inkpress/shared-core';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  adminApi,
  createPromotion,
  deleteAllPromotions,
  PASSWORD,
  registerUser,
  uniqueEmail,
} from '../support/session';
import { openWithApp } from '../support/visit';

/**
 * The shell of issue 3 in the running platform: header, drawer, footer,
 * layouts, consent, session redirects, popups, promotions and page metadata.
 */

const widths = [375, 768, 1280] as const;
const headerLinks = ['Bulk Content Generator', 'Brand Voice', 'AI Text Editor', 'Templates', 'Pricing'];
const resources = ['Free Tools', 'Blogs', 'Guides', 'Video Tutorials', 'Contact'];

/** A screenshot of the viewport, saved with the test artifacts for people to look at. */
function shot(page: Page, name: string, animations: 'disabled' | 'allow' = 'disabled') {
  return page.screenshot({ path: `e2e/artifacts/screens/${name}.png`, animations });
}

/** Whether keyboard focus is inside the element `selector` matches. */
function focusInside(page: Page, selector: string) {
  return page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);
}

for (const width of widths) {
  test.describe(`at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('the header offers its links, the Resources dropdown or the drawer, and Login and Get Started', async ({
      page,
    }) => {
      await openWithApp(page, '/');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Inkpress home' })).toBeVisible();
      const toggle = banner.getByRole('button', { name: 'Open menu' });

      if (width >= 768) {
        await expect(toggle).toBeHidden();
        for (const name of headerLinks)
          await expect(banner.getByRole('link', { name, exact: true })).toBeVisible();
        await expect(banner.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
        await expect(banner.getByRole('link', { name: 'Get Started', exact: true })).toBeVisible();

        const button = banner.getByRole('button', { name: 'Resources' });
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const items = page.getByRole('menu').getByRole('menuitem');
        await expect(items).toHaveText(resources.map((r) => new RegExp(`^${r}`)));
        await shot(page, `shell-resources-${width}`);
        const videos = page.getByRole('menuitem', { name: /Video Tutorials/ });
        await expect(videos).toHaveAttribute('target', '_blank');
        await expect(videos).toHaveAttribute('rel', 'noopener noreferrer');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();
        await expect(button).toBeFocused();

        await button.click();
        await page.getByRole('menuitem', { name: 'Guides' }).click();
        await expect(page).toHaveURL(/\/guides$/);
        return;
      }

      // Below md: the links live in a drawer behind the toggle.
      await expect(banner.getByRole('link', { name: 'Pricing', exact: true })).toBeHidden();
      await expect(banner.getByRole('button', { name: 'Resources' })).toBeHidden();
      await expect(toggle).toBeVisible();
      await toggle.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await shot(page, `shell-drawer-${width}`);
      for (const name of [...headerLinks, ...resources, 'Login', 'Get Started']) {
        await expect(drawer.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
      }
      await expect(drawer.getByRole('link', { name: /Video Tutorials/ })).toHaveAttribute('target', '_blank');
      expect(await focusInside(page, '[role="dialog"]')).toBe(true);
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press('Tab');
        expect(await focusInside(page, '[role="dialog"]')).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(page, '[role="dialog"]')).toBe(true);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      await drawer.getByRole('link', { name: 'Templates', exact: true }).click();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(/\/templates$/);
    });

    test('signed in, the header shows Dashboard instead of Login and Get Started', async ({ page }) => {
      await registerUser(page);
      await page.goto('/pricing');
      const banner = page.getByRole('banner');
      let scope = banner;
      if (width < 768) {
        await banner.getByRole('button', { name: 'Open menu' }).click();
        scope = page.getByRole('dialog', { name: 'Menu' });
      }
      const dashboard = scope.getByRole('link', { name: 'Dashboard', exact: true });
      await expect(dashboard).toBeVisible();
      await expect(scope.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
      await expect(scope.getByRole('link', { name: 'Get Started', exact: true })).toHaveCount(0);
      await dashboard.click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Inkpress' })).toBeVisible();
    });

    test('the footer has four link columns, social links, the policies and the affiliate programme', async ({
      page,
    }) => {
      await openWithApp(page, '/about');
      const footer = page.getByRole('contentinfo');
      for (const column of ['Product', 'Resources', 'Company', 'Integrations']) {
        const nav = footer.getByRole('navigation', { name: column });
        await expect(nav.getByRole('heading', { name: column })).toBeVisible();
        expect(await nav.getByRole('link').count()).toBeGreaterThanOrEqual(5);
      }
      const policies = footer.getByRole('navigation', { name: 'Policies' }).getByRole('link');
      await expect(policies).toHaveCount(11);
      for (const path of [
        'privacy',
        'terms',
        'cookie',
        'security',
        'accessibility',
        'modern-slavery-statement',
        'edi-policy',
        'code-of-ethics',
        'editorial-policy',
        'complaints-policy',
        'guest-posting-policy',
      ]) {
        await expect(footer.locator(`a[href="/${path}"]`).first()).toBeVisible();
      }
      await expect(footer.getByRole('navigation', { name: 'Social media' }).getByRole('link')).toHaveCount(4);
      await expect(footer.getByText('Earn 30% commission')).toBeVisible();
      await footer.getByRole('link', { name: 'Join the affiliate programme' }).click();
      await expect(page).toHaveURL(/\/affiliate$/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('no marketing header or footer on /login, /register and the dashboard', async ({ page }) => {
      for (const path of ['/login', '/register']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('banner')).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
      }
      await registerUser(page);
      for (const path of ['/dashboard', '/dashboard/folders']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('banner')).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
      }
    });

    test('popups: two open, Escape closes the top one, focus returns where it was', async ({ page }) => {
      // Consent given, so the Upgrade click's analytics event goes out; it meets a rate limit.
      await page.addInitScript(() => window.localStorage.setItem('inkpress.consent', 'accepted'));
      const account = await registerUser(page);
      const tracked: unknown[] = [];
      await page.route('**/api/op/track', async (route) => {
        const body = route.request().postDataJSON() as { event?: string };
        if (body.event !== 'upgrade_click') return route.continue();
        tracked.push(body);
        await route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({
            status: 429,
            code: 'RateLimitError',
            message: 'Too many requests.',
            data: { retryAfter: 30 },
          }),
        });
      });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Inkpress' })).toBeVisible();

      // The Upgrade button: in the sidebar from lg, in the drawer below.
      let opener = page.getByRole('button', { name: 'Upgrade' });
      if (width < 992) {
        opener = page.getByRole('button', { name: 'Open menu' });
        await opener.click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Upgrade' }).click();
      } else {
        await opener.click();
      }

      // Found by popup type: the owning remote (billing) words them, or the shell's frame does until it loads.
      const popup = (type: string) =>
        page.getByRole('dialog').filter({ has: page.locator(`[data-popup="${type}"]`) });
      const upgrade = popup('upgrade');
      const rateLimit = popup('rate-limit');
      await expect(upgrade).toBeVisible();
      await expect(rateLimit).toBeVisible();
      await expect(rateLimit).toContainText(/try again in (30|[12]\d) seconds/);
      await expect(page.getByRole('dialog')).toHaveCount(2);
      await shot(page, `shell-popups-${width}`);
      expect(tracked).toEqual([
        { event: 'upgrade_click', location: '/dashboard', source: 'sidebar', userId: account.id },
      ]);
      await expect.poll(() => rateLimit.evaluate((el) => el.contains(document.activeElement))).toBe(true);

      await page.keyboard.press('Escape');
      await expect(rateLimit).toBeHidden();
      await expect(upgrade).toBeVisible();
      await expect.poll(() => upgrade.evaluate((el) => el.contains(document.activeElement))).toBe(true);

      await upgrade.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(opener).toBeFocused();
    });
  });
}

test.describe('the consent component', () => {
  test('shows on tools, templates and blog pages; the choice is remembered; analytics wait for it', async ({
    page,
  }) => {
    const tracked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/op/track') && request.method() === 'POST') {
        tracked.push(request.postData() ?? '');
      }
    });
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);

    await page.goto('/tools');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, 'shell-consent-1280');
    await page.goto('/templates');
    await expect(banner).toBeVisible();
    await page.goto('/blog');
    await expect(banner).toBeVisible();
    expect(tracked).toEqual([]);

    const firstEvent = page.waitForRequest((r) => r.url().endsWith('/api/op/track'));
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    expect(JSON.parse((await firstEvent).postData() ?? '{}')).toMatchObject({
      event: 'page_view',
      location: '/blog',
      source: 'navigation',
    });
    expect(await page.evaluate(() => window.localStorage.getItem('inkpress.consent'))).toBe('accepted');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });

  test('rejecting keeps every analytics event in the browser', async ({ page }) => {
    const tracked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/op/track')) tracked.push(request.url());
    });
    await page.goto('/tools');
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Reject' })
      .click();
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/tools');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    expect(tracked).toEqual([]);
  });
});

test.describe('the session and the from parameter', () => {
  async function logIn(page: Page, email: string) {
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.locator('input[name="password"]').fill(PASSWORD);
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
  }

  async function account(page: Page) {
    const email = uniqueEmail('from');
    await registerUser(page, email);
    // Signed out again: the test logs in through the form.
    await page.context().clearCookies();
    return email;
  }

  test('a visitor on a dashboard route goes to /login?from=… and comes back after logging in', async ({
    page,
  }) => {
    const email = await account(page);
    await page.goto('/dashboard/settings?tab=team');
    await expect(page).toHaveURL(/\/login\?from=%2Fdashboard%2Fsettings%3Ftab%3Dteam$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await logIn(page, email);
    await expect(page).toHaveURL(/\/dashboard\/settings\?tab=team$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('without from, logging in goes to the dashboard', async ({ page }) => {
    const email = await account(page);
    await page.goto('/login');
    await logIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  for (const from of ['https://evil.example.com/steal', '//evil.example.com', '/\\evil.example.com']) {
    test(`an off-site from (${from}) ends on this site's dashboard`, async ({ page, baseURL }) => {
      const email = await account(page);
      await page.goto(`/login?from=${encodeURIComponent(from)}`);
      await logIn(page, email);
      await expect(page).toHaveURL(`${baseURL}/dashboard`);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Inkpress' })).toBeVisible();
    });
  }

  test('a new user is welcomed by name, and the header shows the name rather than the email', async ({
    page,
  }) => {
    const email = uniqueEmail('named');
    const res = await page.request.post('/api/auth/register', {
      data: { email, password: PASSWORD, name: 'Ada Lovelace' },
    });
    expect(res.status()).toBe(201);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Inkpress, Ada' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();
  });

  test('logging out from the account menu resets the session and goes home', async ({ page }) => {
    const user = await registerUser(page);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: user.email }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect((await page.request.get('/api/auth/session')).status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?from=%2Fdashboard$/);
  });
});

test.describe('promotions', () => {
  let admin: APIRequestContext;
  test.beforeAll(async () => {
    admin = await adminApi();
  });
  test.beforeEach(async () => {
    await deleteAllPromotions(admin);
  });
  test.afterAll(async () => {
    await deleteAllPromotions(admin);
    await admin.dispose();
  });

  const SECOND = 1000;
  const HOUR = 3600 * SECOND;
  const DAY = 24 * HOUR;

  test('the countdown ticks, turns red, and the promotion disappears at zero (controlled clock)', async ({
    page,
  }) => {
    const now = Date.now();
    await createPromotion(admin, {
      type: 'christmas',
      startDate: new Date(now - HOUR),
      endDate: new Date(now + 4 * DAY + 20 * SECOND),
    });
    await page.clock.install({ time: now });
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Promotion', exact: true });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('New Year deal');
    await expect(bar).toContainText('6 months free on yearly plans (50% off)');
    await expect(bar.locator('[data-part="snowfall"] > *')).toHaveCount(50);

    // From here on time moves only when the test says so.
    await page.clock.pauseAt(now + 10 * SECOND);
    const timer = bar.getByRole('timer');
    await expect(timer).toHaveText(/4d00h00m10s$/);
    await expect(timer).toHaveAttribute('data-urgent', 'false');
    await page.clock.runFor(2 * SECOND);
    await expect(timer).toHaveText(/4d00h00m08s$/);

    // Days drop to 3: red.
    await page.clock.runFor(10 * SECOND);
    await expect(timer).toHaveText(/3d23h59m58s$/);
    await expect(timer).toHaveAttribute('data-urgent', 'true');
    await shot(page, 'shell-promotion-urgent-1280', 'allow');
    // Polled: the colour change is a short CSS transition.
    await expect
      .poll(() =>
        timer
          .locator('span')
          .nth(1)
          .evaluate((el) => getComputedStyle(el).backgroundColor),
      )
      .toBe('rgb(220, 38, 38)');

    // Close to the end it is still red, then gone.
    await page.clock.fastForward(4 * DAY - 30 * SECOND);
    await page.clock.runFor(SECOND);
    await expect(timer).toHaveText(/0d00h00m27s$/);
    await expect(timer).toHaveAttribute('data-urgent', 'true');
    await page.clock.runFor(26 * SECOND);
    await expect(timer).toHaveText(/0d00h00m01s$/);
    await page.clock.runFor(SECOND);
    await expect(bar).toHaveCount(0);
  });

  test('the top bar’s close button hides it until the page reloads; the dashboard has its banner', async ({
    page,
  }) => {
    const now = Date.now();
    await createPromotion(admin, {
      type: 'special-discount',
      startDate: new Date(now - HOUR),
      endDate: new Date(now + 20 * DAY),
    });
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Promotion', exact: true });
    await expect(bar).toContainText('Special discount');
    await expect(bar.getByRole('timer')).toHaveAttribute('data-urgent', 'false');
    await expect(bar.locator('[data-part="snowfall"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, 'shell-promotion-topbar-1280');
    await page.setViewportSize({ width: 375, height: 900 });
    await shot(page, 'shell-promotion-topbar-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await bar.getByRole('button', { name: 'Close the promotion' }).click();
    await expect(bar).toHaveCount(0);

    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toHaveCount(0);

    await page.reload();
    await expect(bar).toBeVisible();

    await registerUser(page);
    await page.goto('/dashboard');
    const banner = page.getByRole('region', { name: 'Promotion on your dashboard' });
    await expect(banner).toContainText('6 months free on yearly plans (50% off)');
    await shot(page, 'shell-promotion-dashboard-1280');
    await expect(banner.getByRole('link', { name: 'Claim the deal' })).toHaveAttribute(
      'href',
      '/dashboard/billing#pricing',
    );
  });

  test('no snowfall for visitors who prefer reduced motion', async ({ page }) => {
    const now = Date.now();
    await createPromotion(admin, {
      type: 'christmas',
      startDate: new Date(now - HOUR),
      endDate: new Date(now + 10 * DAY),
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Promotion', exact: true });
    await expect(bar).toContainText('New Year deal');
    await expect(bar.locator('[data-part="snowfall"]')).toHaveCount(0);
  });

  test('only the internal user may schedule promotions', async ({ page }) => {
    const body = {
      type: 'christmas',
      startDate: new Date().toISOString(),
      endDate: new Date(Date.now() + DAY).toISOString(),
    };
    expect((await page.request.post('/api/promotions', { data: body })).status()).toBe(401);
    await registerUser(page);
    const csrf = (await page.context().cookies()).find((c) => c.name === 'inkpress_csrf')?.value ?? '';
    const res = await page.request.post('/api/promotions', { data: body, headers: { 'X-CSRF-Token': csrf } });
    expect(res.status()).toBe(403);
  });
});

test.describe('page metadata', () => {
  const publicPaths = [
    ...routeOwnership.mfe_marketing,
    ...routeOwnership.mfe_tools,
    ...routeOwnership.mfe_billing,
  ].filter((path) => !path.includes(':') && !path.startsWith('/dashboard'));

  test('every page has an icon: /favicon.ico answers, and the page links it', async ({ page }) => {
    const ico = await page.request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const failed: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 404) failed.push(res.url());
    });
    await page.goto('/pricing');
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
      'href',
      '/favicon.svg',
    );
    expect(failed).toEqual([]);
  });

  test('every public route of SPEC §2 has a title, description, canonical link and a 1200x600 social card', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    expect(publicPaths.length).toBeGreaterThan(50);
    const images = new Set<string>();
    for (const path of publicPaths) {
      await page.goto(path);
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical, path).toHaveAttribute('href', `${baseURL}${path}`);
      const meta = await page.evaluate(() => {
        const read = (selector: string) =>
          document.head.querySelector(selector)?.getAttribute('content') ?? null;
        return {
          title: document.title,
          description: read('meta[name="description"]'),
          ogTitle: read('meta[property="og:title"]'),
          ogDescription: read('meta[property="og:description"]'),
          ogUrl: read('meta[property="og:url"]'),
          ogImage: read('meta[property="og:image"]'),
          ogImageWidth: read('meta[property="og:image:width"]'),
          ogImageHeight: read('meta[property="og:image:height"]'),
          twitterCard: read('meta[name="twitter:card"]'),
          twitterImage: read('meta[name="twitter:image"]'),
        };
      });
      expect(meta.title, path).toContain('Inkpress');
      expect(meta.description?.length ?? 0, path).toBeGreaterThan(10);
      expect(meta.ogTitle, path).toBe(meta.title);
      expect(meta.ogDescription, path).toBe(meta.description);
      expect(meta.ogUrl, path).toBe(`${baseURL}${path}`);
      expect(meta.ogImage, path).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)$/);
      expect([meta.ogImageWidth, meta.ogImageHeight], path).toEqual(['1200', '600']);
      expect(meta.twitterCard, path).toBe('summary_large_image');
      expect(meta.twitterImage, path).toBe(meta.ogImage);
      images.add(meta.ogImage!);
    }
    // Each public page has a card of its own (pages kept out of search share the site's)…
    expect(images.size).toBeGreaterThan(publicPaths.length / 2);
    // …and a card really is a 1200x600 PNG (a sample: each is drawn on its first request).
    for (const image of [...images].slice(0, 6)) {
      const res = await page.request.get(image);
      expect(res.status(), image).toBe(200);
      const png = await res.body();
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 600]);
    }
  });
});

test.describe('losing the connection', () => {
  test('the API reporting its database away shows "Reconnecting…", and "Connection restored" once it answers', async ({
    page,
  }) => {
    await registerUser(page);
    await page.goto('/dashboard/settings?tab=account');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const away = {
      status: 503,
      code: 'ServiceUnavailable',
      message: 'Inkpress is reconnecting to its database.',
    };
    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 503, headers: { 'Retry-After': '3' }, json: away }),
    );
    await page.getByRole('tab', { name: 'API keys' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'Reconnecting…' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(/Trying again in \d s/);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await shot(page, `shell-reconnecting-${width}`);
    }
    await page.unroute('**/api/**');
    await expect(page.getByRole('status').filter({ hasText: 'Connection restored.' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(banner).toBeHidden();
  });
});
