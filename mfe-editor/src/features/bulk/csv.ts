/**
 * The rows of a bulk run from what the user pastes or uploads: one keyword
 * or title a line, or a CSV (RFC 4180: quoted fields, doubled quotes, commas
 * and line breaks inside quotes) whose first line names the columns —
 * keyword, title, template, language, length, folder (any order, any case).
 */
import type { BulkRowInput } from '@inkpress/shared-core';

/** Parses CSV text into records of fields. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

const columns = {
  keyword: 'keyword',
  keywords: 'keyword',
  title: 'title',
  template: 'templateId',
  templateid: 'templateId',
  language: 'language',
  lang: 'language',
  length: 'length',
  folder: 'folderId',
  folderid: 'folderId',
} as const;

export interface ParsedRows {
  rows: BulkRowInput[];
  /** Lines that could not be read, with why (shown under the field). */
  problems: string[];
}

/** True when the text's first line names CSV columns (keyword, title…). */
export function looksLikeCsvHeader(text: string): boolean {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const names = (parseCsv(first)[0] ?? []).map((n) => n.trim().toLowerCase());
  return names.length > 0 && names.every((n) => n in columns) && names.some((n) => columnOf(n) !== undefined);
}

function columnOf(name: string) {
  return (columns as Record<string, string>)[
    name
      .trim()
      .toLowerCase()
      .replace(/[\s_-]/g, '')
  ];
}

/** Rows from pasted lines (one keyword each) or from a CSV with a header line. */
export function parseRows(text: string): ParsedRows {
  if (!looksLikeCsvHeader(text)) {
    const rows = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((keyword) => ({ keyword }));
    return { rows, problems: [] };
  }
  const [header = [], ...records] = parseCsv(text);
  const keys = header.map(columnOf);
  const rows: BulkRowInput[] = [];
  const problems: string[] = [];
  records.forEach((record, i) => {
    if (record.every((f) => f.trim() === '')) return;
    const row: Record<string, string> = {};
    keys.forEach((key, j) => {
      const value = record[j]?.trim();
      if (key && value) row[key] = value;
    });
    if (!row.keyword && !row.title) {
      problems.push(`Row ${i + 1}: no keyword or title.`);
      return;
    }
    if (row.length && row.length !== 'short' && row.length !== 'medium') {
      problems.push(`Row ${i + 1}: length is short or medium.`);
      return;
    }
    rows.push(row as BulkRowInput);
  });
  return { rows, problems };
}
