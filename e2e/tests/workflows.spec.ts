import { expect, test } from '@playwright/test';
import { buyPlan, registerByApi, uniqueEmail } from '../support/accounts';
import { silent, startFakeYouTube, talk } from '../support/youtube';

/**
 * Video to blog as a paying team runs it (issue 11): the workflow's form
 * with its cost before the start, a video without captions refused with
 * nothing charged, then a video with chapters written into an article, the
 * run's progress bar pushed to the end, its key points and timestamp links,
 * the article opened, and the run in the team's history; then a video
 * scheduled for tomorrow, nothing held, found in the calendar. YouTube is a
 * local fake (the platform's API points at E2E_YOUTUBE_PORT).
 */
let youtube: { close(): Promise<void> } | undefined;

test.beforeAll(async () => {
  const port = Number(process.env.E2E_YOUTUBE_PORT);
  if (!port) throw new Error('E2E_YOUTUBE_PORT is not set: run the spec through scripts/test.ts');
  youtube = await startFakeYouTube(port, [talk, silent]);
});

test.afterAll(async () => {
  await youtube?.close();
});

const noSideScroll = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('video to blog turns a YouTube video into an article and the run shows in history', async ({ page }) => {
  test.setTimeout(180_000);
  await registerByApi(page, uniqueEmail('workflow'));
  await buyPlan(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // From the catalogue to the workflow's form, its cost shown before the start.
  await page.goto('/dashboard/workflows');
  await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
  await page.getByRole('link', { name: 'Video to blog' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workflows\/video-to-blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Video to blog' })).toBeVisible();
  await expect(page.getByTestId('workflow-cost')).toContainText('1 workflow and 1,000 credits');

  // Not a YouTube URL: said under the field, nothing sent.
  const url = page.getByRole('textbox', { name: 'YouTube video URL' });
  await url.fill('https://example.com/video');
  await page.getByRole('button', { name: 'Write the article' }).click();
  await expect(page.getByText('This is not the URL of a YouTube video.')).toBeVisible();

  // A video without captions: a clear error, and nothing charged.
  await url.fill(`https://www.youtube.com/watch?v=${silent.id}`);
  await page.getByRole('button', { name: 'Write the article' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'The run did not start' });
  await expect(refused).toContainText('This video has no captions');
  await expect(refused).toContainText('nothing was charged');
  await expect(page).toHaveURL(/\/dashboard\/workflows\/video-to-blog$/);

  // A video with chapters: the run's page follows it to the end.
  await url.fill(`https://youtu.be/${talk.id}`);
  await page.getByRole('button', { name: 'Write the article' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workflows\/video-to-blog\/[a-f0-9]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Workflow run' })).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 150_000 });
  await expect(page.getByTestId('run-status')).toHaveText('Done');
  await expect(page.getByTestId('run-step')).toHaveCount(4);
  for (const step of await page.getByTestId('run-step').all()) await expect(step).toContainText('Done');
  await expect(page.getByTestId('run-step').first()).toContainText('16 caption lines, 4 chapters');
  await expect(page.getByText('Written by the offline writer')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Key points' }).getByRole('listitem').first()).toBeVisible();
  const sections = page.getByRole('list', { name: 'Sections of the article' });
  await expect(sections.getByRole('listitem')).toHaveCount(4);
  await expect(sections.getByRole('link', { name: '1:36' })).toHaveAttribute(
    'href',
    `https://www.youtube.com/watch?v=${talk.id}&t=96s`,
  );
  await expect(sections).toContainText('Harvest time');
  await expect(page.getByText('Charged 1,000 credits and 1 workflow.')).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/screens/workflow-run-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: 'e2e/artifacts/screens/workflow-run-375.png', fullPage: true });
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  const runUrl = page.url();

  // The article is a document of the team, with its timestamps.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Open the article' }).click();
  await expect(page).toHaveURL(/\/dashboard\/collections\/[a-f0-9]{24}\/[a-f0-9]{24}$/);
  await expect(page.getByText('Harvest time').first()).toBeVisible();

  // The run is in the team's history, and opens from it.
  await page.goto('/workflows/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Workflow history' })).toBeVisible();
  const item = page.getByTestId('workflow-run').filter({ hasText: talk.title });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Done');
  await expect(page.getByText('Page 1 of 1 · 1 run')).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/screens/workflow-history-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: 'e2e/artifacts/screens/workflow-history-375.png', fullPage: true });
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  await item.getByRole('link', { name: talk.title }).click();
  await expect(page).toHaveURL(runUrl);

  // The tool page runs the same workflow; the public catalogue lists it.
  await page.goto('/tools/youtube-to-blog');
  await expect(page.getByRole('heading', { level: 1, name: 'YouTube to Blog' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'YouTube video URL' })).toBeVisible();
  await page.goto('/workflows/all');
  await expect(page.getByRole('heading', { level: 1, name: 'All workflows' })).toBeVisible();
  await expect(page.getByTestId('workflow')).toHaveCount(4);
});

test('a video to blog is scheduled for tomorrow: nothing held, listed in the calendar', async ({ page }) => {
  test.setTimeout(120_000);
  await registerByApi(page, uniqueEmail('video-later'));
  await buyPlan(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const credits = async () => (await (await page.request.get('/api/credits')).json()).data;
  const before = await credits();

  await page.goto('/dashboard/workflows/video-to-blog');
  await page.getByRole('textbox', { name: 'YouTube video URL' }).fill(`https://youtu.be/${talk.id}`);
  await page.getByRole('checkbox', { name: 'Run later' }).check();
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Pick the date and time to run it.')).toBeVisible();
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  await page.getByLabel(/Run at \(your time zone/).fill(`${day}T08:45`);
  await expect(page.getByTestId('workflow-cost')).toContainText('held when it runs');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Run scheduled')).toBeVisible();
  await expect(page.getByText(/The video will run on .* 08:45/)).toBeVisible();
  // Ready for the next video; nothing held until it runs.
  await expect(page.getByRole('textbox', { name: 'YouTube video URL' })).toHaveValue('');
  expect(await credits()).toEqual(before);
  await page.screenshot({ path: 'e2e/artifacts/screens/workflow-scheduled-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: 'e2e/artifacts/screens/workflow-scheduled-375.png', fullPage: true });
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('link', { name: 'See it in the calendar' }).click();
  const calendar = page.getByTestId('calendar');
  await expect(calendar).toHaveAttribute('data-loaded', 'true');
  if (tomorrow.getMonth() !== new Date().getMonth())
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(calendar).toHaveAttribute('data-loaded', 'true');
  const item = calendar.locator('[data-testid="calendar-item"][data-kind="workflow"]');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('08:45');
  await expect(item).toContainText(`Video to blog · https://youtu.be/${talk.id}`);
});
