import { createConfig } from '../scripts/webpack/createConfig';

export default createConfig({
  dir: __dirname,
  name: 'mfe_integrations',
  port: 3005,
  title: 'Inkpress · mfe-integrations harness',
  exposes: {
    './routes': './src/routes.tsx',
    './popups': './src/popups.tsx',
  },
});
