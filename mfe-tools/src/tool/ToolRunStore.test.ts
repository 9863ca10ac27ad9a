import { ApiError } from '@inkpress/shared-core';
import { toolBySlug } from '@inkpress/shared-core/tools';
import { fakeApiClient } from '@inkpress/shared-ui/testing';
import { ToolRunStore } from './ToolRunStore';

const tool = (slug: string) => {
  const found = toolBySlug.get(slug);
  if (!found) throw new Error(`no tool ${slug}`);
  return found;
};
const sse = (event: string, data: unknown) => ({ event, data: JSON.stringify(data) });

describe('a tool run', () => {
  it('starts from the catalogue’s defaults and sends only the fields that have a value', () => {
    const store = new ToolRunStore(tool('slogan-generator'), fakeApiClient({}).client);
    expect(store.values).toMatchObject({ count: 10, tone: 'professional', language: 'en-US', text: '' });
    store.setValue('text', 'Fresh bread');
    expect(store.body).toEqual({ text: 'Fresh bread', count: 10, tone: 'professional', language: 'en-US' });
  });

  it('reads a library tool’s JSON report', async () => {
    const report = { items: ['PNG', 'PNGF'] };
    const fake = fakeApiClient({ 'POST /api/tools/acronym-generator': () => ({ result: report }) });
    const store = new ToolRunStore(tool('acronym-generator'), fake.client);
    store.setValue('text', 'portable network graphics');
    await store.run();
    expect(store.status).toBe('success');
    expect(store.report).toEqual(report);
    expect(store.resultText).toBe('PNG\nPNGF');
    expect(fake.calls[0]?.body).toEqual({ text: 'portable network graphics', count: 8 });
  });

  it('follows a writing tool’s stream: who writes, the report before, the text, the report after, the cost', async () => {
    const fake = fakeApiClient(
      {},
      {
        '/api/tools/readability-improver': () => [
          sse('report', { level: 'Difficult' }),
          sse('meta', { label: 'offline writer' }),
          sse('delta', { text: 'Short ' }),
          sse('delta', { text: 'words.' }),
          sse('done', { output: 'Short words.', credits: 2 }),
          sse('report-after', { level: 'Easy' }),
        ],
      },
    );
    const store = new ToolRunStore(tool('readability-improver'), fake.client);
    store.setValue('text', 'Notwithstanding the aforementioned considerations…');
    await store.run();
    expect(store).toMatchObject({
      status: 'success',
      writer: 'offline writer',
      text: 'Short words.',
      report: { level: 'Difficult' },
      reportAfter: { level: 'Easy' },
      credits: 2,
    });
  });

  it('checks the form with the catalogue’s own rules before it calls the API', async () => {
    const fake = fakeApiClient({ 'POST /api/tools/grammar-checker': () => ({ result: { issues: [] } }) });
    const store = new ToolRunStore(tool('grammar-checker'), fake.client);
    await store.run();
    expect(fake.calls).toHaveLength(0);
    expect(store).toMatchObject({ status: 'failure', error: 'Please check the form.' });
    expect(Object.keys(store.fieldErrors)).toEqual(['text']);
    store.setValue('text', 'x');
    expect(store.fieldErrors).toEqual({});
  });

  it('puts a refused field’s message on that field, and tells a visitor whose quota is used up', async () => {
    const fake = fakeApiClient({
      'POST /api/tools/grammar-checker': () => {
        throw new ApiError({
          status: 400,
          code: 'ValidationError',
          message: 'text: Your text has no words to check.',
          data: { issues: [{ path: 'text', message: 'Your text has no words to check.' }] },
        });
      },
    });
    const store = new ToolRunStore(tool('grammar-checker'), fake.client);
    store.setValue('text', '!!!');
    await store.run();
    expect(store.status).toBe('failure');
    expect(store.fieldErrors).toEqual({ text: 'Your text has no words to check.' });

    const quota = {
      reason: 'free-tool-quota',
      group: 'Rewriting',
      limit: 10,
      resetsAt: '2030-01-02T00:00:00.000Z',
      retryAfter: 3600,
    };
    const limited = fakeApiClient({
      'POST /api/tools/grammar-checker': () => {
        throw new ApiError({
          status: 429,
          code: 'RateLimitError',
          message: 'You have used today’s 10 free runs.',
          data: quota,
        });
      },
    });
    const visitor = new ToolRunStore(tool('grammar-checker'), limited.client);
    visitor.setValue('text', 'Their going home.');
    await visitor.run();
    expect(visitor).toMatchObject({
      quotaReached: true,
      quota,
      error: 'You have used today’s 10 free runs.',
    });

    // A partner's used-up quota is a quota, but not the visitor's: no sign-up offer.
    const partner = fakeApiClient({
      'POST /api/tools/grammar-checker': () => {
        throw new ApiError({
          status: 429,
          code: 'RateLimitError',
          message: 'This site has used all of today’s free runs.',
          data: { ...quota, reason: 'partner-quota', group: undefined },
        });
      },
    });
    const framed = new ToolRunStore(tool('grammar-checker'), partner.client);
    framed.setValue('text', 'Their going home.');
    await framed.run();
    expect(framed).toMatchObject({ quotaReached: false, quota: { reason: 'partner-quota' } });

    // A signed-in user short of credits (402) is not a visitor's quota either.
    const short = fakeApiClient({
      'POST /api/tools/grammar-checker': () => {
        throw new ApiError({ status: 402, code: 'NotEnoughCredits', message: 'Not enough credits.' });
      },
    });
    const user = new ToolRunStore(tool('grammar-checker'), short.client);
    user.setValue('text', 'Their going home.');
    await user.run();
    expect(user).toMatchObject({ quotaReached: false, quota: null, error: 'Not enough credits.' });

    // A new run clears the used-up quota.
    await visitor.run();
    expect(visitor.quota).toEqual(quota);

    // A rate limit (too many requests in a short time) is not the used-up quota.
    const fast = fakeApiClient({
      'POST /api/tools/grammar-checker': () => {
        throw new ApiError({ status: 429, code: 'RateLimitError', message: 'Slow down.' });
      },
    });
    const hurried = new ToolRunStore(tool('grammar-checker'), fast.client);
    hurried.setValue('text', 'Their going home.');
    await hurried.run();
    expect(hurried).toMatchObject({ quotaReached: false, quota: null, error: 'Slow down.' });
  });

  it('lets a newer run own the state when it replaces a running one', async () => {
    const answers: ((items: string[]) => void)[] = [];
    const fake = fakeApiClient({
      'POST /api/tools/acronym-generator': () =>
        new Promise((resolve) => answers.push((items) => resolve({ result: { items } }))),
    });
    const store = new ToolRunStore(tool('acronym-generator'), fake.client);
    store.setValue('text', 'a bee');
    const first = store.run();
    const second = store.run();
    await Promise.resolve();
    answers[0]?.(['OLD']);
    await first;
    expect(store).toMatchObject({ status: 'running', report: null });
    answers[1]?.(['NEW']);
    await second;
    expect(store).toMatchObject({ status: 'success', report: { items: ['NEW'] } });
  });
});
