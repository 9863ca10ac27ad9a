import { createConfig } from '../scripts/webpack/createConfig';

export default createConfig({
  dir: __dirname,
  name: 'mfe_editor',
  port: 3002,
  title: 'Inkpress · mfe-editor harness',
  exposes: {
    './routes': './src/routes.tsx',
    './popups': './src/popups.tsx',
  },
});
