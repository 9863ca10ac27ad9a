import { routeOwnership } from '@inkpress/shared-core';
import { startTestApi, type TestApi } from '../../../test/harness';
import { Remote } from '../../models/Remote';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ REMOTE_TOOLS_URL: 'http://localhost:3903' });
});
afterAll(() => api.close());
afterEach(() => Remote.deleteMany({}));

describe('GET /api/remotes', () => {
  it('lists every remote with its manifest, owned paths and flags, active by default', async () => {
    const res = await api.http.get('/api/remotes').expect(200);
    expect(res.body.remotes.map((r: { name: string }) => r.name)).toEqual([
      'mfe_marketing',
      'mfe_editor',
      'mfe_tools',
      'mfe_billing',
      'mfe_integrations',
    ]);
    const tools = res.body.remotes.find((r: { name: string }) => r.name === 'mfe_tools');
    expect(tools).toEqual({
      name: 'mfe_tools',
      manifestUrl: 'http://localhost:3903/mf-manifest.json',
      paths: [...routeOwnership.mfe_tools],
      flags: { enabled: true, percentage: 100, allowUserIds: [], allowPlans: [] },
      active: true,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives an anonymous visitor a stable id in an HttpOnly cookie', async () => {
    const agent = api.agent();
    const first = await agent.get('/api/remotes').expect(200);
    const cookie = first.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/inkpress_vid=[0-9a-f-]{36}/);
    expect(cookie.toLowerCase()).toContain('httponly');
    const second = await agent.get('/api/remotes').expect(200);
    expect(second.body.visitorId).toBe(first.body.visitorId);
  });

  it('ignores a forged visitor cookie that is not a uuid', async () => {
    const res = await api.http.get('/api/remotes').set('Cookie', 'inkpress_vid={"$gt":""}').expect(200);
    expect(res.body.visitorId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('marks a remote disabled in the database inactive for everyone, without a rebuild', async () => {
    await Remote.create({ _id: 'mfe_tools', flags: { enabled: false, percentage: 100 } });
    const res = await api.http.get('/api/remotes').expect(200);
    const tools = res.body.remotes.find((r: { name: string }) => r.name === 'mfe_tools');
    expect(tools.active).toBe(false);
    expect(tools.flags.enabled).toBe(false);
  });

  it('applies a partial rollout by the visitor id, the same on every request', async () => {
    await Remote.create({ _id: 'mfe_editor', flags: { enabled: true, percentage: 50 } });
    const answers = new Map<string, boolean>();
    for (let i = 0; i < 12; i++) {
      const agent = api.agent();
      const a = await agent.get('/api/remotes');
      const b = await agent.get('/api/remotes');
      const pick = (body: { remotes: { name: string; active: boolean }[] }) =>
        body.remotes.find((r) => r.name === 'mfe_editor')!.active;
      expect(pick(b.body)).toBe(pick(a.body));
      answers.set(a.body.visitorId, pick(a.body));
    }
    expect(answers.size).toBe(12);
  });
});

describe('PUT /api/remotes/:name', () => {
  it('requires a signed-in internal user', async () => {
    const res = await api.http.put('/api/remotes/mfe_tools').send({ flags: { enabled: false } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('AuthenticationRequired');
    expect(await Remote.countDocuments()).toBe(0);
  });
});
