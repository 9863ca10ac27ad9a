/**
 * The HTML a post may hold (DESIGN.md §5: user HTML is sanitised before it
 * is stored). An allow-list matching the editor's schema (mfe-editor
 * `editor/schema`): headings, paragraphs, lists, links, images,
 * blockquotes, code blocks, tables, strong/em/s/code marks, rules and line
 * breaks. Everything else loses its tag but keeps its text, except elements
 * whose content is not text (script, style, iframe, svg…), which go whole.
 *
 * Decisions:
 * - No attribute outside the list survives: no event handlers, no style, no
 *   class except `language-*` on code (the editor's fence language).
 * - Links keep http(s), mailto, tel and relative URLs; `javascript:`,
 *   `data:`, `vbscript:`, protocol-relative `//host` are removed (also when
 *   hidden with entities or control characters: sanitize-html decodes them
 *   before reading the scheme). Every link gets rel="noopener noreferrer
 *   nofollow", as the editor renders them.
 * - Images keep http(s) and relative sources, and `data:` URLs only for
 *   base64 raster images (png, jpeg, gif, webp, avif) — what the editor
 *   accepts when an image is pasted. SVG data URLs are refused: an SVG
 *   opened on its own can run script. An image without an allowed source
 *   is removed.
 */
import { DATA_IMAGE_URL } from '@inkpress/shared-core';
import sanitizeHtml from 'sanitize-html';

export { DATA_IMAGE_URL, isSafeImageUrl } from '@inkpress/shared-core';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TABLE = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const MARKS = ['strong', 'b', 'em', 'i', 's', 'del', 'strike', 'code'];

const cellAttributes = ['colspan', 'rowspan', 'data-colwidth'];

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADINGS,
    'p',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'blockquote',
    'pre',
    ...MARKS,
    'hr',
    'br',
    ...TABLE,
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    pre: ['data-language'],
    code: ['class'],
    td: cellAttributes,
    th: cellAttributes,
    col: ['span'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Elements whose content is code or markup, not text: dropped with everything inside.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'title',
    'head',
    'xmp',
    'noembed',
    'noframes',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow' },
    }),
  },
  exclusiveFilter: (frame) => {
    if (frame.tag !== 'img') return false;
    const src = frame.attribs.src?.trim() ?? '';
    return !src || (/^data:/i.test(src) && !DATA_IMAGE_URL.test(src));
  },
};

/** The post HTML to store: only the editor's markup, no script, no unsafe URL. */
export function sanitizePostHtml(html: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is never text; databases and parsers disagree on it
  return sanitizeHtml(html.replace(/\u0000/g, ''), options).trim();
}
