import { routeOwnership } from '@inkpress/shared-core';
import routes from './routes';

describe('mfe-integrations route table', () => {
  it('serves exactly the routes this remote owns', () => {
    expect(routes.map((r) => r.path).sort()).toEqual([...routeOwnership.mfe_integrations].sort());
  });

  it('gives every route a title and a description', () => {
    for (const r of routes) {
      const meta = typeof r.meta === 'function' ? r.meta({ slug: 'example', id: 'x1' }) : r.meta;
      expect(meta.title.length).toBeGreaterThan(2);
      expect(meta.description.length).toBeGreaterThan(10);
    }
  });

  it('loads a screen component for every route', async () => {
    for (const r of routes) {
      const screen = await r.load();
      expect(typeof screen.default).toBe('function');
    }
  });
});
