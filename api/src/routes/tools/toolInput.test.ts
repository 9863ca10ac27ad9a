/**
 * Every tool of the catalogue refuses bad input with a 400 that names the
 * field, before any work and without counting the visitor's run; and a
 * 1 MB input built to hurt a text engine is refused the same way (the
 * test's timeout is the only clock: no timed assertions).
 */
import {
  runnableTools,
  type ToolDefinition,
  type ToolField,
  toolDefaults,
} from '@inkpress/shared-core/tools';
import { startTestApi, type TestApi } from '../../../test/harness';
import { quotaRuns } from '../../../test/quota';
import { adversarialInputs } from '../../services/tools/engines/adversarial';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** A valid body: the defaults, required texts filled in. */
function validInput(tool: ToolDefinition): Record<string, unknown> {
  const input: Record<string, unknown> = { ...toolDefaults(tool) };
  for (const field of tool.fields) {
    if (input[field.name] === '' || input[field.name] === undefined) {
      if (field.required) input[field.name] = field.name === 'languages' ? ['fr-FR'] : 'A value';
      else delete input[field.name];
    }
  }
  return input;
}

/** A value of the wrong kind or out of bounds for the field. */
function badValue(field: ToolField): unknown {
  switch (field.kind) {
    case 'number':
      return (field.max ?? 100) + 1;
    case 'select':
      return 'not-one-of-the-options';
    case 'language':
      return 'xx-NOPE';
    case 'languages':
      return ['not-a-language'];
    default:
      return 'x'.repeat((field.maxLength ?? 300) + 1);
  }
}

const issuePaths = (body: { data?: { issues?: { path: string }[] } }) =>
  (body.data?.issues ?? []).map((i) => i.path);

/** The API's body limit (BODY_LIMIT, 1mb): a bigger request is refused by the body parser, unread. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * A text of 1 MB is refused either way before any work: a 400 naming `text`
 * when its JSON fits the body limit, a 413 when escaping (quotes, new lines)
 * or UTF-8 (emoji) make the request itself larger than the limit.
 */
function expectRefused(body: unknown, res: { status: number; body: { code?: string } }) {
  if (Buffer.byteLength(JSON.stringify(body)) > BODY_LIMIT_BYTES) {
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 413, code: 'PayloadTooLarge' });
  } else {
    expect(res.status).toBe(400);
    expect(issuePaths(res.body as never)).toEqual(['text']);
  }
}

describe('POST /api/tools/{slug}: input', () => {
  it.each(runnableTools.map((t) => [t.slug, t] as const))(
    '%s answers 400 naming each bad field, and counts nothing',
    async (_slug, tool) => {
      const base = validInput(tool);
      for (const field of tool.fields) {
        for (const value of [badValue(field), { wrong: 'type' }]) {
          const res = await api.http.post(`/api/tools/${tool.slug}`).send({ ...base, [field.name]: value });
          expect({ field: field.name, status: res.status, code: res.body.code }).toEqual({
            field: field.name,
            status: 400,
            code: 'ValidationError',
          });
          // The field, or an item of it (languages.0).
          const named = (path: string) => path === field.name || path.startsWith(`${field.name}.`);
          expect({ field: field.name, named: issuePaths(res.body).some(named) }).toEqual({
            field: field.name,
            named: true,
          });
          expect(named(String(res.body.message).split(':')[0] ?? '')).toBe(true);
        }
      }
      const unknown = await api.http.post(`/api/tools/${tool.slug}`).send({ ...base, notAField: 1 });
      expect(unknown.status).toBe(400);
      expect(await quotaRuns(api)).toBe(0);
    },
  );

  const textTools = runnableTools.filter((t) => t.fields.some((f) => f.name === 'text'));
  it.each(textTools.map((t, i) => [t.slug, t, adversarialInputs[i % adversarialInputs.length]!] as const))(
    '%s refuses a 1 MB adversarial text before any work, naming the field',
    async (_slug, tool, [, make]) => {
      const body = { ...validInput(tool), text: make() };
      expectRefused(body, await api.http.post(`/api/tools/${tool.slug}`).send(body));
    },
  );

  it.each(adversarialInputs)('the grammar checker refuses 1 MB of %s at once', async (_name, make) => {
    const body = { text: make() };
    expectRefused(body, await api.http.post('/api/tools/grammar-checker').send(body));
    expect(await quotaRuns(api)).toBe(0);
  });
});
