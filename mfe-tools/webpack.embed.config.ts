import { createEmbedConfig } from '../scripts/webpack/embedConfig';

/** The widget for partner sites: widget.js and the embed page's bundle, into dist/embed (see README). */
export default createEmbedConfig({
  dir: __dirname,
  widget: './src/embed/widget.entry.ts',
  embed: './src/embed/main.ts',
});
