import http from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { registerUser } from '../support/session';

/**
 * The page booster as a site owner uses it: signed out, what it does and a
 * way to sign up; signed in, assess a page of theirs (served by this spec
 * on E2E_FIXTURES_PORT, which the test run's FETCH_ALLOW_HOSTS lets the
 * API read), improve two sections with the offline writer, accept one
 * section's diff and reject the other, save into a new post and find the
 * accepted text (and only it) in the editor; then the popup from the editor.
 */

const PORT = Number(process.env.E2E_FIXTURES_PORT ?? 19590);
const SITE = `http://127.0.0.1:${PORT}`;
const URL = `${SITE}/blog/garden-center`;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Home</title></head>
<body><nav><a href="/">Home</a></nav>
<main>
<h1>Welcome to the garden center</h1>
<p>Our garden center was founded many years ago and since that time it has been visited by a great number of people who were looking for plants, tools, soil and seeds. The staff that was hired by the owners has always been trained to answer the questions that are asked by visitors about watering, pruning and planting in every season.</p>
<h2>Leaves in autumn</h2>
<p>Leaves are collected in autumn by the team. The bins are turned by hand every week by the staff. The finished soil is sold in bags at the counter. Questions are answered by the staff whenever they are asked.</p>
<img src="/img/bins.jpg">
</main></body></html>`;

let server: http.Server;

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/blog/garden-center') {
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function screens(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `e2e/artifacts/screens/page-booster-${name}-${width}.png`,
      fullPage: true,
    });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
}

test('a site owner assesses a page, improves it, accepts one section and finds it in a new post', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The consent banner answered already, so it covers nothing in the screenshots.
  await page.addInitScript(() => window.localStorage.setItem('inkpress.consent', 'rejected'));
  await page.goto('/tools/page-rank-improver');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Rank Improver' })).toBeVisible({
    timeout: 45_000,
  });
  await expect(page.getByRole('link', { name: 'Sign up to improve your page' })).toHaveAttribute(
    'href',
    `/register?from=${encodeURIComponent('/tools/page-rank-improver')}`,
  );
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();

  await registerUser(page);
  await page.reload();
  const form = page.getByRole('form', { name: 'Page to assess' });
  // A private address is refused by the server with its reason; the form keeps what was typed.
  await form.getByRole('textbox', { name: 'Page URL' }).fill('http://169.254.169.254/latest');
  await form.getByRole('button', { name: 'Assess the page' }).click();
  await expect(page.getByText(/private address and cannot be fetched/)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Page URL' })).toHaveValue('http://169.254.169.254/latest');

  await form.getByRole('textbox', { name: 'Page URL' }).fill(URL);
  await form.getByRole('textbox', { name: 'Focus keyphrase (optional)' }).fill('compost bin');
  await form.getByRole('button', { name: 'Assess the page' }).click();
  // Reading the page and running Yoast's assessors is server work: more than a click's time.
  await expect(page.getByRole('heading', { name: 'Scores for “Home”' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('progressbar', { name: 'SEO score' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Readability score' })).toHaveAttribute(
    'aria-valuetext',
    /^\d+ of 100, (Needs work|OK|Good)$/,
  );
  await expect(page.getByRole('progressbar', { name: 'SEO score' })).toHaveAttribute(
    'aria-valuetext',
    /^\d+ of 100, (Needs work|OK)$/,
  );
  const suggestions = page.getByRole('region', { name: 'Suggestions, largest impact first' });
  await expect(suggestions.getByRole('listitem').first()).toContainText('High impact');
  await expect(suggestions).toContainText('Meta description length');
  await expect(suggestions).toContainText('Passive voice');

  const sections = page.getByRole('region', { name: 'Choose the sections to improve' });
  // Readability keeps the page's h1 as the title: the text before the first h2 is the introduction.
  await sections.getByRole('checkbox', { name: /^1\. Introduction/ }).check();
  await sections.getByRole('checkbox', { name: /^2\. Leaves in autumn/ }).check();
  await sections.getByRole('button', { name: 'Improve 2 sections' }).click();

  const review = page.getByRole('region', { name: 'Review the changes' });
  await expect(review.getByText('Written by the offline writer')).toBeVisible({ timeout: 45_000 });
  const first = review.getByRole('article', { name: 'Section 1' });
  const second = review.getByRole('article', { name: 'Section 2: Leaves in autumn' });
  await expect(second.locator('ins').first()).toBeVisible();
  await expect(second.locator('del').first()).toBeVisible();
  const added = (await second.locator('ins').allTextContents()).join('');
  expect(added.toLowerCase()).toContain('compost bin');

  // Keyboard: reject the first section, accept the second.
  await first.getByRole('button', { name: 'Reject' }).focus();
  await page.keyboard.press('Enter');
  await expect(first.getByRole('button', { name: 'Reject' })).toHaveAttribute('aria-pressed', 'true');
  await second.getByRole('button', { name: 'Accept' }).click();
  await expect(second.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(review.getByRole('combobox', { name: 'Save into' })).toHaveValue('new');
  await screens(page, 'diff');

  await review.getByRole('button', { name: 'Save 1 accepted section' }).click();
  await expect(review.getByText('New post created')).toBeVisible();
  await review.getByRole('link', { name: /in the editor/ }).click();

  const content = page.getByRole('textbox', { name: /: content$/ });
  await expect(content).toContainText('When it comes to compost bin', { timeout: 15_000 });
  // The rejected section is the page's own text.
  await expect(content).toContainText('Our garden center was founded many years ago');
  await expect(content).not.toContainText('Leaves are collected in autumn by the team.');

  // The popup from the editor, on the page the post came from.
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Page booster…' }).click();
  const popup = page.getByRole('dialog', { name: 'Page booster' });
  await expect(popup.getByRole('textbox', { name: 'Page URL' })).toHaveValue(URL);
  await popup.getByRole('button', { name: 'Assess the page' }).click();
  await expect(popup.getByRole('progressbar', { name: 'SEO score' })).toBeVisible({ timeout: 45_000 });
  await expect(popup.getByRole('combobox', { name: 'Save into' })).toHaveCount(0);
  await screens(page, 'popup');
});
