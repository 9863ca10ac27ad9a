import { runnableTools, toolBySlug, toolDefaults, toolInputSchema, tools } from './catalogue';

describe('the tool catalogue', () => {
  it('lists the 41 text tools of this area and the media, workflow and editor tools beside them', () => {
    expect(runnableTools).toHaveLength(41);
    expect(tools.filter((t) => t.area === 'media').map((t) => t.slug)).toHaveLength(6);
    expect(tools.filter((t) => t.area === 'workflows').map((t) => t.slug)).toEqual([
      'indexer',
      'youtube-to-blog',
      'page-rank-improver',
    ]);
    expect(new Set(tools.map((t) => t.slug)).size).toBe(tools.length);
  });

  it('gives every tool of this area a promise, fields, a page’s text and related tools that exist', () => {
    for (const tool of runnableTools) {
      expect(tool.promise.length).toBeGreaterThan(20);
      expect(tool.fields.length).toBeGreaterThan(0);
      expect(tool.howItWorks.length).toBeGreaterThan(0);
      expect(tool.faq.length).toBeGreaterThan(0);
      expect(tool.related.length).toBeGreaterThan(0);
      for (const slug of tool.related) expect(toolBySlug.get(slug)?.area).toBe('tools');
      if (tool.engine === 'library') expect(tool.credits).toBe(0);
      else expect(tool.credits).toBeGreaterThan(0);
    }
  });

  it('accepts each tool’s own defaults with its required fields filled, and nothing else', () => {
    for (const tool of runnableTools) {
      const input: Record<string, unknown> = { ...toolDefaults(tool) };
      for (const field of tool.fields) {
        if (field.required && (input[field.name] === '' || input[field.name] === undefined))
          input[field.name] = 'A value';
        if (!field.required && input[field.name] === '') delete input[field.name];
      }
      const parsed = toolInputSchema(tool).safeParse(input);
      expect({ slug: tool.slug, error: parsed.error?.issues }).toEqual({ slug: tool.slug, error: undefined });
      expect(toolInputSchema(tool).safeParse({ ...input, extra: 1 }).success).toBe(false);
    }
  });

  it('takes a 10,000-word document in the grammar checker and the readability improver', () => {
    const words = 'Short paragraphs, concrete examples and honest headings keep people reading. '.repeat(
      1000,
    );
    expect(words.split(/\s+/).filter(Boolean)).toHaveLength(10_000);
    for (const slug of ['grammar-checker', 'readability-improver']) {
      const tool = toolBySlug.get(slug);
      if (!tool) throw new Error(`no ${slug}`);
      expect(toolInputSchema(tool).safeParse({ text: words }).success).toBe(true);
    }
  });

  it('names the field and its limit when input is wrong', () => {
    const grammar = toolBySlug.get('grammar-checker');
    if (!grammar) throw new Error('no grammar-checker');
    const tooLong = toolInputSchema(grammar).safeParse({ text: 'x'.repeat(80_001) });
    expect(tooLong.error?.issues[0]).toMatchObject({
      path: ['text'],
      message: 'Your text must be at most 80,000 characters.',
    });
    const missing = toolInputSchema(grammar).safeParse({});
    expect(missing.error?.issues[0]?.path).toEqual(['text']);
    const translate = toolBySlug.get('multi-language-bulk-translate');
    if (!translate) throw new Error('no translate');
    expect(
      toolInputSchema(translate).safeParse({
        text: 'Hi',
        languages: ['fr-FR', 'de-DE', 'es-ES', 'it-IT', 'nl-NL', 'pt-PT'],
      }).error?.issues[0]?.message,
    ).toBe('Choose at most 5 languages.');
  });
});
