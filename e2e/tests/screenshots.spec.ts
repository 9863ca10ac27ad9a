import { expect, test } from '@playwright/test';
import { registerUser } from '../support/session';

/** Screenshots of the main screens at the three widths, saved with the test artifacts for people to look at. */
const widths = [375, 768, 1280];
const screens = [
  { path: '/', heading: 'Write articles that rank, in your own voice.' },
  { path: '/pricing', heading: 'Simple plans that grow with you' },
  { path: '/dashboard', heading: 'Welcome to Inkpress' },
];

for (const width of widths) {
  test(`screenshots at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of screens) {
      // Public pages as a visitor sees them; the dashboard needs a signed-in user.
      if (screen.path === '/dashboard') await registerUser(page);
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      const name = screen.path === '/' ? 'home' : screen.path.slice(1).replace(/\//g, '-');
      await page.screenshot({ path: `e2e/artifacts/screens/${name}-${width}.png`, fullPage: true });
      // Nothing may stick out sideways at any width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
}
