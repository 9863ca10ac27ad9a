import { diffWordsWithSpace } from 'diff';

export interface DiffPart {
  text: string;
  kind: 'same' | 'added' | 'removed';
}

/** The text of an HTML fragment, block ends as line breaks. */
export function htmlText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|tr|figure)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#039;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s+/g, '\n')
    .trim();
}

/** A word-level diff of two sections' text (old → new). */
export function wordDiff(beforeHtml: string, afterHtml: string): DiffPart[] {
  return diffWordsWithSpace(htmlText(beforeHtml), htmlText(afterHtml)).map((c) => ({
    text: c.value,
    kind: c.added ? 'added' : c.removed ? 'removed' : 'same',
  }));
}
