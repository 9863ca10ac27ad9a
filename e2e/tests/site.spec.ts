import { expect, test } from '@playwright/test';
import { readMails } from '../support/mail';
import { appReady, holdRemotes } from '../support/visit';

/**
 * The public site (issue 14): every public route's first HTML before any
 * JavaScript, navigation across the site, the blog's languages, docs search,
 * the contact form to the mail outbox, and screenshots at three widths.
 */

const SUPPORT = 'support@inkpress.app';

/** Public routes and the h1 their first HTML holds. */
const routes: [string, string][] = [
  ['/', 'Write articles that rank, in your own voice.'],
  ['/about', 'About Inkpress'],
  ['/contact-us', 'Contact us'],
  ['/team', 'Our team'],
  ['/team/editorial', 'Editorial'],
  ['/testimonials', 'Testimonials'],
  ['/blog', 'The Inkpress blog'],
  ['/blog/de', 'Blog in Deutsch'],
  ['/blog/search-intent-explained', 'Search intent explained: write the article the searcher wants'],
  ['/blog/es/intencion-de-busqueda', 'La intención de búsqueda: escribe el artículo que el usuario quiere'],
  ['/features', 'Features'],
  ['/features/ai-text-editor', 'The AI text editor'],
  ['/use-cases', 'Use cases'],
  ['/guides', 'Guides'],
  ['/ai-article-writer', 'AI Article Writer'],
  ['/brand-voice', 'Brand Voice'],
  ['/bulk-content-creation', 'Bulk Content Generator'],
  ['/autoblogging', 'Autoblogging'],
  ['/wordpress', 'Inkpress for WordPress'],
  ['/shopify', 'Inkpress for Shopify'],
  ['/ghost', 'Inkpress for Ghost'],
  ['/webflow', 'Inkpress for Webflow'],
  ['/medium', 'Inkpress for Medium'],
  ['/custom-api', 'Custom API'],
  ['/docs', 'Inkpress documentation'],
  ['/docs/the-editor', 'The editor'],
  ['/docs/category/writing', 'Writing and editing'],
  ['/docs/announcements', 'Announcements'],
  ['/inkpress-vs-chatgpt', 'Inkpress vs ChatGPT for SEO articles'],
  ['/inkpress-vs-chatpdf', 'Inkpress vs ChatPDF'],
  ['/security', 'Security'],
  ['/cookie', 'Cookie policy'],
  ['/privacy', 'Privacy policy'],
  ['/terms', 'Terms of service'],
  ['/modern-slavery-statement', 'Modern slavery statement'],
  ['/edi-policy', 'Equality, diversity and inclusion policy'],
  ['/accessibility', 'Accessibility'],
  ['/code-of-ethics', 'Code of ethics'],
  ['/editorial-policy', 'Editorial policy'],
  ['/complaints-policy', 'Complaints policy'],
  ['/guest-posting-policy', 'Guest posting policy'],
  ['/tools', 'Free AI writing tools'],
  ['/tools/paraphrasing-tool', 'Paraphrasing Tool'],
  ['/pricing', 'Simple plans that grow with you'],
];

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

test.describe('the first HTML of every public route, without a browser', () => {
  for (const [path, h1] of routes) {
    test(`${path} holds its title, description, canonical, social tags, one h1, its text and JSON-LD`, async ({
      request,
      baseURL,
    }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toMatch(/<title>[^<]*Inkpress[^<]*<\/title>/);
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(description.length).toBeGreaterThan(40);
      const origin = new URL(baseURL!).origin.replace('127.0.0.1', 'localhost');
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(canonical.replace('127.0.0.1', 'localhost')).toBe(`${origin}${path === '/' ? '/' : path}`);
      for (const tag of ['og:title', 'og:description', 'og:image', 'og:url']) {
        expect(html).toContain(`<meta property="${tag}"`);
      }
      expect(html).toContain('<meta property="og:image:width" content="1200" />');
      expect(html).toContain('<meta property="og:image:height" content="600" />');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      const h1s = [...html.matchAll(/<h1>([\s\S]*?)<\/h1>/g)].map((m) =>
        decode(m[1]!.replace(/<[^>]+>/g, '')),
      );
      expect(h1s).toEqual([h1]);
      // The main text is there: more than a heading and a sentence.
      const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
      expect(
        main
          .replace(/<[^>]+>/g, ' ')
          .split(/\s+/)
          .filter(Boolean).length,
      ).toBeGreaterThan(60);
      const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      expect(ld.length).toBeGreaterThan(0);
      for (const m of ld)
        expect((JSON.parse(m[1]!) as { '@context': string })['@context']).toBe('https://schema.org');
    });
  }

  test('unknown paths answer 404, variants move with 301, crawler files are served', async ({ request }) => {
    const missing = await request.get('/no-such-page-here');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<h1>Page not found</h1>');
    expect((await request.get('/blog/no-such-post')).status()).toBe(404);
    const moved = await request.get('/privacy/', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/privacy');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    expect(await sitemap.text()).toContain('/blog/es/intencion-de-busqueda</loc>');
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
    expect(await (await request.get('/blog/rss.xml')).text()).toContain('<rss version="2.0"');
  });
});

test('a tool page and the pricing page hand their server HTML over to the app', async ({ page }) => {
  await page.goto('/tools/paraphrasing-tool');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Paraphrasing Tool' })).toBeVisible();
  const input = page.locator('#root textarea').first();
  await expect(input).toBeEnabled();
  await input.fill('The server drew this page; the app now runs it.');
  await expect(page.locator('h1')).toHaveCount(1);
  await page.goto('/pricing');
  await appReady(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Simple plans that grow with you' }),
  ).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
});

test('a visitor types into a tool page before the app has started; the words and the caret move into the app', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  // The remotes are held back until the visitor has typed, so the first words surely go to the server's form.
  const release = await holdRemotes(page);
  await page.goto('/tools/paraphrasing-tool', { waitUntil: 'networkidle' });
  // The server's page is read without the app: no script file has loaded.
  expect(scripts).toEqual([]);
  await page.locator('#prerender select[name="tone"]').selectOption('witty');
  const server = page.locator('#prerender textarea[name="text"]');
  await server.click();
  await page.keyboard.type('Typed before the app. ');
  expect(scripts.length).toBeGreaterThan(0);
  release();
  await page.keyboard.type('And while it started.');
  await expect(page.locator('#prerender')).toHaveCount(0);
  // One form now, the app's, with the visitor's words and choice, the caret at their end.
  const text = page.getByRole('textbox', { name: 'Your text' });
  await expect(text).toHaveValue('Typed before the app. And while it started.');
  await expect(page.getByRole('combobox', { name: 'Tone' })).toHaveValue('witty');
  await expect(text).toBeFocused();
  await page.keyboard.type(' Then in the app.');
  await expect(text).toHaveValue('Typed before the app. And while it started. Then in the app.');
  await expect(page.getByRole('button', { name: 'Run Paraphrasing Tool' })).toBeEnabled();
});

test('the server’s cookie notice keeps a choice made before the app starts, and the app honours it', async ({
  page,
}) => {
  // The app's script held back: the visitor answers the notice the server drew.
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/tools/paraphrasing-tool');
  const notice = page.locator('#pr-consent');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Analytics run only if you accept.');
  await notice.locator('button[data-choice="accepted"]').click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('inkpress.consent'))).toBe('accepted');
  // With the app: no notice from the server nor from the app once a choice is kept.
  await page.unroute('**/main.js');
  await page.goto('/blog/search-intent-explained');
  await expect(page.locator('#pr-consent')).toBeHidden();
  await appReady(page);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
});

test('a choice made on the server’s notice while the app is starting reaches the app', async ({ page }) => {
  // The app starts (its stores read no choice), but the tools remote is held back, so the
  // server's page stays up with its notice until the visitor has answered it.
  const release = await holdRemotes(page);
  const manifestAsked = page.waitForRequest('**/mf-manifest.json');
  await page.goto('/tools/paraphrasing-tool');
  await page.mouse.move(4, 4);
  await manifestAsked;
  await page.locator('#pr-consent button[data-choice="rejected"]').click();
  release();
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Paraphrasing Tool' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('inkpress.consent'))).toBe('rejected');
});

test('a visitor moves across the site without reloads', async ({ page }) => {
  await page.goto('/about');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'About Inkpress' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  await page.locator('#root main').getByRole('link', { name: 'documentation' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inkpress documentation' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Documentation' })
    .getByRole('link', { name: 'The editor', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'The editor' })).toBeVisible();
  await expect(page).toHaveTitle('The editor · Docs | Inkpress');
  await page.locator('#root main').getByRole('link', { name: 'AI operation', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI operations in the editor' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Documentation' })
    .getByRole('link', { name: 'Account, team and billing' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account, team and billing' })).toBeVisible();
  // One page all along: the links moved inside the app.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

  await page.goto('/blog');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'The Inkpress blog' })).toBeVisible();
  await page.getByRole('link', { name: 'Older posts →' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByText('Page 2 of')).toBeVisible();
  await page.getByRole('link', { name: '← Newer posts' }).click();
  await expect(page.getByText('Page 1 of')).toBeVisible();
});

test('a blog post in its two languages, linked both ways', async ({ page }) => {
  await page.goto('/blog/search-intent-explained');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Search intent explained/ })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
    'href',
    /\/blog\/es\/intencion-de-busqueda$/,
  );
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/blog\/es\/intencion-de-busqueda$/);
  const spanish = page.getByRole('heading', { level: 1, name: /^La intención de búsqueda/ });
  await expect(spanish).toBeVisible();
  await expect(page.locator('article[lang="es"]')).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Search intent explained/ })).toBeVisible();

  await page.goto('/blog/es');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog in Español' })).toBeVisible();
  await expect(page.getByRole('link', { name: /La intención de búsqueda/ })).toBeVisible();
});

test('docs search finds pages as you type', async ({ page }) => {
  await page.goto('/docs');
  await appReady(page);
  await page.getByRole('searchbox', { name: 'Search the docs' }).fill('meta descr');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Search results for “meta descr”' }),
  ).toBeVisible();
  const first = page
    .getByRole('region', { name: 'Search results for “meta descr”' })
    .getByRole('listitem')
    .first();
  await expect(first.getByRole('link')).toHaveText('The SEO panel');
  await expect(page).toHaveURL(/\/docs\?q=meta/);
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'The SEO panel' })).toBeVisible();

  await page.goto('/docs?q=zzqqxx');
  await appReady(page);
  await expect(page.getByText('Nothing in the docs matches “zzqqxx”')).toBeVisible();
});

test('a docs search typed before the app has started is searched once it has', async ({ page }) => {
  const release = await holdRemotes(page);
  await page.goto('/docs');
  await page.locator('#prerender input[name="q"]').click();
  await page.keyboard.type('meta descr');
  release();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Search results for “meta descr”' }),
  ).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search the docs' })).toHaveValue('meta descr');
  await expect(page).toHaveURL(/\/docs\?q=meta/);
});

test('the contact form: stored, mailed to support, confirmed to the sender', async ({ page }) => {
  const email = `contact-${Date.now()}@example.com`;
  await page.goto('/contact-us');
  await appReady(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Tell us your name.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Your name' }).fill('Grace Editor');
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('combobox', { name: 'Topic' }).selectOption('sales');
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('We are five writers. Which plan fits a team like ours?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Thank you — your message is on its way',
  );

  await expect
    .poll(async () => (await readMails(email)).find((m) => m.kind === 'contact-confirmation')?.subject, {
      timeout: 15_000,
    })
    .toBe('We received your message');
  await expect
    .poll(
      async () =>
        (await readMails(SUPPORT)).some((m) => m.text.includes(email) && m.text.includes('five writers')),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
});

const shots = [
  { path: '/', name: 'front', h1: 'Write articles that rank, in your own voice.' },
  {
    path: '/blog/write-meta-descriptions-that-get-clicks',
    name: 'blog-post',
    h1: 'How to write meta descriptions that get clicks',
  },
  { path: '/docs/seo-panel', name: 'docs-page', h1: 'The SEO panel' },
  { path: '/ai-article-writer', name: 'product', h1: 'AI Article Writer' },
  { path: '/privacy', name: 'policy', h1: 'Privacy policy' },
];

for (const width of [375, 768, 1280]) {
  test(`site screenshots at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const shot of shots) {
      await page.goto(shot.path);
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1, name: shot.h1 })).toBeVisible();
      await page.screenshot({ path: `e2e/artifacts/site/${shot.name}-${width}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server’s page reads on its own: header, text, footer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [path, name] of [
      ['/', 'front'],
      ['/docs/the-editor', 'docs-page'],
      ['/blog/search-intent-explained', 'blog-post'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('#prerender h1')).toBeVisible();
      await expect(page.locator('#prerender .pr-nav a', { hasText: 'Pricing' })).toBeVisible();
      await expect(page.getByText('Inkpress needs JavaScript to run.')).toHaveCount(0);
      await expect(page.locator('#prerender footer')).toBeVisible();
      await page.screenshot({ path: `e2e/artifacts/site/nojs-${name}-1280.png`, fullPage: true });
    }
    // The header's Resources menu and, on a phone, its menu open without the app.
    await page.locator('#prerender .pr-resources summary').click();
    await expect(
      page.locator('#prerender .pr-resources').getByRole('link', { name: 'Free Tools' }),
    ).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.locator('#prerender .pr-menu summary').click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Video Tutorials/ })).toBeVisible();
    await page.screenshot({ path: 'e2e/artifacts/site/nojs-menu-375.png' });
  });
});
