import { expect, type Page, test } from '@playwright/test';
import { registerUser } from '../support/session';

/**
 * Brand voice and persona end to end, as one user: a voice made from a
 * pasted sample (measured traits and the offline writer's description), an
 * info-base fact, a persona; then an article from a template and a chat
 * answer written with both, the persona visibly addressed in the voice.
 * Screenshots of both screens at 375 and 1280 px.
 */

const SAMPLE = [
  'You don’t need a big budget to grow your list. Start with one signup form and you’ll see results.',
  'Why wait? Pick one idea today. You’ve got this, and we’re here to help you every step of the way.',
  'Keep it short. Keep it friendly. Your readers will thank you for it.',
].join('\n\n');

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/screens/voice-${name}.png`, fullPage: true });
}

test('a brand voice and a persona, used to write an article and a chat answer', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);

  // A brand voice from a pasted sample.
  await page.goto('/dashboard/brand-voice');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand Voice' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Friendly coach');
  await page.getByRole('textbox', { name: 'Sample texts', exact: true }).fill(SAMPLE);
  await page.getByRole('button', { name: 'Analyse and save' }).click();
  const card = page.getByTestId('voice-card').first();
  await expect(card.getByTestId('voice-description')).toContainText('talks to the reader directly as “you”', {
    timeout: 30_000,
  });
  await expect(page.getByText('Offline writer', { exact: true })).toBeVisible();
  await expect(card.getByLabel('Measured traits of Friendly coach')).toContainText('Second person (“you”)');

  // Its description can be edited.
  await page.getByRole('button', { name: 'Actions for Friendly coach' }).click();
  await page.getByRole('menuitem', { name: 'Edit description' }).click();
  const description = card.getByRole('textbox', { name: 'Description' });
  await description.fill(`${await description.inputValue()} Always encouraging.`);
  await card.getByRole('button', { name: 'Save description' }).click();
  await expect(card.getByTestId('voice-description')).toContainText('Always encouraging.');

  // A second, formal voice; the same paragraph rewritten in both, side by side.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Board report');
  await page
    .getByRole('textbox', { name: 'Sample texts', exact: true })
    .fill(
      'The committee reviewed the annual budget in considerable detail during its quarterly meeting. ' +
        'The committee approved the annual budget without changes, noting the careful planning of the finance team. ' +
        'Members of the committee expressed their gratitude to the staff for the quality of the preparatory documents.',
    );
  await page.getByRole('button', { name: 'Analyse and save' }).click();
  await expect(page.getByTestId('voice-card')).toHaveCount(2, { timeout: 30_000 });
  await page.getByRole('combobox', { name: 'First voice' }).selectOption({ label: 'Friendly coach' });
  await page.getByRole('combobox', { name: 'Second voice' }).selectOption({ label: 'Board report' });
  await page.getByRole('button', { name: 'Rewrite in both voices' }).click();
  const comparison = page.getByTestId('voice-comparison');
  await expect(comparison.getByRole('region', { name: 'In Friendly coach' })).toContainText(
    /It’s|don’t|you’ll/,
    {
      timeout: 30_000,
    },
  );
  const formal = comparison.getByRole('region', { name: 'In Board report' });
  await expect(formal).toContainText(/\w{4,}/);
  await expect(formal).not.toContainText(/’(?:t|s|ll)\b/);
  await shot(page, 'brand-voice-1280');

  // A fact for the info base.
  await page.getByRole('tab', { name: /Info base/ }).click();
  await expect(page).toHaveURL(/tab=info-base/);
  // The voices tab has a Name field too: fill the one in the facts form, once it is there.
  const factsForm = page.getByRole('form', { name: 'Paste facts into the info base' });
  await factsForm.getByRole('textbox', { name: 'Name', exact: true }).fill('Pricing 2026');
  await factsForm
    .getByRole('textbox', { name: 'Facts', exact: true })
    .fill('The Starter plan costs 34 dollars a month and includes 20,000 words.');
  await expect(factsForm.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Pricing 2026');
  await factsForm.getByRole('button', { name: 'Add facts' }).click();
  await expect(page.getByTestId('info-base-item')).toContainText('Pricing 2026');
  await shot(page, 'info-base-1280');

  // A persona.
  await page.goto('/dashboard/persona');
  await expect(page.getByRole('heading', { level: 1, name: 'Persona' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Busy Ben');
  await page.getByRole('textbox', { name: 'Role', exact: true }).fill('Small business owner');
  await page.getByRole('textbox', { name: 'Goals', exact: true }).fill('Grow a mailing list');
  await page.getByRole('textbox', { name: 'Pains', exact: true }).fill('No time to write newsletters');
  await page.getByLabel('Knowledge level').selectOption('beginner');
  await page.getByRole('button', { name: 'Create persona' }).click();
  await expect(page.getByTestId('persona-card')).toContainText('No time to write newsletters');
  await shot(page, 'persona-1280');

  // Both screens on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByTestId('persona-card')).toBeVisible();
  await shot(page, 'persona-375');
  await page.goto('/dashboard/brand-voice');
  await expect(page.getByTestId('voice-description').first()).toBeVisible();
  await shot(page, 'brand-voice-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // An article from a template, in the voice, for the persona.
  await page.goto('/dashboard/templates/blog-post');
  await page.getByRole('button', { name: 'Fill in an example' }).click();
  await page.getByRole('button', { name: 'Generate title' }).click();
  await expect(page.getByLabel('Article title')).not.toHaveValue('', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Generate outline' }).click();
  await expect(page.getByLabel('Section 1', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Brand voice').selectOption({ label: 'Friendly coach' });
  await page.getByLabel('Persona').selectOption({ label: 'Busy Ben (Small business owner)' });
  await expect(page.getByTestId('voice-picker')).toContainText('“you”');
  await shot(page, 'template-outline-1280');
  await page.getByRole('button', { name: 'Generate article' }).click();
  const preview = page.getByTestId('article-preview');
  // The opening speaks to the persona's role and pains, as "you", with the voice's contractions.
  await expect(preview).toContainText('If you’re a small business owner', { timeout: 30_000 });
  await expect(preview).toContainText('no time to write newsletters');
  await page.waitForURL(/\/dashboard\/collections\/[a-f0-9]{24}\/[a-f0-9]{24}$/, { timeout: 60_000 });
  await expect(page.getByRole('textbox', { name: /: content$/ })).toContainText(
    'If you’re a small business owner',
  );

  // The editor's rewrites take the voice too: paraphrase a paragraph in it.
  const paragraph = page
    .getByRole('textbox', { name: /: content$/ })
    .locator('p')
    .nth(1);
  await paragraph.scrollIntoViewIfNeeded();
  await paragraph.click({ clickCount: 3 });
  await page.getByRole('button', { name: 'AI', exact: true }).click();
  const aiPanel = page.getByTestId('ai-panel');
  await aiPanel.getByRole('button', { name: /^Paraphrase/ }).click();
  // No persona here: only the voice applies to a rewrite.
  await expect(aiPanel.getByLabel('Persona')).toHaveCount(0);
  await aiPanel.getByLabel('Brand voice').selectOption({ label: 'Friendly coach' });
  await expect(aiPanel.getByTestId('voice-picker')).toContainText('“you”');
  await shot(page, 'editor-rewrite-voice-1280');
  const [rewrite] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/generate') && r.method() === 'POST'),
    aiPanel.getByRole('button', { name: 'Run Paraphrase' }).click(),
  ]);
  expect(rewrite.postDataJSON()).toMatchObject({
    operation: 'paraphrase',
    style: expect.stringMatching(/^[a-f0-9]{24}$/),
  });
  await expect(aiPanel.getByRole('button', { name: 'Accept' })).toBeVisible({ timeout: 30_000 });
  await aiPanel.getByRole('button', { name: 'Accept' }).click();

  // A chat answer for the persona.
  await page.goto('/dashboard/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Chat' })).toBeVisible();
  const picker = page.getByTestId('voice-picker');
  await expect(picker.getByRole('option', { name: 'Friendly coach' })).toBeAttached();
  await picker.getByLabel('Brand voice').selectOption({ label: 'Friendly coach' });
  await picker.getByLabel('Persona').selectOption({ label: 'Busy Ben (Small business owner)' });
  // The prompt library: save a prompt, then use it in the message box.
  await page.getByRole('button', { name: 'Prompts' }).click();
  const library = page.getByRole('dialog', { name: 'Prompt library' });
  await library.getByRole('button', { name: 'New prompt' }).click();
  await library.getByRole('textbox', { name: 'Title', exact: true }).fill('Newsletter schedule');
  await library.getByRole('textbox', { name: 'Prompt' }).fill('What is a good newsletter schedule?');
  await library.getByRole('textbox', { name: 'Categories' }).fill('Email, Planning');
  await library.getByRole('button', { name: 'Save prompt' }).click();
  await expect(library.getByTestId('prompt-item').first()).toContainText('Newsletter schedule');
  await library.getByRole('button', { name: 'Use Newsletter schedule' }).click();
  await expect(library).toBeHidden();
  await expect(page.getByLabel('Your message')).toHaveValue('What is a good newsletter schedule?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('assistant-message').last()).toContainText(
    'for a small business owner, with no time to write newsletters in mind',
    { timeout: 30_000 },
  );
  await shot(page, 'chat-1280');
});
