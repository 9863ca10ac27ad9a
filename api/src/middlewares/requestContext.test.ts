import Koa from 'koa';
import pino from 'pino';
import request from 'supertest';
import type { Logger } from '../logger';
import { requestContext } from './requestContext';

/** A logger with the app's options whose lines are kept. */
function capturedLogger(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const logger: Logger = pino(
    { level, base: { service: 'inkpress-api' }, redact: { paths: ['*.token'], censor: '[redacted]' } },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  return { logger, lines };
}

function appWith(logger: Logger) {
  const app = new Koa();
  // What requestContext reads of the app's services: the trusted proxies (none).
  app.context.services = { config: { trustedProxies: [] } } as unknown as Koa.DefaultContext['services'];
  app.use(requestContext(logger));
  app.use((ctx) => {
    if (ctx.path === '/logs') ctx.state.log.warn({ detail: { token: 'secret-value' } }, 'something');
    ctx.status = ctx.path === '/missing' ? 404 : 200;
    ctx.body = { requestId: ctx.state.requestId };
  });
  return app.callback();
}

describe('requestContext', () => {
  it('logs every request once at info, with its id, method, path, status and duration', async () => {
    const { logger, lines } = capturedLogger();
    const app = appWith(logger);
    const ok = await request(app).get('/a?q=1');
    await request(app).post('/missing').set('X-Request-Id', 'trace-12345');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      service: 'inkpress-api',
      requestId: ok.headers['x-request-id'],
      method: 'GET',
      path: '/a',
      status: 200,
      msg: 'request',
    });
    expect(typeof lines[0]?.ms).toBe('number');
    expect(Object.keys(lines[0]!).slice(0, 4)).toEqual(['level', 'time', 'service', 'requestId']);
    expect(lines[1]).toMatchObject({
      requestId: 'trace-12345',
      method: 'POST',
      path: '/missing',
      status: 404,
    });
  });

  it('gives handlers a logger bound to the request id, which still redacts', async () => {
    const { logger, lines } = capturedLogger();
    const res = await request(appWith(logger)).get('/logs');
    const [warning, access] = lines;
    expect(warning).toMatchObject({ level: 40, requestId: res.body.requestId, msg: 'something' });
    expect(warning?.detail).toEqual({ token: '[redacted]' });
    expect(access).toMatchObject({ requestId: res.body.requestId, msg: 'request' });
  });

  it('writes no access line below its level', async () => {
    const { logger, lines } = capturedLogger('warn');
    await request(appWith(logger)).get('/a');
    expect(lines).toHaveLength(0);
  });
});
