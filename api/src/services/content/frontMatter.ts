/**
 * The front matter of a content file: a block between two `---` lines of
 * `key: value` pairs. Values are strings, numbers, booleans or inline lists
 * (`[a, b]`); quotes around a string are removed. Enough for the site's
 * content, with no YAML dependency; anything else is an error naming the line.
 */
export type FrontMatterValue = string | number | boolean | string[];

export interface ParsedFile {
  meta: Record<string, FrontMatterValue>;
  body: string;
}

function unquote(text: string): string {
  const t = text.trim();
  if (t.length >= 2 && ((t[0] === '"' && t.endsWith('"')) || (t[0] === "'" && t.endsWith("'")))) {
    return t.slice(1, -1);
  }
  return t;
}

function parseValue(raw: string): FrontMatterValue {
  const text = raw.trim();
  if (text.startsWith('[') && text.endsWith(']')) {
    return text.slice(1, -1).split(',').map(unquote).filter(Boolean);
  }
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return unquote(text);
}

export function parseFrontMatter(source: string, file = 'content'): ParsedFile {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  if (!text.startsWith('---\n')) return { meta: {}, body: text };
  const end = text.indexOf('\n---', 4);
  if (end < 0) throw new Error(`${file}: the front matter has no closing ---`);
  const meta: Record<string, FrontMatterValue> = {};
  const lines = text.slice(4, end).split('\n');
  lines.forEach((line, i) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    const match = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!match) throw new Error(`${file}: front matter line ${i + 2} is not "key: value"`);
    meta[match[1]!] = parseValue(match[2]!);
  });
  const body = text.slice(end + 4).replace(/^[^\n]*\n/, '');
  return { meta, body: body.replace(/^\n+/, '') };
}
