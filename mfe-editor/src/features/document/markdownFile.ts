import { slugify } from '@inkpress/shared-core';
import { docToHtml, docToMarkdown, htmlToDoc, markdownToDoc } from '../../editor';

/** The largest Markdown file imported (characters): about 100k words. */
export const MAX_MARKDOWN_CHARS = 1_000_000;

/** The post's HTML as Markdown. */
export function htmlToMarkdown(html: string): string {
  return docToMarkdown(htmlToDoc(html));
}

/** Markdown as the editor's HTML (read through the schema, so nothing unsafe survives). */
export function markdownToHtml(markdown: string): string {
  return docToHtml(markdownToDoc(markdown));
}

/** A file name for an export: the slug or title, or "document". */
export function markdownFileName(title: string, slug = ''): string {
  return `${slugify(slug) || slugify(title) || 'document'}.md`;
}

/** Offers `markdown` as a download. */
export function downloadMarkdown(markdown: string, fileName: string): void {
  const blob = new Blob([markdown], { type: 'text/markdown;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Reads a chosen file as text; rejects files that are too large or not text. */
/** The file's text: Blob.text where there is one, a FileReader elsewhere (older Safari, jsdom). */
function textOf(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

export async function readMarkdownFile(file: File): Promise<string> {
  if (file.size > MAX_MARKDOWN_CHARS * 4) throw new Error('This file is too large to import.');
  const text = await textOf(file);
  if (text.length > MAX_MARKDOWN_CHARS) throw new Error('This file is too large to import.');
  if (text.includes('\u0000')) throw new Error('This does not look like a Markdown file.');
  return text;
}
