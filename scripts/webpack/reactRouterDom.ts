/**
 * What the browser builds get for `react-router-dom` (the shared singleton of
 * DESIGN.md §2): the parts of React Router the app uses, and nothing else.
 *
 * A shared module is never tree-shaken: sharing `react-router-dom` itself put
 * all of React Router 7 (data routers, server rendering, framework mode) on
 * every page, about 60 KB gzipped of the JavaScript `/` loaded. This module is
 * shared under the same key instead (federation.ts), so one copy of it lives
 * in the page, and webpack keeps only what it re-exports. Jest and the
 * type checker still see the real package.
 *
 * A name the app imports from `react-router-dom` must be listed here:
 * reactRouterDom.test.ts checks every import of every package against it.
 */

export type * from 'react-router';
export {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
