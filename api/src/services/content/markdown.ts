/**
 * Markdown to the HTML the site shows: markdown-it without raw HTML, then
 * the platform's sanitiser (services/sanitize), so content edited through
 * the API can never carry script. Links inside the site lose `nofollow`.
 * Also the plain text (search, excerpts, reading time), the headings, and
 * the questions of a "Frequently asked questions" section (FAQPage JSON-LD).
 */
import type { FaqItem } from '@inkpress/shared-core';
import MarkdownIt from 'markdown-it';
import { sanitizePostHtml } from '../sanitize';

const md = new MarkdownIt({ html: false, linkify: true, typographer: true });

export interface RenderedMarkdown {
  html: string;
  text: string;
  headings: { level: number; text: string }[];
  faq: FaqItem[];
  words: number;
  readingMinutes: number;
}

const INTERNAL_LINK = /<a href="(\/[^"]*)"([^>]*?) rel="noopener noreferrer nofollow">/g;

/** Text of a fragment of sanitised HTML, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|tr)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

function inlineText(markdown: string): string {
  return htmlToText(md.renderInline(markdown));
}

/** Questions under a "## Frequently asked questions" (or "## FAQ") heading, each a "### question". */
export function extractFaq(markdown: string): FaqItem[] {
  const lines = markdown.split('\n');
  const faq: FaqItem[] = [];
  let inFaq = false;
  let current: { question: string; answer: string[] } | null = null;
  const flush = () => {
    const item = current as { question: string; answer: string[] } | null;
    const answer = item?.answer.join(' ').trim();
    if (item && answer) faq.push({ question: item.question, answer: inlineText(answer) });
    current = null;
  };
  for (const line of lines) {
    const h2 = /^##\s+(.*)$/.exec(line);
    if (h2) {
      flush();
      inFaq = /^(frequently asked questions|faqs?)\b/i.test(h2[1]!.trim());
      continue;
    }
    if (!inFaq) continue;
    const h3 = /^###\s+(.*)$/.exec(line);
    if (h3) {
      flush();
      current = { question: inlineText(h3[1]!.trim()), answer: [] };
    } else if (current) current.answer.push(line);
  }
  flush();
  return faq;
}

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const html = sanitizePostHtml(md.render(markdown)).replace(INTERNAL_LINK, '<a href="$1"$2>');
  const text = htmlToText(html);
  const headings = [...html.matchAll(/<h([1-6])>([\s\S]*?)<\/h\1>/g)].map((m) => ({
    level: Number(m[1]),
    text: htmlToText(m[2]!),
  }));
  const words = text.split(/\s+/).filter(Boolean).length;
  return {
    html,
    text,
    headings,
    faq: extractFaq(markdown),
    words,
    readingMinutes: Math.max(1, Math.round(words / 220)),
  };
}
