/**
 * Extraction and assessment on local HTML fixtures: the weak page (no
 * meta description, a vague title, one long passive paragraph, an image
 * without alt, no links) fails Yoast's assessments where it should; the
 * good page (keyphrase in title, description, intro and subheadings,
 * links both ways, alt text, short sentences) scores higher on both.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assessPage, READABILITY_THRESHOLDS, SEO_THRESHOLDS } from './assess';
import { extractPage } from './extract';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const KEYPHRASE = 'compost bin';

describe('extractPage', () => {
  it('reads metadata, headings, sections, links and images of the good page', async () => {
    const page = await extractPage(fixture('good.html'), 'http://site.test/compost-bin');
    expect(page.title).toBe('Compost bin guide: choose and use a compost bin');
    expect(page.metaDescription).toMatch(/^A compost bin turns kitchen scraps/);
    expect(page.canonical).toBe('http://site.test/compost-bin');
    expect(page.headings.map((h) => `${h.level}:${h.text}`)).toEqual([
      '1:Compost bin guide',
      '2:Choosing a compost bin',
      '2:What to put in your compost bin',
      '2:Keeping the pile healthy',
    ]);
    expect(page.sections.map((s) => `${s.level}:${s.heading}`)).toEqual([
      '1:Compost bin guide',
      '2:Choosing a compost bin',
      '2:What to put in your compost bin',
      '2:Keeping the pile healthy',
    ]);
    expect(page.sections[0]!.html).toMatch(/^<h1>Compost bin guide<\/h1>/);
    expect(page.sections[1]!.html).toMatch(/^<h2>Choosing a compost bin<\/h2>/);
    expect(page.sections[1]!.text).toContain('A rotating tumbler is handy');
    // The navigation and the footer are not content.
    expect(page.links).toEqual([
      { href: 'http://site.test/shop/compost', text: 'compost shop', internal: true },
      {
        href: 'https://www.rhs.org.uk/soil-composts-mulches/composting',
        text: 'RHS guide to composting',
        internal: false,
      },
    ]);
    expect(page.images).toEqual([
      { src: 'http://site.test/img/compost-bin.jpg', alt: 'A wooden compost bin in a garden' },
    ]);
    expect(page.words).toBeGreaterThan(300);
    // Yoast reads the links as the page has them (no nofollow added); the sections are sanitised.
    expect(page.html).not.toContain('nofollow');
    expect(page.sections[1]!.html).toContain('rel="noopener noreferrer nofollow"');
  });

  it('notes a missing alt as null and a missing description as empty on the weak page', async () => {
    const page = await extractPage(fixture('weak.html'), 'http://site.test/');
    expect(page.title).toBe('Home');
    expect(page.metaDescription).toBe('');
    expect(page.canonical).toBeNull();
    expect(page.images).toEqual([{ src: 'http://site.test/img/bins.jpg', alt: null }]);
    expect(page.links).toEqual([]);
    expect(page.sections).toHaveLength(1);
    expect(page.sections[0]!.heading).toBe('Welcome');
  });

  it('keeps scripts and event handlers out of the sections', async () => {
    const html = `<html><body><main><h2>Hi</h2><p onclick="steal()">Text <script>alert(1)</script>here and more words to read.</p></main></body></html>`;
    const page = await extractPage(html, 'http://site.test/x');
    expect(page.sections[0]!.html).not.toMatch(/script|onclick/);
  });
});

describe('assessPage', () => {
  it('fails the weak page on the assessments it should, with ranked suggestions', async () => {
    const page = await extractPage(fixture('weak.html'), 'http://site.test/');
    const result = await assessPage(page, KEYPHRASE);
    const rating = (id: string) => result.assessments.find((a) => a.id === id)?.rating;
    expect(rating('metaDescriptionLength')).toBe('bad');
    expect(rating('textLength')).toBe('ok');
    expect(rating('introductionKeyword')).toBe('bad');
    expect(rating('keyphraseInSEOTitle')).toBe('bad');
    expect(rating('internalLinks')).toBe('bad');
    expect(rating('externalLinks')).toBe('bad');
    expect(rating('textParagraphTooLong')).toBe('bad');
    expect(rating('passiveVoice')).toBe('bad');
    expect(result.seo.score).toBeLessThan(SEO_THRESHOLDS.good);
    expect(result.readability).toEqual({ score: 30, rating: 'bad', thresholds: READABILITY_THRESHOLDS });
    // Ranked: the largest impact first, every one tied to a section or the page.
    const impacts = result.suggestions.map((s) => s.impact);
    expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
    expect(result.suggestions[0]!.impact).toBe(3);
    const intro = result.suggestions.find((s) => s.assessment === 'introductionKeyword');
    expect(intro?.section).toBe(0);
    const passive = result.suggestions.find((s) => s.assessment === 'passiveVoice');
    expect(passive?.section).toBe(0);
    expect(result.suggestions.every((s) => s.rating === 'bad' || s.rating === 'ok')).toBe(true);
  });

  it('scores the good page higher on SEO and readability', async () => {
    const weak = await assessPage(await extractPage(fixture('weak.html'), 'http://site.test/'), KEYPHRASE);
    const good = await assessPage(
      await extractPage(fixture('good.html'), 'http://site.test/compost-bin'),
      KEYPHRASE,
    );
    expect(good.seo.score).toBeGreaterThan(weak.seo.score);
    expect(good.seo.score).toBeGreaterThanOrEqual(SEO_THRESHOLDS.good);
    expect(good.seo.rating).toBe('good');
    expect(good.readability.score).toBeGreaterThan(weak.readability.score);
    expect(good.readability.score).toBe(READABILITY_THRESHOLDS.good);
    const rating = (id: string) => good.assessments.find((a) => a.id === id)?.rating;
    for (const id of [
      'introductionKeyword',
      'metaDescriptionKeyword',
      'internalLinks',
      'externalLinks',
      'slugKeyword',
    ]) {
      expect([id, rating(id)]).toEqual([id, 'good']);
    }
    expect(good.suggestions).toEqual([]);
    expect(weak.suggestions.length).toBeGreaterThan(5);
  });
});
