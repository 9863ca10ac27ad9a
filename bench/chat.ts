/**
 * `npm run bench:chat`: retrieval for chat with files, and the time to the
 * first streamed byte of a chat answer that uses it.
 *
 * 1. Retrieval, in this process, over the built API's own code (api/dist):
 *    1,000 generated documents of about 10 KB each (~10 MB of text) cut into
 *    passages (services/retrieval/chunk) and indexed (the lexical BM25 index
 *    of services/retrieval/lexical); the index time, then the time of each
 *    of RUNS queries (3–6 words taken from a random document) to its top 5.
 * 2. Chat, through the built API in its own process on a loopback socket
 *    (production mode, its own database): the same 1,000 documents stored
 *    as one team's sources (chunked as POST /api/train does), then POST /api/ai-chat {messages,
 *    sourceIds} (50 of the team's sources, as the UI sends at most) answered
 *    by the offline writer, timed to the response headers, the first body
 *    byte and the first `delta`. Each request is paired with the offline
 *    provider's own first delta for the same input (the question and the
 *    passages the API retrieved, from its `sources` event), in this process.
 *    Overhead = the API's first delta minus the provider's own.
 *
 * Processes: this one, the API (api/dist) and its database (.data/bench-chat,
 * port 27317). Bounded: WARMUP + RUNS sequential requests, each with a
 * timeout; all on 127.0.0.1. `--no-build` reuses the last build.
 */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { say } from '../scripts/lib/log';
import { dataDir, root } from '../scripts/lib/paths';
import { apiEnvironment, shiftedPorts } from '../scripts/lib/platform';
import { run, type Service, startService, stopAll, waitForPort } from '../scripts/lib/proc';
import { startDatabase } from '../scripts/lib/services';
import { DOCUMENT_CHARS, DOCUMENTS, generateDocuments, passagesOf, prng, questionFrom } from './chatCorpus';
import { percentile, writeResult } from './lib';

/** Every port of this run: the platform's shifted by 290 (beside npm start, npm test and the other benchmarks). */
const OFFSET = 290;
const DB_PORT = 27027 + OFFSET;
const ports = shiftedPorts(OFFSET);
const HOST = '127.0.0.1';
/** Defaults; `--warmup=N --runs=N` change them (a short run on a busy machine). */
let WARMUP = 20;
let RUNS = 200;
const QUERY_RUNS = 500;
const SOURCES_PER_CHAT = 50;
/** Generous: the first chat builds the team’s index of 26,000 passages, which takes a minute on a busy machine. */
const REQUEST_TIMEOUT_MS = 180_000;
/** Goals of issue 15: query p95 and our first-byte overhead p95 under 30 ms. */
const GOAL_QUERY_P95_MS = 30;
const GOAL_OVERHEAD_P95_MS = 30;
const dist = path.join(root, 'api', 'dist');

interface Passage {
  id: string;
  sourceId: string;
  type: string;
  name: string;
  chunk: number;
  text: string;
}
interface BuiltLexical {
  LexicalIndex: new (
    passages: Passage[],
  ) => { size: number; query(q: string, limit: number): (Passage & { score: number })[] };
}
interface BuiltChunk {
  chunkText(text: string): string[];
}
interface BuiltAi {
  OfflineProvider: new () => unknown;
  runOperation(
    provider: unknown,
    id: string,
    input: unknown,
    options?: { signal?: AbortSignal },
  ): AsyncIterable<string>;
}
interface BuiltCredits {
  grantPaidCredits(
    account: { teamId: string },
    kind: 'words',
    amount: number,
    meta: { reason: string; ref?: string },
  ): Promise<unknown>;
}
interface BuiltDb {
  connectDatabase(uri: string): Promise<unknown>;
  disconnectDatabase(): Promise<void>;
}
interface BuiltChatSource {
  ChatSource: { insertMany(docs: unknown[]): Promise<{ _id: unknown }[]> };
}
interface BuiltChatAnswer {
  contextOf(citations: { n: number; name: string; text: string }[]): string;
}
const built = <T>(file: string): T => require(path.join(dist, file)) as T;

const round = (n: number) => Math.round(n * 100) / 100;
const stats = (values: number[]) => ({
  p50: round(percentile(values, 50)),
  p95: round(percentile(values, 95)),
});

function measureRetrieval(documents: { name: string; text: string }[]) {
  const { chunkText } = built<BuiltChunk>('services/retrieval/chunk.js');
  const { LexicalIndex } = built<BuiltLexical>('services/retrieval/lexical.js');
  const started = performance.now();
  const passages = passagesOf<Passage>(documents, chunkText);
  const chunked = performance.now() - started;
  const index = new LexicalIndex(passages);
  const indexMs = performance.now() - started;
  const random = prng(42);
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < WARMUP + QUERY_RUNS; i++) {
    const doc = documents[Math.floor(random() * documents.length)] as { text: string };
    const question = questionFrom(doc.text, random);
    const start = performance.now();
    const hits = index.query(question, 5);
    const took = performance.now() - start;
    if (i < WARMUP) continue;
    times.push(took);
    if (hits.length > 0) found++;
  }
  return {
    documents: documents.length,
    megabytes: round(documents.reduce((n, d) => n + d.text.length, 0) / 1e6),
    passages: index.size,
    chunkMs: round(chunked),
    indexMs: round(indexMs),
    queries: QUERY_RUNS,
    queriesWithHits: found,
    queryMs: stats(times),
  };
}

async function call(base: string, urlPath: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${urlPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`${urlPath}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: Record<string, unknown> };
}

/** The phases before the first byte as the API timed them itself (its Server-Timing header), in ms. */
const PHASES = ['retrieval', 'credits', 'voice'] as const;
type Phases = Record<(typeof PHASES)[number], number>;

function phasesOf(header: string | null): Phases {
  const of = (name: string) =>
    Number(new RegExp(`(?:^|,)\\s*${name};[^,]*dur=([\\d.]+)`).exec(header ?? '')?.[1] ?? 0);
  return Object.fromEntries(PHASES.map((name) => [name, of(name)])) as Phases;
}

interface ChatSample {
  phases: Phases;
  headers: number;
  firstByte: number;
  firstDelta: number;
  total: number;
  citations: { n: number; name: string; text: string }[];
}

async function timeChat(
  base: string,
  token: string,
  question: string,
  sourceIds: string[],
): Promise<ChatSample> {
  const start = performance.now();
  const response = await fetch(`${base}/api/ai-chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ messages: [{ role: 'user', content: question }], sourceIds }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const headers = performance.now() - start;
  const phases = phasesOf(response.headers.get('server-timing'));
  if (response.status !== 200 || !response.body)
    throw new Error(`API answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let firstByte = 0;
  let firstDelta = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (!firstByte) firstByte = performance.now() - start;
    text += decoder.decode(value, { stream: true });
    if (!firstDelta && text.includes('event: delta')) firstDelta = performance.now() - start;
  }
  if (!firstDelta || !text.includes('event: done'))
    throw new Error(`incomplete stream: ${text.slice(0, 300)}`);
  const sources = /event: sources\ndata: (.*)\n/.exec(text)?.[1];
  const citations = sources ? (JSON.parse(sources) as { citations: ChatSample['citations'] }).citations : [];
  return { phases, headers, firstByte, firstDelta, total: performance.now() - start, citations };
}

/** The offline writer on its own, for the same question and passages: time to its first delta. */
async function timeProvider(
  ai: BuiltAi,
  chat: BuiltChatAnswer,
  question: string,
  citations: ChatSample['citations'],
) {
  const input = {
    messages: [{ role: 'user', content: question }],
    context: citations.length ? chat.contextOf(citations) : undefined,
  };
  const start = performance.now();
  let first = 0;
  for await (const _ of ai.runOperation(new ai.OfflineProvider(), 'chat', input, {
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })) {
    if (!first) first = performance.now() - start;
  }
  return first;
}

async function measureChat(documents: { name: string; text: string }[], uri: string, dir: string) {
  const api = startService('api', process.execPath, [path.join(dist, 'index.js')], {
    cwd: path.join(root, 'api'),
    env: apiEnvironment(ports, uri, {
      NODE_ENV: 'production',
      API_HOST: HOST,
      LOG_LEVEL: 'warn',
      MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
      RATE_LIMIT_PER_IP: '0',
      RATE_LIMIT_PER_USER: '0',
      RATE_LIMIT_AUTH_PER_IP: '0',
      ACCOUNTS_PER_IP_PER_DAY: '0',
      OPENAI_API_KEY: '',
      BODY_LIMIT: '2mb',
    }),
    quiet: true,
  });
  const db = built<BuiltDb>('db.js');
  try {
    await waitForPort(ports.api, 'api', 60_000, api.child);
    const base = `http://${HOST}:${ports.api}`;
    const registered = await call(base, '/api/auth/register', {
      email: `bench-chat-${Date.now().toString(36)}@inkpress.test`,
      password: 'Bench-mark-password-1',
      tokenType: 'bearer',
    });
    const token = registered.data.token as string;
    if (typeof token !== 'string') throw new Error('register did not return a token');
    const me = await fetch(`${base}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    const user = ((await me.json()) as { data?: { id?: string; teamId?: string } }).data ?? {};
    if (!user.teamId) throw new Error('GET /api/users/me did not return the team');
    // Enough words for every answer of the run (the free grant is not).
    await db.connectDatabase(uri);
    await built<BuiltCredits>('services/credits/index.js').grantPaidCredits(
      { teamId: user.teamId },
      'words',
      50_000_000,
      { reason: 'bench', ref: `bench-chat-${Date.now()}` },
    );
    // The documents are stored as POST /api/train stores them (cut by the same chunker), straight into
    // the database: sending 10 MB through the API takes minutes on a busy machine and is not what is timed.
    say(`storing ${documents.length} documents as the team's sources…`);
    const { chunkText } = built<BuiltChunk>('services/retrieval/chunk.js');
    const { ChatSource } = built<BuiltChatSource>('models/ChatSource.js');
    const trainStart = performance.now();
    const sourceIds: string[] = [];
    for (let i = 0; i < documents.length; i += 100) {
      const rows = documents.slice(i, i + 100).map((doc) => {
        const chunks = chunkText(doc.text);
        return {
          teamId: user.teamId,
          createdBy: user.id,
          type: 'chat-file-upload',
          kind: 'txt',
          name: doc.name,
          size: doc.text.length,
          sha256: createHash('sha256').update(doc.text).digest('hex'),
          words: (doc.text.match(/\S+/g) ?? []).length,
          chunkCount: chunks.length,
          chunks: chunks.map((text, n) => ({ n, text })),
        };
      });
      for (const row of await ChatSource.insertMany(rows)) sourceIds.push(String(row._id));
    }
    // Stored straight into the database, so their stamp is renewed here as addSource would.
    await built<{ sourcesChanged(teamId: string): Promise<void> }>(
      'services/retrieval/index.js',
    ).sourcesChanged(user.teamId);
    const trainMs = performance.now() - trainStart;
    const ai = built<BuiltAi>('ai/index.js');
    const chat = built<BuiltChatAnswer>('commands/chatAnswer.js');
    const random = prng(7);
    const samples: ChatSample[] = [];
    const own: number[] = [];
    let firstQueryMs = 0;
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const picked = Array.from({ length: SOURCES_PER_CHAT }, () => Math.floor(random() * documents.length));
      const question = questionFrom((documents[picked[0] as number] as { text: string }).text, random);
      const sample = await timeChat(
        base,
        token,
        question,
        [...new Set(picked)].map((n) => sourceIds[n] as string),
      );
      if (i === 0) firstQueryMs = sample.firstByte;
      const providerFirst = await timeProvider(ai, chat, question, sample.citations);
      if (i < WARMUP) continue;
      samples.push(sample);
      own.push(providerFirst);
    }
    const overhead = samples.map((s, i) => s.firstDelta - (own[i] ?? 0));
    return {
      runs: RUNS,
      sourcesPerChat: SOURCES_PER_CHAT,
      storeSourcesMs: round(trainMs),
      /** The first chat after the documents were added builds the team's index: its first byte. */
      firstChatFirstByteMs: round(firstQueryMs),
      citationsPerAnswer: round(samples.reduce((n, s) => n + s.citations.length, 0) / samples.length),
      api: {
        headersMs: stats(samples.map((s) => s.headers)),
        firstByteMs: stats(samples.map((s) => s.firstByte)),
        firstDeltaMs: stats(samples.map((s) => s.firstDelta)),
        totalMs: stats(samples.map((s) => s.total)),
        /** Inside the API, at once before the first byte (Server-Timing): the request waits for the longest. */
        phasesMs: Object.fromEntries(PHASES.map((name) => [name, stats(samples.map((s) => s.phases[name]))])),
      },
      provider: { firstDeltaMs: stats(own) },
      overheadMs: stats(overhead),
    };
  } finally {
    await db.disconnectDatabase().catch(() => undefined);
    await api.stop();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      warmup: { type: 'string' },
      runs: { type: 'string' },
    },
  });
  if (values.warmup) WARMUP = Number(values.warmup);
  if (values.runs) RUNS = Number(values.runs);
  const dir = path.join(dataDir, 'bench-chat');
  const services: Service[] = [];
  try {
    rmSync(dir, { recursive: true, force: true });
    say(`starting a database on port ${DB_PORT}…`);
    services.push(await startDatabase(path.join(dir, 'db'), DB_PORT, true));
    if (!values['no-build']) {
      say('building shared-core and the API…');
      run('npm', ['run', 'build', '--silent', '-w', '@inkpress/shared-core', '-w', '@inkpress/api'], {
        cwd: root,
      });
    }
    const loadBefore = os.loadavg();
    const documents = generateDocuments();
    say(`retrieval: indexing ${documents.length} documents, then ${QUERY_RUNS} queries…`);
    const retrieval = measureRetrieval(documents);
    say(
      `retrieval: ${retrieval.megabytes} MB in ${retrieval.passages} passages indexed in ${retrieval.indexMs} ms; ` +
        `query p50 ${retrieval.queryMs.p50} ms, p95 ${retrieval.queryMs.p95} ms`,
    );
    const uri = `mongodb://${HOST}:${DB_PORT}/inkpress_bench_chat`;
    say(`chat with retrieval: ${WARMUP} warm-up and ${RUNS} measured requests…`);
    const chat = await measureChat(documents, uri, dir);
    say(
      `chat: first delta through the API p50 ${chat.api.firstDeltaMs.p50} ms, p95 ${chat.api.firstDeltaMs.p95} ms; ` +
        `the offline writer's own p50 ${chat.provider.firstDeltaMs.p50} ms; overhead p50 ${chat.overheadMs.p50} ms, ` +
        `p95 ${chat.overheadMs.p95} ms`,
    );
    const loadAfter = os.loadavg();
    say(`load average before ${loadBefore.map(round).join(' ')}, after ${loadAfter.map(round).join(' ')}`);
    writeResult('chat', {
      settings: {
        host: HOST,
        documents: DOCUMENTS,
        documentChars: DOCUMENT_CHARS,
        warmup: WARMUP,
        runs: RUNS,
        queryRuns: QUERY_RUNS,
        sourcesPerChat: SOURCES_PER_CHAT,
        sequential: true,
        apiEnv: { NODE_ENV: 'production', RATE_LIMIT_PER_IP: 0, RATE_LIMIT_PER_USER: 0 },
      },
      meaning:
        'retrieval: in this process, the built chunker and lexical (BM25) index over generated text; indexMs is ' +
        'chunking plus indexing, queryMs one query to its top 5. chat: POST /api/ai-chat with 50 sourceIds through ' +
        'the built API (its own process, production mode), the offline writer answering; firstByte is the ' +
        '`sources` event (sent after retrieval), firstDelta the first text. overhead = API firstDelta minus the ' +
        'offline writer’s own firstDelta for the same question and passages, paired per iteration. phasesMs: the ' +
        'API’s own Server-Timing of the work it does at once before the first byte (retrieval: the team index ' +
        'stamp read, ownership check and search; credits: the ledger reservation; voice: the brand voice and persona).',
      loadAverage: { before: loadBefore.map(round), after: loadAfter.map(round) },
      retrieval,
      chat,
      goals: {
        queryP95UnderMs: {
          target: GOAL_QUERY_P95_MS,
          actual: retrieval.queryMs.p95,
          met: retrieval.queryMs.p95 < GOAL_QUERY_P95_MS,
        },
        overheadP95UnderMs: {
          target: GOAL_OVERHEAD_P95_MS,
          actual: chat.overheadMs.p95,
          met: chat.overheadMs.p95 < GOAL_OVERHEAD_P95_MS,
        },
      },
    });
  } finally {
    await stopAll(services);
  }
}

void main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
});
