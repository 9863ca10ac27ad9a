/**
 * The database goes away under the API and comes back: requests meanwhile
 * get 503 with Retry-After and a message that says so (not 500 "internal"),
 * GET /api/status reports the database unreachable, and once it is back
 * everything answers again without a restart. The outage is real: the API
 * talks to the database through a TCP proxy that this test cuts and restores.
 */
import net from 'node:net';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';

/**
 * A TCP proxy to the test database. Cut, it drops every connection and drops
 * each new one at once, as a database that went away does; restored, it
 * passes connections through again. It keeps listening throughout, so the
 * port never changes and is never taken by anyone else.
 */
class CuttableProxy {
  private readonly server = net.createServer((client) => this.accept(client));
  private readonly sockets = new Set<net.Socket>();
  private isCut = false;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  get port() {
    return (this.server.address() as net.AddressInfo).port;
  }

  listen() {
    return new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  cut() {
    this.isCut = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore() {
    this.isCut = false;
  }

  async close() {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: net.Socket) {
    if (this.isCut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(this.targetPort, this.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }
}

const target = new URL(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27127/inkpress');
const proxy = new CuttableProxy(target.hostname, Number(target.port || 27017));
let api: TestApi;
let who: Identities;

beforeAll(async () => {
  await proxy.listen();
  api = await startTestApi({}, { databaseServer: `mongodb://127.0.0.1:${proxy.port}/inkpress` });
  who = await createIdentities(api);
}, 60_000);

afterAll(async () => {
  proxy.restore();
  await api.close();
  await proxy.close();
});

async function eventually<T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('while the database is unreachable', () => {
  it('answers 503 with Retry-After, says so on /api/status, and recovers by itself', async () => {
    await who.as.owner.get('/api/folders').expect(200);
    // Healthy first (a background ping slower than its 2 s limit on a loaded machine reads as down).
    const before = await eventually(
      () => api.http.get('/api/status'),
      (r) => r.status === 200,
    );
    expect(before.status).toBe(200);

    proxy.cut();
    const during = await who.as.owner.get('/api/folders');
    expect(during.status).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.body).toMatchObject({ status: 503, code: 'ServiceUnavailable' });
    expect(during.body.message).toMatch(/reconnecting/i);
    const write = await who.as.owner.post('/api/folders').send({ name: 'During the outage' });
    expect(write.status).toBe(503);

    const status = await api.http.get('/api/status');
    expect(status.status).toBe(503);
    expect(status.headers['retry-after']).toBe('5');
    expect(status.body.data).toMatchObject({ status: 'degraded', database: false });

    proxy.restore();
    const back = await eventually(
      () => api.http.get('/api/status'),
      (res) => res.status === 200,
    );
    expect(back.body.data).toMatchObject({ status: 'ok', database: true });
    await who.as.owner.post('/api/folders').send({ name: 'After the outage' }).expect(201);
    const folders = await who.as.owner.get('/api/folders').expect(200);
    expect(JSON.stringify(folders.body)).toContain('After the outage');
  }, 90_000);
});
