/**
 * Reading a page for the page booster: its metadata (title, meta
 * description, canonical, language), its headings, its main content
 * (Readability on linkedom, as the retrieval sources do, falling back to
 * <main>, <article> or the body) cut into sections at each h1–h3, and the
 * main content's links (internal or external, by host) and images (alt or
 * not). All HTML kept is sanitised (the editor's markup only).
 */
import { countWords } from '@inkpress/shared-core';
import { sanitizePostHtml } from '../sanitize';

export interface PageHeading {
  level: number;
  text: string;
}

export interface PageSection {
  index: number;
  heading: string;
  level: number;
  html: string;
  text: string;
  words: number;
}

export interface PageLink {
  href: string;
  text: string;
  internal: boolean;
}

export interface PageImage {
  src: string;
  alt: string | null;
}

export interface ExtractedPage {
  url: string;
  title: string;
  h1: string;
  metaDescription: string;
  canonical: string | null;
  language: string;
  headings: PageHeading[];
  /**
   * The main content as the page has it (scripts and styles gone, links'
   * rel kept: Yoast reads nofollow), its h1 first: what the assessments
   * read on the server. Never sent to a browser (the sections' HTML is).
   */
  html: string;
  sections: PageSection[];
  links: PageLink[];
  images: PageImage[];
  words: number;
}

/** Elements that make a block of the main content; nested ones belong to their outermost block. */
const BLOCKS = 'h1, h2, h3, h4, h5, h6, p, ul, ol, blockquote, pre, table, figure, img';
const SECTION_HEADING = /^H[1-3]$/;

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

type El = {
  tagName: string;
  outerHTML: string;
  innerHTML: string;
  textContent: string | null;
  parentElement: El | null;
  getAttribute(name: string): string | null;
  querySelectorAll(selector: string): ArrayLike<El>;
  matches(selector: string): boolean;
};

function resolve(href: string, base: string): string | null {
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The main content's root: Readability's article, else <main>, <article> or the body. */
async function mainContent(html: string, url: string): Promise<string> {
  const { parseHTML } = await import('linkedom');
  const { Readability } = await import('@mozilla/readability');
  const { document } = parseHTML(html);
  try {
    const article = new Readability(document as unknown as Document, {
      charThreshold: 100,
      keepClasses: false,
    }).parse();
    if (article?.content && countWords(article.textContent ?? '') >= 20) return article.content;
  } catch {
    // Readability gives up on odd documents: the page's own main element serves.
  }
  void url;
  const fresh = parseHTML(html).document;
  for (const tag of ['nav', 'header', 'footer', 'aside', 'script', 'style', 'noscript', 'form']) {
    for (const el of [...fresh.querySelectorAll(tag)]) el.remove();
  }
  const root = fresh.querySelector('main') ?? fresh.querySelector('article') ?? fresh.body;
  return root?.innerHTML ?? '';
}

/** Extracts what the booster assesses from a page's HTML; `url` is where it was read (after redirects). */
export async function extractPage(html: string, url: string): Promise<ExtractedPage> {
  const { parseHTML } = await import('linkedom');
  const { document } = parseHTML(html);
  const meta = (selector: string) => squash(document.querySelector(selector)?.getAttribute('content'));
  const title = squash(document.querySelector('title')?.textContent) || meta('meta[property="og:title"]');
  const metaDescription = meta('meta[name="description"]') || meta('meta[property="og:description"]');
  const canonicalHref = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const canonical = canonicalHref ? resolve(canonicalHref, url) : null;
  const language = squash(document.documentElement?.getAttribute('lang')) || 'en';
  const h1 = squash(document.querySelector('h1')?.textContent);

  const contentHtml = await mainContent(html, url);
  const content = parseHTML(
    `<!doctype html><html><body><div id="root">${contentHtml}</div></body></html>`,
  ).document;
  const root = content.querySelector('#root') as unknown as El;
  const all = Array.from(root.querySelectorAll(BLOCKS));
  const outermost = all.filter((el) => {
    for (let p = el.parentElement; p && p !== root; p = p.parentElement) if (p.matches(BLOCKS)) return false;
    return true;
  });

  const host = new URL(url).host;
  const links: PageLink[] = [];
  for (const a of Array.from(root.querySelectorAll('a[href]'))) {
    const href = resolve(a.getAttribute('href') ?? '', url);
    if (!href) continue;
    links.push({ href, text: squash(a.textContent), internal: new URL(href).host === host });
  }
  const images: PageImage[] = [];
  for (const img of Array.from(root.querySelectorAll('img'))) {
    const src = resolve(img.getAttribute('src') ?? '', url);
    if (!src) continue;
    const alt = img.getAttribute('alt');
    images.push({ src, alt: alt === null ? null : squash(alt) });
  }

  // Sections: a heading and the blocks after it, up to the next h1–h3.
  const groups: { heading: string; level: number; blocks: El[] }[] = [];
  let hasH1 = false;
  // Readability turns the page's h1 into an h2: the first heading with the h1's text is the h1 again.
  const levelOf = (el: El) => {
    const tag = el.tagName.toUpperCase();
    if (!/^H[1-6]$/.test(tag)) return 0;
    const first = outermost.find((b) => /^H[1-6]$/i.test(b.tagName));
    return el === first && h1 && squash(el.textContent) === h1 ? 1 : Number(tag[1]);
  };
  for (const block of outermost) {
    const level = levelOf(block);
    const tag = level ? `H${level}` : block.tagName.toUpperCase();
    if (tag === 'H1') hasH1 = true;
    if (SECTION_HEADING.test(tag)) {
      groups.push({ heading: squash(block.textContent), level, blocks: [block] });
      continue;
    }
    if (groups.length === 0) groups.push({ heading: '', level: 0, blocks: [] });
    groups[groups.length - 1]!.blocks.push(block);
  }
  const blockHtml = (b: El) => {
    const level = levelOf(b);
    return level && `H${level}` !== b.tagName.toUpperCase()
      ? `<h${level}>${b.innerHTML}</h${level}>`
      : b.outerHTML;
  };
  const sections: PageSection[] = [];
  const sources: string[] = [];
  for (const group of groups) {
    const sectionHtml = sanitizePostHtml(group.blocks.map(blockHtml).join('\n'));
    const text = squash(group.blocks.map((b) => b.textContent ?? '').join(' '));
    // A heading alone (the page's h1 over nothing) is kept: it is part of the page.
    if (!text) continue;
    sources.push(group.blocks.map(blockHtml).join('\n'));
    sections.push({
      index: sections.length,
      heading: group.heading,
      level: group.level,
      html: sectionHtml,
      text,
      words: countWords(text),
    });
  }

  const headings: PageHeading[] = [
    ...(!hasH1 && !outermost.some((el) => levelOf(el) === 1) && h1 ? [{ level: 1, text: h1 }] : []),
    ...outermost
      .filter((el) => /^H[1-6]$/i.test(el.tagName))
      .map((el) => ({ level: levelOf(el), text: squash(el.textContent) })),
  ];
  const body = sources.join('\n').replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/gi, '');
  const hasLevel1 = sections.some((s) => s.level === 1);
  const mainHtml = !hasLevel1 && h1 ? `<h1>${escapeHtml(h1)}</h1>\n${body}` : body;
  return {
    url,
    title,
    h1,
    metaDescription,
    canonical,
    language,
    headings,
    html: mainHtml,
    sections,
    links,
    images,
    words: sections.reduce((n, s) => n + s.words, 0),
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
