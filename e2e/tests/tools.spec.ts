import { expect, type Page, test } from '@playwright/test';
import { fillRegister, uniqueEmail } from '../support/accounts';
import { openWithApp } from '../support/visit';

/** The free tools as a visitor uses them: the catalogue, library tools, a streamed generator, the editor after sign-up. */

async function run(page: Page, name: string) {
  await page.getByRole('button', { name: `Run ${name}` }).click();
}

/** The page with its result at a phone's and a laptop's width, looked at; nothing wider than the window. */
async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: a sticky header scrolled along would be drawn across the middle of the shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `e2e/artifacts/screens/${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect({ width, overflow }).toEqual({ width, overflow: 0 });
  }
}

test('the catalogue finds tools by words and by group', async ({ page }) => {
  await openWithApp(page, '/tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Free AI writing tools' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a tool' }).fill('citation');
  await expect(page.getByRole('link', { name: /Citation Generator/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Slogan Generator/ })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Find a tool' }).fill('');
  await page.getByRole('group', { name: 'Tool groups' }).getByRole('button', { name: 'Social' }).click();
  await expect(page.getByRole('link', { name: /Hook Generator/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Grammar Checker/ })).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('group', { name: 'Tool groups' }).getByRole('button', { name: 'All' }).click();
    await page.screenshot({ path: `e2e/artifacts/screens/tools-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});

test('the grammar checker marks each mistake and fixes them all', async ({ page }) => {
  await page.goto('/tools/grammar-checker');
  await page.getByRole('textbox', { name: 'Your text' }).fill('This is is a sentense with a mistake.');
  await run(page, 'Grammar Checker');
  const result = page.getByRole('region', { name: 'Grammar and spelling' });
  await expect(result).toContainText('issues in');
  await expect(result).toContainText('sentense');
  await page.getByRole('button', { name: 'Fix all' }).click();
  await expect(page.getByRole('textbox', { name: 'Your text' })).not.toHaveValue(/\bis is\b/);
  // At a phone's width the consent banner never hides the result: brought into view, the result
  // stops above the banner (its scroll padding), and the banner keeps a place of its own.
  await page.setViewportSize({ width: 375, height: 700 });
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await result.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const resultBox = await result.boundingBox();
  const bannerBox = await banner.boundingBox();
  expect(resultBox && bannerBox && resultBox.y + resultBox.height <= bannerBox.y + 1).toBe(true);
  await shoot(page, 'tool-grammar');
  // Structured data for search engines.
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = ld.flatMap((t) => JSON.parse(t) as { '@type': string }[]).map((x) => x['@type']);
  expect(types).toEqual(expect.arrayContaining(['SoftwareApplication', 'FAQPage']));
  await expect(page.getByRole('region', { name: 'Related tools' }).getByRole('link').first()).toBeVisible();
});

test('the citation generator cites a book in MLA, ready to download as BibTeX', async ({ page }) => {
  await page.goto('/tools/citation-generator');
  await page.getByRole('combobox', { name: 'Style' }).selectOption('mla');
  await page.getByRole('textbox', { name: 'Title' }).fill('Nineteen Eighty-Four');
  await page.getByRole('textbox', { name: 'Authors' }).fill('George Orwell');
  await page.getByRole('textbox', { name: 'Year or date published' }).fill('1949');
  await page.getByRole('textbox', { name: 'Publisher, website or channel' }).fill('Secker & Warburg');
  await run(page, 'Citation Generator');
  const citation = page.getByRole('region', { name: 'Citation' });
  await expect(citation).toContainText('Orwell, George. Nineteen Eighty-Four. Secker & Warburg, 1949.');
  const download = page.waitForEvent('download');
  await citation.getByRole('button', { name: 'Download BibTeX (.bib)' }).click();
  expect((await download).suggestedFilename()).toBe('citation.bib');
  await shoot(page, 'tool-citation');
});

test('passive to active converts by rule where it can, and says so', async ({ page }) => {
  await page.goto('/tools/passive-to-active-voice');
  await page.getByRole('textbox', { name: 'Your text' }).fill('The report was written by the team.');
  await run(page, 'Passive to Active Voice');
  const sentences = page.getByRole('region', { name: 'Sentences' });
  await expect(sentences).toContainText('The team wrote the report.');
  await expect(sentences).toContainText('converted by rule');
});

test('a generator streams slogans from the product’s words, labelled as the offline writer, then opens in the editor after sign-up', async ({
  page,
}) => {
  await page.goto('/tools/slogan-generator');
  await page
    .getByRole('textbox', { name: 'Product or brand and what it does' })
    .fill('Fresh bread delivered before breakfast');
  await run(page, 'Slogan Generator');
  await expect(page.getByText('Written by the offline writer')).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /bread|fresh|breakfast|delivered/i })
      .first(),
  ).toBeVisible();
  await shoot(page, 'tool-slogans');

  await page.getByRole('link', { name: 'Sign up free' }).click();
  await expect(page).toHaveURL(/\/register\?from=%2Ftools%2Fslogan-generator/);
  await fillRegister(page, uniqueEmail('tools'));
  await expect(page).toHaveURL(/\/tools\/slogan-generator$/);
  await page
    .getByRole('textbox', { name: 'Product or brand and what it does' })
    .fill('Fresh bread delivered before breakfast');
  await run(page, 'Slogan Generator');
  await expect(page.getByText(/credits$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Open in the editor' }).click();
  await expect(page).toHaveURL(/\/dashboard\/collections\/[a-f0-9]{24}$/);
  await expect(page.getByText(/bread|fresh|breakfast/i).first()).toBeVisible();
});

test('at a phone’s width the grammar checker brings its result into view once it runs', async ({ page }) => {
  // The cookie banner answered beforehand: this is about the result, not the banner.
  await page.addInitScript(() => window.localStorage.setItem('inkpress.consent', 'rejected'));
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/tools/grammar-checker');
  await page.getByRole('textbox', { name: 'Your text' }).fill('This is is a sentense with a mistake.');
  await run(page, 'Grammar Checker');
  const result = page.getByRole('region', { name: 'Grammar and spelling' });
  await expect(result).toContainText('sentense');
  // Nobody scrolled: the page did, so the result's heading is on screen below the sticky header.
  await expect(page.getByRole('heading', { level: 2, name: 'Result' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const header = await page.getByRole('banner').first().boundingBox();
  const heading = await page.getByRole('heading', { level: 2, name: 'Result' }).boundingBox();
  expect(header && heading && heading.y >= header.y + header.height).toBe(true);
  // What the visitor sees, not the whole page.
  await page.screenshot({ path: 'e2e/artifacts/screens/tool-grammar-result-in-view-375.png' });
});

test('a visitor whose tool runs of the day are used up gets one popup: the sign-up offer with when they come back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // An address of its own for the API calls (the platform's proxy appends the socket's and trusts
  // only itself), so using up this visitor's runs leaves the loopback address's cap to the other
  // specs of the run. Only /api: the remotes' files on other ports must load as ever.
  await page.route('**/api/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': '10.13.0.13' } }),
  );
  await page.addInitScript(() => window.localStorage.setItem('inkpress.consent', 'rejected'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/tools/acronym-generator');
  await page.getByRole('textbox', { name: 'Phrase' }).fill('portable network graphics');
  const runOnce = async () => {
    const answered = page.waitForResponse((r) => r.url().includes('/api/tools/acronym-generator'));
    await run(page, 'Acronym Generator');
    return answered;
  };
  // The day's free runs of the writing tools (ANONYMOUS_TOOL_RUNS_PER_DAY).
  for (let i = 0; i < 10; i++) expect((await runOnce()).status()).toBe(200);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const refused = await runOnce();
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await refused.json()).toMatchObject({
    code: 'RateLimitError',
    data: { reason: 'free-tool-quota', group: 'Writing', limit: 10 },
  });

  // Found by popup type: the owning remote (billing) words them, or the shell's frame does until it loads.
  const popup = (type: string) =>
    page.getByRole('dialog').filter({ has: page.locator(`[data-popup="${type}"]`) });
  const offer = popup('limit-reached');
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('You have used today’s 10 free runs of the writing tools.');
  await expect(offer.getByTestId('limit-resets')).toHaveText(/^(today|tomorrow) at \d{1,2}:\d{2} [AP]M$/);
  await expect(offer.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
    'href',
    '/register?from=%2Ftools%2Facronym-generator',
  );
  // Exactly one popup: not also the generic "you are going a little fast".
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(popup('rate-limit')).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.screenshot({ path: `e2e/artifacts/screens/tool-quota-popup-${width}.png` });
  }

  // Closed, the page still says it, with when the runs come back and the way to sign up.
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const notice = page.getByText('You have used today’s 10 free runs of the writing tools.');
  await expect(notice).toBeVisible();
  await expect(page.getByTestId('quota-resets')).toHaveText(/^Your free runs come back (today|tomorrow) at /);
  await page.getByRole('link', { name: 'Create a free account' }).click();
  await expect(page).toHaveURL(/\/register\?from=%2Ftools%2Facronym-generator$/);
});
