/**
 * Reading a source's text. The type of an upload is decided by its bytes,
 * never by its name: a PDF starts with `%PDF-`, a DOCX is a zip holding
 * `word/document.xml`, and text (TXT, Markdown, HTML) is valid UTF-8 with no
 * control bytes. Anything else (an executable renamed .pdf, an image, a
 * zip of something else) is refused with 415, an empty file with 400, and a
 * DOCX whose parts would inflate past a sane size (a zip bomb) with 413.
 */
import { ErrorCode, SOURCE_TEXT_MAX_CHARS, type SourceKind } from '@inkpress/shared-core';
import { AppError, ValidationError } from '../../errors';
import { pdfPages } from './pdf';

export const UnsupportedFile = (message: string) => new AppError(415, ErrorCode.ValidationError, message);
const TooLarge = (message: string) => new AppError(413, ErrorCode.PayloadTooLarge, message);

/** The most a DOCX may inflate to, and the highest ratio of one part (real documents stay far below). */
export const DOCX_MAX_INFLATED_BYTES = 60 * 1024 * 1024;
export const DOCX_MAX_RATIO = 200;

export interface Extracted {
  kind: SourceKind;
  text: string;
  /** The document's own title, when it has one (a web page's). */
  title?: string;
}

const startsWith = (buffer: Buffer, bytes: string) =>
  buffer.subarray(0, bytes.length).toString('latin1') === bytes;

/** The entries of a zip's central directory: name, compressed and uncompressed size. */
export function zipEntries(buffer: Buffer): { name: string; compressed: number; size: number }[] {
  // The end-of-central-directory record sits in the last 64 KiB + 22 bytes.
  const from = Math.max(0, buffer.length - 65_557);
  let eocd = -1;
  for (let i = buffer.length - 22; i >= from; i--) {
    if (buffer.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw UnsupportedFile('The file is not a readable DOCX document.');
  const count = buffer.readUInt16LE(eocd + 10);
  let offset = buffer.readUInt32LE(eocd + 16);
  const entries: { name: string; compressed: number; size: number }[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== 0x02014b50)
      throw UnsupportedFile('The file is not a readable DOCX document.');
    const compressed = buffer.readUInt32LE(offset + 20);
    const size = buffer.readUInt32LE(offset + 24);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extra = buffer.readUInt16LE(offset + 30);
    const comment = buffer.readUInt16LE(offset + 32);
    const name = buffer.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    entries.push({ name, compressed, size });
    offset += 46 + nameLength + extra + comment;
  }
  return entries;
}

function checkDocx(buffer: Buffer) {
  const entries = zipEntries(buffer);
  if (!entries.some((e) => e.name === 'word/document.xml'))
    throw UnsupportedFile('This zip file is not a Word document (DOCX).');
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (entry.size > 1024 * 1024 && entry.size / Math.max(1, entry.compressed) > DOCX_MAX_RATIO)
      throw TooLarge('This document expands to far more than its size: it was refused.');
  }
  if (total > DOCX_MAX_INFLATED_BYTES)
    throw TooLarge('This document expands to more than 60 MB: it was refused.');
}

/** A C0 control other than tab, newline, vertical tab, form feed or carriage return (NUL, ESC…). */
function hasBinaryControls(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && (code < 0x09 || code > 0x0d)) return true;
  }
  return false;
}

/** The text of valid UTF-8 without control bytes, or undefined for binary content. */
function asText(buffer: Buffer): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return undefined;
  }
  // Tabs, newlines and form feeds are text; other C0 controls (NUL…) mean binary.
  if (hasBinaryControls(text.slice(0, 65_536))) return undefined;
  return text.replace(/^\uFEFF/, '');
}

const looksLikeHtml = (text: string) =>
  /^\s*(?:<!doctype html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(text) ||
  (text.match(/<\/?(?:p|div|h[1-6]|li|ul|table|span|a|br)\b[^>]*>/gi)?.length ?? 0) >= 3;

const looksLikeMarkdown = (text: string, name: string) =>
  /\.(?:md|markdown)$/i.test(name) ||
  /^(?:#{1,6} \S|[-*] \S|\d+\. \S|```)/m.test(text) ||
  /\[[^\]\n]+\]\([^)\n]+\)/.test(text);

/** Plain text of Markdown: headings, emphasis, links and code marks removed, the words kept. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n([\s\S]*?)```/g, '$1')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(\S.*?\S|\S)\1/g, '$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/^\s*(?:-{3,}|\*{3,})\s*$/gm, '');
}

/** Main text of an HTML page (Readability), falling back to the body's text; block ends become paragraph breaks. */
export async function htmlToText(html: string, url?: string): Promise<{ text: string; title?: string }> {
  const { parseHTML } = await import('linkedom');
  const { Readability } = await import('@mozilla/readability');
  const { document } = parseHTML(html);
  const title = document.querySelector('title')?.textContent?.trim() || undefined;
  let body: string | undefined;
  try {
    const article = new Readability(document as unknown as Document, { charThreshold: 100 }).parse();
    if (article?.content) body = article.content;
  } catch {
    // Readability gives up on odd documents: the body's text serves.
  }
  const source = body ?? parseHTML(html).document.body?.innerHTML ?? html;
  void url;
  const text = source
    .replace(/<(script|style|noscript|template)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(?:p|div|h[1-6]|li|tr|section|article|blockquote|pre|ul|ol|table)>/gi, '\n\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/[ \t]+/g, ' ')
    .replace(/\n[ \t]+/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, title };
}

async function pdfText(buffer: Buffer): Promise<string> {
  let pages: string[];
  try {
    pages = await pdfPages(buffer);
  } catch {
    throw UnsupportedFile('The PDF could not be read (damaged or encrypted).');
  }
  return pages.map((p) => p.trim()).join('\n\n');
}

async function docxText(buffer: Buffer): Promise<string> {
  checkDocx(buffer);
  const mammoth = await import('mammoth');
  try {
    const { value } = await mammoth.extractRawText({ buffer });
    return value;
  } catch {
    throw UnsupportedFile('The DOCX document could not be read.');
  }
}

/** The kind of an upload, by its content (the name only tells Markdown from plain text). */
export function sniffKind(buffer: Buffer, name = ''): SourceKind {
  if (buffer.length === 0) throw ValidationError('The file is empty.');
  if (startsWith(buffer, '%PDF-')) return 'pdf';
  if (startsWith(buffer, 'PK\u0003\u0004')) return 'docx';
  const text = asText(buffer);
  if (text === undefined)
    throw UnsupportedFile('This file type is not supported: upload a PDF, DOCX, TXT, Markdown or HTML file.');
  if (looksLikeHtml(text)) return 'html';
  if (looksLikeMarkdown(text, name)) return 'markdown';
  return 'txt';
}

function finish(kind: SourceKind, raw: string, title?: string): Extracted {
  const text = raw.replaceAll(String.fromCharCode(0), '').trim();
  if (!/[\p{L}\p{N}]/u.test(text)) throw ValidationError('No text could be read from this file.');
  return { kind, text: text.slice(0, SOURCE_TEXT_MAX_CHARS), title };
}

/** The text of an uploaded file, its kind decided by its bytes. */
export async function extractFile(buffer: Buffer, name = ''): Promise<Extracted> {
  const kind = sniffKind(buffer, name);
  switch (kind) {
    case 'pdf':
      return finish(kind, await pdfText(buffer));
    case 'docx':
      return finish(kind, await docxText(buffer));
    case 'html': {
      const { text, title } = await htmlToText(asText(buffer) as string);
      return finish(kind, text, title);
    }
    case 'markdown':
      return finish(kind, markdownToText(asText(buffer) as string));
    default:
      return finish(kind, asText(buffer) as string);
  }
}

/** The text of a fetched web page, read by its content type (HTML, plain text or PDF). */
export async function extractWebPage(body: Buffer, contentType: string, url: string): Promise<Extracted> {
  if (body.length === 0) throw ValidationError('The page is empty.');
  const type = contentType.toLowerCase();
  if (type.includes('pdf') || startsWith(body, '%PDF-')) return finish('web-page', await pdfText(body));
  const text = asText(body);
  if (text === undefined) throw UnsupportedFile('The page is not text or HTML.');
  if (type.includes('html') || looksLikeHtml(text)) {
    const page = await htmlToText(text, url);
    return finish('web-page', page.text, page.title);
  }
  return finish('web-page', text);
}
