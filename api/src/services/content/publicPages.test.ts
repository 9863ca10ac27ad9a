import {
  consentNotice,
  footerColumns,
  headerLinks,
  policyLinks,
  prerenderSchema,
  resourceLinks,
} from '@inkpress/shared-core';
import { tools } from '@inkpress/shared-core/tools';
import { startTestApi, type TestApi } from '../../../test/harness';
import { templates } from '../templates';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function prerender(path: string) {
  const res = await api.http.get(`/api/content/prerender?path=${encodeURIComponent(path)}`).expect(200);
  return prerenderSchema.parse(res.body.data);
}

const h1s = (html: string) => [...html.matchAll(/<h1>([\s\S]*?)<\/h1>/g)].map((m) => m[1]);
const ldTypes = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => (JSON.parse(m[1]!) as { '@type': string })['@type'],
  );

describe('the template gallery’s first HTML', () => {
  it('/templates lists every template of the catalogue by group with its cost', async () => {
    const page = await prerender('/templates');
    expect(page.status).toBe(200);
    expect(h1s(page.body)).toEqual(['Article templates']);
    for (const t of templates) expect(page.body).toContain(`href="/templates/${t.id}"`);
    for (const group of new Set(templates.map((t) => t.category))) {
      expect(page.body).toContain(`<h2>${group}</h2>`);
    }
    expect(page.head).toContain('<link rel="canonical" href="http://localhost');
    expect(ldTypes(page.head)).toEqual(['CollectionPage', 'BreadcrumbList']);
  });

  it('/templates/{id} says what it writes, its fields, credits, an example and “Use this template”', async () => {
    const t = templates.find((x) => x.id === 'how-to')!;
    const page = await prerender('/templates/how-to');
    expect(page.status).toBe(200);
    expect(h1s(page.body)).toEqual(['How-to guide template']);
    expect(page.body).toContain(t.instructions);
    for (const f of t.fields) expect(page.body).toContain(`<strong>${f.label}</strong>`);
    expect(page.body).toMatch(/About [\d,]+ credits/);
    expect(page.body).toContain(String(t.example.keyword));
    expect(page.body).toContain('href="/register?from=%2Fdashboard%2Ftemplates%2Fhow-to"');
    // The sample written with it.
    expect(page.body).toContain('href="/public/article/how-to-start-a-podcast"');
    expect(ldTypes(page.head)).toEqual(['CreativeWork', 'BreadcrumbList']);
    expect((await prerender('/templates/no-such-template')).status).toBe(404);
  });

  it('the sitemap lists the gallery, every template, the directory and the samples', async () => {
    const xml = (await api.http.get('/api/content/sitemap.xml')).text;
    for (const t of templates) expect(xml).toContain(`/templates/${t.id}</loc>`);
    expect(xml).toContain('/gpts-directory</loc>');
    expect(xml).toContain('/public/samples</loc>');
  });
});

describe('the GPTs directory’s first HTML', () => {
  it('lists each AI tool with a link to its page, grouped, with a search form', async () => {
    const page = await prerender('/gpts-directory');
    expect(page.status).toBe(200);
    expect(h1s(page.body)).toEqual(['GPTs directory']);
    const ai = tools.filter((t) => t.engine !== 'library');
    for (const t of ai) expect(page.body).toContain(`href="/tools/${t.slug}"`);
    for (const t of tools.filter((x) => x.engine === 'library')) {
      expect(page.body).not.toContain(`href="/tools/${t.slug}"`);
    }
    expect(page.body).toContain('role="search"');
    expect(ldTypes(page.head)).toEqual(['CollectionPage', 'BreadcrumbList']);
  });
});

describe('the cookie notice in the first HTML', () => {
  it('is drawn on tool, template and blog pages, hidden until its script finds no choice, and nowhere else', async () => {
    for (const path of ['/tools/paraphrasing-tool', '/templates', '/blog']) {
      const page = await prerender(path);
      expect(page.body).toContain(
        '<section id="pr-consent" class="pr-consent" aria-label="Cookie consent" hidden>',
      );
      expect(page.body).toContain('localStorage.getItem(k)');
      expect(page.body).toContain('data-choice="accepted"');
      expect(page.body).toContain(consentNotice.text);
    }
    for (const path of ['/', '/pricing', '/about']) {
      expect((await prerender(path)).body).not.toContain('pr-consent');
    }
  });
});

describe('the header and footer of the first HTML', () => {
  it('draw the links the app’s header and footer draw, from shared-core', async () => {
    const { body } = await prerender('/about');
    const header = /<header class="pr-header">[\s\S]*?<\/header>/.exec(body)?.[0] ?? '';
    const main = /<nav class="pr-nav" aria-label="Main">[\s\S]*?<\/nav>/.exec(header)?.[0] ?? '';
    // In the app's order: the links before Resources, Resources, then the links after it.
    const order = [...main.matchAll(/<a href="([^"]+)"|<summary>(Resources)/g)].map((m) => m[1] ?? m[2]);
    expect(order).toEqual([
      ...headerLinks.before.map((l) => l.to),
      'Resources',
      ...resourceLinks.map((r) => r.to ?? r.href),
      ...headerLinks.after.map((l) => l.to),
    ]);
    expect(main).toContain('target="_blank" rel="noopener noreferrer">Video Tutorials');
    expect(header).toContain('<a href="/login" class="pr-login">Login</a>');
    expect(header).toContain('<a href="/register" class="pr-cta">Get Started</a>');
    expect(header).toContain('<summary aria-label="Open menu">');
    const footer = /<footer class="pr-footer">[\s\S]*?<\/footer>/.exec(body)?.[0] ?? '';
    for (const column of footerColumns) {
      expect(footer).toContain(`<h2>${column.title}</h2>`);
      for (const l of column.links) expect(footer).toContain(`<a href="${l.to}">${l.label}</a>`);
    }
    for (const l of policyLinks) expect(footer).toContain(`<a href="${l.to}">${l.label}</a>`);
  });
});
