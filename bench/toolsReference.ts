/**
 * The reference of `npm run bench:tools`: the free tools' engines behind a
 * bare `node:http` server, in a process of its own, as the API runs in its
 * own. It answers the same paths with the same JSON bodies as the API, in
 * the same shapes, and runs the very code the API runs — the built
 * `api/dist/services/tools` (the catalogue's dispatch to the engines) — with
 * nothing around it: no middleware, no session, no validation, no credits.
 * What the API takes on top of this server is our overhead.
 *
 *   POST /api/tools/{library tool}   → 200 JSON {data: {slug, output, engine, result}}
 *   POST /api/tools/{writing tool}   → 200 text/event-stream: the `report` event, then the end
 *                                      (the API goes on with the AI's rewrite, which is not ours to time)
 *
 * Usage: node --import tsx bench/toolsReference.ts <port>
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

type ToolsService = typeof import('../api/src/services/tools');
type Catalogue = typeof import('@inkpress/shared-core/tools');

const apiDist = path.join(__dirname, '..', 'api', 'dist');
// Resolved as the built API resolves them, so both processes run the same files.
const requireFromApi = createRequire(path.join(apiDist, 'index.js'));
const tools = requireFromApi('./services/tools/index.js') as ToolsService;
const { toolBySlug } = requireFromApi('@inkpress/shared-core/tools') as Catalogue;

async function answer(req: http.IncomingMessage, res: http.ServerResponse, raw: string): Promise<void> {
  const slug = /^\/api\/tools\/([a-z0-9-]+)$/.exec(req.url ?? '')?.[1];
  const tool = slug ? toolBySlug.get(slug) : undefined;
  if (req.method !== 'POST' || !tool) {
    res.writeHead(404).end();
    return;
  }
  const input = JSON.parse(raw) as Record<string, unknown>;
  if (tool.engine === 'library') {
    const result = await tools.runLibraryTool(tool, input);
    const body = JSON.stringify({
      data: { slug: tool.slug, output: tool.output, engine: 'library', result },
    });
    res
      .writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
      })
      .end(body);
    return;
  }
  const report = await tools.toolReport(tool, String(input.text ?? ''));
  res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(`event: report\ndata: ${JSON.stringify(report)}\n\n`);
}

const port = Number(process.argv[2]);
if (!port) throw new Error('usage: toolsReference.ts <port>');
http
  .createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      answer(req, res, Buffer.concat(chunks).toString('utf8')).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(String(err));
      });
    });
  })
  .listen(port, '127.0.0.1');
