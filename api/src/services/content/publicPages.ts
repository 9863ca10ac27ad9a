/**
 * The first HTML of the public pages that are not Markdown pages (issue 14):
 * the template gallery (/templates, /templates/{id}) from the template
 * catalogue, the GPTs directory (/gpts-directory) from the tools catalogue,
 * the sample articles (/public/samples) and a public article
 * (/public/article/{id}). The head tags, header and footer are site.ts's.
 */
import { articleCost, escapeHtml as esc, publicArticlePath } from '@inkpress/shared-core';
import { type ToolDefinition, toolGroups, tools } from '@inkpress/shared-core/tools';
import { findPublicArticle, listSamples } from '../publicArticles';
import { type Template, templates } from '../templates';
import { breadcrumbs, notFound, organization, pageAnswer, type Rendered } from './page';

/** The catalogue's groups, in the order the gallery shows them. */
export const templateGroups = [...new Set(templates.map((t) => t.category))];

const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/** The page a visitor reaches with "Use this template": the dashboard's form, through sign-up when signed out. */
export const templateSignupHref = (id: string) =>
  `/register?from=${encodeURIComponent(`/dashboard/templates/${id}`)}`;

function templateCard(t: Template): string {
  return `<li><article><h3><a href="/templates/${esc(t.id)}">${esc(t.name)}</a></h3><p>${esc(t.description)}</p><p class="pr-meta">${esc(t.category)} · about ${plural(articleCost(t.defaults.options), 'credit')}</p></article></li>`;
}

export function renderTemplates(origin: string): Rendered {
  const main = [
    '<h1>Article templates</h1>',
    `<p class="pr-lead">Start an article from one of ${templates.length} templates: fill in a focus keyword and a few fields, and Inkpress writes a title, an outline you can edit, then the whole article in your editor. Each template knows the structure of its kind of article — a listicle numbers its items, a how-to guide writes steps, a comparison weighs both sides.</p>`,
    ...templateGroups.map(
      (group) =>
        `<section><h2>${esc(group)}</h2><ul class="pr-cards">${templates
          .filter((t) => t.category === group)
          .map(templateCard)
          .join('')}</ul></section>`,
    ),
    '<p>Credits: a template article costs the words it writes plus its options (a feature image, FAQs, links); each template page shows the cost of its default options. <a href="/pricing">See plans and credits</a>.</p>',
  ].join('');
  return pageAnswer(
    origin,
    {
      title: 'Article templates',
      description:
        'Start an SEO article from a template: blog posts, listicles, how-to guides, product reviews, comparisons, case studies and more — fill in a keyword, get a full draft.',
      path: '/templates',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: 'Inkpress article templates',
          url: `${origin}/templates`,
          mainEntity: {
            '@type': 'ItemList',
            itemListElement: templates.map((t, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              name: t.name,
              url: `${origin}/templates/${t.id}`,
            })),
          },
        },
        breadcrumbs(origin, [
          ['Home', '/'],
          ['Templates', '/templates'],
        ]),
      ],
    },
    main,
  );
}

const optionNames: Record<string, string> = {
  featureImage: 'a feature image',
  simplifiedSentences: 'simplified sentences',
  readability: 'a readability pass',
  faqs: 'FAQs',
  externalLinks: 'external links',
  internalLinks: 'internal links',
};

/** The options a template turns on by default, in words. */
export function templateOptionsText(t: Pick<Template, 'defaults'>): string {
  const on = Object.entries(t.defaults.options)
    .filter(([, v]) => v)
    .map(([k]) => optionNames[k] ?? k);
  return on.length ? on.join(', ') : 'no extra options';
}

export async function renderTemplate(origin: string, id: string): Promise<Rendered> {
  const t = templates.find((x) => x.id === id);
  const path = `/templates/${id}`;
  if (!t) return notFound(origin, path);
  const cost = articleCost(t.defaults.options);
  const sample = (await listSamples()).find((s) => s.templateId === t.id);
  const fieldOf = (name: string) => t.fields.find((f) => f.name === name);
  const main = [
    `<article class="pr-article"><p class="pr-meta"><a href="/templates">Templates</a> / ${esc(t.category)}</p>`,
    `<h1>${esc(t.name)} template</h1><p class="pr-lead">${esc(t.description)}</p>`,
    `<p><a class="pr-cta" href="${esc(templateSignupHref(t.id))}">Use this template</a></p>`,
    `<h2>What it writes</h2><p>${esc(t.instructions)}</p><p>A ${t.defaults.length} article by default, with ${esc(templateOptionsText(t))}. You choose the title from suggestions, edit the outline, then the article is written into your editor, where you can improve, translate and publish it.</p>`,
    `<h2>The fields you fill in</h2><ul>${t.fields
      .map(
        (f) =>
          `<li><strong>${esc(f.label)}</strong>${f.required ? ' (required)' : ' (optional)'}${f.help ? `: ${esc(f.help)}` : ''}${f.options ? ` — ${f.options.map(esc).join(', ')}` : ''}${f.type === 'number' && f.min !== undefined ? ` — ${f.min} to ${f.max}` : ''}</li>`,
      )
      .join('')}</ul>`,
    `<h2>Credits</h2><p>About ${plural(cost, 'credit')} with the default options. Finding a title and an outline costs a little; the article costs the words written, and you see the exact cost before it is written.</p>`,
    `<h2>Example</h2><dl>${Object.entries(t.example)
      .map(([k, v]) => `<dt>${esc(fieldOf(k)?.label ?? k)}</dt><dd>${esc(String(v))}</dd>`)
      .join('')}</dl>${
      sample
        ? `<p>Read a sample article written with this template: <a href="${esc(sample.path)}">${esc(sample.title)}</a>.</p>`
        : ''
    }`,
    '</article>',
  ].join('');
  return pageAnswer(
    origin,
    {
      title: `${t.name} template`,
      description: `${t.description} Fill in a keyword and a few fields; Inkpress writes the title, outline and article. About ${plural(cost, 'credit')}.`,
      path,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'CreativeWork',
          name: `${t.name} template`,
          description: t.description,
          url: `${origin}${path}`,
          genre: t.category,
          publisher: organization(origin),
        },
        breadcrumbs(origin, [
          ['Home', '/'],
          ['Templates', '/templates'],
          [t.name, path],
        ]),
      ],
    },
    main,
  );
}

/** The assistants of the GPTs directory: the AI tools (a library-only checker is not an assistant). */
export const directoryTools = (): readonly ToolDefinition[] => tools.filter((t) => t.engine !== 'library');

export function renderGptsDirectory(origin: string): Rendered {
  const list = directoryTools();
  const groups = toolGroups.filter((g) => list.some((t) => t.group === g));
  const main = [
    '<h1>GPTs directory</h1>',
    `<p class="pr-lead">${list.length} AI assistants for writers and marketers, each built for one job: rewriting a paragraph, writing a meta description, replying to a customer, finding keywords. Open one and use it free, without an account; signed in, runs use your credits and keep their history.</p>`,
    '<form action="/gpts-directory" method="get" role="search"><label>Search the directory <input type="search" name="q" /></label></form>',
    ...groups.map(
      (g) =>
        `<section><h2>${esc(g)}</h2><ul class="pr-cards">${list
          .filter((t) => t.group === g)
          .map(
            (t) =>
              `<li><article><h3><a href="/tools/${esc(t.slug)}">${esc(t.name)}</a></h3><p>${esc(t.promise)}</p></article></li>`,
          )
          .join('')}</ul></section>`,
    ),
  ].join('');
  return pageAnswer(
    origin,
    {
      title: 'GPTs directory: AI assistants for writers and marketers',
      description: `A searchable directory of ${list.length} AI assistants for writing, rewriting, SEO, business and social media — each free to try in your browser.`,
      path: '/gpts-directory',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: 'GPTs directory',
          url: `${origin}/gpts-directory`,
          mainEntity: {
            '@type': 'ItemList',
            itemListElement: list.map((t, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              name: t.name,
              url: `${origin}/tools/${t.slug}`,
            })),
          },
        },
        breadcrumbs(origin, [
          ['Home', '/'],
          ['GPTs directory', '/gpts-directory'],
        ]),
      ],
    },
    main,
  );
}

export async function renderSamples(origin: string): Promise<Rendered> {
  const samples = await listSamples();
  const main = [
    '<h1>Sample articles</h1>',
    '<p class="pr-lead">Articles written with Inkpress templates, so you can judge the output yourself: structure, headings, FAQs and tone as the product writes them. Each names the template it comes from; open the template to write one of your own on your keyword.</p>',
    `<ul class="pr-cards">${samples
      .map((s) => {
        const t = templates.find((x) => x.id === s.templateId);
        return `<li><article><h2><a href="${esc(s.path)}">${esc(s.title)}</a></h2><p>${esc(s.description)}</p><p class="pr-meta">${t ? `${esc(t.name)} template · ` : ''}${s.readingMinutes} min read</p></article></li>`;
      })
      .join('')}</ul>`,
  ].join('');
  return pageAnswer(
    origin,
    {
      title: 'Sample articles written with Inkpress',
      description:
        'Read articles written with Inkpress templates — a how-to guide, a listicle, a blog post — to judge the structure, headings and FAQs before you sign up.',
      path: '/public/samples',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: 'Sample articles',
          url: `${origin}/public/samples`,
          mainEntity: {
            '@type': 'ItemList',
            itemListElement: samples.map((s, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              name: s.title,
              url: `${origin}${s.path}`,
            })),
          },
        },
        breadcrumbs(origin, [
          ['Home', '/'],
          ['Sample articles', '/public/samples'],
        ]),
      ],
    },
    main,
  );
}

export async function renderPublicArticle(origin: string, id: string): Promise<Rendered> {
  const path = publicArticlePath(id);
  const article = await findPublicArticle(id);
  if (!article) return notFound(origin, path);
  const crumbs: [string, string][] = article.sample
    ? [
        ['Home', '/'],
        ['Sample articles', '/public/samples'],
        [article.title, path],
      ]
    : [
        ['Home', '/'],
        [article.title, path],
      ];
  const image = article.featureImage
    ? `<img src="${esc(article.featureImage.url)}" alt="${esc(article.featureImage.alt ?? '')}" />`
    : '';
  const faqs = article.faqs.length
    ? `<h2>Frequently asked questions</h2>${article.faqs.map((f) => `<h3>${esc(f.question)}</h3><p>${esc(f.answer)}</p>`).join('')}`
    : '';
  const meta = `<p class="pr-meta">${article.sample ? 'Sample article · ' : 'Shared from Inkpress · '}${article.readingMinutes} min read</p>`;
  return pageAnswer(
    origin,
    {
      title: article.title,
      description: article.description,
      path,
      type: 'article',
      noindex: !article.indexable,
      image: article.featureImage?.url ?? null,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: article.title,
          description: article.description,
          ...(article.language ? { inLanguage: article.language } : {}),
          dateModified: article.updatedAt,
          wordCount: article.wordCount,
          publisher: organization(origin),
          ...(article.featureImage ? { image: article.featureImage.url } : {}),
          mainEntityOfPage: `${origin}${path}`,
        },
        breadcrumbs(origin, crumbs),
        ...(article.faqs.length
          ? [
              {
                '@context': 'https://schema.org',
                '@type': 'FAQPage',
                mainEntity: article.faqs.map((f) => ({
                  '@type': 'Question',
                  name: f.question,
                  acceptedAnswer: { '@type': 'Answer', text: f.answer },
                })),
              },
            ]
          : []),
      ],
    },
    `<article class="pr-article"${article.language ? ` lang="${esc(article.language)}"` : ''}><h1>${esc(article.title)}</h1>${meta}${image}${article.html}${faqs}</article>`,
  );
}

/** Template pages, the directory and the samples for the sitemap. */
export async function publicPagePaths(): Promise<string[]> {
  return ['/templates', ...templates.map((t) => `/templates/${t.id}`), '/gpts-directory', '/public/samples'];
}

export { publicArticlePath };
