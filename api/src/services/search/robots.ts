/**
 * robots.txt (RFC 9309) for the site crawl: the group for our user agent
 * (or `*`), its Allow and Disallow rules with `*` and `$`, the longest
 * matching rule deciding (Allow on a tie), and the Sitemap lines.
 */
import { globMatches } from './patterns';

/** The product token our crawler announces and looks for in robots.txt. */
export const CRAWLER_TOKEN = 'InkpressBot';
export const CRAWLER_USER_AGENT = `Mozilla/5.0 (compatible; ${CRAWLER_TOKEN}/1.0; internal-link suggestions)`;

interface Rule {
  allow: boolean;
  pattern: string;
  glob: string;
}

export interface Robots {
  /** Whether our crawler may fetch this path (with its query). */
  allows(pathAndQuery: string): boolean;
  sitemaps: string[];
}

/** A rule's path pattern as a whole-path glob: a prefix unless it ends with `$`. */
function toGlob(pattern: string): string {
  return pattern.endsWith('$') ? pattern.slice(0, -1) : `${pattern}*`;
}

/** Parses a robots.txt text; an empty or missing file allows everything. */
export function parseRobots(text: string, token = CRAWLER_TOKEN): Robots {
  const groups: { agents: string[]; rules: Rule[] }[] = [];
  const sitemaps: string[] = [];
  let current: { agents: string[]; rules: Rule[] } | null = null;
  let lastWasAgent = false;
  for (const rawLine of text.slice(0, 500_000).split(/\r?\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const key = (match[1] as string).toLowerCase();
    const value = (match[2] as string).trim();
    if (key === 'sitemap') {
      if (value) sitemaps.push(value);
      continue;
    }
    if (key === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current || (key !== 'allow' && key !== 'disallow')) continue;
    // "Disallow:" with nothing allows everything: no rule.
    if (!value) continue;
    current.rules.push({ allow: key === 'allow', pattern: value, glob: toGlob(value) });
  }
  const ours = token.toLowerCase();
  const mine = groups.filter((g) => g.agents.some((a) => a !== '*' && ours.startsWith(a)));
  const rules = (mine.length ? mine : groups.filter((g) => g.agents.includes('*'))).flatMap((g) => g.rules);
  return {
    sitemaps,
    allows(pathAndQuery: string) {
      if (pathAndQuery === '/robots.txt') return true;
      let best: Rule | null = null;
      for (const rule of rules) {
        if (!globMatches(rule.glob, pathAndQuery)) continue;
        if (
          !best ||
          rule.pattern.length > best.pattern.length ||
          (rule.pattern.length === best.pattern.length && rule.allow)
        )
          best = rule;
      }
      return best ? best.allow : true;
    },
  };
}

/** Allows everything (no robots.txt, or it answered 4xx). */
export const ALLOW_ALL: Robots = { sitemaps: [], allows: () => true };
/** Refuses everything (robots.txt answered 5xx: RFC 9309 says assume complete disallow). */
export const DISALLOW_ALL: Robots = { sitemaps: [], allows: () => false };
