import { expect, test } from '@playwright/test';
import { buyPlan, registerByApi, uniqueEmail } from '../support/accounts';

/**
 * The bulk generator as a paying team uses it (issue 11): five keywords
 * pasted, the price shown before the start, the run's progress bar to the
 * end as the workers write (pushed over server-sent events), and the five
 * articles in the run's folder. Then the workflows catalogue links to it.
 */
test('a bulk run of 5 keywords fills its progress bar and puts the articles in their folder', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerByApi(page, uniqueEmail('bulk'));
  await buyPlan(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/bulk-generate');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk generate' })).toBeVisible();

  const keywords = ['email marketing', 'seo basics', 'content calendar', 'link building', 'local seo'];
  await page
    .getByRole('textbox', { name: 'One keyword or title a line, or a CSV' })
    .fill(keywords.join('\n'));
  await page.getByRole('button', { name: 'Add rows' }).click();
  await expect(page.getByTestId('bulk-row')).toHaveCount(5);
  await page.getByRole('textbox', { name: 'New folder name' }).fill('Spring campaign');
  // The price before the start: five articles at SPEC §9's article price.
  await expect(page.getByTestId('bulk-cost')).toContainText('5 articles × 1,000 credits = 5,000 credits');
  await page.getByRole('checkbox', { name: 'FAQs' }).check();
  await expect(page.getByTestId('bulk-cost')).toContainText('5 articles × 1,500 credits = 7,500 credits');
  // One row in another language, its own option.
  await page.getByRole('combobox', { name: 'Language of row 2' }).selectOption('fr-FR');
  await page.screenshot({ path: 'e2e/artifacts/screens/bulk-rows-1280.png', fullPage: true });

  // Every value the run's bar shows (labelled by its visible label; each article's own bar has an
  // aria-label), recorded in the page as it changes.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { barValues: string[] }).barValues = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll(
        '[data-testid="bulk-run"] [role="progressbar"][aria-labelledby]',
      )) {
        const value = bar.getAttribute('aria-valuenow');
        if (value !== null && seen.at(-1) !== value) seen.push(value);
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  await page.getByRole('button', { name: 'Start writing 5 articles' }).click();
  const run = page.getByTestId('bulk-run');
  await expect(run).toBeVisible();
  await expect(run.getByTestId('bulk-article')).toHaveCount(5);
  // The bar runs to the end as the articles are written.
  const bar = run.getByRole('progressbar', { name: 'Run progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 150_000 });
  await expect(run).toHaveAttribute('data-status', 'succeeded');
  await expect(run.getByTestId('bulk-run-status')).toHaveText('Done');
  await expect(bar).toHaveAttribute('aria-valuetext', '5 of 5 articles finished');
  // It moved as articles finished, not from empty to full at the end.
  const values = (await page.evaluate(() => (window as unknown as { barValues: string[] }).barValues)).map(
    Number,
  );
  expect(
    values.some((v) => v > 0 && v < 100),
    `bar values ${values.join(', ')}`,
  ).toBe(true);
  expect(values).toEqual([...values].sort((a, b) => a - b));
  await expect(run.getByTestId('offline-writer')).toHaveText('Written by the offline writer');
  await expect(run.getByRole('link', { name: 'Open the article' })).toHaveCount(5);
  await page.screenshot({ path: 'e2e/artifacts/screens/bulk-run-1280.png', fullPage: true });

  // The run is in the list of past runs.
  await expect(page.getByRole('button', { name: /5 of 5 written/ })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: 'e2e/artifacts/screens/bulk-run-375.png', fullPage: true });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The five articles are in the run's folder.
  await run.getByRole('link', { name: /Open the folder/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spring campaign' })).toBeVisible();
  await expect(page.getByText('5 documents')).toBeVisible();
  for (const title of ['Email Marketing', 'Seo Basics', 'Local Seo']) {
    await expect(page.getByText(title, { exact: false }).first()).toBeVisible();
  }
  await page.screenshot({ path: 'e2e/artifacts/screens/bulk-folder-1280.png', fullPage: true });

  // The article opens in the editor from the run.
  await page.goBack();
  await page.getByTestId('bulk-run').getByRole('link', { name: 'Open the article' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/collections\/[a-f0-9]{24}\/[a-f0-9]{24}$/);

  // The workflows catalogue lists what exists and links to it.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard/workflows');
    await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
    await page.screenshot({ path: `e2e/artifacts/screens/workflows-${width}.png`, fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  }
  await page.getByRole('link', { name: 'Bulk articles' }).click();
  await expect(page).toHaveURL(/\/dashboard\/bulk-generate$/);
  await page.setViewportSize({ width: 375, height: 900 });
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk generate' })).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/screens/bulk-start-375.png', fullPage: true });
});
