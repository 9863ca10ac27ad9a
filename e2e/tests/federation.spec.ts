import { expect, test } from '@playwright/test';
import { remoteOrigin, resetRemote, setRemoteFlags, startRemote, stopRemote } from '../support/platform';
import { registerUser } from '../support/session';
import { openWithApp, startApp } from '../support/visit';

/** Issue 14: the gzipped JavaScript `/` may load, what a public page needs only. */
const FRONT_PAGE_JS_BUDGET = 120 * 1024;
/** The app's JavaScript once the visitor's first gesture has started it on `/` (today's 261 KB and a little room). */
const FRONT_PAGE_APP_JS_BUDGET = 270 * 1024;

test.describe('the federated shell', () => {
  test('renders / through the shell and the marketing remote', async ({ page }) => {
    await openWithApp(page, '/');
    await expect(page.locator('#root [data-page-ready]').first()).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Write articles that rank, in your own voice.' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(/Inkpress/);
  });

  test('reaches a route of each remote by client-side navigation, without a full reload', async ({
    page,
  }) => {
    // Signed in, so the dashboard's routes open instead of sending the visitor to /login.
    await registerUser(page);
    await openWithApp(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const sameDocument = () =>
      page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

    // billing
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Simple plans that grow with you' }),
    ).toBeVisible();
    // tools
    await page.getByRole('banner').getByRole('button', { name: 'Resources' }).click();
    await page.getByRole('menuitem', { name: 'Free Tools' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Free AI writing tools' })).toBeVisible();
    // marketing again, through the footer
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Inkpress' })).toBeVisible();
    // editor: a router navigation
    await page.evaluate(() => {
      window.history.pushState({}, '', '/dashboard');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Inkpress' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    // integrations, from the dashboard sidebar
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Integrations' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();

    expect(await sameDocument()).toBe(true);
  });

  test('shows the 404 page for an unknown route, inside the header and footer', async ({ page }) => {
    await openWithApp(page, '/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('registers every other route of a remote with its page frame and heading', async ({ page }) => {
    await registerUser(page);
    for (const [path, heading] of [
      ['/privacy', 'Privacy policy'],
      ['/dashboard/folders', 'Folders'],
      ['/dashboard/billing', 'Billing'],
      ['/tools/headline-generator', 'Headline Generator'],
      ['/login', 'Log in'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('the front page loads within its JavaScript budget, and the app within its own at the first gesture', async ({
    page,
  }) => {
    // Issue 14's goal is 120 KB: what a public page needs only, everything else on demand. The
    // server draws / whole, so it loads no script file; the app's bytes (it was 355 KB, and is
    // 255 KB with React Router trimmed and markdown-it on demand) come at the first gesture.
    // Bytes as sent (gzip), every script file.
    const scripts: Promise<[string, number]>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script')
        scripts.push(request.sizes().then((sizes) => [request.url(), sizes.responseBodySize]));
    });
    const weigh = async (budget: number, what: string) => {
      await page.waitForLoadState('networkidle');
      const loaded = await Promise.all(scripts);
      const total = loaded.reduce((sum, [, bytes]) => sum + bytes, 0);
      const list = loaded
        .sort((a, b) => b[1] - a[1])
        .map(([url, bytes]) => `${bytes} ${url}`)
        .join('\n');
      expect(total, `${what} (gzip), ${total} bytes:\n${list}`).toBeLessThanOrEqual(budget);
      return loaded.length;
    };
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Write articles that rank, in your own voice.' }),
    ).toBeVisible();
    await page.waitForTimeout(500);
    expect(await weigh(FRONT_PAGE_JS_BUDGET, 'JavaScript of / as it loads')).toBe(0);

    await startApp(page);
    expect(await weigh(FRONT_PAGE_APP_JS_BUDGET, 'JavaScript of / with the app')).toBeGreaterThan(0);
  });

  test('loads one copy of React, react-router, mobx and styled-components', async ({ page }) => {
    await page.addInitScript(() => {
      const renderers = new Map<number, unknown>();
      (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
        checkDCE() {},
      };
    });
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (/several instances|multiple instances|Invalid hook call|more than one copy/i.test(msg.text()))
        warnings.push(msg.text());
    });
    await openWithApp(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Visit screens of three more remotes so their code is in the page too.
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Simple plans that grow with you' }),
    ).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Resources' }).click();
    await page.getByRole('menuitem', { name: 'Free Tools' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Free AI writing tools' })).toBeVisible();

    const report = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      const hook = w.__REACT_DEVTOOLS_GLOBAL_HOOK__ as { renderers: Map<number, unknown> };
      type Share = Record<
        string,
        Record<
          string,
          Record<
            string,
            Record<string, { loaded?: boolean; loading?: unknown; useIn?: string[]; from: string }>
          >
        >
      >;
      const federation = w.__FEDERATION__ as { __SHARE__: Share };
      const loaded: Record<string, string[]> = {};
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const packages of Object.values(scopes)) {
          for (const [pkg, versions] of Object.entries(packages)) {
            for (const [version, share] of Object.entries(versions)) {
              if (share.loaded || share.loading) {
                const key = `${version}@${share.from}`;
                loaded[pkg] = [...new Set([...(loaded[pkg] ?? []), key])];
              }
            }
          }
        }
      }
      return {
        reactRenderers: hook.renderers.size,
        mobxInstances: (globalThis as unknown as { __mobxInstanceCount?: number }).__mobxInstanceCount,
        styledInstances: w['__styled-components-init__'],
        loaded,
      };
    });
    expect(report.reactRenderers).toBe(1);
    expect(report.mobxInstances ?? 1).toBe(1);
    expect(report.styledInstances ?? 1).toBe(1);
    // react-router is not shared on its own: the shared react-router-dom holds the parts used
    // (scripts/webpack/reactRouterDom.ts), so one React Router comes with it.
    for (const pkg of [
      'react',
      'react-dom',
      'react-router-dom',
      'mobx',
      'mobx-react-lite',
      'styled-components',
    ]) {
      const providers = new Set((report.loaded[pkg] ?? []).map((k) => k.split('@')[0]));
      expect({ pkg, versions: providers.size }).toEqual({ pkg, versions: 1 });
    }
    expect(warnings).toEqual([]);
  });
});

test.describe('a remote that is down', () => {
  test.afterEach(async () => {
    await startRemote('mfe-tools').catch(() => undefined);
  });

  test('shows the retry view in its area only, and Retry recovers once it is back', async ({ page }) => {
    await stopRemote('mfe-tools');
    await openWithApp(page, '/tools');
    await expect(page.getByRole('heading', { name: 'An unexpected error has occurred' })).toBeVisible();
    await expect(page.getByText('Please double check your internet connection and try again.')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Other areas keep working.
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Simple plans that grow with you' }),
    ).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'An unexpected error has occurred' })).toBeVisible();

    await startRemote('mfe-tools');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Free AI writing tools' })).toBeVisible();
  });

  test('a screen whose chunk fails after the remote loaded shows the retry view and recovers', async ({
    page,
  }) => {
    await openWithApp(page, '/tools');
    await expect(page.getByRole('heading', { level: 1, name: 'Free AI writing tools' })).toBeVisible();
    await stopRemote('mfe-tools');
    await page.getByRole('link', { name: 'Headline Generator' }).click();
    await expect(page.getByRole('heading', { name: 'An unexpected error has occurred' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await startRemote('mfe-tools');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Headline Generator' })).toBeVisible();
  });
});

test.describe('the remote registry', () => {
  test.afterEach(() => resetRemote('mfe_tools'));

  test('a disabled remote: its routes show the 404 page and its manifest is never requested', async ({
    page,
  }) => {
    await setRemoteFlags('mfe_tools', { enabled: false, percentage: 100, allowUserIds: [], allowPlans: [] });
    const toolsOrigin = remoteOrigin('mfe-tools');
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(toolsOrigin)) requested.push(r.url());
    });
    await openWithApp(page, '/tools');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await openWithApp(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requested).toEqual([]);
  });
});
