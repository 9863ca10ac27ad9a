import { type RemoteName, routeOwnership } from '@inkpress/shared-core';
import type { RemoteRoute } from '../federation/types';

/**
 * The checks of a remote's route table (DESIGN.md §1), one definition for
 * all five: it serves exactly the routes shared-core's registry gives it,
 * every route has a title and a description, and every route loads a screen.
 */
export function checkRouteTable(remote: RemoteName, routes: readonly RemoteRoute[]) {
  describe(`${remote} route table`, () => {
    it('serves exactly the routes this remote owns', () => {
      expect(routes.map((r) => r.path).sort()).toEqual([...routeOwnership[remote]].sort());
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
        const screen = (await r.load()).default as unknown;
        // A function component, or a memo (mobx-react-lite's observer) wrapping one.
        const component =
          typeof screen === 'object' && screen !== null && 'type' in screen
            ? (screen as { type: unknown }).type
            : screen;
        expect(typeof component).toBe('function');
      }
    });
  });
}
