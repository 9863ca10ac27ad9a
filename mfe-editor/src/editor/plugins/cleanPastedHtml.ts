import { parseHtmlFragment } from '../html';

/**
 * Cleans HTML pasted from Word and Google Docs before ProseMirror parses it:
 *
 * - drops what is never content: `<style>`, `<meta>`, `<script>`, `<xml>`,
 *   Office-namespaced elements (`<o:p>`, `<w:…>`, `<v:…>`), comments and
 *   Word's conditional comments;
 * - turns Word's list paragraphs (`mso-list: l0 level1`) into real lists,
 *   numbered when the marker Word drew was a number or letter;
 * - turns formatting spans (`font-weight: 700`, `font-style: italic`,
 *   `text-decoration: line-through`) into `strong`, `em` and `s`, then
 *   unwraps every `span` and `font`;
 * - unwraps Google Docs' `<b id="docs-internal-guid-…" style="font-weight:normal">`
 *   wrapper and anchors without an href (Word bookmarks);
 * - strips every attribute except href, src, alt, title, start, colspan and
 *   rowspan (so style, class, id, dir, lang and mso-* all go);
 * - removes paragraphs left empty and line breaks between blocks.
 */
export function cleanPastedHtml(html: string, doc?: Document): string {
  const fragment = parseHtmlFragment(preClean(html), doc);
  removeJunk(fragment);
  convertWordLists(fragment);
  cleanElement(fragment);
  removeEmptyBlocks(fragment);
  const container = fragment.ownerDocument.createElement('div');
  container.appendChild(fragment);
  return container.innerHTML;
}

/** Whether the HTML looks like it came from Word or Google Docs (worth the cleaning). */
export function isOfficeHtml(html: string): boolean {
  return /class="?Mso|urn:schemas-microsoft-com|mso-|docs-internal-guid|<o:p/i.test(html);
}

function preClean(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html);
  return (body ? body[1]! : html)
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<!\[(?:end)?if[^>]*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
}

const JUNK_TAGS = new Set([
  'style',
  'script',
  'meta',
  'link',
  'title',
  'xml',
  'head',
  'colgroup',
  'col',
  'noscript',
]);

function removeJunk(root: DocumentFragment): void {
  const walker = root.ownerDocument.createTreeWalker(root, 0x80 /* SHOW_COMMENT */);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (JUNK_TAGS.has(tag) || tag.includes(':')) element.remove();
    else if (tag === 'br' && element.classList.contains('Apple-interchange-newline')) element.remove();
  }
}

/** The declarations of a style attribute, property names lowercased (unknown ones like mso-list kept). */
export function parseStyle(style: string | null): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const part of (style ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    if (name) declarations.set(name, value);
  }
  return declarations;
}

function isBold(weight: string | undefined): boolean {
  return weight !== undefined && /^(?:bold|bolder|[6-9]00)$/.test(weight);
}

// Word lists -------------------------------------------------------------------

interface WordListItem {
  element: Element;
  level: number;
  ordered: boolean;
}

function wordListItem(element: Element): WordListItem | null {
  if (element.tagName.toLowerCase() !== 'p') return null;
  const msoList = parseStyle(element.getAttribute('style')).get('mso-list');
  if (!msoList) return null;
  const level = Number(/level(\d+)/.exec(msoList)?.[1] ?? '1');
  // The marker Word drew (•, 1., a)) sits in spans styled mso-list: Ignore.
  let marker = '';
  for (const span of Array.from(element.querySelectorAll('span'))) {
    if (parseStyle(span.getAttribute('style')).get('mso-list') === 'ignore') {
      marker += span.textContent ?? '';
      span.remove();
    }
  }
  const ordered = /^\s*(?:\d+|[a-z]|[ivxlc]+)[.)]/i.test(marker.replace(/\u00a0/g, ' '));
  return { element, level, ordered };
}

function convertWordLists(root: DocumentFragment | Element): void {
  const doc = root.ownerDocument;
  const children = Array.from(root.childNodes);
  let run: WordListItem[] = [];
  const flush = () => {
    if (run.length > 0) buildList(doc, run);
    run = [];
  };
  for (const child of children) {
    if (child.nodeType === 3 && !child.textContent?.trim()) continue;
    const item = child.nodeType === 1 ? wordListItem(child as Element) : null;
    if (item) run.push(item);
    else {
      flush();
      if (child.nodeType === 1) convertWordLists(child as Element);
    }
  }
  flush();
}

function buildList(doc: Document, items: WordListItem[]): void {
  const first = items[0]!.element;
  const stack: { list: Element; level: number }[] = [];
  let top: Element | null = null;
  for (const { element, level, ordered } of items) {
    while (stack.length > 0 && stack[stack.length - 1]!.level > level) stack.pop();
    let current = stack[stack.length - 1];
    if (!current || current.level < level) {
      const list = doc.createElement(ordered ? 'ol' : 'ul');
      const parentItem = current?.list.lastElementChild;
      if (parentItem) parentItem.appendChild(list);
      else top ??= list;
      current = { list, level };
      stack.push(current);
    }
    const li = doc.createElement('li');
    const p = doc.createElement('p');
    while (element.firstChild) p.appendChild(element.firstChild);
    li.appendChild(p);
    current.list.appendChild(li);
  }
  if (top) first.parentNode?.insertBefore(top, first);
  for (const { element } of items) element.remove();
}

// Formatting and attributes ----------------------------------------------------------

const KEPT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title'],
  ol: ['start'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

function unwrap(element: Element): void {
  const parent = element.parentNode;
  if (!parent) return;
  while (element.firstChild) parent.insertBefore(element.firstChild, element);
  parent.removeChild(element);
}

function wrapChildren(element: Element, tags: string[]): void {
  const doc = element.ownerDocument;
  for (const tag of tags) {
    const wrapper = doc.createElement(tag);
    while (element.firstChild) wrapper.appendChild(element.firstChild);
    element.appendChild(wrapper);
  }
}

function cleanElement(node: DocumentFragment | Element): void {
  for (const child of Array.from(node.children)) cleanElement(child);
  if (!('tagName' in node)) return;
  const element = node;
  const tag = element.tagName.toLowerCase();
  const style = parseStyle(element.getAttribute('style'));

  if (tag === 'span' || tag === 'font') {
    const formats: string[] = [];
    if (isBold(style.get('font-weight'))) formats.push('strong');
    if (style.get('font-style') === 'italic') formats.push('em');
    if ((style.get('text-decoration') ?? style.get('text-decoration-line') ?? '').includes('line-through')) {
      formats.push('s');
    }
    wrapChildren(element, formats);
    unwrap(element);
    return;
  }
  if (
    (tag === 'b' || tag === 'strong') &&
    (element.id.startsWith('docs-internal-guid') ||
      /^(?:normal|[1-5]00)$/.test(style.get('font-weight') ?? ''))
  ) {
    unwrap(element);
    return;
  }
  if (tag === 'a' && !element.hasAttribute('href')) {
    unwrap(element);
    return;
  }
  if (tag === 'p' && /\bMsoTitle\b/.test(element.getAttribute('class') ?? '')) {
    const heading = element.ownerDocument.createElement('h1');
    while (element.firstChild) heading.appendChild(element.firstChild);
    element.replaceWith(heading);
    return;
  }
  const kept = KEPT_ATTRIBUTES[tag] ?? [];
  for (const attribute of Array.from(element.attributes)) {
    if (!kept.includes(attribute.name.toLowerCase())) element.removeAttribute(attribute.name);
  }
}

const TEXT_BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const BLOCKS = new Set([...TEXT_BLOCKS, 'ul', 'ol', 'li', 'blockquote', 'pre', 'table', 'hr', 'div']);

function removeEmptyBlocks(root: DocumentFragment): void {
  for (const element of Array.from(root.querySelectorAll('p, h1, h2, h3, h4, h5, h6'))) {
    const empty =
      !element.querySelector('img, br') && !(element.textContent ?? '').replace(/[\s\u00a0]/g, '');
    // A cell or item must keep a block, so only drop empty ones that have siblings.
    if (empty && (element.parentElement === null || element.parentElement.children.length > 1))
      element.remove();
  }
  // A line break between blocks (Google Docs puts them between paragraphs) is no content.
  for (const br of Array.from(root.querySelectorAll('br'))) {
    const parent = br.parentNode;
    const tag = parent && parent !== root ? (parent as Element).tagName.toLowerCase() : null;
    const isBlockLevel = tag === null || (BLOCKS.has(tag) && !TEXT_BLOCKS.has(tag));
    if (isBlockLevel) br.remove();
  }
}
