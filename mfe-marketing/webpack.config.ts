import { createConfig } from '../scripts/webpack/createConfig';

export default createConfig({
  dir: __dirname,
  name: 'mfe_marketing',
  port: 3001,
  title: 'Inkpress · mfe-marketing harness',
  exposes: {
    './routes': './src/routes.tsx',
    './popups': './src/popups.tsx',
  },
});
