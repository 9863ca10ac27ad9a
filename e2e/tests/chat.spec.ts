import { expect, type Page, test } from '@playwright/test';
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
