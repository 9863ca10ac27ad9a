import { parseFrontMatter } from './frontMatter';
import { readRepositoryContent } from './load';
import { extractFaq, renderMarkdown } from './markdown';

describe('the repository content', () => {
  it('parses every file, with a title, a description and text, and unique ids', async () => {
    const entries = await readRepositoryContent();
    expect(entries.length).toBeGreaterThan(40);
    for (const e of entries) {
      expect(e.title.length).toBeGreaterThan(3);
      expect(e.description.length).toBeGreaterThan(20);
      expect(e.description.length).toBeLessThanOrEqual(320);
    }
  });

  it('has at least 12 blog posts, some in two languages linked by a translation key', async () => {
    const posts = (await readRepositoryContent()).filter((e) => e.kind === 'blog');
    expect(posts.filter((p) => p.lang === 'en').length).toBeGreaterThanOrEqual(12);
    const keys = new Map<string, Set<string>>();
    for (const p of posts)
      if (p.translationKey) keys.set(p.translationKey, (keys.get(p.translationKey) ?? new Set()).add(p.lang));
    expect([...keys.values()].filter((langs) => langs.size >= 2).length).toBeGreaterThanOrEqual(2);
  });

  it('links only to pages that exist (internal links of the content)', async () => {
    const entries = await readRepositoryContent();
    const paths = new Set(
      entries.map((e) =>
        e.kind === 'page'
          ? e.slug === 'home'
            ? '/'
            : `/${e.slug}`
          : e.kind === 'docs'
            ? `/docs/${e.slug}`
            : e.kind === 'blog'
              ? e.lang === 'en'
                ? `/blog/${e.slug}`
                : `/blog/${e.lang}/${e.slug}`
              : e.kind === 'sample'
                ? `/public/article/${e.slug}`
                : '',
      ),
    );
    const appPaths =
      /^\/(tools|templates|pricing|register|login|dashboard)(\/|$)|^\/(docs|blog|docs\/announcements|docs\/category\/[a-z-]+|public\/samples|gpts-directory)$/;
    const broken: string[] = [];
    for (const e of entries) {
      for (const m of e.body.matchAll(/\]\((\/[^)#\s]*)/g)) {
        const target = m[1]!;
        if (!paths.has(target) && !appPaths.test(target)) {
          broken.push(`${e._id} → ${target}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('front matter', () => {
  it('reads strings, numbers, booleans and inline lists', () => {
    const { meta, body } = parseFrontMatter(
      '---\ntitle: "A: b"\norder: 3\ndraft: true\ntags: [a, "b c"]\n---\n\nText',
    );
    expect(meta).toEqual({ title: 'A: b', order: 3, draft: true, tags: ['a', 'b c'] });
    expect(body).toBe('Text');
  });
  it('names the line that is not key: value', () => {
    expect(() => parseFrontMatter('---\ntitle: x\n- nope\n---\nText', 'x.md')).toThrow(
      'x.md: front matter line 3',
    );
  });
});

describe('markdown', () => {
  it('renders sanitised HTML: no raw HTML, no script links; links inside the site keep no nofollow', () => {
    const out = renderMarkdown(
      '# T\n\n<script>alert(1)</script>\n\n[in](/docs) [out](https://example.com) [bad](javascript:alert(1))',
    );
    expect(out.html).not.toContain('<script');
    expect(out.html).toContain('<a href="/docs">in</a>');
    expect(out.html).toContain('rel="noopener noreferrer nofollow"');
    expect(out.html).not.toMatch(/href="javascript/i);
    expect(out.headings).toEqual([{ level: 1, text: 'T' }]);
  });
  it('reads the questions of a FAQ section', () => {
    expect(
      extractFaq(
        '## Intro\n\ntext\n\n## Frequently asked questions\n\n### Is it *free*?\n\nYes, at first.\n\n### Why?\n\nBecause.\n\n## Next\n\n### Not a question\n\nNo.',
      ),
    ).toEqual([
      { question: 'Is it free?', answer: 'Yes, at first.' },
      { question: 'Why?', answer: 'Because.' },
    ]);
  });
});
