import type { Configuration } from 'webpack';
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

const base = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'Inkpress — AI writing for SEO articles',
  define: {
    __FALLBACK_REGISTRY__: JSON.stringify(fallbackRegistry),
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.1.0'),
  },
});

/**
 * The shared configuration, plus images imported by the shell's code (the
 * default social card, the favicons): emitted under their own name so social
 * sites and browsers find them at stable addresses, /social-default.png and
 * /favicon.ico (asked for by every browser, whatever the page says).
 */
export default (env: unknown, argv: { mode?: Configuration['mode'] }) => {
  const config = base(env, argv);
  config.module?.rules?.push({
    test: /(\.png|favicon\.(ico|svg))$/i,
    type: 'asset/resource',
    generator: { filename: '[name][ext]' },
  });
  return config;
};
