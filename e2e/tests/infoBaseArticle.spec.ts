import { expect, type Page, test } from '@playwright/test';
import { registerUser } from '../support/session';

/**
 * Issue 15, end to end as one user: a fact in the info base, then an article
 * from a template with "Use my info base" — the article quotes the fact,
 * cites it [1] and ends with a Sources list naming the file — and, in the
 * editor it opens in, the prompt library inserting a saved prompt into the
 * AI command. Screenshots of the outline step at 1280 and 375 px and of the
 * AI command with the prompt.
 */

const FACT =
  'Email marketing at Harbor Lane Bakery reaches 12,400 subscribers every Tuesday morning. ' +
  'Our email marketing newsletter brings back one in five small business owners who order cakes.';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/screens/info-base-article-${name}.png`, fullPage: true });
}

test('an article from a template draws on the info base and cites it; the AI command takes a library prompt', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);

  await page.goto('/dashboard/brand-voice?tab=info-base');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Bakery facts');
  await page.getByRole('textbox', { name: 'Facts', exact: true }).fill(FACT);
  await page.getByRole('button', { name: 'Add facts' }).click();
  await expect(page.getByTestId('info-base-item')).toContainText('Bakery facts');

  await page.goto('/dashboard/templates/blog-post');
  await page.getByRole('button', { name: 'Fill in an example' }).click();
  await page.getByRole('button', { name: 'Generate title' }).click();
  await expect(page.getByLabel('Article title')).not.toHaveValue('', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Generate outline' }).click();
  await expect(page.getByLabel('Section 1', { exact: true })).toBeVisible({ timeout: 20_000 });
  const useInfoBase = page.getByRole('checkbox', { name: 'Use my info base' });
  await useInfoBase.check();
  await expect(useInfoBase).toBeChecked();
  await shot(page, 'outline-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(useInfoBase).toBeVisible();
  await shot(page, 'outline-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Generate article' }).click();
  await expect(page.getByTestId('article-sources')).toContainText('Bakery facts', { timeout: 30_000 });
  await page.waitForURL(/\/dashboard\/collections\/[a-f0-9]{24}\/[a-f0-9]{24}$/, { timeout: 60_000 });
  const content = page.getByRole('textbox', { name: /: content$/ });
  // The fact, quoted and cited, and the Sources list naming the file.
  await expect(content).toContainText(
    'Your info base (“Bakery facts”) puts it this way: Email marketing at Harbor Lane Bakery reaches 12,400 subscribers every Tuesday morning. [1]',
  );
  // Each fact is quoted once, under its own section.
  await expect(content).toContainText('brings back one in five small business owners who order cakes. [1]');
  await expect(content.getByRole('heading', { level: 2, name: 'Sources' }).first()).toBeVisible();
  await expect(content.locator('ol').last()).toContainText('Bakery facts, passage 1');

  // The prompt library, from the editor's AI command.
  await content.locator('p').first().click();
  await page.getByRole('button', { name: 'AI', exact: true }).click();
  const panel = page.getByTestId('ai-panel');
  await panel.getByRole('button', { name: /^Ask AI/ }).click();
  await panel.getByRole('button', { name: 'Prompt library' }).click();
  const library = page.getByRole('dialog', { name: 'Prompt library' });
  await library.getByRole('button', { name: 'New prompt' }).click();
  await library.getByRole('textbox', { name: 'Title', exact: true }).fill('Bakery call to action');
  await library
    .getByRole('textbox', { name: 'Prompt' })
    .fill('Write a short call to action for our cake orders.');
  await library.getByRole('textbox', { name: 'Categories' }).fill('Sales');
  await library.getByRole('button', { name: 'Save prompt' }).click();
  await library.getByRole('button', { name: 'Use Bakery call to action' }).click();
  await expect(library).toBeHidden();
  await expect(panel.getByRole('textbox', { name: /What should the AI/ })).toHaveValue(
    'Write a short call to action for our cake orders.',
  );
  await shot(page, 'ai-command-1280');
  await panel.getByRole('button', { name: 'Run Ask AI' }).click();
  await expect(panel.getByRole('button', { name: 'Accept' })).toBeVisible({ timeout: 30_000 });
});

test('the file-upload and style popups, opened from the chat', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  await page.goto('/dashboard/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Chat' })).toBeVisible();
  // A new user has never chatted with a file: the short first-time guide shows.
  await expect(page.getByTestId('chat-file-guide')).toContainText('Chat with your files in three steps');

  // File upload: pasted text and a refused file, each with its outcome; the added one is chosen in the chat.
  await page.getByRole('button', { name: 'Attach' }).click();
  const upload = page.getByRole('dialog', { name: 'Add files' });
  await upload.getByTestId('upload-popup-input').setInputFiles({
    name: 'tool.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0xff, 0xff]),
  });
  await expect(upload.getByTestId('upload-item').first()).toContainText('Refused');
  await upload.getByRole('textbox', { name: 'Name of the text' }).fill('Opening hours');
  await upload
    .getByRole('textbox', { name: 'Text', exact: true })
    .fill('The bakery opens at seven every weekday.');
  await upload.getByRole('button', { name: 'Add text' }).click();
  await expect(upload.getByTestId('upload-item').last()).toContainText('Added');
  await shot(page, 'file-upload-1280');
  await upload.getByRole('button', { name: 'Done' }).click();
  await expect(upload).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'Opening hours' })).toBeChecked();

  // Style: create a voice from a sample in the popup; the chat's picker then uses it.
  const picker = page.getByTestId('voice-picker');
  await picker.getByLabel('Brand voice').selectOption({ label: 'Create a brand voice…' });
  const style = page.getByRole('dialog', { name: 'Brand voice' });
  await style.getByRole('textbox', { name: 'Name', exact: true }).fill('Cheerful baker');
  await style
    .getByRole('textbox', { name: 'Sample text' })
    .fill(
      'You’ll love our bread. We bake it fresh every morning, and you can taste it! Come by, say hi, and grab a loaf. ' +
        'We’re open early, the coffee’s hot, and there’s always a warm roll waiting for you.',
    );
  await shot(page, 'style-1280');
  await style.getByRole('button', { name: 'Analyse and use' }).click();
  await expect(style).toBeHidden({ timeout: 30_000 });
  await expect(picker.getByLabel('Brand voice')).toHaveValue(/^[a-f0-9]{24}$/);
  await expect(picker.getByLabel('Brand voice').locator('option:checked')).toHaveText('Cheerful baker');
  await shot(page, 'chat-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('button', { name: 'Attach' })).toBeVisible();
  await shot(page, 'chat-375');
  await page.getByRole('button', { name: 'Attach' }).click();
  await expect(page.getByRole('dialog', { name: 'Add files' })).toBeVisible();
  await shot(page, 'file-upload-375');
  await page.getByRole('dialog', { name: 'Add files' }).getByRole('button', { name: 'Done' }).click();

  // The brand voice screen (split into tabs' files) on both widths.
  await page.goto('/dashboard/brand-voice');
  await expect(page.getByTestId('voice-card').first()).toContainText('Cheerful baker');
  await shot(page, 'brand-voice-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('tab', { name: /Info base/ }).click();
  await expect(page).toHaveURL(/tab=info-base/);
  await shot(page, 'info-base-tab-1280');
});
