/**
 * A generated article becomes a post: its title from the h1, a meta title
 * and description taken from the text (free: no extra AI call), a slug,
 * and the FAQs of its "Frequently Asked Questions" section in postConfig.
 */
import { htmlToText, slugify } from '@inkpress/shared-core';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '../../ai';
import { clipChars } from '../../ai/output';
import { DEFAULT_POST_TITLE } from '../../models/Post';
import type { FaqInput, PostInput } from './fields';

/** The text of the first element `tag` of the HTML. */
function firstText(html: string, tag: string): string {
  const match = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'i').exec(html);
  return match ? htmlToText(match[1] ?? '') : '';
}

/** The questions and answers under an h2 "Frequently Asked Questions" (or "FAQ"), up to the next h2. */
export function extractFaqs(html: string): FaqInput[] {
  const heading = /<h2\b[^>]*>[^<]*(?:frequently asked questions|faqs?)\b[^<]*<\/h2>/i.exec(html);
  if (!heading) return [];
  const rest = html.slice(heading.index + heading[0].length);
  const end = rest.search(/<h2\b/i);
  const section = end === -1 ? rest : rest.slice(0, end);
  const faqs: FaqInput[] = [];
  for (const match of section.matchAll(/<h3\b[^>]*>([\s\S]*?)<\/h3>([\s\S]*?)(?=<h3\b|$)/gi)) {
    const question = htmlToText(match[1] ?? '');
    const answer = htmlToText(match[2] ?? '');
    if (question && answer) faqs.push({ question: question.slice(0, 500), answer: answer.slice(0, 5000) });
  }
  return faqs.slice(0, 50);
}

export interface ArticleMeta {
  /** The title asked for, used when the article has no h1. */
  title: string;
  keyword?: string;
  language?: string;
  templateId?: string | null;
  featureImage?: { url: string; alt: string } | null;
  extendedData?: Record<string, unknown>;
}

/** The post fields of a generated (or translated) article. */
export function articlePost(html: string, meta: ArticleMeta): PostInput {
  const title = (firstText(html, 'h1') || meta.title).slice(0, 300) || DEFAULT_POST_TITLE;
  return {
    title,
    content: [{ value: html }],
    metaTitle: clipChars(title, META_TITLE_MAX),
    metaDescription: clipChars(firstText(html, 'p'), META_DESCRIPTION_MAX),
    slug: slugify(title).slice(0, 120).replace(/-+$/, ''),
    postConfig: { faqs: extractFaqs(html), language: meta.language ?? null },
    templateId: meta.templateId ?? null,
    featureImage: meta.featureImage ?? null,
    extendedData: meta.extendedData ?? {},
    selectedContentIndex: 0,
  };
}
