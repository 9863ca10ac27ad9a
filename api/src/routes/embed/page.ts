/**
 * The embed page: the tool alone, for a partner's iframe. Its headers decide
 * who may frame it (CSP frame-ancestors: the partner's origins, or nobody);
 * its body is a lean HTML shell with the tool's data, the "Powered by
 * Inkpress" link, and the embed bundle that renders the form.
 */
import type { ToolDefinition } from '@inkpress/shared-core/tools';
import type { EmbedManifest } from './assets';

/** What the embed bundle reads from the page (`<script type="application/json" id="inkpress-embed">`). */
export interface EmbedPageConfig {
  slug: string;
  /** The partner's public key, when the page was loaded for a known partner. */
  partner: string | null;
  /** The origins that may frame the page: the only ones the embed talks to with postMessage. */
  origins: string[];
  /** The tool's page on Inkpress, with the partner's referral code. */
  toolUrl: string;
}

export interface EmbedPartner {
  key: string;
  origins: string[];
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON that is safe inside a <script> element (no "</script>", no "<!--"). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The tool's page on Inkpress; a partner's link carries its key as referral code (`ref`). */
export function toolPageUrl(publicUrl: string, slug: string | null, partner: EmbedPartner | null): string {
  const url = new URL(slug ? `/tools/${encodeURIComponent(slug)}` : '/tools', `${publicUrl}/`);
  if (partner) url.searchParams.set('ref', partner.key);
  return url.toString();
}

/**
 * The embed page's Content-Security-Policy: only its own scripts, styles and
 * API, no forms posted anywhere, and framed only by the partner's origins
 * (each validated as an exact origin when the partner was saved) — or by
 * nobody for an unknown or missing partner.
 */
export function embedContentSecurityPolicy(partner: EmbedPartner | null): string {
  const ancestors = partner?.origins.length ? partner.origins.join(' ') : "'none'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** The embed page's headers, set over the API's defaults (which forbid framing). */
export function embedHeaders(partner: EmbedPartner | null): Record<string, string> {
  return {
    'Content-Security-Policy': embedContentSecurityPolicy(partner),
    'Referrer-Policy': 'same-origin',
    'X-Robots-Tag': 'noindex',
    'Cache-Control': 'no-cache',
    // Meant to be shown inside other sites' pages.
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
}

export function renderEmbedPage(options: {
  tool: ToolDefinition | null;
  slug: string;
  partner: EmbedPartner | null;
  publicUrl: string;
  manifest: EmbedManifest | null;
}): string {
  const { tool, partner, publicUrl, manifest } = options;
  const slug = tool?.slug ?? options.slug;
  const toolUrl = toolPageUrl(publicUrl, tool?.slug ?? null, partner);
  const config: EmbedPageConfig = {
    slug,
    partner: partner?.key ?? null,
    origins: partner?.origins ?? [],
    toolUrl,
  };
  const assets =
    tool && manifest
      ? [
          ...manifest.embed.css.map((f) => `<link rel="stylesheet" href="/embed/assets/${escapeHtml(f)}">`),
          `<script type="application/json" id="inkpress-embed">${scriptJson(config)}</script>`,
          ...manifest.embed.js.map((f) => `<script src="/embed/assets/${escapeHtml(f)}" defer></script>`),
        ]
      : manifest
        ? manifest.embed.css.map((f) => `<link rel="stylesheet" href="/embed/assets/${escapeHtml(f)}">`)
        : [];
  const title = tool ? `${tool.name} · Inkpress` : 'Tool not found · Inkpress';
  const body = tool
    ? `<main id="inkpress-tool" class="ink-embed" aria-label="${escapeHtml(tool.name)}">
<h1 class="ink-title">${escapeHtml(tool.name)}</h1>
<p class="ink-promise">${escapeHtml(tool.promise)}</p>
<p class="ink-loading">${manifest ? 'Loading the tool…' : 'This tool is not available right now.'}</p>
<noscript><p>This tool needs JavaScript. <a href="${escapeHtml(toolUrl)}" target="_blank" rel="nofollow">Use it on Inkpress</a>.</p></noscript>
</main>`
    : `<main id="inkpress-tool" class="ink-embed"><h1 class="ink-title">Tool not found</h1>
<p>There is no free tool at this address.</p></main>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${assets.join('\n')}
</head>
<body>
<div id="inkpress-embed-root" class="ink-root">
${body}
<footer class="ink-footer"><a class="ink-powered" href="${escapeHtml(toolUrl)}" target="_blank" rel="nofollow">Powered by Inkpress</a></footer>
</div>
</body>
</html>
`;
}
