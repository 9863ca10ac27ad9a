import { createConfig } from '../scripts/webpack/createConfig';

export default createConfig({
  dir: __dirname,
  name: 'mfe_billing',
  port: 3004,
  title: 'Inkpress · mfe-billing harness',
  exposes: {
    './routes': './src/routes.tsx',
    './popups': './src/popups.tsx',
  },
});
