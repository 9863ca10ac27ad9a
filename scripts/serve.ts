/**
 * Serves one built package (the shell or a remote) from its own origin, as it
 * would be deployed (see lib/staticServer.ts): gzip, caching, CORS, security
 * headers, and for the shell an SPA fallback and a pass-through of /api to the
 * API that forwards the client's address (X-Forwarded-For).
 *
 *   tsx scripts/serve.ts --name shell --dir shell/dist --port 3000 --spa --api http://127.0.0.1:4000
 *
 * --public-url (default: PUBLIC_URL) is the platform's public address; when it
 * is https, responses carry Strict-Transport-Security.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from './lib/staticServer';

const { values } = parseArgs({
  options: {
    name: { type: 'string', default: 'static' },
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    spa: { type: 'boolean', default: false },
    api: { type: 'string' },
    'public-url': { type: 'string' },
  },
});
if (!values.dir || !values.port) {
  console.error('usage: serve --dir <folder> --port <port> [--spa] [--api <url>] [--public-url <url>]');
  process.exit(2);
}
const dir = path.resolve(values.dir);
if (!existsSync(path.join(dir, 'index.html')) && !existsSync(path.join(dir, 'mf-manifest.json'))) {
  console.error(`${dir} has no build: run npm run build first`);
  process.exit(1);
}

const server = createStaticServer({
  dir,
  spa: values.spa,
  api: values.api ? new URL(values.api) : undefined,
  publicUrl: values['public-url'] ?? process.env.PUBLIC_URL,
});
server.listen(Number(values.port), values.host, () => {
  console.log(
    `${values.name} serving ${path.relative(process.cwd(), dir)} on http://${values.host}:${values.port}`,
  );
});
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
