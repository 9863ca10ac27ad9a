/**
 * POST /api/train {url}: a web page fetched through safeFetch, its main text
 * kept (navigation and scripts left out); private addresses refused with
 * WebUrlInaccessible unless the test configuration allows the local server.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { asUser, createUser } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { ChatSource } from '../../models/ChatSource';

let api: TestApi;
let site: http.Server;
let base: string;

const ARTICLE = `<!doctype html><html><head><title>Caring for cast iron</title><script>var tracking = 'pixel';</script></head>
<body><nav><a href="/">Home</a> <a href="/shop">Shop</a> <a href="/about">About us</a></nav>
<article><h1>Caring for cast iron</h1>
<p>Cast iron pans last for generations when they are seasoned well. After washing, dry the pan on a low flame so no water is left to cause rust.</p>
<p>To season a pan, rub a thin layer of flaxseed or sunflower oil over every surface and bake it upside down at 230 degrees for one hour.</p>
<p>Avoid soaking cast iron in the sink overnight, and never put it in the dishwasher, which strips the seasoning in a single cycle.</p>
</article><footer>© Kitchen Notes</footer></body></html>`;

beforeAll(async () => {
  site = http.createServer((req, res) => {
    if (req.url === '/article') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(ARTICLE);
    } else if (req.url === '/binary') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(Buffer.from([0, 1, 2, 3]));
    } else {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<p>Not here</p>');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  api = await startTestApi({ FETCH_ALLOW_HOSTS: new URL(base).host });
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await api.close();
});

describe('POST /api/train {url}', () => {
  it('fetches the page and keeps its main text, titled by the page', async () => {
    const owner = await asUser(api, await createUser(api));
    const res = await owner
      .post('/api/train')
      .send({ url: `${base}/article` })
      .expect(201);
    expect(res.body.data).toMatchObject({ type: 'web-page', kind: 'web-page', name: 'Caring for cast iron' });
    const detail = await owner.get(`/api/files/${res.body.data.id}`).expect(200);
    const text = detail.body.data.passages.map((p: { text: string }) => p.text).join('\n');
    expect(text).toContain('bake it upside down at 230 degrees');
    expect(text).not.toContain('tracking');
    expect(text).not.toContain('About us');
    const search = await owner
      .post('/api/doc-search')
      .send({ query: 'how do I season a cast iron pan' })
      .expect(200);
    expect(search.body.data[0].text).toContain('flaxseed');
  });

  it.each([
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['a loopback address not allowed', 'http://127.0.0.2:9/'],
    ['a private address', 'http://10.0.0.1/'],
    ['an unresolvable host', 'http://no-such-host.invalid/'],
  ])('refuses %s with WebUrlInaccessible and stores nothing', async (_label, url) => {
    const owner = await asUser(api, await createUser(api));
    const before = await ChatSource.countDocuments();
    const res = await owner.post('/api/train').send({ url });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('WebUrlInaccessible');
    expect(await ChatSource.countDocuments()).toBe(before);
  });

  it('refuses a page that answers an error or is not text', async () => {
    const owner = await asUser(api, await createUser(api));
    expect((await owner.post('/api/train').send({ url: `${base}/missing` })).body.code).toBe(
      'WebUrlInaccessible',
    );
    expect((await owner.post('/api/train').send({ url: `${base}/binary` })).status).toBeGreaterThanOrEqual(
      400,
    );
    await owner.post('/api/train').send({ url: 'ftp://example.com/file' }).expect(400);
  });
});
