/**
 * The quick start of /custom-api, run as a developer would run it: the
 * curl command in bash and the TypeScript in Node, against a real API on a
 * loopback port with a real API key.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createIdentities, ensurePlanWith, type Identities } from '../../test/factories';
import { startTestApi, type TestApi } from '../../test/harness';
import { apiReferenceHtml, publicOperations, quickStart } from './reference';

jest.setTimeout(120_000);

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..', '..');

let api: TestApi;
let who: Identities;
let server: http.Server;
let env: NodeJS.ProcessEnv;
let doc: { id: string; title: string };

beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
  await ensurePlanWith(api, who.owner, 'apiAccess');
  server = http.createServer(api.app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const key = (await who.as.owner.post('/api/api-key').send({ name: 'Quick start' }).expect(201)).body.data
    .key;
  doc = (
    await who.as.owner
      .post('/api/collections')
      .send({
        title: 'Quick start document',
        posts: [{ title: 'Quick start document', content: [{ value: '<p>Hi.</p>' }] }],
      })
      .expect(201)
  ).body.data;
  env = {
    PATH: process.env.PATH,
    INKPRESS_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    INKPRESS_API_KEY: key,
  };
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await api.close();
});

describe('the quick start of the API reference', () => {
  it('curl lists the team’s documents', async () => {
    const { stdout } = await run('bash', ['-c', quickStart.curl], { env });
    const body = JSON.parse(stdout) as { data: { id: string; title: string }[]; limit: number };
    expect(body.limit).toBe(5);
    expect(body.data.map((d) => d.id)).toContain(doc.id);
  });

  it('the TypeScript lists the documents and reads each', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'inkpress-quickstart-')), 'quickstart.mts');
    writeFileSync(file, quickStart.typescript);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', file], { env, cwd: root });
    expect(stdout).toContain(`${doc.id} Quick start document 1 post(s)`);
  });

  it('the TypeScript says why when the key is refused', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'inkpress-quickstart-')), 'quickstart.mts');
    writeFileSync(file, quickStart.typescript);
    const failed = await run(process.execPath, ['--import', 'tsx', file], {
      env: { ...env, INKPRESS_API_KEY: 'ink_not-a-key' },
      cwd: root,
    }).catch((e: { stderr: string }) => e);
    expect((failed as { stderr: string }).stderr).toMatch(/401: /);
  });
});

describe('the reference', () => {
  it('has every public call with its body fields, and the quick start as shown', () => {
    const html = apiReferenceHtml();
    const calls = publicOperations();
    expect(calls.length).toBeGreaterThanOrEqual(6);
    for (const op of calls) expect(html).toContain(`<code>${op.method.toUpperCase()} ${op.path}</code>`);
    expect(html).toContain('<code>baseURL</code>');
    expect(html).toContain('publish | delete');
    expect(html).toContain('$INKPRESS_URL/api/public/collections?limit=5');
  });
});
