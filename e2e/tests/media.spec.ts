import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { loaded, testPng } from '../support/images';
import { registerUser } from '../support/session';

/**
 * Media end to end (issue 16): an AI image generated from the editor's image
 * form and set as a post's feature image (kept after saving), the gallery's
 * "Use as feature image", and the image restorer: upload, restore, compare,
 * download. With no AI key the offline drawer makes the images.
 */

async function shot(page: Page, name: string) {
  // From the top: a full-page shot of a scrolled page draws the fixed header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `e2e/artifacts/screens/media-${name}.png`, fullPage: true });
}

test('an AI image generated in the editor becomes the post’s feature image', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);

  await page.goto('/dashboard/collections/new');
  await page.getByRole('textbox', { name: /: content$/ }).click();
  await page.keyboard.insertText('A short guide to lighthouses on rocky coasts.');
  await expect(page.getByTestId('save-status')).toHaveText(/Saved at/, { timeout: 20_000 });

  await page.getByTestId('feature-image-button').click();
  const form = page.getByRole('dialog', { name: 'Feature image' });
  await form.getByRole('tab', { name: 'Generate' }).click();
  await form.getByLabel('Prompt').fill('A lighthouse on the sea at sunset');
  await form.getByLabel('Size').selectOption('512x512');
  await form.getByLabel('Style').selectOption('watercolor');
  await form.getByRole('button', { name: 'Generate' }).click();
  const made = form.getByRole('list', { name: 'Generated images' }).getByTestId('media-tile');
  await expect(made).toHaveCount(1, { timeout: 30_000 });
  await expect(made.first()).toContainText('offline image');
  await made.first().getByRole('button', { name: 'Use this image' }).click();
  await expect(form).toBeHidden();

  const panel = page.getByTestId('feature-image');
  await expect(panel.locator('img')).toHaveAttribute('src', /^\/api\/media\/[a-f0-9]{24}\/content$/);
  await expect(panel.getByLabel('Feature image alt text')).toHaveValue('A lighthouse on the sea at sunset');
  await loaded(page, '[data-testid="feature-image"] img');
  const src = await panel.locator('img').getAttribute('src');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText(/Saved at/, { timeout: 20_000 });
  await page.reload();
  await expect(page.getByTestId('feature-image').locator('img')).toHaveAttribute('src', src ?? '');

  // The gallery has it; a second image goes to the same post from there.
  await page.goto('/dashboard/ai-image');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Images' })).toBeVisible();
  const gallery = page.getByRole('list', { name: 'Gallery' });
  await expect(gallery.getByTestId('media-tile')).toHaveCount(1);
  await page.getByLabel('Prompt').fill('Mountains and a pine forest at night with stars');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(gallery.getByTestId('media-tile')).toHaveCount(2, { timeout: 30_000 });
  await loaded(page, '[aria-label="Gallery"] img');
  await shot(page, 'gallery-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'gallery-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  await gallery
    .getByTestId('media-tile')
    .first()
    .getByRole('button', { name: 'Use as feature image' })
    .click();
  const chooser = page.getByRole('dialog', { name: 'Use as feature image' });
  await chooser.getByRole('button', { name: 'Use here' }).first().click();
  await page.waitForURL(/\/dashboard\/collections\/[a-f0-9]{24}\/[a-f0-9]{24}$/);
  await expect(page.getByTestId('feature-image').locator('img')).not.toHaveAttribute('src', src ?? '');
  await expect(page.getByTestId('feature-image').getByLabel('Feature image alt text')).toHaveValue(
    'Mountains and a pine forest at night with stars',
  );
});

test('an uploaded image is restored, compared and downloaded', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);

  await page.goto('/dashboard/ai-image?tab=restorer');
  await expect(page.getByRole('tab', { name: 'Image restorer' })).toHaveAttribute('aria-selected', 'true');
  await page
    .getByTestId('restorer-upload')
    .setInputFiles({ name: 'old-photo.png', mimeType: 'image/png', buffer: testPng() });
  const choices = page.getByRole('list', { name: 'Images to restore' });
  await expect(choices.getByRole('button', { name: 'Chosen' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Enlarge').selectOption('4');
  await page.getByRole('button', { name: 'Restore image' }).click();
  const result = page.getByTestId('restore-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result).toContainText('96×72 → 384×288 px');
  await loaded(page, '[data-testid="before-after"] img');
  await result.getByLabel('Compare').fill('30');
  await shot(page, 'restorer-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'restorer-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  const downloading = page.waitForEvent('download');
  await result.getByRole('link', { name: 'Download restored image' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('old-photo-restored-x4.png');
  const bytes = readFileSync((await download.path()) ?? '');
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect(bytes.readUInt32BE(16)).toBe(384);
  expect(bytes.readUInt32BE(20)).toBe(288);
});
