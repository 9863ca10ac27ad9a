import { readFileSync } from 'node:fs';
import { FREE_PAGE_RUNS_PER_DAY } from '@inkpress/shared-core';
import { expect, type Page, test } from '@playwright/test';
import { loaded, testPng } from '../support/images';
import { registerUser } from '../support/session';

/**
 * The public free pages without an account (issues 15 and 16): an AI image
 * on /art, a photo restored and compared on /image-restorer, the /chat up
 * to the day's limit (then carried into a new account), and a generated piece played on the music
 * generator's tool page. With no AI key the offline drawer and writer
 * answer, and the pages say so.
 */

// The cookie banner answered beforehand, so it covers nothing in the screenshots.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('inkpress.consent', 'rejected'));
});

async function shots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    // From the top: a full-page shot of a scrolled page draws the fixed header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `e2e/artifacts/screens/freetools-${name}-${width}.png`, fullPage: true });
    // Nothing wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a visitor makes an image on /art and downloads it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/art');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Art Generator' })).toBeVisible();
  const quota = page.getByTestId('free-quota');
  await expect(quota).toHaveText(
    `${FREE_PAGE_RUNS_PER_DAY.art} of ${FREE_PAGE_RUNS_PER_DAY.art} free images left today, no account needed.`,
  );

  await page.getByLabel('Describe the image').fill('A lighthouse on a rocky coast at sunset');
  await page.getByLabel('Size').selectOption('512x512');
  await page.getByLabel('Style').selectOption('watercolor');
  await page.getByRole('button', { name: 'Generate image' }).click();

  const image = page.getByTestId('art-image').first();
  await expect(image).toBeVisible({ timeout: 60_000 });
  await loaded(page, '[data-testid="art-image"] img');
  await expect(image.getByText('offline image')).toBeVisible();
  await expect(quota).toHaveText(
    new RegExp(`^${FREE_PAGE_RUNS_PER_DAY.art - 1} of ${FREE_PAGE_RUNS_PER_DAY.art} free images`),
  );
  const size = await image
    .locator('img')
    .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size).toEqual([512, 512]);

  const downloading = page.waitForEvent('download');
  await image.getByRole('link', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('a-lighthouse-on-a-rocky-coast-at-sunset.png');
  const bytes = readFileSync((await download.path()) ?? '');
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect(bytes.readUInt32BE(16)).toBe(512);
  await shots(page, 'art');
});

test('a visitor restores a photo on /image-restorer, compares it with the slider and downloads it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/image-restorer');
  await expect(page.getByRole('heading', { level: 1, name: 'Image Restorer' })).toBeVisible();
  // The page's clock, moved on at the end to when the visitor's link has run out.
  await page.clock.install();
  await page
    .getByTestId('restorer-file')
    .setInputFiles({ name: 'old photo.png', mimeType: 'image/png', buffer: testPng(96, 72) });
  await page.getByLabel('Enlarge').selectOption('4');
  await page.getByRole('button', { name: 'Restore image' }).click();

  const result = page.getByTestId('restore-result');
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result.getByText('96 × 72 → 384 × 288 pixels')).toBeVisible();
  await loaded(page, '[data-testid="before-after"] img');

  // The slider moves the divide: the "before" layer is cut at the chosen point.
  const slider = result.getByRole('slider', { name: 'Compare' });
  const before = result.getByRole('img', { name: 'Your photo, before' }).locator('..');
  await expect(before).toHaveAttribute('style', /inset\(0px 50% 0px 0px\)|inset\(0 50% 0 0\)/);
  await slider.fill('20');
  await expect(before).toHaveAttribute('style', /inset\(0px 80% 0px 0px\)|inset\(0 80% 0 0\)/);
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider).toHaveValue('100');
  await slider.fill('50');
  await shots(page, 'restorer');

  const downloading = page.waitForEvent('download');
  await result.getByRole('link', { name: 'Download the restored image' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('old-photo-restored-x4.png');
  const bytes = readFileSync((await download.path()) ?? '');
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([384, 288]);

  // Without an account the result is kept a quarter of an hour: the page says until when, then
  // that it has expired, instead of a link that opens nothing.
  await expect(result.getByTestId('result-expiry')).toContainText(/Download it before \d/);
  await page.clock.fastForward('16:00');
  await expect(result.getByText('This restored image has expired')).toBeVisible();
  await expect(result.getByRole('link', { name: 'Download the restored image' })).toHaveCount(0);
  await expect(result.getByRole('link', { name: 'create a free account' })).toHaveAttribute(
    'href',
    '/register?from=%2Fimage-restorer',
  );
  await shots(page, 'restorer-expired');
});

test('a visitor chats on /chat until the day’s limit; the conversation stays in the browser', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const limit = FREE_PAGE_RUNS_PER_DAY.chat;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Chat' })).toBeVisible();
  await expect(page.getByTestId('chat-files-invite')).toContainText('Sign up free to chat with your files');
  await expect(page.locator('input[type="file"]')).toHaveCount(0);

  const box = page.getByRole('textbox', { name: 'Your message' });
  const answers = page.getByTestId('assistant-message');
  for (let i = 1; i <= limit; i++) {
    await box.fill(`Question ${i}: suggest a title for a post about sourdough bread.`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(answers).toHaveCount(i, { timeout: 30_000 });
    // The answer is finished when its actions show (copy).
    await expect(answers.nth(i - 1).getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('free-quota')).toHaveText(
      `${limit - i} of ${limit} free messages left today, no account needed.`,
    );
    if (i === 1) await shots(page, 'chat');
  }
  await expect(page.getByTestId('offline-writer')).toBeVisible();

  // The next question is refused: the limit is said, with an invitation to sign up.
  await box.fill('One more question, please.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Daily limit reached' })).toContainText(
    `You have used today’s ${limit} free messages. Sign up free to keep going.`,
  );
  await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
    'href',
    '/register?from=%2Fchat',
  );
  await expect(box).toBeDisabled();
  await expect(answers).toHaveCount(limit);
  await shots(page, 'chat-limit');

  // Kept only in this browser: a reload shows the conversation again.
  await page.reload();
  await expect(page.getByTestId('user-message').first()).toContainText('Question 1');
  await expect(answers).toHaveCount(limit);

  // Signed up, the visitor keeps it: the conversation becomes one of the account's chats.
  await registerUser(page);
  await page.goto('/chat');
  await page.getByRole('button', { name: 'Save it to your chats' }).click();
  // Straight into the kept conversation, which is also in the list.
  await expect(page).toHaveURL(/\/dashboard\/chat\?id=[a-f0-9]{24}$/);
  await expect(page.getByTestId('user-message').first()).toContainText('Question 1');
  await expect(page.getByTestId('chat-item').first()).toContainText('Question 1');
  await page.goto('/chat');
  await expect(page.getByTestId('user-message')).toHaveCount(0);
});

test('a visitor generates music on /tools/music-generator, plays it and downloads it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/tools/music-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Music Generator' })).toBeVisible();
  await page.getByLabel('Describe the music').fill('happy upbeat piano');
  await page.getByLabel('Length (seconds)').fill('8');
  // A visitor's piece is a job: started (202), then followed until it is ready.
  const started = page.waitForResponse((r) => r.url().endsWith('/api/free/music'));
  const followed = page.waitForResponse((r) => r.url().endsWith('/api/free/music/get'));
  await page.getByRole('button', { name: 'Generate music' }).click();
  expect((await started).status()).toBe(202);
  expect((await followed).status()).toBe(200);

  const result = page.getByTestId('music-result');
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result.getByText('offline music engine')).toBeVisible();
  const time = result.getByTestId('audio-time');
  await expect(time).toHaveText('0:00 / 0:08');
  // The waveform is drawn from the WAV: bars of different heights, none played yet.
  const wave = result.getByTestId('waveform');
  await expect(wave).toBeVisible();
  const heights = await wave.locator('rect').evaluateAll((bars) => bars.map((b) => b.getAttribute('height')));
  expect(heights.length).toBeGreaterThan(50);
  expect(new Set(heights).size).toBeGreaterThan(5);
  await expect(wave.locator('rect[data-played="true"]')).toHaveCount(0);

  await result.getByRole('button', { name: 'Play' }).click();
  await expect(result.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect
    .poll(() => result.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.3);
  await result.getByRole('button', { name: 'Pause' }).click();
  await expect(result.getByRole('button', { name: 'Play' })).toBeVisible();

  // Seek: the bar moves the audio.
  await result.getByRole('slider', { name: 'Seek' }).fill('50');
  await expect
    .poll(() => result.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime))
    .toBeCloseTo(5, 0);
  await expect(time).toHaveText('0:05 / 0:08');
  // Five of eight seconds: the first 5/8 of the 96 bars (60) are coloured as played.
  const played = await wave.locator('rect[data-played="true"]').count();
  expect(played).toBeGreaterThanOrEqual(59);
  expect(played).toBeLessThanOrEqual(61);
  await shots(page, 'music');

  const downloading = page.waitForEvent('download');
  await result.getByRole('link', { name: 'Download WAV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('happy-upbeat-piano.wav');
  const bytes = readFileSync((await download.path()) ?? '');
  expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
  // The files come by short-lived signed links, not inline.
  const midiLink = result.getByRole('link', { name: 'Download MIDI' });
  await expect(midiLink).toHaveAttribute(
    'href',
    /^\/api\/free\/music\/[0-9a-f]{32}\.mid\?expires=\d+&signature=/,
  );
  const midiDownloading = page.waitForEvent('download');
  await midiLink.click();
  const midi = await midiDownloading;
  expect(midi.suggestedFilename()).toBe('happy-upbeat-piano.mid');
  expect(
    readFileSync((await midi.path()) ?? '')
      .subarray(0, 4)
      .toString('ascii'),
  ).toBe('MThd');
});
