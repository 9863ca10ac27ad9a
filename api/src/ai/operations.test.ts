import {
  articleCost,
  countHtmlWords,
  ErrorCode,
  editorOperationCost,
  editorOperationIds as sharedEditorOperationIds,
} from '@inkpress/shared-core';
import { textPixelWidth } from '@inkpress/shared-core/tools';
import { AppError } from '../errors';
import { OfflineProvider } from './offline/provider';
import {
  type AnyOperation,
  editorOperationIds,
  generateOperationIds,
  getOperation,
  operationIds,
  operations,
} from './operations';
import type { AiProvider, StreamTextRequest } from './provider';
import { estimateCredits, prepareOperation, runOperation } from './run';

/** A provider that streams fixed chunks and records what it was asked. */
function scriptedProvider(chunks: string[], options: { failAfter?: number; error?: unknown } = {}) {
  const requests: StreamTextRequest[] = [];
  const provider: AiProvider = {
    name: 'openai',
    label: 'Scripted',
    models: { standard: 'small-model', large: 'large-model' },
    async *streamText(request) {
      requests.push(request);
      for (const [i, chunk] of chunks.entries()) {
        if (options.failAfter === i) throw options.error;
        request.signal?.throwIfAborted();
        await Promise.resolve();
        yield chunk;
      }
    },
    generateImage: async () => [],
    embed: async () => ({ vectors: [], dimensions: 0, kind: 'semantic' }),
  };
  return { provider, requests };
}

const offline = new OfflineProvider();

/** SPEC §9's editor operations and SPEC §7's generate operations, spelled out independently of the catalogue. */
const SPEC_EDITOR = [
  'expand',
  'shorten',
  'paraphrase',
  'translate',
  'summary',
  'improve-seo',
  'write-more',
  'command',
  'conclusion',
  'spelling-and-grammar',
  'formatting',
  'change-tone',
  'simple-language',
  'add-depth',
  'add-internal-links',
  'readability',
  'improve',
  'meta-description',
  'meta-title',
];
const SPEC_GENERATE = ['translate', 'generate-headlines', 'generate-talking-points', 'generate-categories'];
const OTHERS = [
  'generate-title',
  'generate-outline',
  'generate-article',
  'faqs',
  'condensed-text',
  'summarize',
  'chat',
  'video-article',
  'describe-style',
  'repurpose',
];

const promptChars = (id: string, input: unknown) => {
  const { prompt } = prepareOperation(id, input);
  return prompt.system.length + prompt.messages.reduce((n, m) => n + m.content.length, 0);
};

describe('the operation catalogue', () => {
  it('has every operation of SPEC §9 and §7, and the article, node, tool and chat ones', () => {
    expect([...editorOperationIds].sort()).toEqual([...SPEC_EDITOR].sort());
    expect([...generateOperationIds].sort()).toEqual([...SPEC_GENERATE].sort());
    expect([...operationIds].sort()).toEqual(
      [...new Set([...SPEC_EDITOR, ...SPEC_GENERATE, ...OTHERS])].sort(),
    );
  });

  describe.each(operationIds)('%s', (id) => {
    const operation: AnyOperation = getOperation(id);

    it('has an id, label, schema, prompt, output shape and cost', () => {
      expect(operation.id).toBe(id);
      expect(operation.label.length).toBeGreaterThan(1);
      expect(operation.description.length).toBeGreaterThan(10);
      expect(['html', 'text', 'list', 'faqs', 'json']).toContain(operation.output);
      expect(operation.schema.safeParse(operation.example).success).toBe(true);
      expect(operation.schema.safeParse({}).success).toBe(false);

      const prepared = prepareOperation(id, operation.example);
      expect(prepared.prompt.system).toMatch(/Inkpress/);
      expect(prepared.prompt.messages.length).toBeGreaterThan(0);
      expect(prepared.prompt.messages.at(-1)?.role).toBe('user');
      for (const m of prepared.prompt.messages) expect(m.content.trim()).not.toBe('');
      expect(Number.isInteger(prepared.estimate)).toBe(true);
      expect(prepared.estimate).toBeGreaterThan(0);
      expect(prepared.maxTokens).toBeGreaterThan(0);
      expect(prepared.temperature).toBeGreaterThanOrEqual(0);
      expect(prepared.temperature).toBeLessThanOrEqual(2);
      expect(estimateCredits(id, operation.example)).toBe(prepared.estimate);
    });

    it('writes in the brand voice it is given, when it takes one', () => {
      const voice = {
        name: 'Coach',
        description: 'Warm and direct.',
        person: 'second',
        contractions: 3,
        sentenceWords: 12,
        flesch: 70,
        grade: 7,
      };
      const withVoice = { ...(operation.example as object), style: voice };
      const parsed = operation.schema.safeParse(withVoice);
      // An operation whose input has no voice drops it; one that accepts it must state it to the model.
      if (!parsed.success || !('style' in (parsed.data as object))) return;
      const prepared = prepareOperation(id, withVoice);
      expect(prepared.prompt.system).toMatch(/brand voice/i);
      expect(prepared.prompt.system).toContain('Warm and direct.');
    });

    it('charges the words of its output (tags and syntax excluded), or the article price', () => {
      const { input } = prepareOperation(id, operation.example);
      const sample = {
        html: '<h2>Two words</h2><p>and <strong>three</strong> more</p>',
        text: 'Two words and three more',
        list: '1. Two words\n- and three\n* more',
        faqs: JSON.stringify([{ question: 'Two words', answer: 'and three more' }]),
        json: JSON.stringify({ a: 'Two words', b: ['and three more'] }),
      }[operation.output];
      const expected =
        id === 'generate-article'
          ? articleCost(operations['generate-article'].example.options)
          : id === 'video-article'
            ? articleCost({})
            : 5;
      expect(operation.charge(sample, input)).toBe(expected);
    });

    it('keeps its prompt within the text budgets of SPEC §9 for a 50k-character input', () => {
      const huge = `${'word '.repeat(9_999)}words`; // 50 000 characters
      const input: Record<string, unknown> = { ...(operation.example as Record<string, unknown>) };
      const accepted: string[] = [];
      for (const key of [
        'text',
        'after',
        'contextText',
        'brief',
        'previous',
        'context',
        'instruction',
        'style',
        'persona',
        'title',
        'keyword',
      ]) {
        const candidate = { ...input, [key]: huge };
        // Fields with a small schema limit (a keyword, a title) refuse it outright, which also keeps prompts small.
        if (
          operation.schema.safeParse(candidate).success &&
          JSON.stringify(operation.schema.parse(candidate)).includes(huge)
        ) {
          input[key] = huge;
          accepted.push(key);
        }
      }
      if (id === 'video-article') {
        // A long video: its transcript in as many sections as the schema takes, each of them huge.
        const section = (input.sections as Record<string, unknown>[])[0]!;
        input.sections = Array.from({ length: 30 }, () => ({ ...section, text: huge }));
        accepted.push('sections');
      }
      if (id === 'chat') {
        input.messages = Array.from({ length: 40 }, (_, i) => ({
          role: i % 2 ? 'assistant' : 'user',
          content: huge,
        }));
      }
      // Every operation takes some long text whole: its budget, not its schema, is what limits the prompt.
      expect(accepted.length).toBeGreaterThan(0);
      const chars = promptChars(id, input);
      // Document budget: 2 × 2000 tokens + 700 characters (≈ 16.7k); chat adds 15 messages of 1000 tokens.
      const limit = id === 'chat' ? 15 * 4000 + 17_000 + 3000 : 17_000 + 3000;
      expect(chars).toBeLessThanOrEqual(limit);
      expect(chars).toBeLessThan(50_000 * (id === 'chat' ? 2 : 1));
    });
  });

  it('sizes maxTokens so the offline writer answers every example, and a tiny input, in full', () => {
    for (const id of operationIds) {
      const examples = [getOperation(id).example as Record<string, unknown>];
      const tiny = { ...examples[0] };
      for (const key of ['text', 'contextText'])
        if (typeof tiny[key] === 'string') tiny[key] = '<p>Email tips.</p>';
      examples.push(tiny);
      for (const example of examples) {
        const { prompt, input, maxTokens } = prepareOperation(id, example);
        const request = { ...prompt, task: { operation: id, input: input as Record<string, unknown> } };
        expect([id, offline.write({ ...request, maxTokens })]).toEqual([id, offline.write(request)]);
      }
    }
  });

  it('cuts a selection to the default 1000-token limit (4000 characters)', () => {
    const text = `<p>${'word '.repeat(10_000)}</p>`;
    for (const id of [
      'expand',
      'shorten',
      'paraphrase',
      'translate',
      'change-tone',
      'readability',
    ] as const) {
      const input = { text, language: 'fr-FR', tone: 'formal' };
      const { input: budgeted } = prepareOperation(id, input);
      expect((budgeted as { text: string }).text.length).toBeLessThanOrEqual(4000);
    }
  });

  it('reads a long document as three parts within 4000 tokens: start and end halves, 700 characters of the middle', () => {
    const text = `${'alpha '.repeat(4000)}${'beta '.repeat(4000)}${'gamma '.repeat(4000)}`;
    const { input } = prepareOperation('meta-description', { text });
    const seen = (input as { text: string }).text;
    const [start, middle, end] = seen.split('\n[…]\n') as [string, string, string];
    expect(start.length).toBeLessThanOrEqual(8000);
    expect(middle.length).toBeLessThanOrEqual(700);
    expect(end.length).toBeLessThanOrEqual(8000);
    expect(start.startsWith('alpha')).toBe(true);
    expect(end.trim().endsWith('gamma')).toBe(true);
  });

  it('writes on from the cursor with the 1000 characters before it and 500 after it', () => {
    const { input } = prepareOperation('write-more', { text: 'b'.repeat(5000), after: 'a'.repeat(5000) });
    const seen = (input as { text: string }).text;
    expect(seen).toBe(`${'b'.repeat(1000)}\n\n${'a'.repeat(500)}`);
  });

  it('sends chat history as the last 15 messages, consecutive roles collapsed', () => {
    const messages = Array.from({ length: 40 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: `m${i}`,
    }));
    messages.push({ role: 'user', content: 'last' });
    const { prompt } = prepareOperation('chat', { messages });
    expect(prompt.messages).toHaveLength(15);
    expect(prompt.messages.at(-1)).toEqual({ role: 'user', content: 'last' });
    expect(prompt.messages.at(-2)).toEqual({ role: 'assistant', content: 'm39' });
  });

  it('refuses unknown operations and bad input with a 400 that lists the problems', () => {
    expect(() => estimateCredits('make-coffee', {})).toThrow(AppError);
    try {
      runOperation(offline, 'translate', { text: 'Hello', language: 'Klingon' });
      throw new Error('expected a validation error');
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ status: 400, code: ErrorCode.ValidationError });
      expect((err as AppError).data).toEqual({ issues: [expect.objectContaining({ path: 'language' })] });
    }
    expect(() => estimateCredits('generate-headlines', { count: 5 })).toThrow(/text, title or keyword/);
    expect(() => estimateCredits('shorten', { text: '   ' })).toThrow(AppError);
  });

  it('normalises a language name to its locale code and names it in the prompt', () => {
    const { input, prompt } = prepareOperation('translate', { text: 'Hello', language: 'Deutsch' });
    expect(input).toMatchObject({ language: 'de-DE' });
    expect(prompt.system).toContain('German (de-DE)');
  });

  it('estimates an article at the article cost of SPEC §9 and sizes its answer by its word count', () => {
    const options = { featureImage: true, faqs: true, readability: true };
    const input = { title: 'Email Marketing', options };
    expect(estimateCredits('generate-article', input)).toBe(1000 + 500 + 500 + 1000);
    expect(prepareOperation('generate-article', { ...input, length: 'medium' }).maxTokens).toBeGreaterThan(
      4000 * 1.3,
    );
    expect(prepareOperation('generate-article', input).prompt.system).toContain('about 3000 words');
    expect(prepareOperation('generate-article', { ...input, wordCount: 2000 }).prompt.system).toContain(
      'about 2000 words',
    );
  });
});

describe('editor operation costs, defined once', () => {
  const text = `<p>${Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ')}</p>`;
  const inputs: Record<string, Record<string, unknown>> = {
    translate: { text, language: 'ja-JP' },
    'change-tone': { text, tone: 'friendly' },
    'add-internal-links': {
      text,
      links: [
        { url: 'https://example.com/a', title: 'A' },
        { url: 'https://example.com/b', title: 'B' },
      ],
    },
    command: { text, instruction: 'Make it punchier' },
    'write-more': { text },
    conclusion: { text, title: 'A title' },
    'meta-title': { text, title: 'A title' },
    'meta-description': { text, title: 'A title' },
  };

  it('prices only operations the catalogue has', () => {
    for (const id of sharedEditorOperationIds) expect(operationIds).toContain(id);
  });

  it.each(sharedEditorOperationIds)(
    '%s reserves what the editor shows (shared-core editorOperationCost)',
    (id) => {
      const input = inputs[id] ?? { text };
      const prepared = prepareOperation(id, input);
      const budgeted = (prepared.input as { text?: string }).text ?? text;
      expect(prepared.estimate).toBe(
        editorOperationCost(id, {
          words: countHtmlWords(budgeted),
          language: input.language as string | undefined,
          links: Array.isArray(input.links) ? input.links.length : undefined,
        }),
      );
    },
  );
});

describe('runOperation', () => {
  it('streams deltas and settles a result with words and credits', async () => {
    const run = runOperation(offline, 'expand', {
      text: '<p>Email marketing works when it is consistent.</p>',
    });
    const deltas: string[] = [];
    for await (const delta of run) deltas.push(delta);
    const result = await run.result;
    expect(deltas.length).toBeGreaterThan(10);
    expect(result.text).toBe(deltas.join(''));
    expect(result).toMatchObject({
      operation: 'expand',
      provider: 'offline',
      label: 'offline writer',
      aborted: false,
    });
    expect(result.words).toBeGreaterThan(16);
    expect(result.credits).toBe(Math.min(result.words, run.estimate));
  });

  it('uses the large model when the gpt4 feature is on', async () => {
    const { provider, requests } = scriptedProvider(['ok']);
    await runOperation(provider, 'shorten', { text: 'Some text.' }).complete();
    await runOperation(provider, 'shorten', { text: 'Some text.' }, { gpt4: true }).complete();
    expect(requests.map((r) => r.model)).toEqual(['small-model', 'large-model']);
    expect(requests[0]?.task).toEqual({ operation: 'shorten', input: { text: 'Some text.' } });
  });

  it('never charges more than it reserved', async () => {
    const { provider } = scriptedProvider(Array.from({ length: 500 }, () => ' word'));
    const result = await runOperation(provider, 'shorten', { text: 'Anything' }).complete();
    expect(result.words).toBe(500);
    expect(result.estimate).toBeLessThan(100);
    expect(result.credits).toBe(result.estimate);
  });

  it('finishes the output to its shape: meta titles within 60 characters, FAQs within their count', async () => {
    const longTitle = 'An Extremely Long Meta Title That Goes On and On Well Past the Limit of Sixty';
    const { provider } = scriptedProvider([`"${longTitle}"`]);
    const title = await runOperation(provider, 'meta-title', { text: 'Anything' }).complete();
    expect(title.output.length).toBeLessThanOrEqual(60);
    expect(longTitle.startsWith(title.output)).toBe(true);

    const five = Array.from({ length: 5 }, (_, i) => ({ question: `Q${i}?`, answer: `A${i}.` }));
    const { provider: faqProvider } = scriptedProvider(['```json\n', JSON.stringify(five), '\n```']);
    const faqs = await runOperation(faqProvider, 'faqs', { contextText: 'Anything', count: 2 }).complete();
    expect(faqs.output).toEqual(five.slice(0, 2));
  });

  it('cuts the meta title tool’s drafts by the width a results page shows, not only by characters', async () => {
    const wide = 'WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW';
    const fine = 'Sourdough basics for busy bakers';
    const { provider } = scriptedProvider([`${wide}\n${fine}`]);
    const run = await runOperation(provider, 'tool:meta-title-generator', {
      text: 'Anything',
      count: 2,
    }).complete();
    const [first, second] = run.output as string[];
    expect(wide.length).toBeLessThanOrEqual(60);
    expect(first).toMatch(/^WWW MMM .*…$/);
    expect(textPixelWidth(first ?? '')).toBeLessThanOrEqual(580);
    expect(second).toBe(fine);
  });

  it('ends quietly on abort: the result says aborted and charges only the words delivered', async () => {
    const controller = new AbortController();
    const run = runOperation(
      offline,
      'generate-article',
      { title: 'Email Marketing', wordCount: 3000, options: { faqs: true } },
      { signal: controller.signal },
    );
    let deltas = 0;
    for await (const _ of run) {
      if (++deltas === 40) controller.abort();
    }
    const result = await run.result;
    expect(deltas).toBe(40);
    expect(result.aborted).toBe(true);
    expect(result.words).toBeLessThan(40);
    expect(result.credits).toBe(result.words);
    expect(result.estimate).toBe(1500);
  });

  it('treats a consumer that stops reading as an abort', async () => {
    const run = runOperation(offline, 'generate-article', { title: 'Email Marketing', wordCount: 1000 });
    let deltas = 0;
    for await (const _ of run) if (++deltas === 10) break;
    const result = await run.result;
    expect(result.aborted).toBe(true);
    expect(result.credits).toBeLessThanOrEqual(10);
  });

  it('throws provider failures from the stream and rejects the result', async () => {
    const failure = new AppError(429, ErrorCode.ProviderRateLimitError);
    const { provider } = scriptedProvider(['a', 'b', 'c'], { failAfter: 2, error: failure });
    const run = runOperation(provider, 'shorten', { text: 'Some text.' });
    const seen: string[] = [];
    await expect(async () => {
      for await (const delta of run) seen.push(delta);
    }).rejects.toBe(failure);
    expect(seen).toEqual(['a', 'b']);
    await expect(run.result).rejects.toBe(failure);
    const again = runOperation(provider, 'shorten', { text: 'Some text.' });
    await expect(again.complete()).rejects.toBe(failure);
  });

  it('is iterated once', async () => {
    const run = runOperation(offline, 'meta-title', { text: 'Email marketing' });
    await run.complete();
    expect(() => run[Symbol.asyncIterator]()).toThrow(/once/);
    await expect(run.complete()).resolves.toMatchObject({ aborted: false });
  });
});
