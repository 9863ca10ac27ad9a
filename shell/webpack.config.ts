import { createConfig } from '../scripts/webpack/createConfig';
import { remotes } from '../scripts/webpack/federation';

const envNames: Record<string, string> = {
  mfe_marketing: 'REMOTE_MARKETING_URL',
  mfe_editor: 'REMOTE_EDITOR_URL',
  mfe_tools: 'REMOTE_TOOLS_URL',
  mfe_billing: 'REMOTE_BILLING_URL',
  mfe_integrations: 'REMOTE_INTEGRATIONS_URL',
};

/** The static copy of the registry built into the shell: it serves when the API is down. */
const fallbackRegistry = remotes.map((r) => ({
  name: r.name,
  manifestUrl: `${(process.env[envNames[r.name]!] ?? `http://localhost:${r.port}`).replace(/\/$/, '')}/mf-manifest.json`,
}));

export default createConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'Inkpress — AI writing for SEO articles',
  define: {
    __FALLBACK_REGISTRY__: JSON.stringify(fallbackRegistry),
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.1.0'),
  },
});
