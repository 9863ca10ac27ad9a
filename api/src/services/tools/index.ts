/**
 * The free tools' library work, run by slug on input already checked
 * against the catalogue. `runLibraryTool` is the whole answer of a
 * library-only tool; `toolReport` is the analysis a writing tool shows
 * before and after the AI's rewrite.
 * The engines are services/tools/engines' (grammar, readability, voice,
 * citations, the detector's signals, keywords, acronyms) and linking.ts.
 */

import { ErrorCode } from '@inkpress/shared-core';
import type { ToolDefinition } from '@inkpress/shared-core/tools';
import { AppError, ValidationError } from '../../errors';
import type { AuthUser } from '../../identity';
import { suggestLinks as suggestFromPosts } from '../posts/links';
import {
  acronyms,
  type CitationSource,
  checkGrammar,
  cite,
  convertVoice,
  detectAi,
  extractKeywords,
  readabilityReport,
} from './engines';
import { parsePages, suggestLinks } from './linking';

type Input = Record<string, unknown>;
const str = (input: Input, key: string) =>
  typeof input[key] === 'string' ? (input[key] as string).trim() : '';
const num = (input: Input, key: string, fallback: number) =>
  typeof input[key] === 'number' ? (input[key] as number) : fallback;

/** "George Orwell" or "Orwell, George", one per line. */
export function parseAuthors(lines: string): { given: string; family: string }[] {
  return lines
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 20)
    .map((name) => {
      if (name.includes(',')) {
        const [family = '', given = ''] = name.split(',', 2).map((p) => p.trim());
        return { given, family };
      }
      const parts = name.split(/\s+/);
      const family = parts.pop() ?? '';
      return { given: parts.join(' '), family };
    });
}

function citationSource(input: Input): CitationSource {
  const optional = (key: string) => str(input, key) || undefined;
  return {
    type: (str(input, 'sourceType') || 'book') as CitationSource['type'],
    title: str(input, 'title'),
    authors: parseAuthors(str(input, 'authors')),
    year: optional('year'),
    publisher: optional('publisher'),
    container: optional('container'),
    volume: optional('volume'),
    issue: optional('issue'),
    pages: optional('pages'),
    url: optional('url'),
    doi: optional('doi'),
    accessed: optional('accessed'),
  };
}

export interface LibraryContext {
  /** Signed in: ai-internal-linking uses the team's own posts when no pages are given. */
  user?: AuthUser | undefined;
}

/** The answer of a library-only tool. */
export async function runLibraryTool(
  tool: ToolDefinition,
  input: Input,
  context: LibraryContext = {},
): Promise<unknown> {
  const text = str(input, 'text');
  switch (tool.slug) {
    case 'grammar-checker':
      return checkGrammar(text);
    case 'ai-detector':
      return detectAi(text);
    case 'active-to-passive-voice':
      return convertVoice(text, 'active-to-passive');
    case 'acronym-generator':
      return { items: acronyms(text, num(input, 'count', 8)) };
    case 'citation-generator':
      return cite(citationSource(input), str(input, 'style') as Parameters<typeof cite>[1]);
    case 'ai-internal-linking': {
      const limit = num(input, 'count', 5);
      const pages = parsePages(str(input, 'pages'));
      if (pages.length > 0) return { links: suggestLinks(text, pages, limit) };
      if (!context.user)
        throw ValidationError('pages: List your pages, one per line: its URL, a space, then its title.', {
          issues: [
            { path: 'pages', message: 'List your pages, one per line: its URL, a space, then its title.' },
          ],
        });
      const found = await suggestFromPosts(context.user, { content: text, limit });
      return {
        links: found.map((s) => ({
          anchor: s.anchorText ?? s.title,
          url: s.url,
          title: s.title,
          score: s.score,
        })),
      };
    }
    default:
      throw new AppError(
        503,
        ErrorCode.ServiceUnavailable,
        `The ${tool.name} is not available yet: its engine is being installed. The writing tools work today.`,
        { reason: 'tool-engine-missing', slug: tool.slug },
      );
  }
}

/** The library's analysis that a writing tool shows beside the AI's text, or undefined when it has none. */
export async function toolReport(tool: ToolDefinition, text: string): Promise<unknown> {
  switch (tool.output) {
    case 'readability':
      return readabilityReport(text);
    case 'voice':
      return convertVoice(text, 'passive-to-active');
    case 'keywords':
      return extractKeywords(text);
    default:
      if (tool.slug === 'humanizer' || tool.slug === 'bypass-ai-detection') return detectAi(text);
      return undefined;
  }
}
