/**
 * The public API's reference as HTML, from the same operations and schemas
 * as GET /api/openapi.json (document.ts), for /custom-api and the API keys
 * docs page: a quick start in curl and TypeScript (the tests run both
 * against a real API) and, per call, its parameters and body fields.
 */
import { escapeHtml as esc } from '@inkpress/shared-core';
import { jsonSchema, type Operation, operations } from './document';

/** The quick start a developer copies: list the team's documents, then read the first. */
export const quickStart = {
  curl: [
    'curl -sS "$INKPRESS_URL/api/public/collections?limit=5" \\',
    '  -H "Authorization: Bearer $INKPRESS_API_KEY"',
  ].join('\n'),
  typescript: [
    "const base = process.env.INKPRESS_URL ?? 'https://inkpress.app';",
    'const headers = { Authorization: `Bearer ${process.env.INKPRESS_API_KEY}` };',
    '',
    'const list = await fetch(`${base}/api/public/collections?limit=5`, { headers });',
    'if (!list.ok) throw new Error(`${list.status}: ${(await list.json()).message}`);',
    'const { data } = (await list.json()) as { data: { id: string; title: string }[] };',
    'for (const doc of data) {',
    '  const one = await fetch(`${base}/api/public/collections/${doc.id}`, { headers });',
    '  const { data: full } = (await one.json()) as { data: { posts: { title: string }[] } };',
    '  console.log(doc.id, doc.title, `${full.posts.length} post(s)`);',
    '}',
  ].join('\n'),
};

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  maxLength?: number;
  default?: unknown;
  description?: string;
}

/** "string", "string (max 200)", "draft | publish | future", "array of string"… */
function typeOf(s: JsonSchema): string {
  if (s.enum) return s.enum.map((v) => String(v)).join(' | ');
  if (s.anyOf) return [...new Set(s.anyOf.map(typeOf))].join(' or ');
  if (s.type === 'array') return `array of ${s.items ? typeOf(s.items) : 'values'}`;
  const type = Array.isArray(s.type) ? s.type.join(' or ') : (s.type ?? 'value');
  return s.maxLength ? `${type} (at most ${s.maxLength})` : type;
}

function fieldsTable(schema: JsonSchema): string {
  const props = Object.entries(schema.properties ?? {});
  if (!props.length) return '';
  const required = new Set(schema.required ?? []);
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Required</th></tr></thead><tbody>${props
    .map(
      ([name, s]) =>
        `<tr><td><code>${esc(name)}</code></td><td>${esc(typeOf(s))}${s.default !== undefined ? ` (default ${esc(JSON.stringify(s.default))})` : ''}</td><td>${required.has(name) ? 'yes' : 'no'}</td></tr>`,
    )
    .join('')}</tbody></table>`;
}

function operationHtml(op: Operation): string {
  const params = [
    ...[...op.path.matchAll(/\{(\w+)\}/g)].map((m) => `<li><code>${esc(m[1]!)}</code> (in the path)</li>`),
    ...Object.entries(op.query ?? {}).map(
      ([name, q]) =>
        `<li><code>${esc(name)}</code>${q.required ? '' : ' (optional)'}: ${esc(q.description)}</li>`,
    ),
  ];
  const body = op.body ? fieldsTable(jsonSchema(op.body, 'input') as JsonSchema) : '';
  return [
    `<h3><code>${op.method.toUpperCase()} ${esc(op.path)}</code></h3>`,
    `<p>${esc(op.summary)} Answers ${op.status ?? 200}.</p>`,
    params.length ? `<ul>${params.join('')}</ul>` : '',
    body ? `<p>Body (JSON):</p>${body}` : '',
  ].join('');
}

/** The public API's calls (those under /api/public/). */
export const publicOperations = (): Operation[] =>
  operations.filter((o) => o.path.startsWith('/api/public/'));

export function apiReferenceHtml(): string {
  return [
    '<h2 id="quick-start">Quick start</h2>',
    '<p>Set <code>INKPRESS_URL</code> to your Inkpress address and <code>INKPRESS_API_KEY</code> to a key from Settings → API keys, then:</p>',
    `<pre><code class="language-bash">${esc(quickStart.curl)}</code></pre>`,
    '<p>The same in TypeScript (Node 20 or a browser):</p>',
    `<pre><code class="language-ts">${esc(quickStart.typescript)}</code></pre>`,
    '<p>Every answer is JSON: <code>{"data": …}</code>, and for lists <code>total</code>, <code>offset</code> and <code>limit</code>. An error answers <code>{"status", "message", "code", "data"}</code> with its HTTP status. Each key may send 120 requests a minute; every answer tells what is left in <code>RateLimit-Remaining</code>, and past the limit the answer is 429 with <code>Retry-After</code> in seconds. The whole API is described by its <a href="/api/openapi.json">OpenAPI 3.1 document</a>.</p>',
    '<h2 id="reference">Reference</h2>',
    ...publicOperations().map(operationHtml),
  ].join('\n');
}
