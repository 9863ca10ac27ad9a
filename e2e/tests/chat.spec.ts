import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from '../support/platform';
import { registerUser } from '../support/session';

/**
 * Chat with files end to end: upload a PDF, ask a question only that PDF
 * answers, see the answer (the offline writer's, labelled) cite the PDF, and
 * open the citation to read the passage. Then the conversation is in the
 * list, can be renamed, found by search, and deleted. Screenshots at 375 and
 * 1280 px.
 */

/** A one-page PDF with these lines of text (Helvetica), built here so the test ships no binary. */
function makePdf(lines: string[]): Buffer {
  const esc = (t: string) => t.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = ['BT', '/F1 11 Tf', '14 TL', '50 800 Td', ...lines.map((l) => `(${esc(l)}) '`), 'ET'].join(
    '\n',
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const PDF_LINES = [
  'Marigold Observatory visitor notes.',
  'The observatory dome opens to visitors every Thursday evening.',
  'The Marigold telescope has a primary mirror of 2.4 metres, ground in 1987 by the Halvorsen workshop.',
  'Parking is free after six in the evening.',
];

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/screens/chat-${name}.png`, fullPage: true });
}

test('chat with a PDF: the answer cites the PDF and the citation shows the passage', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  await page.goto('/dashboard/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Chat' })).toBeVisible();

  // Upload the PDF: it is listed and chosen for the chat.
  await page.getByTestId('chat-file-input').setInputFiles({
    name: 'marigold-notes.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf(PDF_LINES),
  });
  const file = page.getByTestId('file-item').filter({ hasText: 'marigold-notes.pdf' });
  await expect(file).toBeVisible({ timeout: 30_000 });
  await expect(file.getByRole('checkbox')).toBeChecked();

  // Ask what only the PDF knows.
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill('Who ground the primary mirror of the Marigold telescope?');
  await page.getByRole('button', { name: 'Send' }).click();
  const answer = page.getByTestId('assistant-message').last();
  await expect(answer).toContainText('Halvorsen workshop', { timeout: 30_000 });
  await expect(answer.getByText('offline writer')).toBeVisible();
  await expect(page.getByTestId('offline-writer')).toBeVisible();
  await expect(answer.getByRole('button', { name: '[1] marigold-notes.pdf' })).toBeVisible();
  await shot(page, 'answer-1280');

  // The citation opens the file's passage.
  await answer.getByRole('button', { name: 'Source 1' }).first().click();
  const passage = page.getByTestId('citation-passage');
  await expect(passage).toContainText('marigold-notes.pdf');
  await expect(passage).toContainText('ground in 1987 by the Halvorsen workshop');
  await shot(page, 'citation-1280');
  await page.keyboard.press('Escape');
  await expect(passage).toBeHidden();

  // The conversation is kept, newest first, and found by search.
  const item = page.getByTestId('chat-item').first();
  await expect(item).toContainText('Who ground the primary mirror');
  await page.getByRole('searchbox', { name: 'Search chats' }).fill('telescope');
  await page.getByRole('searchbox', { name: 'Search chats' }).press('Enter');
  await expect(page.getByTestId('chat-item')).toHaveCount(1);

  // After a reload the thread opens from the list with its citations.
  await page.reload();
  await page.getByTestId('chat-item').first().getByRole('button').first().click();
  await expect(page.getByTestId('assistant-message').last()).toContainText('Halvorsen workshop');
  await expect(page.getByTestId('assistant-message').last().getByText('offline writer')).toBeVisible();
  await expect(page.getByTestId('offline-writer')).toBeVisible();

  // Small screens: the thread, with chats and files behind buttons.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: /^Files \(/ })).toBeVisible();
  await shot(page, 'thread-375');
  await page.getByRole('button', { name: /^Files \(/ }).click();
  await expect(page.getByRole('dialog', { name: 'Files' }).getByText('marigold-notes.pdf')).toBeVisible();
  await shot(page, 'files-375');
  await page.keyboard.press('Escape');
});

/**
 * The files list shows each file's indexing for search by meaning. The e2e
 * platform answers with the offline writer, which has no embeddings, so the
 * states the chat.embed job records (API tests run the job itself) are
 * written on the files in the database here: indexing 3 of 8 passages,
 * ready, failed with the reason. The list follows a change without a reload
 * (it re-reads while a file is indexing), and Retry reaches the API, which
 * says the offline writer has no embeddings.
 */
test('the files list shows indexing with progress, ready, and failed with its reason and Retry', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page);
  await page.goto('/dashboard/chat');
  // A loaded machine can take a while to bring the screen's chunk.
  await expect(page.getByRole('heading', { level: 1, name: 'AI Chat' })).toBeVisible({ timeout: 30_000 });
  const tag = Math.random().toString(36).slice(2, 8);
  const names = [`handbook-${tag}.txt`, `prices-${tag}.txt`, `warranty-${tag}.txt`];
  await page.getByTestId('chat-file-input').setInputFiles(
    names.map((name, i) => ({
      name,
      mimeType: 'text/plain',
      buffer: Buffer.from(`File ${i} of the ${tag} notes. The kettle has a warranty of two years.`),
    })),
  );
  for (const name of names)
    await expect(page.getByTestId('file-item').filter({ hasText: name })).toBeVisible({ timeout: 30_000 });

  const state = (name: string, embedding: Record<string, unknown>) =>
    withDatabase((db) =>
      db
        .collection('chatsources')
        .updateOne(
          { name },
          { $set: { embedding: { model: null, token: null, maxAttempts: 4, at: new Date(), ...embedding } } },
        ),
    );
  await state(names[0] as string, { state: 'indexing', done: 3, total: 8, attempt: 2, error: 'Timed out.' });
  await state(names[1] as string, { state: 'ready', done: 1, total: 1, attempt: 1, error: null });
  await state(names[2] as string, {
    state: 'failed',
    done: 0,
    total: 1,
    attempt: 4,
    error: 'The AI service could not answer: embeddings are down.',
  });
  await page.reload();
  const item = (name: string) => page.getByTestId('file-item').filter({ hasText: name });
  const indexing = item(names[0] as string);
  await expect(indexing.getByTestId('file-embedding')).toHaveAttribute('data-state', 'indexing');
  await expect(indexing.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  await expect(indexing).toContainText('3 of 8 passages');
  await expect(indexing).toContainText('Try 2 of 4; the last one failed: Timed out.');
  await expect(item(names[1] as string).getByTestId('file-embedding')).toHaveAttribute('data-state', 'ready');
  const failed = item(names[2] as string);
  await expect(failed.getByTestId('file-embedding')).toHaveAttribute('data-state', 'failed');
  await expect(failed).toContainText('embeddings are down');
  await shot(page, 'files-states-1280');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: /^Files \(/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Files' });
  await expect(dialog.getByTestId('file-embedding')).toHaveCount(3);
  await shot(page, 'files-states-375');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The job finishes: the list shows it ready without a reload.
  await state(names[0] as string, { state: 'ready', done: 8, total: 8, attempt: 2, error: null });
  await expect(indexing.getByTestId('file-embedding')).toHaveAttribute('data-state', 'ready', {
    timeout: 15_000,
  });

  // Retry reaches the API; the offline writer has nothing to embed with, and says so.
  await failed.getByRole('button', { name: `Retry indexing ${names[2]}` }).click();
  await expect(page.getByText('The offline writer has no embeddings')).toBeVisible();
  await expect(failed.getByTestId('file-embedding')).toHaveAttribute('data-state', 'failed');
});
