import { artSamples } from '@inkpress/shared-core';
import { expect, type Page, test } from '@playwright/test';
import { loaded } from '../support/images';

/**
 * /art's public gallery (issue 16): the sample images, drawn by the offline
 * drawer from fixed prompts, each shown with its prompt, size and label, and
 * "Try this prompt" filling the try-it box — which then makes the visitor's
 * own image from it.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('inkpress.consent', 'rejected'));
});

async function shot(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `e2e/artifacts/screens/art-gallery-${width}.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('a visitor browses the sample gallery on /art and tries a sample’s prompt', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/art');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Art Generator' })).toBeVisible({
    timeout: 30_000,
  });

  const gallery = page.getByRole('list', { name: 'Sample images' });
  const samples = gallery.getByTestId('art-sample');
  await expect(samples).toHaveCount(artSamples.length, { timeout: 30_000 });
  const first = artSamples[0];
  await expect(samples.first()).toContainText(first.prompt);
  await expect(samples.first()).toContainText('offline image');
  await expect(samples.first()).toContainText('1792 × 1024');
  // Every sample image really loads, at its own size.
  for (let i = 0; i < artSamples.length; i++) await samples.nth(i).scrollIntoViewIfNeeded();
  await loaded(page, '[aria-label="Sample images"] img');
  const sizes = () =>
    samples
      .locator('img')
      .evaluateAll((imgs) =>
        imgs.map(
          (img) => `${(img as HTMLImageElement).naturalWidth}x${(img as HTMLImageElement).naturalHeight}`,
        ),
      );
  await expect.poll(sizes, { timeout: 30_000 }).toEqual(artSamples.map((s) => s.size));
  await shot(page, 1280);
  await shot(page, 375);

  // "Try this prompt" fills the try-it box with the sample's prompt, size and style.
  await page.setViewportSize({ width: 1280, height: 900 });
  const pick = artSamples.find((s) => s.id === 'desert-sun')!;
  await gallery.getByRole('button', { name: `Try this prompt: ${pick.prompt}` }).click();
  await expect(page.getByLabel('Describe the image')).toHaveValue(pick.prompt);
  await expect(page.getByLabel('Describe the image')).toBeFocused();
  await expect(page.getByLabel('Size')).toHaveValue(pick.size);
  await expect(page.getByLabel('Style')).toHaveValue(pick.style);
  await page.getByRole('button', { name: 'Generate image' }).click();
  const made = page.getByTestId('art-image').first();
  await expect(made).toBeVisible({ timeout: 60_000 });
  await expect(made).toContainText(pick.prompt);
  await loaded(page, '[data-testid="art-image"] img');
  const size = await made
    .locator('img')
    .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size).toEqual([768, 768]);
});
