import http from 'node:http';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { csrfHeaders } from '../support/accounts';
import { registerUser } from '../support/session';

/**
 * Research beside the editor (POST /api/search): with no search provider
 * configured (the e2e platform has none), the web tab says web search is
 * off instead of showing anything; the writer's own documents are found
 * and a quote goes into the document; keywords come from the writer's
 * content, labelled offline; and the writer's own site (a local fake on
 * E2E_FIXTURES_PORT, which the platform's FETCH_ALLOW_HOSTS lets through)
 * is crawled for a page to link to, which is inserted as a link.
 */

const PORT = Number(process.env.E2E_FIXTURES_PORT ?? 19090);
const SITE = `http://127.0.0.1:${PORT}`;
const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;

let server: http.Server;
test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    const html = (body: string) => res.writeHead(200, { 'content-type': 'text/html' }).end(body);
    if (req.url === '/robots.txt')
      return void res
        .writeHead(200, { 'content-type': 'text/plain' })
        .end('User-agent: *\nDisallow: /drafts/\n');
    if (req.url === '/sitemap.xml') return void res.writeHead(404).end();
    if (req.url === '/')
      return html(
        page(
          'Kitchen Notes',
          '<a href="/blog/sourdough-starter">Sourdough</a> <a href="/blog/rye-bread">Rye</a> <a href="/drafts/x">Draft</a>',
        ),
      );
    if (req.url === '/blog/sourdough-starter') return html(page('Keeping a sourdough starter alive', ''));
    if (req.url === '/blog/rye-bread') return html(page('Baking rye bread', ''));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const content = (p: Page): Locator => p.getByRole('textbox', { name: /: content$/ });

async function shot(p: Page, name: string) {
  await p.screenshot({ path: `e2e/artifacts/screens/research-${name}.png`, fullPage: false });
}

for (const width of [1280, 375]) {
  test(`research in the editor at ${width} px: web search off, own documents, keywords, own site`, async ({
    page: p,
  }) => {
    test.setTimeout(180_000);
    await p.setViewportSize({ width, height: 900 });
    await registerUser(p);
    const headers = await csrfHeaders(p.context());
    const source = await p.request.post('/api/collections', {
      headers,
      data: {
        title: 'Sourdough notes',
        posts: [
          {
            title: 'Sourdough starter care',
            slug: 'sourdough-starter-care',
            content: [
              {
                value:
                  '<p>Feed the sourdough starter every day with equal weights of flour and water. A sourdough starter kept in the fridge needs feeding once a week.</p>',
              },
            ],
          },
        ],
      },
    });
    expect(source.status(), await source.text()).toBe(201);

    await p.goto('/dashboard/collections/new');
    await content(p).click();
    await p.keyboard.insertText('Bread at home. ');

    await p.getByRole('button', { name: 'Research', exact: true }).click();
    const drawer = p.getByRole('dialog', { name: 'Research' });
    await expect(drawer).toBeVisible();

    // Web: no provider configured, so it says so and lists nothing.
    await drawer.getByLabel('Search for').fill('sourdough starter');
    await drawer.getByLabel('Source').selectOption('journal');
    await drawer.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(drawer.getByText('Web search is off')).toBeVisible();
    await expect(drawer.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveCount(0);
    await shot(p, `web-off-${width}`);

    // My documents: the writer's post, offline; its quote goes into the document.
    await drawer.getByRole('tab', { name: 'My documents' }).click();
    await drawer.getByLabel('Search for').fill('feeding the starter');
    await drawer.getByRole('button', { name: 'Search', exact: true }).click();
    const hit = drawer.getByRole('listitem').filter({ hasText: 'Sourdough starter care' });
    await expect(hit).toBeVisible();
    await expect(drawer.getByText(/Offline: from your own content/)).toBeVisible();
    await shot(p, `documents-${width}`);
    await hit.getByRole('button', { name: 'Insert quote' }).click();

    // Keywords: phrases of the writer's content and variations of the input.
    await drawer.getByRole('tab', { name: 'Keywords' }).click();
    await drawer.getByLabel('Keywords (comma separated)').fill('sourdough');
    await drawer.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(drawer.getByRole('listitem').filter({ hasText: 'sourdough starter' }).first()).toBeVisible();
    await expect(drawer.getByRole('listitem').filter({ hasText: 'how to sourdough' })).toBeVisible();

    // My site: a crawl of the writer's own site; robots.txt keeps /drafts/ out.
    await drawer.getByRole('tab', { name: 'My site' }).click();
    await drawer.getByLabel('Your site').fill(`${SITE}/`);
    await drawer.getByLabel('Topic (optional)').fill('sourdough starter');
    await drawer.getByRole('button', { name: 'Crawl my site' }).click();
    const link = drawer.getByRole('listitem').filter({ hasText: 'Keeping a sourdough starter alive' });
    await expect(link).toBeVisible({ timeout: 30_000 });
    await expect(drawer.getByText(/1 kept out by robots\.txt/)).toBeVisible();
    await expect(drawer.getByRole('listitem').filter({ hasText: 'Baking rye bread' })).toHaveCount(0);
    await shot(p, `site-${width}`);
    await link.getByRole('button', { name: 'Insert link' }).click();

    await drawer.getByRole('button', { name: /close/i }).first().click();
    await expect(content(p)).toContainText('“Feed the sourdough starter every day');
    await expect(content(p).getByRole('link', { name: 'Keeping a sourdough starter alive' })).toHaveAttribute(
      'href',
      `${SITE}/blog/sourdough-starter`,
    );
    // Inserted beside the quote, not into it: "…(Sourdough starter care) Keeping a…".
    await expect(content(p)).toContainText('(Sourdough starter care) Keeping a sourdough starter alive');
    await shot(p, `inserted-${width}`);
  });
}
