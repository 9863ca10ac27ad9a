import { countHtmlWords, countWords, htmlToText } from '@inkpress/shared-core';
import type { OperationId } from '../operations';
import { parseFaqs, parseList } from '../output';
import type { StreamTextRequest } from '../provider';
import { runOperation } from '../run';
import { OfflineProvider } from './provider';
import { streamChunks, topicFromTitle } from './text';

const offline = new OfflineProvider();

/** The full answer of the offline writer to an operation, through the real runner. */
async function answer<Id extends OperationId>(operation: Id, input: unknown) {
  return runOperation(offline, operation, input).complete();
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const deltas: string[] = [];
  for await (const delta of stream) deltas.push(delta);
  return deltas;
}

const LONG_TEXT =
  '<p>Content marketing helps small businesses reach customers who are already looking for answers. A steady ' +
  'publishing rhythm builds trust, and trust turns readers into buyers over time.</p><p>Most teams start with a ' +
  'blog, then add newsletters and social posts that point back to their best articles. Measuring what readers do ' +
  'after they read shows which topics deserve more attention.</p><p>The hardest part is consistency: a realistic ' +
  'calendar, a short checklist and honest reviews keep content marketing going when other work gets busy.</p>';

const articleRequest = (title: string, wordCount: number): StreamTextRequest => ({
  system: 'Write an article.',
  messages: [{ role: 'user', content: title }],
  task: { operation: 'generate-article', input: { title, wordCount, options: {} } },
});

describe('offline writer: determinism', () => {
  it('answers the same request with the same text, across instances', async () => {
    const request = articleRequest('The Complete Guide to Email Marketing', 1200);
    const first = offline.write(request);
    expect(new OfflineProvider().write(request)).toBe(first);
    expect((await collect(offline.streamText(request))).join('')).toBe(first);
  });

  it('answers a different prompt differently', () => {
    const a = offline.write(articleRequest('The Complete Guide to Email Marketing', 1200));
    const b = offline.write(articleRequest('The Complete Guide to Podcast Editing', 1200));
    expect(a).not.toBe(b);
    expect(b).toContain('podcast editing');
    expect(a).not.toContain('podcast');
  });
});

describe('offline writer: output of the requested kind and length', () => {
  it.each([300, 800, 1500, 3000, 4000])(
    'writes an article of about %i words with one h1 and h2 sections',
    async (wordCount) => {
      const result = await answer('generate-article', {
        title: 'Email Marketing for Small Businesses',
        wordCount,
      });
      const html = result.output;
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect((html.match(/<h2[\s>]/g) ?? []).length).toBeGreaterThanOrEqual(2);
      expect(html).toMatch(/<p>/);
      const words = countHtmlWords(html);
      expect(words).toBeGreaterThanOrEqual(wordCount * 0.75);
      expect(words).toBeLessThanOrEqual(wordCount * 1.25);
      expect(htmlToText(html).toLowerCase()).toContain('email marketing');
    },
  );

  it('defaults to the short length of SPEC §9 (3000 words) and follows the outline', async () => {
    const outline = ['Why Lists Matter', 'Growing Your List', 'Keeping Subscribers'];
    const result = await answer('generate-article', { title: 'Email Lists', outline });
    const words = countHtmlWords(result.output);
    expect(words).toBeGreaterThanOrEqual(2250);
    expect(words).toBeLessThanOrEqual(3750);
    for (const heading of outline) expect(result.output).toContain(`<h2>${heading}</h2>`);
  });

  it('escapes the topic into the HTML', async () => {
    const result = await answer('generate-article', {
      title: '<script>alert(1)</script> Guide',
      wordCount: 300,
    });
    expect(result.output).not.toContain('<script>');
    expect(result.output).toContain('&lt;script&gt;');
  });

  it.each([
    ['email marketing'],
    ['a very long focus keyword about sustainable urban vegetable gardening for complete beginners'],
    ['SEO'],
  ])(
    'writes a meta title of at most 60 and a description of at most 160 characters (%s)',
    async (keyword) => {
      const title = await answer('meta-title', { text: LONG_TEXT, keyword });
      const description = await answer('meta-description', { text: LONG_TEXT, keyword });
      expect(title.output.length).toBeGreaterThan(0);
      expect(title.output.length).toBeLessThanOrEqual(60);
      expect(description.output.length).toBeGreaterThan(50);
      expect(description.output.length).toBeLessThanOrEqual(160);
      expect(title.output).not.toMatch(/</);
    },
  );

  it('writes FAQs as a JSON list that parses, without the questions already asked', async () => {
    const first = await answer('faqs', { contextText: LONG_TEXT, count: 4 });
    expect(first.output).toHaveLength(4);
    expect(parseFaqs(first.text)).toEqual(first.output);
    const asked = first.output.map((f) => f.question);
    const more = await answer('faqs', { contextText: LONG_TEXT, count: 4, previousQuestions: asked });
    expect(more.output).toHaveLength(4);
    for (const faq of more.output) {
      expect(asked).not.toContain(faq.question);
      expect(faq.answer.length).toBeGreaterThan(20);
    }
  });

  it('writes headlines, talking points and categories one per line', async () => {
    const headlines = await answer('generate-headlines', { keyword: 'email marketing', count: 7 });
    expect(headlines.output).toHaveLength(7);
    expect(new Set(headlines.output).size).toBe(7);
    expect(parseList(headlines.text)).toEqual(headlines.output);
    const points = await answer('generate-talking-points', { title: 'Email Marketing for Small Businesses' });
    expect(points.output).toHaveLength(5);
    const categories = await answer('generate-categories', {
      text: LONG_TEXT,
      existing: ['Marketing', 'Finance'],
    });
    expect(categories.output.length).toBeGreaterThan(0);
    expect(categories.output.length).toBeLessThanOrEqual(3);
    expect(categories.output).toContain('Marketing');
    expect(categories.output).not.toContain('Finance');
  });

  it('plans an outline of about one section per 330 words', async () => {
    const outline = await answer('generate-outline', {
      title: 'Email Marketing for Small Businesses',
      wordCount: 2000,
    });
    expect(outline.output).toHaveLength(6);
  });

  it('shortens to fewer words and expands to more', async () => {
    for (const text of [
      LONG_TEXT,
      'One single sentence with quite a few words that could be much shorter.',
    ]) {
      const before = countHtmlWords(text);
      const short = await answer('shorten', { text });
      const long = await answer('expand', { text });
      expect(countHtmlWords(short.output)).toBeLessThan(before);
      expect(countHtmlWords(long.output)).toBeGreaterThan(before * 1.5);
    }
  });

  it('rewrites really transform the text', async () => {
    const translated = await answer('translate', { text: LONG_TEXT, language: 'French' });
    expect(translated.output).toContain('lang="fr-FR"');
    expect(translated.output).toContain('[Français]');
    const friendly = await answer('change-tone', { text: LONG_TEXT, tone: 'friendly' });
    expect(friendly.output).not.toBe(LONG_TEXT);
    const simple = await answer('simple-language', {
      text: '<p>We utilize numerous methodologies to facilitate growth.</p>',
    });
    expect(simple.output).toBe('<p>We use many methods to help growth.</p>');
    const fixed = await answer('spelling-and-grammar', {
      text: '<p>i recieve teh the email untill friday</p>',
    });
    expect(fixed.output).toBe('<p>I receive the email until friday.</p>');
    const summary = await answer('summary', { text: LONG_TEXT });
    expect(countHtmlWords(summary.output)).toBeLessThan(countHtmlWords(LONG_TEXT) / 2);
    const linked = await answer('add-internal-links', {
      text: LONG_TEXT,
      links: [
        { url: '/blog/newsletters', title: 'newsletters' },
        { url: '/blog/pricing', title: 'pricing pages' },
      ],
    });
    expect(linked.output).toContain('<a href="/blog/newsletters">newsletters</a>');
    expect(linked.output).toContain('Related reading: <a href="/blog/pricing">pricing pages</a>');
  });

  it('follows a free-text command', async () => {
    const list = await answer('command', { text: LONG_TEXT, instruction: 'Make this a bulleted list' });
    expect(list.output.startsWith('<ul><li>')).toBe(true);
    const shorter = await answer('command', { text: LONG_TEXT, instruction: 'make it shorter' });
    expect(countHtmlWords(shorter.output)).toBeLessThan(countHtmlWords(LONG_TEXT));
    const german = await answer('command', { text: LONG_TEXT, instruction: 'translate into German' });
    expect(german.output).toContain('lang="de-DE"');
  });

  it('answers a request without a task hint as a chat reply about its last message', () => {
    const text = offline.write({
      messages: [{ role: 'user', content: 'How do I grow a newsletter audience?' }],
    });
    expect(text).toMatch(/newsletter/);
    expect(countWords(text)).toBeGreaterThan(20);
  });
});

describe('offline writer: streaming', () => {
  it('streams small chunks, token by token, that add up to the answer', async () => {
    const request = articleRequest('Podcast Editing Basics', 600);
    const deltas = await collect(offline.streamText(request));
    expect(deltas.length).toBeGreaterThan(400);
    expect(deltas.join('')).toBe(offline.write(request));
    const sizes = deltas.map((d) => d.length).sort((a, b) => a - b);
    expect(sizes[Math.floor(sizes.length / 2)]).toBeLessThanOrEqual(10);
  });

  it('stops at maxTokens like a model would', async () => {
    const request = { ...articleRequest('Podcast Editing Basics', 2000), maxTokens: 50 };
    const text = (await collect(offline.streamText(request))).join('');
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text.length).toBeGreaterThan(150);
  });

  it('stops generating when the signal aborts', async () => {
    const controller = new AbortController();
    const request = { ...articleRequest('Podcast Editing Basics', 2000), signal: controller.signal };
    const total = streamChunks(offline.write(request)).length;
    const deltas: string[] = [];
    await expect(async () => {
      for await (const delta of offline.streamText(request)) {
        deltas.push(delta);
        if (deltas.length === 5) controller.abort();
      }
    }).rejects.toMatchObject({ name: 'AbortError' });
    expect(deltas).toHaveLength(5);
    expect(total).toBeGreaterThan(1000);
  });

  it('aborts during a configured delay without waiting for it', async () => {
    const slow = new OfflineProvider({ delayMs: 10_000 });
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 20);
    await expect(
      collect(slow.streamText({ ...articleRequest('Slow', 300), signal: controller.signal })),
    ).rejects.toMatchObject({ name: 'AbortError' });
    // Well before the 10 s delay would have ended, even on a loaded machine.
    expect(Date.now() - started).toBeLessThan(8000);
  });

  it('paces chunks with the configured delay', async () => {
    const paced = new OfflineProvider({ delayMs: 5 });
    const started = Date.now();
    const deltas = await collect(
      paced.streamText({ messages: [{ role: 'user', content: 'Tips for better headlines?' }] }),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(deltas.length * 4);
  });

  it('throws at once for a signal that is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      collect(offline.streamText({ ...articleRequest('x', 300), signal: controller.signal })),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('offline writer: images and embeddings', () => {
  it('draws a deterministic SVG of the asked size', async () => {
    const [image] = await offline.generateImage({ prompt: 'A lighthouse at dawn', size: '1792x1024' });
    expect(image).toMatchObject({ mimeType: 'image/svg+xml', width: 1792, height: 1024 });
    const svg = Buffer.from(
      (image?.url ?? '').replace('data:image/svg+xml;base64,', ''),
      'base64',
    ).toString();
    expect(svg).toContain('width="1792"');
    expect(svg).toContain('A lighthouse at dawn');
    expect(await offline.generateImage({ prompt: 'A lighthouse at dawn', size: '1792x1024' })).toEqual([
      image,
    ]);
    expect(await offline.generateImage({ prompt: 'x', n: 3 })).toHaveLength(3);
  });

  it('embeds lexically: texts that share words are closer than texts that do not', async () => {
    const { vectors, dimensions, kind } = await offline.embed([
      'email marketing newsletter subscribers',
      'newsletter subscribers growth with email',
      'baking sourdough bread at home',
    ]);
    expect(kind).toBe('lexical');
    expect(dimensions).toBe(256);
    const [a, b, c] = vectors as [number[], number[], number[]];
    const dot = (x: number[], y: number[]) => x.reduce((sum, v, i) => sum + v * (y[i] ?? 0), 0);
    expect(dot(a, a)).toBeCloseTo(1, 6);
    expect(dot(a, b)).toBeGreaterThan(0.5);
    expect(Math.abs(dot(a, c))).toBeLessThan(0.3);
  });
});

describe('offline text helpers', () => {
  it.each([
    ['The Complete Guide to Email Marketing', 'email marketing'],
    ['Email Marketing for Small Businesses', 'email marketing'],
    ['10 Ways to Grow Your Podcast in 2025', 'grow podcast'],
    ['SEO: What You Need to Know', 'seo'],
  ])('reads the topic of "%s" as "%s"', (title, topic) => {
    expect(topicFromTitle(title)).toBe(topic);
  });

  it('cuts text into chunks that join back exactly, tags apart', () => {
    const html = '<h1>Title</h1><p>Some  text, a < b and a lone > too.</p>\n';
    const chunks = streamChunks(html);
    expect(chunks.join('')).toBe(html);
    expect(chunks).toContain('<h1>');
    expect(chunks).toContain('  text,');
    expect(chunks).toContain('<');
    expect(chunks).not.toContain('< b and a lone >');
  });
});
