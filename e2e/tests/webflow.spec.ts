import { expect, type Page, test } from '@playwright/test';
import { csrfHeaders } from '../support/accounts';
import { registerUser } from '../support/session';

/**
 * Webflow end to end against the fake of its Data API v2 that `npm test`
 * starts (api/test/webflowFake.ts, WEBFLOW_BASE_URL): connect a CMS
 * collection on /dashboard/integrations (a wrong token first, then the
 * collection and the field mapping), publish one post from the editor through
 * the Webflow popup, find the live item in the fake's collection, and
 * bulk-publish a folder. Screenshots at 1280 and 375 px.
 */

const fakeUrl = process.env.E2E_WEBFLOW_URL ?? '';
/** The fake's site, collection and token (api/test/webflowFake.ts: FAKE_WEBFLOW, FAKE_WEBFLOW_TOKENS). */
const blogCollectionId = '64f0c0ffee0000000000b001';
const token = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const wrongToken = 'f'.repeat(64);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/screens/webflow-${name}.png`, fullPage: false });
}

interface FakeItem {
  id: string;
  isDraft: boolean;
  fieldData: Record<string, unknown> & { name: string; slug: string };
}

async function itemsNamed(page: Page, name: string) {
  const res = await page.request.get(`${fakeUrl}/_fake/collections/${blogCollectionId}/items`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { staged: FakeItem; live: FakeItem | null }[] };
  return items.filter((i) => i.staged.fieldData.name === name);
}

test('connect a Webflow collection (a wrong token first), publish from the editor and in bulk, find the items', async ({
  page,
}) => {
  test.skip(!fakeUrl, 'E2E_WEBFLOW_URL is set by npm test, which starts the Webflow fake');
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  const headers = await csrfHeaders(page.context());
  const title = `Webflow single ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/collections', {
    headers,
    data: { title, posts: [{ title, content: [{ value: `<p>${title} from the editor.</p>` }] }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const collection = (await created.json()) as { data: { id: string; posts: { id: string }[] } };

  // Connect: a wrong token is refused; the right one lists the collections, then the mapping.
  await page.goto('/dashboard/integrations');
  await page.getByRole('button', { name: 'Add website' }).click();
  const connect = page.locator('[data-popup="website-integration"]');
  await expect(connect).toBeVisible();
  await connect.getByRole('radio', { name: /Webflow/ }).click();
  await connect.getByLabel('Webflow API token').fill(wrongToken);
  await connect.getByRole('button', { name: 'Load collections' }).click();
  await expect(connect.getByRole('alert')).toContainText('did not accept', { timeout: 30_000 });
  await shot(page, 'connect-refused-1280');
  await connect.getByLabel('Webflow API token').fill(token);
  await connect.getByRole('button', { name: 'Load collections' }).click();
  await expect(connect.getByLabel('CMS collection')).toBeVisible({ timeout: 30_000 });
  await connect.getByLabel('CMS collection').selectOption({ label: 'Blog Posts' });
  const mapping = connect.getByRole('group', { name: 'Field mapping' });
  await expect(mapping).toBeVisible({ timeout: 30_000 });
  // The first guess from the fields' slugs: content to the post body, the image to the main image.
  await expect(mapping.getByLabel('Content')).toHaveValue('post-body');
  await expect(mapping.getByLabel('Feature image')).toHaveValue('main-image');
  await mapping.getByLabel('Meta title').selectOption('seo-title');
  await shot(page, 'connect-mapping-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await mapping.getByLabel('Content').scrollIntoViewIfNeeded();
  await shot(page, 'connect-mapping-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await connect.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(connect).toBeHidden({ timeout: 30_000 });
  const site = page.getByRole('list', { name: 'Your integrations' }).locator('li[data-type="webflow"]');
  await expect(site).toContainText('Connected');
  await expect(site).toContainText('Inkpress Test Site');
  await expect(site).not.toContainText(token);
  await shot(page, 'integrations-1280');

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(`/dashboard/collections/${collection.data.id}/${collection.data.posts[0]!.id}`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    // The team has no WordPress site: the WordPress popup offers Webflow.
    await page
      .locator('[data-popup="wordpress-publish"]')
      .getByRole('button', { name: 'Publish to Webflow' })
      .click();
    const popup = page.locator('[data-popup="webflow-publish"]');
    await expect(popup.getByRole('radio', { name: /Publish now/ })).toBeVisible({ timeout: 30_000 });
    await popup.getByRole('radio', { name: /Publish now/ }).click();
    await popup.getByLabel(/Meta title/).fill(`${title} meta`);
    await shot(page, `publish-popup-${width}`);
    await popup.getByRole('button', { name: 'Publish now' }).click();
    await expect(popup.getByRole('status')).toContainText('is live', { timeout: 60_000 });
    await shot(page, `published-${width}`);
    const url = await popup.locator('a[data-live-url]').getAttribute('href');
    expect(url).toMatch(/^https:\/\/inkpress-test\.webflow\.io\/post\/webflow-single-/);
    await page.keyboard.press('Escape');
  }

  // Scheduled (Webflow has no scheduler: Inkpress publishes at the time), seen in the post's
  // publications with its time, then cancelled there: the item stays as it was, live.
  const when = new Date(Date.now() + 2 * 86_400_000);
  when.setHours(9, 30, 0, 0);
  const local = `${when.getFullYear()}-${String(when.getMonth() + 1).padStart(2, '0')}-${String(when.getDate()).padStart(2, '0')}T09:30`;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(`/dashboard/collections/${collection.data.id}/${collection.data.posts[0]!.id}`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .locator('[data-popup="wordpress-publish"]')
      .getByRole('button', { name: 'Publish to Webflow' })
      .click();
    const popup = page.locator('[data-popup="webflow-publish"]');
    await expect(popup.getByRole('radio', { name: /Schedule/ })).toBeVisible({ timeout: 30_000 });
    await popup.getByRole('radio', { name: /Schedule/ }).click();
    await popup.getByLabel('Publish on').fill(local);
    await shot(page, `schedule-popup-${width}`);
    await popup.getByRole('button', { name: 'Schedule' }).click();
    await expect(popup.getByRole('status')).toContainText('is scheduled', { timeout: 60_000 });
    await expect(popup).toContainText('It will go live on');
    await shot(page, `scheduled-${width}`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .locator('[data-popup="wordpress-publish"]')
      .getByRole('button', { name: 'Publish to Webflow' })
      .click();
    const list = page.getByRole('region', { name: 'This post on your sites' });
    await expect(list).toContainText('Scheduled on Inkpress Test Site', { timeout: 30_000 });
    await expect(list.locator('li[data-state="scheduled"]')).toContainText(when.getFullYear().toString());
    await shot(page, `publications-scheduled-${width}`);
    await list.getByRole('button', { name: 'Cancel the schedule' }).click();
    await expect(list.locator('li[data-state="scheduled"]')).toHaveCount(0, { timeout: 30_000 });
    await expect(list).toContainText('Live on Inkpress Test Site');
    await shot(page, `publications-cancelled-${width}`);
    await page.keyboard.press('Escape');
  }

  // Published twice (once per width): one item in the collection, live, with the mapped fields.
  const found = await itemsNamed(page, title);
  expect(found).toHaveLength(1);
  expect(found[0]!.live).not.toBeNull();
  expect(found[0]!.live!.isDraft).toBe(false);
  expect(String(found[0]!.live!.fieldData['post-body'])).toContain('from the editor.');
  expect(found[0]!.live!.fieldData['seo-title']).toBe(`${title} meta`);

  // Bulk: a folder of two posts from the folder screen, as drafts.
  await page.setViewportSize({ width: 1280, height: 900 });
  const folder = (await (
    await page.request.post('/api/folders', { headers, data: { name: `Webflow bulk ${Date.now()}` } })
  ).json()) as { data: { id: string } };
  const titles: string[] = [];
  for (let i = 0; i < 2; i++) {
    const bulkTitle = `Webflow bulk ${Date.now().toString(36)}-${i}`;
    const res = await page.request.post('/api/collections', {
      headers,
      data: {
        title: bulkTitle,
        folder_id: folder.data.id,
        posts: [{ title: bulkTitle, content: [{ value: `<p>${bulkTitle} in bulk.</p>` }] }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    titles.push(bulkTitle);
  }
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(`/dashboard/folders/${folder.data.id}`);
    await page.getByRole('button', { name: 'Publish to a site' }).click();
    const bulk = page.locator('[data-popup="bulk-publish"]');
    await expect(bulk).toBeVisible({ timeout: 30_000 });
    await expect(bulk.getByLabel('Website')).toContainText('(Webflow)');
    await expect(bulk.getByRole('radio', { name: /Schedule/ })).toContainText('Inkpress publishes it');
    await shot(page, `bulk-form-${width}`);
    await bulk.getByRole('button', { name: 'Send all as drafts' }).click();
    await expect(bulk).toHaveAttribute('data-state', 'succeeded', { timeout: 120_000 });
    await expect(bulk.getByRole('list', { name: 'Posts' }).locator('li')).toHaveCount(2);
    await shot(page, `bulk-done-${width}`);
    await page.keyboard.press('Escape');
  }
  // Sent twice: still one staged draft item per post, none on the live site.
  for (const bulkTitle of titles) {
    const items = await itemsNamed(page, bulkTitle);
    expect(items).toHaveLength(1);
    expect(items[0]!.live).toBeNull();
    expect(items[0]!.staged.isDraft).toBe(true);
  }
});
