/**
 * The embed page's bundle (/embed/{slug}): reads the page's data, renders
 * the tool, and tells the partner's page its height.
 */
import './embed.css';
import { mountEmbed, readConfig, toolOf } from './app';
import { embedApiClient } from './client';
import { parentOriginOf, startResizing } from './resize';

const config = readConfig(document);
const main = document.getElementById('inkpress-tool');
const tool = config && toolOf(config);
if (config && main && tool) {
  mountEmbed(main, tool, config, embedApiClient(config.partner));
  const parent = parentOriginOf(window, config.origins);
  const root = document.getElementById('inkpress-embed-root');
  if (parent && root) startResizing(window, root, parent);
}
