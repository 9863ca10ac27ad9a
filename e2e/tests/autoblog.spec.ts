import { expect, test } from '@playwright/test';
import { buyPlan, csrfHeaders, registerByApi, uniqueEmail } from '../support/accounts';

/**
 * Autoblogging as a paying team uses it (issue 11): a schedule created in
 * the form, its slot driven by the test-only tick (the clock a worker would
 * read at the slot: no waiting, no sleep), the draft the worker wrote in the
 * schedule's history and in the editor; then the calendar shows the next
 * slots in the user's time zone, and cancelling one removes it.
 */
test('a schedule writes a draft at its slot; the calendar shows the next one and cancels it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerByApi(page, uniqueEmail('autoblog'));
  await buyPlan(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/autoblogging');
  await expect(page.getByRole('heading', { level: 1, name: 'Autoblogging' })).toBeVisible();
  await expect(page.getByText('No schedules yet')).toBeVisible();

  await page.getByRole('button', { name: 'New schedule' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Morning posts');
  await page.getByRole('textbox', { name: 'Keywords, one a line' }).fill('email marketing\nseo basics');
  await page.getByRole('combobox', { name: 'Cadence' }).selectOption('weekly');
  for (const day of ['Mon', 'Wed', 'Fri']) await page.getByRole('checkbox', { name: day }).check();
  await page.getByLabel('Time of day').fill('09:30');
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption('UTC');
  await page.screenshot({ path: 'e2e/artifacts/screens/autoblog-form-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Create schedule' }).click();

  const schedule = page.getByTestId('autoblog-schedule');
  await expect(schedule).toHaveCount(1);
  await expect(schedule).toHaveAttribute('data-status', 'active');
  await expect(schedule.getByText('Mon, Wed, Fri at 09:30 (UTC)')).toBeVisible();
  await expect(schedule.getByTestId('autoblog-next')).not.toHaveText('—');

  // The slot, driven: the tick a worker whose clock reads a minute past the slot would run.
  const headers = await csrfHeaders(page.context());
  const list = await (await page.request.get('/api/autoblog')).json();
  const { id, next_slot_at: slot } = list.data[0] as { id: string; next_slot_at: string };
  const tick = await page.request.post(`/api/autoblog/${id}/test-tick`, {
    headers,
    data: { now: new Date(Date.parse(slot) + 60_000).toISOString() },
  });
  expect(tick.status()).toBe(200);
  expect((await tick.json()).data.queued).toHaveLength(1);

  // The worker writes the draft; the history shows it (reloaded until it is there).
  await schedule.getByRole('button', { name: 'History' }).click();
  const written = schedule.getByTestId('autoblog-slot');
  await expect(async () => {
    await schedule.getByRole('button', { name: 'Hide history' }).click();
    await schedule.getByRole('button', { name: 'History' }).click();
    await expect(written.first()).toHaveAttribute('data-status', 'succeeded', { timeout: 2000 });
  }).toPass({ timeout: 120_000 });
  await expect(written).toHaveCount(1);
  await expect(written.getByText('Email Marketing')).toBeVisible();
  await expect(written.getByText('Draft ready')).toBeVisible();
  await expect(written.getByText(/written by the offline writer/)).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/screens/autoblog-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: 'e2e/artifacts/screens/autoblog-375.png', fullPage: true });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The calendar: the schedule's upcoming slots in the user's zone, month and week.
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/tab=calendar/);
  const calendar = page.getByTestId('calendar');
  await expect(calendar).toHaveAttribute('data-loaded', 'true');
  await expect(page.getByText(/^Times in your time zone, /)).toBeVisible();
  await page.getByRole('button', { name: 'Week' }).click();
  await expect(calendar).toHaveAttribute('data-mode', 'week');
  await expect(calendar).toHaveAttribute('data-loaded', 'true');
  // Move to the week of the schedule's next slot (after the one written).
  const view = await (await page.request.get(`/api/autoblog/${id}`)).json();
  const next = new Date(view.data.next_slot_at as string);
  const upcoming = calendar.locator(`[data-testid="calendar-item"][data-status="scheduled"]`);
  for (let i = 0; i < 3 && (await upcoming.count()) === 0; i++) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(calendar).toHaveAttribute('data-loaded', 'true');
  }
  await expect(upcoming.first()).toBeVisible();
  const localTime = next.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  await expect(upcoming.first().locator('time')).toHaveText(/\d\d:\d\d/);
  await page.screenshot({ path: 'e2e/artifacts/screens/calendar-week-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Month' }).click();
  await expect(calendar).toHaveAttribute('data-loaded', 'true');
  await page.screenshot({ path: 'e2e/artifacts/screens/calendar-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: 'e2e/artifacts/screens/calendar-375.png', fullPage: true });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Cancel the next slot from the week view: it leaves the calendar, and the schedule moves on.
  await page.getByRole('button', { name: 'Week' }).click();
  await expect(calendar).toHaveAttribute('data-loaded', 'true');
  if ((await upcoming.count()) === 0) await page.getByRole('button', { name: 'Next' }).click();
  await expect(calendar).toHaveAttribute('data-loaded', 'true');
  const nextItem = calendar.locator(`[data-testid="calendar-item"] time[datetime="${next.toISOString()}"]`);
  await expect(nextItem).toHaveText(localTime);
  await page
    .getByRole('button', { name: `Cancel ${localTime} Autoblog: Morning posts` })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel it' }).click();
  await expect(nextItem).toHaveCount(0);
  // Reloaded from the server: gone for good, and the schedule's next slot is a later one.
  await page.reload();
  await expect(calendar).toHaveAttribute('data-loaded', 'true');
  await expect(calendar.locator(`time[datetime="${next.toISOString()}"]`)).toHaveCount(0);
  const after = await (await page.request.get(`/api/autoblog/${id}`)).json();
  expect(Date.parse(after.data.next_slot_at)).toBeGreaterThan(next.getTime());

  // The draft opens in the editor from the history.
  await page.goto('/dashboard/autoblogging');
  await schedule.getByRole('button', { name: 'History' }).click();
  await written.getByRole('link', { name: 'Open the draft' }).click();
  await expect(page).toHaveURL(/\/dashboard\/collections\/[a-f0-9]{24}\/[a-f0-9]{24}$/);
});
