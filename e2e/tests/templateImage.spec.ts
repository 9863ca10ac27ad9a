import { expect, type Page, test } from '@playwright/test';
import { loaded } from '../support/images';
import { registerUser } from '../support/session';

/**
 * The template flow's feature image (issue 16): the image form popup opens
 * from the outline step, an image generated there (the offline drawer, with
 * no AI key) is chosen, the drawn-image option goes off, and the article the
 * flow writes opens in the editor with that image as its feature image.
 */

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `e2e/artifacts/screens/template-image-${name}.png`, fullPage: true });
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('an image chosen in the template flow becomes the new article’s feature image', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);

  await page.goto('/dashboard/templates/blog-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog post' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Fill in an example' }).click();
  await page.getByRole('button', { name: 'Generate title' }).click();
  await expect(page.getByLabel('Article title')).not.toHaveValue('', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Generate outline' }).click();
  await expect(page.getByLabel('Section 1', { exact: true })).toBeVisible({ timeout: 20_000 });

  const section = page.getByTestId('flow-feature-image');
  const drawn = page.getByRole('checkbox', { name: /^Feature image/ });
  await expect(drawn).toBeChecked();
  const costBefore = await page.getByTestId('article-cost').textContent();
  await section.getByRole('button', { name: 'Choose an image' }).click();
  const form = page.getByRole('dialog', { name: 'Feature image' });
  await expect(form.getByRole('tab', { name: 'Restore' })).toBeVisible();
  await form.getByRole('tab', { name: 'Generate' }).click();
  await form.getByLabel('Prompt').fill('A quiet harbour at dawn with fishing boats');
  await form.getByLabel('Size').selectOption('1792x1024');
  await form.getByRole('button', { name: 'Generate' }).click();
  const made = form.getByRole('list', { name: 'Generated images' }).getByTestId('media-tile');
  await expect(made).toHaveCount(1, { timeout: 30_000 });
  await expect(made.first()).toContainText('offline image');
  await made.first().getByRole('button', { name: 'Use this image' }).click();
  await expect(form).toBeHidden();

  // The choice shows in the flow; the paid drawn image is off, so the price drops by its cost.
  const thumb = section.locator('img');
  await expect(thumb).toHaveAttribute('src', /^\/api\/media\/[a-f0-9]{24}\/content$/);
  await expect(thumb).toHaveAttribute('alt', 'A quiet harbour at dawn with fishing boats');
  await loaded(page, '[data-testid="flow-feature-image"] img');
  const src = (await thumb.getAttribute('src')) ?? '';
  await expect(drawn).not.toBeChecked();
  await expect(page.getByTestId('article-cost')).not.toHaveText(costBefore ?? '');
  await section.scrollIntoViewIfNeeded();
  await shot(page, '1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, '375');
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  // The popup itself at 375 px, opened again from "Change image" and closed unchanged.
  await section.getByRole('button', { name: 'Change image' }).click();
  await expect(form).toBeVisible();
  await expect(form.getByRole('list', { name: 'Your images' }).getByTestId('media-tile')).toHaveCount(1);
  await page.screenshot({ path: 'e2e/artifacts/screens/template-image-popup-375.png' });
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });

  // The article is written and saved with the chosen image as its feature image.
  await page.getByRole('button', { name: 'Generate article' }).click();
  await expect(page.getByTestId('article-preview').locator('h1')).toBeVisible({ timeout: 30_000 });
  await page.waitForURL(/\/dashboard\/collections\/[a-f0-9]{24}\/[a-f0-9]{24}$/, { timeout: 60_000 });
  const panel = page.getByTestId('feature-image');
  await expect(panel.locator('img')).toHaveAttribute('src', src);
  await expect(panel.getByLabel('Feature image alt text')).toHaveValue(
    'A quiet harbour at dawn with fishing boats',
  );
  await page.reload();
  await expect(page.getByTestId('feature-image').locator('img')).toHaveAttribute('src', src);
});
