/**
 * The frame of every server-rendered public page (issue 14): the tags of
 * <head>, the header, footer and policy links, breadcrumbs and the
 * organisation's JSON-LD, and the not-found page. site.ts renders the
 * content pages and publicPages.ts the catalogue pages inside it.
 */
import {
  CONSENT_EVENT,
  CONSENT_STORAGE_KEY,
  consentChoices,
  consentNotice,
  escapeHtml,
  footerColumns,
  headerLinks,
  needsConsentBanner,
  type Prerender,
  policyLinks,
  resourceLinks,
  type SiteLink,
  socialImagePath,
} from '@inkpress/shared-core';
import type { SocialCard } from './socialCard';

export const SITE = 'Inkpress';
export const SOCIAL_IMAGE = '/social-default.png';

export const esc = escapeHtml;
export const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

export interface PageHead {
  title: string;
  description: string;
  path: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  translations?: { lang: string; path: string }[];
  lang?: string;
  jsonLd: unknown[];
  publishedAt?: Date | null;
  modifiedAt?: Date;
  /** The section named on the page's social card ("Blog", "Docs"…). */
  section?: string | null;
  /** The feature image shown on the page's social card (an absolute URL). */
  image?: string | null;
  /** false: the page has no card of its own (the not-found page). */
  card?: false;
}

/**
 * The look of the server-rendered page until the app takes over (the app's theme: system font, slate, indigo).
 * It starts with the app's own reset (shared-ui's GlobalStyle: border-box, no default margins, its
 * heading line height) and gives the page's text the margins (and an entry's text the size) of
 * the app's Prose. The app injects GlobalStyle while it renders out of sight: a page laid out on
 * the browser's defaults moved under the reader then (a layout shift of 0.05 on a blog post,
 * issue 14), and text the app draws larger than the server's became the Largest Contentful Paint
 * when it took over.
 */
const PAGE_STYLE = `<style id="prerender-style">*,*::before,*::after{box-sizing:border-box}*{margin:0}html{-webkit-text-size-adjust:100%;text-size-adjust:100%}body{min-height:100vh;font-size:1rem;line-height:1.6}img,picture,video,canvas,svg{display:block;max-width:100%}input,button,textarea,select{font:inherit;color:inherit}p,h1,h2,h3,h4,h5,h6{overflow-wrap:break-word}h1,h2,h3,h4,h5,h6{line-height:1.2;text-wrap:balance}.pr-main h2{margin:40px 0 12px}.pr-main h3{margin:28px 0 8px}.pr-main p,.pr-main ul,.pr-main ol,.pr-main blockquote{margin:0 0 16px}.pr-footer h2{margin:0 0 12px}.pr-footer ul{margin:0}.pr-prose{font-size:1.125rem;line-height:1.7;overflow-wrap:anywhere}.pr-prose h2{font-size:1.5rem;line-height:1.3}.pr-prose h3{font-size:1.2rem}.pr-crumbs{font-size:.875rem;line-height:1.6}.pr-main .pr-post>.pr-meta{margin:0;line-height:1.6}#prerender{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;color:#0f172a;background:#f8fafc;line-height:1.6;margin:0}#prerender a{color:#4f46e5}.pr-header{position:sticky;top:0;z-index:1000;height:68px;background:rgba(255,255,255,.94);border-bottom:1px solid #e2e8f0}.pr-header-in{max-width:1320px;height:100%;margin:0 auto;padding:0 16px;display:flex;align-items:center;gap:16px}.pr-brand{flex-shrink:0;font-size:1.25rem;font-weight:700;letter-spacing:-.02em;line-height:1.6;text-decoration:none;color:#0f172a!important}.pr-brand span{color:#4f46e5}.pr-nav{display:none}#prerender .pr-nav a,.pr-resources summary{padding:8px;border-radius:8px;color:#475569;font-size:.875rem;font-weight:500;line-height:1.25;text-align:center;text-decoration:none}.pr-resources{position:relative}.pr-resources summary{display:inline-flex;align-items:center;gap:8px;min-height:32px;padding:0 12px;line-height:1;list-style:none;cursor:pointer;border:1px solid transparent}.pr-resources summary::-webkit-details-marker,.pr-menu summary::-webkit-details-marker{display:none}.pr-resources svg{font-size:1.15em}.pr-resources ul,.pr-menu nav{position:absolute;z-index:1001;margin:0;padding:4px;list-style:none;background:#fff;border:1px solid #e2e8f0;border-radius:12px;box-shadow:0 10px 15px -3px rgba(15,23,42,.1),0 4px 6px -4px rgba(15,23,42,.1)}.pr-resources ul{top:calc(100% + 4px);left:0;min-width:220px}#prerender .pr-resources ul a,#prerender .pr-menu li a{display:block;padding:8px 12px;border-radius:8px;color:#0f172a;font-size:.875rem;font-weight:500;text-align:left;text-decoration:none}.pr-account{margin-left:auto;display:none;align-items:center;gap:8px}#prerender .pr-login,#prerender .pr-header .pr-cta{display:inline-flex;align-items:center;min-height:32px;padding:0 12px;border:1px solid transparent;border-radius:8px;font-size:.875rem;font-weight:600;line-height:1;white-space:nowrap;text-decoration:none;color:#0f172a}#prerender .pr-header .pr-cta{background:#4f46e5;color:#fff;box-shadow:0 1px 2px rgba(15,23,42,.06)}.pr-menu{margin-left:auto}.pr-menu summary{display:flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:8px;font-size:20px;color:#0f172a;list-style:none;cursor:pointer}.pr-menu nav{right:16px;top:60px;width:min(320px,calc(100vw - 32px))}.pr-menu ul{list-style:none;margin:0;padding:0}.pr-menu p{display:flex;gap:8px;margin:8px 0 0;padding:8px 12px}.pr-main .pr-menu-head,.pr-menu .pr-menu-head{display:block;margin:8px 0 0;padding:4px 12px;color:#64748b;font-size:.75rem;font-weight:600;letter-spacing:.06em;text-transform:uppercase}.pr-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}@media (min-width:768px){.pr-nav{display:flex;align-items:center;gap:4px;min-width:0}.pr-account{display:flex}.pr-menu{display:none}}@media (min-width:768px) and (max-width:991.98px){#prerender .pr-nav a{max-width:112px;font-size:13px;padding:4px}.pr-resources summary{font-size:13px;padding:0 4px}}@media (min-width:992px){.pr-header-in{padding:0 24px;gap:32px}#prerender .pr-nav a{white-space:nowrap}}@media (min-width:1200px){.pr-nav{gap:8px}}.pr-cta{padding:8px 16px;border-radius:8px;background:#4f46e5;color:#fff!important;text-decoration:none;font-weight:600}.pr-main{min-height:calc(100vh - 68px);max-width:1200px;margin:0 auto;padding:40px 24px;box-sizing:border-box}.pr-article{max-width:760px}.pr-article h1,.pr-main h1{font-size:clamp(2rem,4vw,2.75rem);line-height:1.15;margin:0 0 16px}.pr-lead{font-size:1.125rem;color:#475569}.pr-meta{color:#64748b;font-size:.875rem}.pr-cards{list-style:none;padding:0;display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(280px,1fr))}.pr-cards>li{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:16px 20px}.pr-cards h2{font-size:1.125rem;margin:0 0 8px}.pr-docs{display:grid;grid-template-columns:240px 1fr;gap:40px}.pr-sidebar h2{font-size:.875rem;text-transform:uppercase;letter-spacing:.04em;margin:16px 0 4px}.pr-sidebar ul{list-style:none;padding:0;margin:0}.pr-sidebar li a{display:block;padding:2px 0;color:#334155;text-decoration:none}.pr-footer{background:#0f172a;color:#cbd5e1;padding:40px 24px}.pr-footer a{color:#e2e8f0!important}.pr-cols{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));max-width:1200px;margin:0 auto}.pr-footer h2{font-size:1rem;color:#fff}.pr-footer ul{list-style:none;padding:0}.pr-policies{max-width:1200px;margin:24px auto 0;font-size:.875rem}#prerender table{border-collapse:collapse;width:100%}#prerender th,#prerender td{border:1px solid #e2e8f0;padding:8px;text-align:left;vertical-align:top}.pr-hero{text-align:center;padding:56px 0 40px}.pr-hero h1{max-width:820px;margin:0 auto;font-size:clamp(2.25rem,5vw,3.5rem);line-height:1.1;letter-spacing:-.02em}.pr-hero p{max-width:640px;margin:24px auto 0;font-size:1.125rem;color:#475569}.pr-eyebrow{display:inline-block;margin-bottom:16px;padding:4px 12px;border-radius:999px;background:#eef2ff;color:#3730a3;font-weight:600;font-size:.875rem}.pr-actions .pr-cta,.pr-secondary{display:inline-block;padding:14px 24px;border-radius:8px;font-weight:600;text-decoration:none}.pr-secondary{border:1px solid #cbd5e1;color:#0f172a!important;background:#fff}.pr-features h2{text-align:center}.pr-consent{position:sticky;z-index:1100;bottom:16px;margin:16px;max-width:560px;display:flex;flex-wrap:wrap;align-items:center;gap:16px;padding:16px 20px;border:1px solid #e2e8f0;border-radius:12px;background:#fff;box-shadow:0 24px 48px -12px rgba(15,23,42,.25);font-size:.875rem;line-height:1.6}.pr-consent[hidden]{display:none}.pr-consent p{flex:1 1 260px;margin:0;color:#475569}.pr-consent div{display:flex;gap:8px;margin-left:auto}.pr-consent button{display:flex;align-items:center;height:32px;padding:0 12px;border:1px solid #cbd5e1;border-radius:8px;background:#fff;color:#0f172a;font-family:inherit;font-size:.875rem;font-weight:600;line-height:1;cursor:pointer;box-shadow:0 1px 2px rgba(15,23,42,.06)}.pr-consent button+button{border-color:transparent;background:#4f46e5;color:#fff}.pr-frame-head{margin-bottom:32px}.pr-main .pr-frame-head h1{margin:0;font-size:1.875rem;line-height:1.2}.pr-main .pr-area{margin:0 0 8px;font-size:.875rem;font-weight:600;letter-spacing:.06em;text-transform:uppercase;color:#4338ca}.pr-main .pr-frame-lead{margin:12px 0 0;max-width:720px;font-size:1.125rem;color:#475569}.pr-tool-form{display:grid;gap:16px;max-width:880px;margin-bottom:20px}.pr-fields{display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(220px,1fr))}.pr-fields .wide{grid-column:1/-1}.pr-main .pr-tool-form p{display:grid;gap:6px;margin:0}.pr-tool-form br{display:none}.pr-tool-form label{font-size:.875rem;font-weight:500}.pr-tool-form textarea,.pr-tool-form input,.pr-tool-form select{width:100%;padding:10px 12px;border:1px solid #94a3b8;border-radius:8px;background:#fff;color:#0f172a}.pr-tool-form textarea{height:222px;resize:vertical}.pr-tool-form textarea[rows="4"]{height:121px}.pr-tool-form input,.pr-tool-form select{height:40px}.pr-under{display:flex;gap:12px;justify-content:space-between}.pr-tool-form small{color:#64748b;font-size:.875rem}.pr-tool-form .pr-count{margin-left:auto;font-size:.75rem}.pr-main .pr-tool-form .pr-run{display:flex;flex-wrap:wrap;align-items:center;gap:12px}.pr-run span{color:#475569;font-size:14px}.pr-tool-form button{height:40px;padding:0 16px;border:0;border-radius:8px;background:#4f46e5;color:#fff;font-size:.875rem;font-weight:600;opacity:.7}.pr-required{color:#dc2626}.pr-docs-open{position:absolute;width:1px;height:1px;opacity:0}.pr-docs-toggle{display:none}@media (max-width:800px){.pr-docs{grid-template-columns:1fr;gap:16px}.pr-docs-toggle{display:block;padding:10px 12px;border:1px solid #e2e8f0;border-radius:8px;background:#fff;font-size:.875rem;cursor:pointer}.pr-docs-open:focus-visible+.pr-docs-toggle{outline:3px solid #4f46e5}.pr-docs-links{display:none}.pr-docs-open:checked~.pr-docs-links{display:block}}</style>`;

export function headHtml(origin: string, page: PageHead): string {
  const title = page.title.includes(SITE) ? page.title : `${page.title} | ${SITE}`;
  const canonical = `${origin}${page.path}`;
  // Each page has a card of its own; the not-found page has the site's.
  const image = `${origin}${page.card === false ? SOCIAL_IMAGE : socialImagePath(page.path)}`;
  const tags = [
    `<title>${esc(title)}</title>`,
    `<meta name="description" content="${esc(page.description)}" />`,
    `<meta name="robots" content="${page.noindex ? 'noindex, nofollow' : 'index, follow'}" />`,
    `<link rel="canonical" href="${esc(canonical)}" />`,
    `<meta property="og:title" content="${esc(title)}" />`,
    `<meta property="og:description" content="${esc(page.description)}" />`,
    `<meta property="og:url" content="${esc(canonical)}" />`,
    `<meta property="og:type" content="${page.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:image" content="${esc(image)}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="600" />',
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${esc(title)}" />`,
    `<meta name="twitter:description" content="${esc(page.description)}" />`,
    `<meta name="twitter:image" content="${esc(image)}" />`,
    // The shell's icons (shell/src/favicon.ts adds the same when the app runs on a page without these).
    '<link rel="icon" type="image/x-icon" href="/favicon.ico" />',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
  ];
  if (page.type === 'article' && page.publishedAt) {
    tags.push(`<meta property="article:published_time" content="${page.publishedAt.toISOString()}" />`);
  }
  for (const t of page.translations ?? []) {
    tags.push(`<link rel="alternate" hreflang="${esc(t.lang)}" href="${esc(origin + t.path)}" />`);
  }
  const en = page.translations?.find((t) => t.lang === 'en');
  if (en) tags.push(`<link rel="alternate" hreflang="x-default" href="${esc(origin + en.path)}" />`);
  tags.push(...page.jsonLd.map(jsonLd));
  tags.push(PAGE_STYLE);
  return tags.join('\n    ');
}

const link = ({ to, label }: { to: string; label: string }, attributes = '') =>
  `<a href="${esc(to)}"${attributes}>${esc(label)}</a>`;

/** An icon as shared-ui draws it (24 × 24, stroked with the text's colour). */
const icon = (path: string, size = '1em') =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;

const resource = (item: SiteLink) =>
  item.to !== undefined
    ? link({ to: item.to, label: item.label })
    : `<a href="${esc(item.href ?? '')}" target="_blank" rel="noopener noreferrer">${esc(item.label)}<span class="pr-hidden"> (opens in a new tab)</span></a>`;

/**
 * The app's marketing header (shell/src/layout/Header.tsx), drawn the same from shared-core's
 * links: the word mark, the links with Resources between Templates and Pricing, Login and Get
 * Started; below 768 px a menu button. Without the app, Resources and the menu open as
 * <details>; the app takes over at the visitor's first gesture, and nothing moves.
 */
const ACCOUNT = `${link({ to: '/login', label: 'Login' }, ' class="pr-login"')}${link({ to: '/register', label: 'Get Started' }, ' class="pr-cta"')}`;
const listed = (links: readonly { to: string; label: string }[]) =>
  links.map((l) => `<li>${link(l)}</li>`).join('');
const HEADER = [
  '<header class="pr-header"><div class="pr-header-in">',
  '<a class="pr-brand" href="/" aria-label="Inkpress home">Ink<span>press</span></a>',
  '<nav class="pr-nav" aria-label="Main">',
  headerLinks.before.map((l) => link(l)).join(''),
  `<details class="pr-resources"><summary>Resources${icon('m6 9 6 6 6-6')}</summary><ul>${resourceLinks.map((r) => `<li>${resource(r)}</li>`).join('')}</ul></details>`,
  headerLinks.after.map((l) => link(l)).join(''),
  '</nav>',
  `<div class="pr-account">${ACCOUNT}</div>`,
  // The app's drawer: the links, Resources under its heading, then the account links.
  `<details class="pr-menu"><summary aria-label="Open menu">${icon('M4 6h16M4 12h16M4 18h16')}</summary><nav aria-label="Menu">`,
  `<ul>${listed(headerLinks.before)}</ul><p class="pr-menu-head">Resources</p><ul>${resourceLinks.map((r) => `<li>${resource(r)}</li>`).join('')}</ul><ul>${listed(headerLinks.after)}</ul>`,
  `<p>${ACCOUNT}</p></nav></details>`,
  '</div></header>',
].join('');

/**
 * The cookie notice of the pages that have one (shared-core's
 * `needsConsentBanner`), as the app draws it and in the same place, shown
 * by its script only while this browser has made no choice. A choice made
 * here is kept where the app keeps it and announced to the app
 * (`inkpress:consent`), which may have started already. Drawn by the server,
 * it paints with the page: the app's own notice then takes over a block of
 * the same size (drawn only by the app, it was the largest text on a tool
 * page's first screen, and became its Largest Contentful Paint when the app
 * took over: issue 14).
 */
const CONSENT_NOTICE = [
  `<section id="pr-consent" class="pr-consent" aria-label="${esc(consentNotice.label)}" hidden>`,
  `<p>${esc(consentNotice.text)} <a href="${consentNotice.policy.path}">${esc(consentNotice.policy.label)}</a></p>`,
  `<div><button type="button" data-choice="rejected">${esc(consentNotice.reject)}</button><button type="button" data-choice="accepted">${esc(consentNotice.accept)}</button></div>`,
  '</section>',
  `<script>(function(){var s=document.getElementById('pr-consent'),k=${JSON.stringify(CONSENT_STORAGE_KEY)},v;try{v=localStorage.getItem(k)}catch(e){}if(!s||${JSON.stringify(consentChoices)}.indexOf(v)>=0)return;s.hidden=false;s.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button[data-choice]');if(!b)return;var c=b.getAttribute('data-choice');try{localStorage.setItem(k,c)}catch(e){}s.hidden=true;window.dispatchEvent(new CustomEvent(${JSON.stringify(CONSENT_EVENT)},{detail:c}))})})();</script>`,
].join('');

export function frame(main: string, options: { path?: string } = {}): string {
  return [
    HEADER,
    `<main class="pr-main">${main}</main>`,
    '<footer class="pr-footer"><div class="pr-cols">',
    footerColumns
      .map(
        (column) =>
          `<div><h2>${esc(column.title)}</h2><ul>${column.links.map((l) => `<li>${link(l)}</li>`).join('')}</ul></div>`,
      )
      .join(''),
    `</div><p class="pr-policies">${policyLinks.map((l) => link(l)).join(' · ')}</p>`,
    '<p>Affiliate programme: earn 30% commission on every payment your referrals make.</p></footer>',
    options.path && needsConsentBanner(options.path) ? CONSENT_NOTICE : '',
  ].join('');
}

export function breadcrumbs(origin: string, items: [string, string][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: `${origin}${path}`,
    })),
  };
}

export function organization(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE,
    url: origin,
    logo: `${origin}/favicon.svg`,
    email: 'support@inkpress.app',
  };
}

export type Rendered = Omit<Prerender, 'redirect' | 'startApp'> & {
  redirect?: string | null;
  card?: SocialCard;
};

/** The section a path's social card names. */
export function sectionOf(path: string): string | null {
  const first = path.split('/')[1] ?? '';
  const sections: Record<string, string> = {
    blog: 'Blog',
    docs: 'Docs',
    templates: 'Templates',
    public: 'Article',
    tools: 'Free tool',
    'gpts-directory': 'GPTs directory',
  };
  return sections[first] ?? null;
}

/** A rendered page: its head, its body in the frame's main, and what its social card shows. */
export function pageAnswer(origin: string, head: PageHead, main: string): Rendered {
  return {
    status: 200,
    head: headHtml(origin, head),
    body: frame(main, { path: head.path }),
    card: {
      title: head.title,
      section: head.section === undefined ? sectionOf(head.path) : head.section,
      image: head.image && /^https?:\/\//.test(head.image) ? head.image : null,
    },
  };
}

export function notFound(origin: string, path: string): Rendered {
  return {
    status: 404,
    head: headHtml(origin, {
      title: 'Page not found',
      description: 'There is no page at this address. Try the front page, the blog or the docs.',
      path,
      noindex: true,
      card: false,
      jsonLd: [],
    }),
    body: frame(
      '<article class="pr-article"><h1>Page not found</h1><p>There is no page at this address. It may have moved, or the link may have a typo.</p><p><a href="/">Front page</a> · <a href="/blog">Blog</a> · <a href="/docs">Docs</a> · <a href="/contact-us">Contact us</a></p></article>',
    ),
  };
}
