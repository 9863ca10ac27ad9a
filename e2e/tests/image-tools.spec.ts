import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';

/** The image tools as a visitor uses them: OCR reads a picture's words exactly; alt text without an AI key is a labelled basic one, and counts a photo's faces. */

/** A sign: white words on dark blue, drawn here as a PNG. */
async function sign(words: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="220"><rect width="100%" height="100%" fill="#13306b"/>
    <text x="40" y="130" font-family="DejaVu Sans, sans-serif" font-size="56" fill="#ffffff">${words}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test('image to text reads the words of an uploaded picture exactly', async ({ page }) => {
  await page.goto('/tools/image-to-text-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Image to Text Generator' })).toBeVisible();
  const run = page.getByRole('button', { name: 'Read the text' });
  await expect(run).toBeDisabled();
  await page
    .getByLabel('Image')
    .setInputFiles({ name: 'sign.png', mimeType: 'image/png', buffer: await sign('Fresh bread daily') });
  await expect(page.getByRole('img', { name: 'The chosen image' })).toBeVisible();
  await run.click();
  await expect(page.getByTestId('ocr-text')).toHaveText('Fresh bread daily', { timeout: 30_000 });
  const result = page.getByTestId('image-tool-result');
  await expect(result).toContainText('OCR (Tesseract)');
  await expect(result).toContainText('1 line, 3 words');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/artifacts/screens/tool-image-to-text-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});

test('alt text without an AI key is a basic description, labelled, with what it rests on', async ({
  page,
}) => {
  await page.goto('/tools/alt-text-generator');
  await page
    .getByLabel('Image')
    .setInputFiles({ name: 'sign.png', mimeType: 'image/png', buffer: await sign('Open all week') });
  await page.getByRole('button', { name: 'Write alt text' }).click();
  await expect(page.getByTestId('image-tool-text')).toHaveText(
    'Landscape dark picture in dark blue with the text “Open all week”',
    { timeout: 30_000 },
  );
  const result = page.getByTestId('image-tool-result');
  await expect(result).toContainText('basic description');
  await expect(result).toContainText('It cannot say what the picture shows');
  await expect(result.getByRole('definition').filter({ hasText: '900 × 220 pixels' })).toBeVisible();
  // A file that is not an image is refused in the page, before anything is sent.
  await page
    .getByLabel('Image')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
  await expect(page.getByText('Choose an image: PNG, JPEG, WebP or GIF.')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 900 });
  await page
    .getByLabel('Image')
    .setInputFiles({ name: 'sign.png', mimeType: 'image/png', buffer: await sign('Open all week') });
  await page.getByRole('button', { name: 'Write alt text' }).click();
  await expect(page.getByTestId('image-tool-text')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: 'e2e/artifacts/screens/tool-alt-text-375.png', fullPage: true });
});

test('a basic description of a photo counts its faces', async ({ page }) => {
  const photo = readFileSync('api/src/services/images/fixtures/three-faces.jpg');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/tools/alt-text-generator');
  await page.getByLabel('Image').setInputFiles({ name: 'team.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Write alt text' }).click();
  await expect(page.getByTestId('image-tool-text')).toHaveText(/, showing 3 faces$/, { timeout: 60_000 });
  const result = page.getByTestId('image-tool-result');
  const facts = result.getByLabel('What was measured');
  await expect(facts.getByRole('term').filter({ hasText: 'Faces' })).toBeVisible();
  await expect(facts.getByRole('definition').filter({ hasText: /^3$/ })).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/screens/tool-alt-text-faces-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: 'e2e/artifacts/screens/tool-alt-text-faces-375.png', fullPage: true });
});
