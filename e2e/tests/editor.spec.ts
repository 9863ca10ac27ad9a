import { expect, type Locator, type Page, test } from '@playwright/test';
import { registerUser } from '../support/session';

/**
 * The writing core end to end, as one user: a document from a template
 * (title → outline → the article streamed by the offline writer), editing,
 * AI expand on a selection accepted into the text, save, reload, undo and
 * redo, variants, a folder, and deletion.
 */

const content = (page: Page): Locator => page.getByRole('textbox', { name: /: content$/ });

async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: `e2e/artifacts/screens/editor-${name}.png`, fullPage });
}

/** Puts the caret at the very end of a paragraph (a click right of its last line). */
async function caretAtEnd(paragraph: Locator) {
  await paragraph.scrollIntoViewIfNeeded();
  const box = await paragraph.boundingBox();
  if (!box) throw new Error('paragraph not visible');
  await paragraph.click({ position: { x: box.width - 2, y: box.height - 6 } });
}

/** Selects the whole text of a paragraph of the editor (a triple click selects the block). */
async function selectParagraph(paragraph: Locator) {
  await paragraph.scrollIntoViewIfNeeded();
  await paragraph.click({ clickCount: 3 });
}

test('a document from a template, edited with AI, saved, versioned, filed and deleted', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);

  // A new document from a template.
  await page.goto('/dashboard/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  await page.getByRole('link', { name: 'Blog post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog post' })).toBeVisible();
  await page.getByRole('button', { name: 'Fill in an example' }).click();
  await expect(page.getByLabel('Focus keyword')).not.toHaveValue('');
  await shot(page, 'template-details');
  await page.getByRole('button', { name: 'Generate title' }).click();
  const title = page.getByLabel('Article title');
  await expect(title).not.toHaveValue('', { timeout: 20_000 });
  const articleTitle = await title.inputValue();
  await page.getByRole('button', { name: 'Generate outline' }).click();
  await expect(page.getByLabel('Section 1', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('article-cost')).toHaveText(/credits/);
  await shot(page, 'template-outline', true);

  // The article streams in, then the editor opens on the new document.
  await page.getByRole('button', { name: 'Generate article' }).click();
  const preview = page.getByTestId('article-preview');
  await expect(preview.locator('h1')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('ai-provider-label')).toHaveText('offline writer');
  await page.waitForURL(/\/dashboard\/collections\/[a-f0-9]{24}\/[a-f0-9]{24}$/, { timeout: 60_000 });
  const editorUrl = page.url();
  await expect(content(page)).toContainText(articleTitle.slice(0, 20));
  await expect(page.getByTestId('save-status')).toHaveText(/Saved/);

  // Edit: a sentence at the end of the first paragraph.
  await caretAtEnd(content(page).locator('p').first());
  await page.keyboard.type(' Edited in the end-to-end test.');
  await expect(page.getByTestId('save-status')).toHaveText(/Unsaved changes|Saving|Saved/);

  // AI expand on a selection, accepted.
  const target = content(page).locator('p').nth(1);
  const original = ((await target.textContent()) ?? '').trim();
  await selectParagraph(target);
  await page.getByRole('button', { name: 'AI', exact: true }).click();
  const panel = page.getByTestId('ai-panel');
  await panel.getByRole('button', { name: /^Expand/ }).click();
  await expect(panel.getByTestId('ai-cost')).toHaveText(/about \d[\d,]* credits/);
  await panel.getByRole('button', { name: 'Run Expand' }).click();
  await expect(panel.getByRole('button', { name: 'Accept' })).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId('ai-provider-label')).toHaveText('offline writer');
  // Reading further down the document, Accept and Reject stay in sight.
  await page.mouse.wheel(0, 2500);
  await expect(page.getByRole('group', { name: 'Review the suggestion' })).toBeInViewport();
  await page.mouse.wheel(0, -2500);
  const suggestion = ((await page.getByTestId('ai-suggestion').textContent()) ?? '').trim();
  expect(suggestion.length).toBeGreaterThan(original.length);
  const suggestedStart = ((await page.getByTestId('ai-suggestion').locator('p').first().textContent()) ?? '')
    .trim()
    .slice(0, 30);
  await shot(page, 'ai-suggestion');
  await panel.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('ai-suggestion')).toHaveCount(0);
  await expect(content(page)).toContainText(suggestedStart);

  // Save with Ctrl+S, then a reload shows the same content.
  await content(page).click();
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-status')).toHaveText(/Saved at/, { timeout: 15_000 });
  await page.reload();
  await expect(content(page)).toContainText('Edited in the end-to-end test.');
  await expect(content(page)).toContainText(suggestedStart);
  await expect(page.getByTestId('save-status')).toHaveText(/Saved/);

  // Undo and redo a change to the document.
  await caretAtEnd(content(page).locator('p').first());
  await page.keyboard.type(' Undo me.');
  await expect(page.getByRole('button', { name: 'Undo document change' })).toBeEnabled();
  await page.getByRole('button', { name: 'Undo document change' }).click();
  await expect(content(page)).not.toContainText('Undo me.');
  await expect(content(page)).toContainText('Edited in the end-to-end test.');
  await page.getByRole('button', { name: 'Redo document change' }).click();
  await expect(content(page)).toContainText('Undo me.');

  // Variants: a new empty one first, browse, delete it.
  await page.getByRole('button', { name: 'New variant' }).click();
  await expect(page.getByTestId('variant-position')).toHaveText('Variant 1 of 2');
  await expect(content(page)).not.toContainText('Edited in the end-to-end test.');
  await content(page).click();
  await page.keyboard.type('A second take on the article.');
  await page.getByRole('button', { name: 'Next variant' }).click();
  await expect(page.getByTestId('variant-position')).toHaveText('Variant 2 of 2');
  await expect(content(page)).toContainText('Edited in the end-to-end test.');
  await page.getByRole('button', { name: 'Next variant' }).click();
  await expect(page.getByTestId('variant-position')).toHaveText('Variant 1 of 2');
  await expect(content(page)).toContainText('A second take on the article.');
  await page.getByRole('button', { name: 'Delete variant' }).click();
  await page
    .getByRole('dialog', { name: 'Delete variant 1 of 2?' })
    .getByRole('button', { name: 'Delete variant' })
    .click();
  await expect(page.getByTestId('variant-position')).toHaveText('Variant 1 of 1');
  await expect(content(page)).toContainText('Edited in the end-to-end test.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText(/Saved at/, { timeout: 15_000 });
  await shot(page, 'editor');

  // History: the article as the AI wrote it, what changed since, word by word; restore it, then undo that.
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'History…' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  const versions = history.getByRole('list', { name: 'Saved versions' }).getByRole('listitem');
  await expect(versions).not.toHaveCount(0);
  await history.getByRole('button', { name: /Written by AI/ }).click();
  await expect(history.getByTestId('revision-diff').locator('ins').first()).toBeVisible();
  await expect(history.getByTestId('revision-diff')).toContainText('Edited in the end-to-end test.');
  await shot(page, 'history');
  await history.getByRole('button', { name: 'Restore this version' }).click();
  await expect(content(page)).not.toContainText('Edited in the end-to-end test.', { timeout: 15_000 });
  await expect(history).toBeHidden();
  await expect(page.getByText(/ is back\./)).toBeVisible();
  await page.getByRole('status', { name: 'Notifications' }).getByRole('button', { name: 'Undo' }).click();
  await expect(content(page)).toContainText('Edited in the end-to-end test.', { timeout: 15_000 });

  // Move to a new folder.
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Move to folder…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to folder' });
  await dialog.getByLabel('New folder').fill('E2E folder');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('radio', { name: /E2E folder/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto('/dashboard/folders');
  const folder = page.getByTestId('folder-card').filter({ hasText: 'E2E folder' });
  await expect(folder).toContainText('1 document');
  await folder.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E folder' })).toBeVisible();
  const row = page.getByTestId('collection-row');
  await expect(row).toHaveCount(1);

  // Delete the document.
  await row.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Delete…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('This folder is empty')).toBeVisible();
  await page.goto(editorUrl);
  await expect(page.getByRole('heading', { name: 'Document not found' })).toBeVisible();
});

test('the article improver rewrites a saved article into its new first variant', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  await page.goto('/dashboard/collections/new');
  await content(page).click();
  await page.keyboard.type(
    'Email marketing, done well, is a conversation with people who asked to hear from you.',
  );
  // The first autosave gives the new document its address; the editor stays as it is, so typing goes on.
  await expect(page.getByTestId('save-status')).toHaveText(/Saved at/, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard\/collections\/[a-f0-9]{24}$/);
  await page.keyboard.press('Enter');
  // One input event for the paragraph: this test is about the improver. (Typed key by key right after
  // the first autosave, the first letter has twice ended up at the paragraph's end in loaded CI runs,
  // never on a quiet machine; that is being looked into on its own.)
  await page.keyboard.insertText(
    'Write to them, not at them, and keep every email short, useful and honest.',
  );
  await expect(content(page)).toContainText('Write to them, not at them, and keep every email short');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText(/Saved at/, { timeout: 15_000 });

  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Improve the article…' }).click();
  const improver = page.getByRole('dialog', { name: 'Improve the article' });
  await improver.getByLabel('Improvement').selectOption('readability');
  await improver.getByRole('button', { name: 'Improve the article' }).click();
  await expect(improver.getByTestId('improver-done')).toContainText(/credits used/, { timeout: 60_000 });
  await shot(page, 'improver');
  await improver.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('variant-position')).toHaveText('Variant 1 of 2');
  await page.getByRole('button', { name: 'Next variant' }).click();
  await expect(content(page)).toContainText('Write to them, not at them');
});

test('typed key by key on a slowed CPU right after the first autosave, every letter stays in its place', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  await page.goto('/dashboard/collections/new');
  // A busy machine, as in the loaded CI runs where a new paragraph's first letter twice ended up at
  // its end ("rite to them… honest.W"): Chrome's own CPU throttling, 4× slower.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await content(page).click();
  await page.keyboard.insertText('Email marketing, done well, is a conversation.');
  await expect(page.getByTestId('save-status')).toHaveText(/Saved at/, { timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/collections\/[a-f0-9]{24}$/);
  // Short paragraphs: the letter that moved was always a new paragraph's first.
  const lines = ['Write to them.', 'Keep it short.', 'Be useful.', 'Stay honest.', 'Wait a week.'];
  for (const line of lines) {
    await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(content(page).locator('p')).toHaveText([
    'Email marketing, done well, is a conversation.',
    ...lines,
  ]);
});

test('the dashboard’s credits go down after a charge, and say what a credit buys', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  await page.goto('/dashboard');
  const left = page.getByTestId('credits-left');
  await expect(left).toHaveText('5,000');
  await expect(
    page.getByText(/An article costs 1,000 credits, plus 500 to 1,000 for each extra/),
  ).toBeVisible();

  await page.goto('/dashboard/templates/blog-post');
  await page.getByRole('button', { name: 'Fill in an example' }).click();
  await page.getByRole('button', { name: 'Generate title' }).click();
  await expect(page.getByLabel('Article title')).not.toHaveValue('', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Generate outline' }).click();
  await expect(page.getByLabel('Section 1', { exact: true })).toBeVisible({ timeout: 20_000 });
  // The ledger's balance after the two charges is what every place shows.
  const me = await page.request.get('/api/users/me');
  const balance = ((await me.json()) as { data: { totalCredits: number } }).data.totalCredits;
  expect(balance).toBeLessThan(5000);
  const shown = balance.toLocaleString('en-US');
  await expect(page.getByText(/credits left$/)).toHaveText(`${shown} credits left`);

  await page.goto('/dashboard');
  await expect(left).toHaveText(shown);
  await shot(page, 'dashboard-credits');
});

test('the editor screen, the template flow and the SEO panel fit 375 px', async ({ page }) => {
  test.setTimeout(120_000);
  await registerUser(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard/templates/how-to');
  await expect(page.getByRole('heading', { level: 1, name: 'How-to guide' })).toBeVisible();
  await page.getByRole('button', { name: 'Fill in an example' }).click();
  await shot(page, 'template-375');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.goto('/dashboard/collections/new');
  await expect(content(page)).toBeVisible();
  await content(page).click();
  await page.keyboard.type('A short note written on a phone.');
  for (let i = 0; i < 40; i++) await page.keyboard.press('Enter');
  await page.keyboard.type('The end of a long note.');
  await shot(page, 'editor-375');
  expect(await overflow()).toBeLessThanOrEqual(0);
  // Scrolled down, the toolbar stays in sight below the app's top bar, in one row.
  await page.mouse.wheel(0, 1200);
  const toolbar = page.getByRole('toolbar').first();
  await expect
    .poll(async () => (await toolbar.boundingBox())?.y ?? -1, { message: 'toolbar below the top bar' })
    .toBeGreaterThanOrEqual(63);
  expect((await toolbar.boundingBox())?.height ?? 999).toBeLessThan(64);
  await shot(page, 'editor-375-scrolled');
  await page.getByRole('button', { name: 'SEO' }).click();
  const drawer = page.getByRole('dialog', { name: 'SEO' });
  await expect(drawer.getByTestId('seo-score')).toBeVisible();
  // Once it has slid in, the drawer fills the 375 px viewport exactly.
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box ? [Math.round(box.x), Math.round(box.x + box.width)] : null;
    })
    .toEqual([0, 375]);
  await shot(page, 'seo-375');
});
