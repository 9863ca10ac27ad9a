import { createConfig } from '../scripts/webpack/createConfig';

export default createConfig({
  dir: __dirname,
  name: 'mfe_tools',
  port: 3003,
  title: 'Inkpress · mfe-tools harness',
  exposes: {
    './routes': './src/routes.tsx',
    './popups': './src/popups.tsx',
  },
});
