import mongoose from 'mongoose';
import { startTestApi, type TestApi } from '../../../test/harness';
import { checkDatabase } from '../../db';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /api/status', () => {
  it('reports the version and a reachable database', async () => {
    // The health is a ping answered within 2 s: on a machine busy with a build beside the tests the
    // first one can be late. Pinged again (at most three times) until it answers, as the API itself does.
    for (let i = 0; i < 3 && !(await checkDatabase()).reachable; i++);
    const res = await api.http.get('/api/status').expect(200);
    expect(res.body.data).toEqual({ status: 'ok', version: expect.any(String), database: true });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a sane incoming request id and replaces a hostile one', async () => {
    const kept = await api.http.get('/api/status').set('X-Request-Id', 'abc12345-trace');
    expect(kept.headers['x-request-id']).toBe('abc12345-trace');
    const replaced = await api.http.get('/api/status').set('X-Request-Id', '<script>alert(1)</script>');
    expect(replaced.headers['x-request-id']).not.toContain('<');
  });

  it('answers from the cached health: 50 calls do not ping the database 50 times', async () => {
    const db = mongoose.connection.db!;
    const ping = jest.spyOn(db, 'command');
    try {
      for (let i = 0; i < 50; i++) await api.http.get('/api/status').expect(200);
      expect(ping.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      ping.mockRestore();
    }
  });
});

describe('errors', () => {
  it('answers unknown /api routes with the normalised 404 body', async () => {
    const res = await api.http.get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({
      status: 404,
      code: 'NotFound',
      message: 'No API route for GET /api/no-such-thing',
    });
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const res = await api.http
      .put('/api/remotes/mfe_tools')
      .set('Content-Type', 'application/json')
      .send('{"flags": ');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|node_modules|stack/i);
  });

  it('sets security headers on every response', async () => {
    const res = await api.http.get('/api/status');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
