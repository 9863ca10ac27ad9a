import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asUser, type Client, createUser } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { embedAssets } from './assets';

let api: TestApi;
let admin: Client;
let build: string;
const builtDir = embedAssets.dir;
const WIDGET = '(function(){/* the loader */})();\n'.repeat(40);
const EMBED = 'console.log("embed");\n'.repeat(40);

beforeAll(async () => {
  api = await startTestApi({
    INTERNAL_USER_EMAILS: 'admin@inkpress.test',
    PUBLIC_URL: 'https://inkpress.test',
  });
  // A bearer session: with an https public URL, cookies are Secure and supertest speaks http.
  admin = await asUser(api, await createUser(api, { email: 'admin@inkpress.test' }));
  // A build of its own, so these tests need no `npm run build`.
  build = mkdtempSync(path.join(tmpdir(), 'inkpress-embed-'));
  writeFileSync(
    path.join(build, 'manifest.json'),
    JSON.stringify({
      widget: 'widget.js',
      embed: { js: ['embed.0123abcd.js'], css: ['embed.4567cdef.css'] },
    }),
  );
  writeFileSync(path.join(build, 'widget.js'), WIDGET);
  writeFileSync(path.join(build, 'embed.0123abcd.js'), EMBED);
  writeFileSync(path.join(build, 'embed.4567cdef.css'), 'body{margin:0}');
  embedAssets.dir = build;
});
afterAll(async () => {
  embedAssets.dir = builtDir;
  rmSync(build, { recursive: true, force: true });
  await api.close();
});

async function partner(origins: string[]) {
  const res = await admin.post('/api/partners').send({ name: 'Acme', origins, dailyQuota: 10 }).expect(201);
  return res.body.data as { id: string; key: string };
}

/** The page's config for the embed bundle. */
function configOf(html: string) {
  const json = /<script type="application\/json" id="inkpress-embed">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? JSON.parse(json) : null;
}

describe('GET /embed/{slug}', () => {
  it('may be framed by the partner’s origins only, sets no cookie and links back with the partner’s code', async () => {
    const acme = await partner(['https://acme.test', 'http://localhost:8080']);
    const res = await admin.get(`/embed/grammar-checker?partner=${acme.key}`).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain('frame-ancestors https://acme.test http://localhost:8080');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toContain(
      `<a class="ink-powered" href="https://inkpress.test/tools/grammar-checker?ref=${acme.key}" target="_blank" rel="nofollow">Powered by Inkpress</a>`,
    );
    expect(res.text).toContain('<script src="/embed/assets/embed.0123abcd.js" defer></script>');
    expect(res.text).toContain('<link rel="stylesheet" href="/embed/assets/embed.4567cdef.css">');
    expect(configOf(res.text)).toEqual({
      slug: 'grammar-checker',
      partner: acme.key,
      origins: ['https://acme.test', 'http://localhost:8080'],
      toolUrl: `https://inkpress.test/tools/grammar-checker?ref=${acme.key}`,
    });
  });

  it('cannot be framed at all without a partner, or for an unknown or malformed key', async () => {
    for (const query of [
      '',
      '?partner=pk_000000000000000000000000',
      '?partner=acme',
      '?partner=a&partner=b',
    ]) {
      const res = await api.http.get(`/embed/acronym-generator${query}`).expect(200);
      expect([query, res.headers['content-security-policy']]).toEqual([
        query,
        expect.stringContaining("frame-ancestors 'none'"),
      ]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['set-cookie']).toBeUndefined();
      // A standalone page: the tool still works, for nobody's quota but the visitor's.
      expect(configOf(res.text)).toMatchObject({ partner: null, origins: [] });
      expect(res.text).toContain(
        'href="https://inkpress.test/tools/acronym-generator" target="_blank" rel="nofollow"',
      );
    }
  });

  it('follows the partner’s origins as they change, and forgets a deleted partner', async () => {
    const acme = await partner(['https://acme.test']);
    await admin
      .patch(`/api/partners/${acme.id}`)
      .send({ origins: ['https://new.acme.test'] })
      .expect(200);
    const changed = await api.http.get(`/embed/grammar-checker?partner=${acme.key}`).expect(200);
    expect(changed.headers['content-security-policy']).toMatch(/frame-ancestors https:\/\/new\.acme\.test$/);
    await admin.delete(`/api/partners/${acme.id}`).expect(200);
    const gone = await api.http.get(`/embed/grammar-checker?partner=${acme.key}`).expect(200);
    expect(gone.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('answers 404 for a tool that does not exist or cannot be embedded, framed as the partner allows', async () => {
    const acme = await partner(['https://acme.test']);
    for (const slug of [
      'no-such-tool',
      'music-generator',
      'ai-text-editor',
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    ]) {
      const res = await api.http.get(`/embed/${slug}?partner=${acme.key}`).expect(404);
      expect(res.text).toContain('Tool not found');
      expect(res.text).not.toContain('<script>alert');
      expect(configOf(res.text)).toBeNull();
      expect(res.headers['content-security-policy']).toContain('frame-ancestors https://acme.test');
    }
  });
});

describe('the bundles', () => {
  it('serves widget.js to any site, gzipped, cached for a short time', async () => {
    const res = await api.http
      .get('/widget.js')
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/application\/javascript/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['set-cookie']).toBeUndefined();
    // superagent has gunzipped it.
    expect((res.body as Buffer).toString()).toBe(WIDGET);
  });

  it('serves the embed page’s hashed files for a year, and nothing else of the folder', async () => {
    const js = await api.http.get('/embed/assets/embed.0123abcd.js').expect(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.text).toBe(EMBED);
    const css = await api.http.get('/embed/assets/embed.4567cdef.css').expect(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
    for (const bad of [
      'manifest.json',
      '..%2Fmanifest.json',
      '.hidden.js',
      'missing.js',
      '..%2F..%2Fpackage.json',
    ]) {
      await api.http.get(`/embed/assets/${bad}`).expect(404);
    }
  });

  it('still serves the page, saying so, when nothing is built', async () => {
    embedAssets.dir = path.join(build, 'missing');
    try {
      const res = await api.http.get('/embed/grammar-checker').expect(200);
      expect(res.text).toContain('This tool is not available right now.');
      expect(res.text).toContain('Powered by Inkpress');
      await api.http.get('/widget.js').expect(404);
    } finally {
      embedAssets.dir = build;
    }
  });
});
