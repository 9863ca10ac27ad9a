/**
 * Property test over every route the API registers: generated bodies, query
 * strings and path parameters, sent anonymously and as a signed-in owner.
 * Whatever arrives, the API never answers 500, never leaks internals, always
 * answers errors in the normalised shape, and a rejected request (4xx)
 * writes no document to any collection.
 */
import fc from 'fast-check';
import mongoose from 'mongoose';
import {
  anonymous,
  asUser,
  type Client,
  createTeamMember,
  createUser,
  documentCounts,
} from '../../test/factories';
import { startTestApi, type TestApi } from '../../test/harness';
import { routeTable } from '../../test/routes';
import { loadConfig } from '../config';

// Inputs per route and caller; FUZZ_RUNS=100 for a deeper run by hand.
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let api: TestApi;
let owner: Client;
let anon: Client;
/** The route list depends on the code, not on configuration values: read once, so each route is a test of its own. */
const routes = routeTable(loadConfig({ NODE_ENV: 'test', MONGODB_URI: 'mongodb://127.0.0.1:1/routes' }));

/**
 * "Writes nothing" is checked by counting every collection (60+) — but only after the driver was
 * asked to run a command that can change a count: an insert, a delete, an upsert, a collection made
 * or dropped. Most rejected requests send none, so most need no count at all.
 */
const countChanging = new Set(['insert', 'delete', 'create', 'createIndexes', 'drop', 'dropDatabase']);
function canChangeCounts(name: string, command: Record<string, unknown>): boolean {
  if (countChanging.has(name)) return true;
  if (name === 'update') return (command.updates as { upsert?: boolean }[]).some((u) => u.upsert);
  if (name === 'findAndModify') return Boolean(command.upsert || command.remove);
  if (name === 'aggregate') return JSON.stringify(command.pipeline ?? []).match(/"\$(out|merge)"/) !== null;
  return false;
}
let maybeWritten = true;
let counts: Record<string, number> = {};
/** The counts now, read again only when something may have changed them. */
async function currentCounts() {
  if (maybeWritten) {
    maybeWritten = false;
    counts = await documentCounts();
  }
  return counts;
}

beforeAll(async () => {
  api = await startTestApi(
    { ACCOUNTS_PER_IP_PER_DAY: '1000', INTERNAL_USER_IDS: '' },
    { monitorCommands: true },
  );
  mongoose.connection.getClient().on('commandStarted', (event) => {
    if (canChangeCounts(event.commandName, event.command)) maybeWritten = true;
  });
  const user = await createUser(api);
  await createTeamMember(api, user);
  owner = await asUser(api, user);
  anon = anonymous(api);
  // Something to find, rename or delete, so ids that exist are in play too.
  await owner.post('/api/folders').send({ name: 'seed' }).expect(201);
  await owner.post('/api/authors').send({ name: 'seed' }).expect(201);
  // The site's content (Markdown in the repository) is copied into the database on first read: a
  // cache fill, not a write of the request that happens to come first, so it is done before fuzzing.
  await anon.get('/api/public/samples').expect(200);
}, 30_000);
afterAll(() => api.close());

/** Field names the API knows, so generated objects often hit real fields with wrong values. */
const knownFields = [
  'email',
  'password',
  'currentPassword',
  'name',
  'title',
  'key',
  'token',
  'tokenType',
  'subscribed',
  'categories',
  'features',
  'locale',
  'location',
  'onboardingOption',
  'picture',
  'bio',
  'designation',
  'entryId',
  'clientId',
  'platform',
  'flags',
  'manifestUrl',
  'role',
  'teamId',
  'userId',
  '_id',
  '$where',
  '__proto__',
  'constructor',
  'offset',
  'limit',
];

const hostile = fc.constantFrom<unknown>(
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(1000)' },
  { $regex: '.*' },
  ['a', 'b'],
  [],
  {},
  null,
  '',
  ' ',
  'a'.repeat(5000),
  '0123456789abcdef01234567',
  'ffffffffffffffffffffffff',
  'ink_'.padEnd(47, 'x'),
  'x'.repeat(43),
  'a@b.co',
  'Abcdefghij1!',
  -1,
  0,
  1e308,
  true,
  false,
  '\u0000',
  '../../etc/passwd',
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  hostile,
  fc.jsonValue({ maxDepth: 3 }),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.integer(),
);
const object = fc.dictionary(fc.oneof(fc.constantFrom(...knownFields), fc.string({ maxLength: 12 })), value, {
  maxKeys: 6,
});
const body = fc.oneof(
  { weight: 5, arbitrary: object.map((o) => ({ json: o })) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => ({ json: v })) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((raw) => ({ raw })) },
  { weight: 1, arbitrary: fc.constant({}) },
);
const segment = fc.oneof(
  fc.constantFrom(
    '0123456789abcdef01234567',
    'me',
    'accept',
    '$gt',
    '%24ne',
    '..',
    'x'.repeat(43),
    'a'.repeat(300),
  ),
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
);
const query = fc.array(
  fc.tuple(
    fc.oneof(fc.constantFrom(...knownFields, 'a[$gt]', 'limit[]'), fc.string({ maxLength: 8 })),
    fc.string({ maxLength: 20 }),
  ),
  { maxLength: 4 },
);

type Input = { params: string[]; query: [string, string][]; body: { json?: unknown; raw?: string } };
const input = fc.record({ params: fc.array(segment, { minLength: 3, maxLength: 3 }), query, body });

function buildUrl(path: string, { params, query }: Input) {
  let i = 0;
  const filled = path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++] ?? 'x'));
  const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return qs ? `${filled}?${qs}` : filled;
}

function send(client: Client, method: string, url: string, payload: Input['body']) {
  const req = client[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);
  if (method === 'GET' || method === 'DELETE') return req;
  const raw = payload.raw ?? (payload.json === undefined ? undefined : JSON.stringify(payload.json));
  return raw === undefined ? req : req.set('Content-Type', 'application/json').send(raw);
}

// Internals in an answer: a stack frame, a source path, a driver error, or an error's `stack` property.
// (The word "stack" alone is ordinary prose: the sample articles talk about a tech stack.)
const leaks = /\bat [^\s]+ \(|node_modules|\.ts:\d+|MongoServerError|E11000|"stack"\s*:/i;

describe.each([
  ['anonymous', () => anon],
  ['the owner', () => owner],
])('fuzzing every route as %s', (who, client) => {
  // Signing out would end the owner's session for the rest of the run.
  const fuzzed = routes.filter((r) => !(who === 'the owner' && r.path === '/api/auth/logout'));
  it.each(fuzzed.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s never answers 500, never leaks internals, and writes nothing when it rejects the request',
    async (_name, route) => {
      await currentCounts();
      await fc.assert(
        fc.asyncProperty(input, async (generated) => {
          const url = buildUrl(route.path, generated);
          const res = await send(client(), route.method, url, generated.body);
          const label = `${route.method} ${url} ${JSON.stringify(generated.body).slice(0, 200)} → ${res.status}`;
          expect([label, res.status < 500]).toEqual([label, true]);
          expect([label, leaks.test(JSON.stringify(res.body ?? ''))]).toEqual([label, false]);
          if (res.status >= 400) {
            expect(res.body).toMatchObject({
              status: res.status,
              code: expect.any(String),
              message: expect.any(String),
            });
            const before = counts;
            expect([label, await currentCounts()]).toEqual([label, before]);
          } else {
            await currentCounts();
          }
        }),
        { numRuns: RUNS },
      );
    },
    120_000,
  );
});

it('notices a document written behind its back, and a count-neutral update costs no recount', async () => {
  const before = { ...(await currentCounts()) };
  await mongoose.connection.db!.collection('fuzz_probe').updateOne({ _id: 'p' as never }, { $set: { n: 1 } });
  expect(maybeWritten).toBe(false);
  await mongoose.connection.db!.collection('fuzz_probe').insertOne({ n: 1 });
  expect(maybeWritten).toBe(true);
  expect(await currentCounts()).toEqual({ ...before, fuzz_probe: 1 });
  await mongoose.connection.db!.collection('fuzz_probe').drop();
  expect(await currentCounts()).toEqual(before);
});

it('covers every route the API registers', () => {
  expect(routes.length).toBeGreaterThanOrEqual(37);
  expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
    expect.arrayContaining([
      'POST /api/auth/register',
      'DELETE /api/team/:teamId/:userId',
      'PATCH /api/folders/:id',
    ]),
  );
});
