/**
 * The module federation contract shared by the shell and every remote: the
 * singletons of DESIGN.md §2 and the names and default ports of the remotes.
 */
import path from 'node:path';
import rootPackage from '../../package.json';

const deps = rootPackage.dependencies as Record<string, string>;

function singleton(pkg: string, version = deps[pkg]) {
  if (!version) throw new Error(`No version for shared package ${pkg} in the root package.json`);
  return { singleton: true, requiredVersion: `^${version.replace(/^[\^~]/, '')}`, strictVersion: false };
}

/** Shared singletons: exactly one copy of each lives in the page. */
export const shared = {
  react: singleton('react'),
  'react/': singleton('react', deps.react),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom', deps['react-dom']),
  // Only the parts of React Router the app uses (reactRouterDom.ts); `react-router` itself is
  // bundled inside that module, tree-shaken, so it must not be shared on its own.
  'react-router-dom': {
    ...singleton('react-router-dom'),
    import: path.join(__dirname, 'reactRouterDom.ts'),
    version: (deps['react-router-dom'] ?? '').replace(/^[\^~]/, ''),
  },
  mobx: singleton('mobx'),
  'mobx-react-lite': singleton('mobx-react-lite'),
  'styled-components': singleton('styled-components'),
  '@inkpress/shared-ui': singleton('@inkpress/shared-ui', '0.1.0'),
  '@inkpress/shared-core': singleton('@inkpress/shared-core', '0.1.0'),
};

export interface RemoteDefinition {
  /** Folder and package name. */
  folder: string;
  /** Federation container name (a JS identifier). */
  name: string;
  /** Port of its own origin in `npm start`. */
  port: number;
}

export const remotes: RemoteDefinition[] = [
  { folder: 'mfe-marketing', name: 'mfe_marketing', port: 3001 },
  { folder: 'mfe-editor', name: 'mfe_editor', port: 3002 },
  { folder: 'mfe-tools', name: 'mfe_tools', port: 3003 },
  { folder: 'mfe-billing', name: 'mfe_billing', port: 3004 },
  { folder: 'mfe-integrations', name: 'mfe_integrations', port: 3005 },
];

export const SHELL_PORT = 3000;
export const API_PORT = 4000;
