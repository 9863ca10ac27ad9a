import { htmlToText } from '@inkpress/shared-core';

const H1 = /<h1\b(?:[^<>"']|"[^"]*"|'[^']*')*>([\s\S]*?)<\/h1\s*>/i;

/** The text of the first h1 of an HTML string (tags removed, entities decoded), or '' when there is none. */
export function firstH1Text(html: string): string {
  const match = H1.exec(html);
  return match ? htmlToText(match[1] ?? '') : '';
}
