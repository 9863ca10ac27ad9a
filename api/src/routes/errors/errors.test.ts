import { anonymous, createUser, signIn } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { ErrorReport } from '../../models/ErrorReport';
import { ERROR_REPORTS_PER_MINUTE } from './router';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
afterEach(() => ErrorReport.deleteMany({}));

const report = (over: Record<string, unknown> = {}) => ({
  message: "Cannot read properties of null (reading 'title')",
  name: 'TypeError',
  stack: 'TypeError: Cannot read properties of null\n    at Editor (editor.js:1:2)',
  componentStack: '\n    at Editor\n    at RouteScreen',
  url: '/dashboard/collections/abc',
  source: 'boundary',
  clientVersion: '0.1.0',
  ...over,
});

describe('POST /api/errors', () => {
  it('stores a report from an anonymous visitor, without echoing it back', async () => {
    const res = await api.http
      .post('/api/errors')
      .set('User-Agent', 'Chromium test')
      .send(report())
      .expect(201);
    expect(res.body).toEqual({ data: { id: expect.stringMatching(/^[a-f0-9]{24}$/), stored: true } });
    const stored = await ErrorReport.findById(res.body.data.id).lean();
    expect(stored).toMatchObject({
      message: "Cannot read properties of null (reading 'title')",
      name: 'TypeError',
      url: '/dashboard/collections/abc',
      source: 'boundary',
      clientVersion: '0.1.0',
      userAgent: 'Chromium test',
      userId: null,
    });
  });

  it('links the report to the signed-in user (cookie session with its CSRF header)', async () => {
    const user = await createUser(api);
    const session = await signIn(api, user);
    const res = await session
      .post('/api/errors')
      .send(report({ source: 'remote', remote: 'mfe_editor' }))
      .expect(201);
    const stored = await ErrorReport.findById(res.body.data.id).lean();
    expect(String(stored?.userId)).toBe(user.id);
    expect(stored?.remote).toBe('mfe_editor');
  });

  it('takes a full URL as the page address, and the source defaults to the boundary', async () => {
    const { source: _source, ...body } = report({ url: 'https://inkpress.test/pricing?x=1' });
    const res = await anonymous(api).post('/api/errors').send(body).expect(201);
    expect((await ErrorReport.findById(res.body.data.id).lean())?.source).toBe('boundary');
  });

  it.each([
    ["reading 'then' of undefined", { message: "Cannot read properties of undefined (reading 'then')" }],
    ['a limit reached', { message: 'Monthly limit reached' }],
    ['a chunk load error', { name: 'ChunkLoadError', message: 'Loading chunk 123 failed.' }],
    ['a CSS chunk', { message: 'Loading CSS chunk 7 failed.' }],
    [
      'the resize-observer loop',
      { message: 'ResizeObserver loop completed with undelivered notifications.' },
    ],
  ])('answers 200 and stores nothing for an ignored pattern: %s', async (_case, change) => {
    const res = await anonymous(api).post('/api/errors').send(report(change)).expect(200);
    expect(res.body).toEqual({ data: { id: null, stored: false } });
    expect(await ErrorReport.countDocuments()).toBe(0);
  });

  it.each([
    ['no message', { message: undefined }],
    ['an empty message', { message: '   ' }],
    ['a message too long', { message: 'x'.repeat(2001) }],
    ['a stack too long', { stack: 'x'.repeat(20_001) }],
    ['no page address', { url: undefined }],
    ['a javascript: address', { url: 'javascript:alert(1)' }],
    ['an unknown source', { source: 'server' }],
    ['a remote that is not a name', { remote: '../../etc' }],
    ['an object as message', { message: { $gt: '' } }],
    ['an unknown field', { level: 'fatal' }],
  ])('rejects %s with 400 and stores nothing', async (_case, change) => {
    const res = await anonymous(api).post('/api/errors').send(report(change)).expect(400);
    expect(res.body.code).toBe('ValidationError');
    expect(await ErrorReport.countDocuments()).toBe(0);
  });

  it(`is rate limited to ${ERROR_REPORTS_PER_MINUTE} reports a minute per client`, async () => {
    const fresh = api.variant({});
    for (let i = 0; i < ERROR_REPORTS_PER_MINUTE; i++) {
      await fresh.http
        .post('/api/errors')
        .send(report({ message: `boom ${i}` }))
        .expect(201);
    }
    const res = await fresh.http.post('/api/errors').send(report()).expect(429);
    expect(res.body.code).toBe('RateLimitError');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ErrorReport.countDocuments()).toBe(ERROR_REPORTS_PER_MINUTE);
  });
});
