import { expect, type Page, test } from '@playwright/test';
import { buyPlan, csrfHeaders, registerByApi, uniqueEmail } from '../support/accounts';

/**
 * A custom workflow as a paying team composes and runs it (issue 11): the
 * composer refuses steps in the wrong order with the schema's message, a
 * workflow of research → outline → write → improve SEO with the user's own
 * prompts is saved, then run on two keywords with the cost shown before the
 * start; each run's screen follows it to the end and shows the article the
 * offline writer built from the keyword and the prompts.
 */
const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const PROMPT = 'Focus on beginner mistakes and budget tips';

test('a custom workflow is composed, saved and run on two keywords', async ({ page }) => {
  test.setTimeout(240_000);
  await registerByApi(page, uniqueEmail('custom'));
  await buyPlan(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/dashboard/custom-workflow');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom workflows' })).toBeVisible();
  await expect(page.getByText('No custom workflow yet')).toBeVisible();
  await page.getByRole('button', { name: 'Compose your first workflow' }).click();

  // The composer starts with research, outline and write.
  const steps = page.getByTestId('composer-step');
  await expect(steps).toHaveCount(3);
  await page.getByRole('textbox', { name: 'Name' }).fill('Balcony garden posts');
  await page
    .getByRole('textbox', { name: 'Your prompt for 1. Research (optional)' })
    .fill('What do first-time growers ask?');
  await page
    .getByRole('textbox', { name: 'Your prompt for 2. Outline (optional)' })
    .fill('Start with the cheapest setup');
  await page.getByRole('textbox', { name: 'Your prompt for 3. Write (optional)' }).fill(PROMPT);

  // Improve SEO added, then moved above Write by keyboard: refused with the schema's message.
  await page.getByRole('combobox', { name: 'Step to add' }).selectOption('improve-seo');
  await page.getByRole('button', { name: 'Add the step' }).click();
  await expect(steps).toHaveCount(4);
  const up = page.getByRole('button', { name: 'Move 4. Improve SEO up' });
  await up.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save the workflow' }).click();
  await expect(
    page.getByText('Improve SEO (step 3) needs an article: put a Write step before it.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Move 3. Improve SEO down' }).click();
  await expect(steps.nth(3)).toContainText('4. Improve SEO');
  // Fixed: the message goes at once, before saving again.
  await expect(page.getByText('Fix these to save')).toHaveCount(0);
  await expect(page.getByTestId('composed-cost')).toContainText('1 workflow');
  await page.screenshot({ path: 'e2e/artifacts/screens/custom-workflow-compose-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: 'e2e/artifacts/screens/custom-workflow-compose-375.png', fullPage: true });
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Save the workflow' }).click();
  await expect(page.getByText('The workflow is saved.')).toBeVisible();
  const card = page.getByTestId('custom-workflow').filter({ hasText: 'Balcony garden posts' });
  await expect(card).toContainText('Research → Outline → Write → Improve SEO');

  // Saved on the server: still there after a reload.
  await page.reload();
  await expect(card).toHaveCount(1);

  // Run on two keywords: the cost before the start, then a link to each run.
  await card.getByRole('button', { name: 'Run Balcony garden posts' }).click();
  await page
    .getByRole('textbox', { name: 'Keywords, one a line' })
    .fill('balcony tomatoes\ncherry tomatoes in pots\n');
  await expect(page.getByTestId('run-cost')).toContainText('2 keywords: 2 workflows and up to');
  await page.screenshot({ path: 'e2e/artifacts/screens/custom-workflow-run-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Run on 2 keywords' }).click();
  const started = page.getByRole('list', { name: 'Started runs' });
  await expect(started.getByRole('link')).toHaveCount(2);
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: 'e2e/artifacts/screens/custom-workflow-run-375.png', fullPage: true });
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  const links = await Promise.all(
    (await started.getByRole('link').all()).map(async (l) => ({
      name: (await l.textContent()) ?? '',
      href: (await l.getAttribute('href')) ?? '',
    })),
  );
  expect(links.map((l) => l.name)).toEqual(['“balcony tomatoes”', '“cherry tomatoes in pots”']);

  for (const [i, link] of links.entries()) {
    expect(link.href).toMatch(/^\/dashboard\/workflows\/custom\/[a-f0-9]{24}$/);
    await page.goto(link.href);
    await expect(page.getByRole('heading', { level: 1, name: 'Workflow run' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
      {
        timeout: 180_000,
      },
    );
    await expect(page.getByTestId('run-status')).toHaveText('Done');
    await expect(page.getByTestId('run-step')).toHaveCount(6);
    for (const step of await page.getByTestId('run-step').all()) await expect(step).toContainText('Done');
    await expect(page.getByTestId('run-step').nth(2)).toContainText(`Your prompt: “${PROMPT}”`);
    await expect(page.getByText('Written by the offline writer')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the article' })).toBeVisible();
    if (i === 0) {
      await page.getByTestId('run-step').nth(1).getByText('What this step made').click();
      await expect(page.getByTestId('run-step').nth(1)).toContainText('1. Start with the Cheapest Setup');
      await page.screenshot({
        path: 'e2e/artifacts/screens/custom-workflow-result-1280.png',
        fullPage: true,
      });
      await page.setViewportSize({ width: 375, height: 900 });
      await page.screenshot({ path: 'e2e/artifacts/screens/custom-workflow-result-375.png', fullPage: true });
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  }

  // The article follows the user's prompt.
  await page.getByRole('link', { name: 'Open the article' }).click();
  await expect(page).toHaveURL(/\/dashboard\/collections\/[a-f0-9]{24}\/[a-f0-9]{24}$/);
  await expect(page.getByText(/as you asked/i).first()).toBeVisible();

  // Both runs are in the team's history.
  await page.goto('/workflows/history');
  await expect(page.getByTestId('workflow-run')).toHaveCount(2);
});

/**
 * A run scheduled for later: the form takes a date and time in the user's
 * zone, nothing is held then, and the calendar shows it as a workflow item
 * in the month and week views, where it is cancelled (never runs, nothing charged).
 */
test('a custom workflow run is scheduled for tomorrow and cancelled from the calendar', async ({ page }) => {
  test.setTimeout(180_000);
  await registerByApi(page, uniqueEmail('scheduled'));
  await buyPlan(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const created = await page.request.post('/api/custom-workflows', {
    data: { name: 'Weekend posts', steps: [{ kind: 'outline' }, { kind: 'write', length: 'short' }] },
    headers: await csrfHeaders(page.context()),
  });
  expect(created.status()).toBe(201);
  const credits = async () => (await (await page.request.get('/api/credits')).json()).data;
  const before = await credits();

  await page.goto('/dashboard/custom-workflow');
  await page.getByRole('button', { name: 'Run Weekend posts' }).click();
  await page.getByRole('textbox', { name: 'Keywords, one a line' }).fill('balcony tomatoes\npot basil\n');
  await page.getByRole('checkbox', { name: 'Run later' }).check();
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Pick the date and time to run it.')).toBeVisible();
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  await page.getByLabel(/Run at \(your time zone/).fill(`${day}T09:30`);
  await expect(page.getByTestId('run-cost')).toContainText('held when it runs');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Run scheduled')).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/screens/custom-workflow-scheduled-1280.png', fullPage: true });
  // Nothing is held until it runs.
  expect(await credits()).toEqual(before);

  await page.getByRole('link', { name: 'See it in the calendar' }).click();
  await expect(page).toHaveURL(/tab=calendar/);
  const calendar = page.getByTestId('calendar');
  await expect(calendar).toHaveAttribute('data-loaded', 'true');
  const item = calendar.locator('[data-testid="calendar-item"][data-kind="workflow"]');
  if (tomorrow.getMonth() !== new Date().getMonth())
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(calendar).toHaveAttribute('data-loaded', 'true');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Workflow');
  await expect(item).toContainText('09:30');
  await expect(item).toContainText('Weekend posts · 2 keywords');
  await page.screenshot({ path: 'e2e/artifacts/screens/calendar-workflow-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 900 });
  await expect(item).toHaveCount(1);
  await page.screenshot({ path: 'e2e/artifacts/screens/calendar-workflow-375.png', fullPage: true });
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The week view shows it with its kind, and cancels it.
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(calendar).toHaveAttribute('data-mode', 'week');
  await expect(calendar).toHaveAttribute('data-loaded', 'true');
  if ((await item.count()) === 0) await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(calendar).toHaveAttribute('data-loaded', 'true');
  await expect(item.getByText('Workflow', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/screens/calendar-workflow-week-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Cancel 09:30 Workflow: Weekend posts · 2 keywords' }).click();
  await expect(page.getByRole('dialog')).toContainText('nothing is charged');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel it' }).click();
  await expect(item).toHaveCount(0);
  await page.reload();
  await expect(calendar).toHaveAttribute('data-loaded', 'true');
  await expect(calendar.locator('[data-testid="calendar-item"][data-kind="workflow"]')).toHaveCount(0);
  // It never ran and charged nothing.
  expect(await credits()).toEqual(before);
  const history = await (await page.request.get('/api/workflows')).json();
  expect(history.total).toBe(0);
});
