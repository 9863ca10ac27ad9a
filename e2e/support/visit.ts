/**
 * A visitor on a public page. The server draws those pages whole and the app
 * loads at the visitor's first gesture (scripts/lib/prerender.ts); a test
 * that wants the app there makes that gesture, as a person moving the
 * pointer would, and waits for the app to take over the server's page.
 */
import { expect, type Page } from '@playwright/test';

/** Goes to `path` and starts the app with a pointer move; resolves once the app shows the page. */
export async function openWithApp(page: Page, path: string) {
  await page.goto(path);
  await startApp(page);
}

/** The first gesture on the page that is open: resolves once the app has taken over. */
export async function startApp(page: Page) {
  await page.mouse.move(4, 4);
  await page.mouse.move(8, 8);
  await expect(page.locator('#prerender')).toHaveCount(0, { timeout: 30_000 });
}

/** startApp, and the app's screen has its content (it marks itself `data-page-ready`). */
export async function appReady(page: Page) {
  await startApp(page);
  await expect(page.locator('#root [data-page-ready]').first()).toBeVisible();
}

/**
 * Holds back the remotes' manifests, so the app starts but cannot take over: the server's page
 * stays up until `release` is called.
 */
export async function holdRemotes(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/mf-manifest.json', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
