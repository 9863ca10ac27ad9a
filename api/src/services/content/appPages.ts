/**
 * The first HTML of public pages the app draws itself (issue 14): the free
 * tools catalogue, each tool's page and the pricing page. Their words come
 * from the same catalogues and page constants as the app's screens
 * (shared-core), so what a crawler reads is what a visitor sees; each
 * screen marks itself ready (PageFrame `ready`) to take over.
 *
 * A tool's structured data sits in the page, not in <head>: the app's
 * screen writes its own when it takes over and the server's leaves with
 * the server-rendered page, so a page never carries two.
 */
import {
  defaultPlanCatalogue,
  formatPrice,
  languages,
  offeredPlans,
  type Plan,
  pricePerMonth,
  pricingPage,
  routeOwnership,
} from '@inkpress/shared-core';
import {
  type ToolDefinition,
  type ToolField,
  toolBySlug,
  toolGroups,
  toolPageMeta,
  toolRunCostNote,
  tools,
  toolsIndexPage,
} from '@inkpress/shared-core/tools';
import { breadcrumbs, esc, jsonLd, notFound, pageAnswer, type Rendered, SITE } from './page';

/**
 * Tools whose path is a screen of its own (the AI text editor, the indexer, video to blog, the page
 * booster…), not the generic tool page: the app draws them. Read from the route registry, so a tool
 * that gets its own screen leaves the server's generic page at once.
 */
const OWN_SCREENS = new Set(
  Object.values(routeOwnership)
    .flat()
    .map((path) => /^\/tools\/([a-z0-9-]+)$/.exec(path)?.[1])
    .filter((slug): slug is string => Boolean(slug)),
);

/** Whether /tools/{slug} is the generic tool page (or an unknown tool), which the server renders. */
export function isToolPagePath(slug: string): boolean {
  return !OWN_SCREENS.has(slug);
}

/**
 * Whether /tools/{slug} is a tool whose form only the app draws (the image and music tools): the
 * server's page says what it does, and the app starts with the page to offer the tool itself.
 */
export function toolPageNeedsApp(path: string): boolean {
  const slug = /^\/tools\/([a-z0-9-]+)$/.exec(path)?.[1];
  const tool = slug ? toolBySlug.get(slug) : undefined;
  return Boolean(tool && tool.area !== 'tools');
}

export function renderToolsIndex(origin: string): Rendered {
  const groups = toolGroups
    .map((g) => [g, tools.filter((t) => t.group === g)] as const)
    .filter(([, list]) => list.length);
  const main = [
    '<article>',
    '<p class="pr-eyebrow">Free tools</p>',
    `<h1>${esc(toolsIndexPage.title)}</h1>`,
    `<p class="pr-lead">${esc(toolsIndexPage.lead)}</p>`,
    ...groups.map(
      ([g, list]) =>
        `<section><h2>${esc(g)}</h2><ul class="pr-cards">${list
          .map(
            (t) =>
              `<li><a href="/tools/${esc(t.slug)}"><strong>${esc(t.name)}</strong></a><p>${esc(t.promise)}</p></li>`,
          )
          .join('')}</ul></section>`,
    ),
    '</article>',
  ].join('');
  return pageAnswer(
    origin,
    {
      title: toolsIndexPage.title,
      description: toolsIndexPage.description,
      path: '/tools',
      section: null,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: toolsIndexPage.title,
          description: toolsIndexPage.description,
          url: `${origin}/tools`,
          hasPart: tools.map((t) => ({
            '@type': 'SoftwareApplication',
            name: t.name,
            url: `${origin}/tools/${t.slug}`,
          })),
        },
        breadcrumbs(origin, [
          ['Home', '/'],
          ['Free tools', '/tools'],
        ]),
      ],
    },
    main,
  );
}

/**
 * A field of a tool's form as the server draws it: a working control with the app's name, limits and
 * default, so a visitor can type before the app has started. What they type moves into the app's
 * form when it takes over (scripts/lib/prerender.ts). Only the language checklist, which has no
 * plain-HTML twin of the app's, waits for the app.
 */
function fieldHtml(tool: ToolDefinition, f: ToolField, wide: boolean): string {
  const id = `pr-${tool.slug}-${f.name}`;
  const label = `<label for="${id}">${esc(f.label)}${f.required ? ' <span class="pr-required" aria-hidden="true">*</span>' : ''}</label>`;
  const named = `id="${id}" name="${esc(f.name)}"${f.required ? ' required' : ''}`;
  const placeholder = f.placeholder ? ` placeholder="${esc(f.placeholder)}"` : '';
  const maxLength = f.maxLength ? ` maxlength="${f.maxLength}"` : '';
  const initial = f.default === undefined || Array.isArray(f.default) ? '' : String(f.default);
  const options = (list: readonly { value: string; label: string }[], chosen: string) =>
    list
      .map(
        (o) =>
          `<option value="${esc(o.value)}"${o.value === chosen ? ' selected' : ''}>${esc(o.label)}</option>`,
      )
      .join('');
  let control: string;
  switch (f.kind) {
    case 'textarea':
      // The app's rows: eight for long texts, four for the rest.
      control = `<textarea ${named} rows="${f.maxLength && f.maxLength > 3000 ? 8 : 4}"${maxLength}${placeholder}>${esc(initial)}</textarea>`;
      break;
    case 'select':
      control = `<select ${named}>${options(f.options ?? [], initial || (f.options?.[0]?.value ?? ''))}</select>`;
      break;
    case 'language':
      control = `<select ${named}>${options(
        languages.map((l) => ({ value: l.code, label: l.name })),
        initial || 'en-US',
      )}</select>`;
      break;
    case 'number':
      control = `<input ${named} type="number"${f.min === undefined ? '' : ` min="${f.min}"`}${f.max === undefined ? '' : ` max="${f.max}"`} value="${esc(initial)}" />`;
      break;
    case 'languages':
      control = `<input id="${id}" disabled placeholder="Pick languages once the page has loaded" />`;
      break;
    default:
      control = `<input ${named}${maxLength}${placeholder} value="${esc(initial)}" />`;
  }
  // Under the control, as the app has it: the help, and a textarea's character counter at the right.
  const count =
    f.kind === 'textarea' && f.maxLength ? `<small class="pr-count">0/${f.maxLength}</small>` : '';
  const under =
    f.help || count
      ? `<span class="pr-under">${f.help ? `<small>${esc(f.help)}</small>` : ''}${count}</span>`
      : '';
  return `<p${wide ? ' class="wide"' : ''}>${label}<br />${control}${under}</p>`;
}

export function renderToolPage(origin: string, slug: string): Rendered {
  const tool = toolBySlug.get(slug);
  const path = `/tools/${slug}`;
  if (!tool) return notFound(origin, path);
  const meta = toolPageMeta(tool);
  const data = [
    {
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: `${SITE} ${tool.name}`,
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web',
      description: tool.promise,
      url: `${origin}${path}`,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    },
    ...(tool.faq.length
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: tool.faq.map((f) => ({
              '@type': 'Question',
              name: f.question,
              acceptedAnswer: { '@type': 'Answer', text: f.answer },
            })),
          },
        ]
      : []),
  ];
  const related = tool.related.map((s) => toolBySlug.get(s)).filter((t): t is ToolDefinition => !!t);
  const wide = (f: ToolField) => f.kind === 'textarea' || f.kind === 'languages';
  const main = [
    // The app's PageFrame and ToolForm, drawn the same: the app takes over at the visitor's first
    // gesture, often while they are already typing, so nothing should move under them.
    '<article class="pr-frame">',
    data.map(jsonLd).join(''),
    `<header class="pr-frame-head"><p class="pr-area">Free tools · ${esc(tool.group)}</p>`,
    `<h1>${esc(tool.name)}</h1>`,
    `<p class="pr-frame-lead">${esc(tool.promise)}</p></header>`,
    tool.area === 'tools'
      ? `<form class="pr-tool-form" aria-label="${esc(tool.name)}"><div class="pr-fields">${tool.fields
          .map((f) => fieldHtml(tool, f, wide(f)))
          .join(
            '',
          )}</div><p class="pr-run"><button type="button" disabled>Run ${esc(tool.name)}</button><span>${esc(toolRunCostNote(tool, false))}</span></p></form>`
      : `<p><a href="/register?from=${encodeURIComponent(path)}">Create a free account</a> to use the ${esc(tool.name)} in the editor.</p>`,
    tool.howItWorks.length
      ? `<section><h2>How it works</h2><ol>${tool.howItWorks.map((s) => `<li>${esc(s)}</li>`).join('')}</ol></section>`
      : '',
    tool.faq.length
      ? `<section><h2>Questions</h2><dl>${tool.faq.map((f) => `<dt>${esc(f.question)}</dt><dd>${esc(f.answer)}</dd>`).join('')}</dl></section>`
      : '',
    related.length
      ? `<section><h2>Related tools</h2><ul>${related.map((t) => `<li><a href="/tools/${esc(t.slug)}">${esc(t.name)}</a> — ${esc(t.promise)}</li>`).join('')}</ul></section>`
      : '',
    '</article>',
  ].join('');
  return pageAnswer(
    origin,
    {
      title: meta.title,
      description: meta.description,
      path,
      section: 'Free tool',
      jsonLd: [
        breadcrumbs(origin, [
          ['Home', '/'],
          ['Free tools', '/tools'],
          [tool.name, path],
        ]),
      ],
    },
    main,
  );
}

const planLine = (p: Plan) =>
  `${p.planName}${p.tier === 'Advanced' ? ` (${p.wordsPerMonth.toLocaleString('en-US')} words)` : ''}`;

export function renderPricing(origin: string): Rendered {
  const monthly = offeredPlans('monthly', defaultPlanCatalogue);
  const cards = new Map<string, Plan[]>();
  for (const p of monthly) cards.set(p.planName, [...(cards.get(p.planName) ?? []), p]);
  const pack = defaultPlanCatalogue.creditPack;
  const main = [
    '<article>',
    '<p class="pr-eyebrow">Pricing</p>',
    `<h1>${esc(pricingPage.heading)}</h1>`,
    `<p class="pr-lead">${esc(pricingPage.lead)}</p>`,
    `<ul class="pr-cards">${[...cards.entries()]
      .map(([name, options]) => {
        const first = options[0]!;
        const price = first.key === 'free' ? '$0' : `${formatPrice(pricePerMonth(first))}/month`;
        const sizes =
          options.length > 1
            ? `<p>${options.map((p) => `${p.wordsPerMonth.toLocaleString('en-US')} words: ${formatPrice(pricePerMonth(p))}/month`).join(' · ')}</p>`
            : '';
        return `<li><h2>${esc(name)}</h2><p><strong>${esc(price)}</strong>${options.length > 1 ? ' and up' : ''}</p>${sizes}<ul>${first.features.map((f) => `<li>${esc(f)}</li>`).join('')}</ul></li>`;
      })
      .join('')}</ul>`,
    `<h2>Need more words?</h2><p>Add ${pack.wordsPerUnit.toLocaleString('en-US')} words for ${esc(formatPrice(pack.unit_amount))} to any plan, as many times as you like. Bought words never expire.</p>`,
    '<h2>Lifetime deal</h2><p>Have an AppSumo code? Redeem it for a lifetime plan; more codes stack up to tier 5.</p>',
    '<p>Yearly billing charges ten months for twelve.</p>',
    '</article>',
  ].join('');
  return pageAnswer(
    origin,
    {
      title: pricingPage.title,
      description: pricingPage.description,
      path: '/pricing',
      section: null,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: SITE,
          description: pricingPage.description,
          brand: { '@type': 'Brand', name: SITE },
          offers: monthly.map((p) => ({
            '@type': 'Offer',
            name: planLine(p),
            price: (pricePerMonth(p) / 100).toFixed(2),
            priceCurrency: p.currency.toUpperCase(),
            url: `${origin}/pricing`,
            availability: 'https://schema.org/InStock',
          })),
        },
        breadcrumbs(origin, [
          ['Home', '/'],
          ['Pricing', '/pricing'],
        ]),
      ],
    },
    main,
  );
}
