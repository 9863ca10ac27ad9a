import { expect, test } from '@playwright/test';
import { fillRegister, uniqueEmail } from '../support/accounts';

/** The AI text editor a visitor uses without an account, and the text carried into a new account. */

const TEXT = 'Bakers knead the dough for ten minutes. The loaf rests overnight in a cool kitchen.';

test('a visitor writes, lets the AI rework the text, and keeps it by signing up', async ({ page }) => {
  await page.goto('/tools/ai-text-editor');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Text Editor' })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Your text' });
  await editor.click();
  await page.keyboard.insertText(TEXT);
  await expect(page.getByTestId('scratch-scope')).toHaveText('the whole text');

  await page.getByRole('group', { name: 'AI' }).getByRole('button', { name: 'Paraphrase' }).click();
  const suggestion = page.getByTestId('scratch-suggestion');
  await expect(page.getByText('Written by the offline writer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace the text' })).toBeVisible();
  const rewritten = ((await suggestion.textContent()) ?? '').trim();
  // Built from the visitor's words, not a canned answer.
  expect(rewritten).toMatch(/dough|loaf|kitchen|bakers/i);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/artifacts/screens/ai-text-editor-${width}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'Replace the text' }).click();
  await expect(suggestion).toHaveCount(0);
  const firstLine = rewritten.split('\n')[0] ?? '';
  await expect(editor).toContainText(firstLine.slice(0, 30));

  // The text waits in this browser across a reload.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Your text' })).toContainText(firstLine.slice(0, 30));

  await page.getByRole('link', { name: 'Save — create a free account' }).click();
  await expect(page).toHaveURL(/\/register\?from=%2Ftools%2Fai-text-editor%3Fsave%3D1/);
  await fillRegister(page, uniqueEmail('scratch'));
  // Back on the editor with an account: the text becomes the account's document.
  await expect(page).toHaveURL(/\/dashboard\/collections\/[a-f0-9]{24}$/);
  await expect(page.getByText(firstLine.slice(0, 30)).first()).toBeVisible();
});

test('the AI works on the selection only when there is one', async ({ page }) => {
  await page.goto('/tools/ai-text-editor');
  const editor = page.getByRole('textbox', { name: 'Your text' });
  await editor.click();
  await page.keyboard.insertText('Keep this sentence exactly as it is.');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('The bread was baked by the baker in the morning.');
  // Select the second paragraph.
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+End');
  await expect(page.getByTestId('scratch-scope')).toHaveText(/the selection \(10 words\)/);
  await page.getByRole('group', { name: 'AI' }).getByRole('button', { name: 'Shorten sentences' }).click();
  await expect(page.getByRole('button', { name: 'Replace the selection' })).toBeVisible();
  await page.getByRole('button', { name: 'Replace the selection' }).click();
  await expect(editor).toContainText('Keep this sentence exactly as it is.');
});
