import { expect, type Page, test } from '@playwright/test';
import { csrfHeaders } from '../support/accounts';
import { registerUser } from '../support/session';

/**
 * The repurpose popup from the editor: the article turned into an X thread
 * and a newsletter by the offline writer (no AI key in the test run), built
 * from the article's own sentences, each piece with its Copy button, the
 * credits charged. Screenshots at 375 and 1280 px, with no sideways scroll.
 */

async function screens(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/artifacts/screens/repurpose-${name}-${width}.png`, fullPage: false });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
}

test('the editor’s article becomes an X thread and a newsletter, written by the offline writer', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => window.localStorage.setItem('inkpress.consent', 'rejected'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  const headers = await csrfHeaders(page.context());
  const title = 'Keeping bees in the city';
  const created = await page.request.post('/api/collections', {
    headers,
    data: {
      title,
      posts: [
        {
          title,
          content: [
            {
              value:
                `<h1>${title}</h1><h2>Start small</h2><p>One hive on a rooftop is enough for a first season of urban beekeeping.</p>` +
                '<h2>Mind the neighbours</h2><p>Urban beekeeping works best when the neighbours know about the hive.</p>' +
                '<p>Bees need a shallow water source close to the hive, or they visit swimming pools.</p>',
            },
          ],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const collection = (await created.json()) as { data: { id: string; posts: { id: string }[] } };
  await page.goto(`/dashboard/collections/${collection.data.id}/${collection.data.posts[0]!.id}`);
  await expect(page.getByRole('textbox', { name: /: content$/ })).toContainText('One hive on a rooftop', {
    timeout: 45_000,
  });

  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Repurpose…' }).click();
  const popup = page.locator('[data-popup="repurpose"]');
  await expect(popup).toBeVisible({ timeout: 30_000 });
  // X thread, LinkedIn post and newsletter are chosen first: drop LinkedIn.
  await popup.getByLabel('LinkedIn post').uncheck();
  await expect(popup.getByText(/Up to 600 credits/)).toBeVisible();
  await screens(page, 'formats');

  await page.setViewportSize({ width: 1280, height: 900 });
  await popup.getByRole('button', { name: 'Repurpose', exact: true }).click();
  await expect(popup).toHaveAttribute('data-state', 'done', { timeout: 45_000 });
  await expect(popup.getByText('Written by the offline writer')).toBeVisible();
  const pieces = popup.getByRole('list', { name: 'Repurposed pieces' });
  await expect(pieces.getByRole('listitem')).toHaveCount(2);
  const thread = pieces.locator('[data-format="x-thread"]');
  await expect(thread).toContainText('One hive on a rooftop is enough');
  await expect(thread.getByRole('button', { name: 'Copy the X thread' })).toBeEnabled();
  await expect(pieces.locator('[data-format="newsletter"]')).toContainText(`Subject: ${title}`);
  await expect(popup.getByText(/credits used for 2 pieces/)).toBeVisible();
  await screens(page, 'pieces');
});
