/**
 * A real Ghost for the publishing tests (FINDINGS.md "Publishing targets"):
 * `ghost@5.130.6`, the last release for Node 20, from the npm registry.
 * `npm install ghost` as a dependency fails, so the package is packed,
 * extracted, stripped of its devDependencies and installed on its own
 * (`--omit=dev --legacy-peer-deps`, a few minutes and ~540 MB) into the cache
 * folder outside the repository, once per version. Each run boots it on a
 * loopback port with its own SQLite database and content folder, sets up the
 * owner and creates an integration whose Admin API key the tests use.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { say } from './log';
import { run, type Service, startService, waitForPort } from './proc';
import { cacheDir } from './wordpress';

export const GHOST_VERSION = '5.130.6';
const installDir = path.join(cacheDir, `ghost-${GHOST_VERSION}`);
const marker = path.join(installDir, '.inkpress-install');

export function ghostInstalled(): boolean {
  return existsSync(marker);
}

/** Installs Ghost into the cache folder when missing (npm pack, extract, install its dependencies). */
export function ensureGhostInstalled() {
  if (ghostInstalled()) return;
  say(`installing Ghost ${GHOST_VERSION} into ${installDir} (once; a few minutes)…`);
  mkdirSync(cacheDir, { recursive: true });
  const work = path.join(cacheDir, `ghost-${GHOST_VERSION}.partial-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  try {
    run('npm', ['pack', `ghost@${GHOST_VERSION}`, '--silent', '--pack-destination', work], {
      stdio: 'ignore',
    });
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
    if (!tarball) throw new Error('npm pack ghost wrote no tarball');
    const pkg = path.join(work, 'package');
    mkdirSync(pkg);
    run('tar', ['-xzf', path.join(work, tarball), '-C', pkg, '--strip-components=1']);
    // Its devDependencies point at workspace packages of Ghost's monorepo: npm cannot resolve them.
    const manifestFile = path.join(pkg, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
    delete manifest.devDependencies;
    writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
    run(
      'npm',
      ['install', '--omit=dev', '--legacy-peer-deps', '--no-audit', '--no-fund', '--loglevel=error'],
      {
        cwd: pkg,
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    writeFileSync(path.join(pkg, '.inkpress-install'), new Date().toISOString());
    if (!ghostInstalled()) {
      rmSync(installDir, { recursive: true, force: true });
      renameSync(pkg, installDir);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export interface GhostServer extends Service {
  url: string;
  /** The Admin API key of the tests' integration, `id:secret`. */
  adminKey: string;
  /** Its Content API key (public reads). */
  contentKey: string;
  /** The owner's sign-in, for tests that read the admin as a person would. */
  owner: { email: string; password: string };
  /** The `host:port` entry FETCH_ALLOW_HOSTS needs to reach it. */
  allowHost: string;
}

interface GhostCall {
  status: number;
  body: unknown;
  headers: Headers;
}

async function ghostCall(
  url: string,
  route: string,
  options: { method?: string; json?: unknown; cookie?: string } = {},
): Promise<GhostCall> {
  const response = await fetch(`${url}/ghost/api/admin${route}`, {
    method: options.method ?? 'GET',
    headers: {
      accept: 'application/json',
      'accept-version': 'v5.0',
      origin: url,
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body, headers: response.headers };
}

function expectOk(call: GhostCall, what: string) {
  if (call.status >= 300)
    throw new Error(`Ghost ${what} answered ${call.status}: ${JSON.stringify(call.body).slice(0, 500)}`);
}

/** Waits until Ghost has booted (it answers 503 while it starts). */
async function waitForGhost(url: string, child: Service['child'], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Ghost exited with ${child.exitCode} while booting`);
    try {
      const site = await ghostCall(url, '/site/');
      if (site.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Ghost did not boot within ${timeoutMs / 1000}s`);
}

/**
 * Starts Ghost on `port` (127.0.0.1 only) with its database and content in
 * `dir` (made fresh), sets up its owner, two tags and an integration.
 */
export async function startGhost(
  dir: string,
  port: number,
  options: { quiet?: boolean } = {},
): Promise<GhostServer> {
  ensureGhostInstalled();
  rmSync(dir, { recursive: true, force: true });
  const content = path.join(dir, 'content');
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(installDir, 'content'), content, { recursive: true });
  const host = `127.0.0.1:${port}`;
  const url = `http://${host}`;
  const ghost = startService('ghost', process.execPath, [path.join(installDir, 'index.js')], {
    quiet: options.quiet,
    cwd: installDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      url,
      server__host: '127.0.0.1',
      server__port: String(port),
      database__client: 'sqlite3',
      database__connection__filename: path.join(dir, 'ghost.db'),
      paths__contentPath: content,
      security__staffDeviceVerification: 'false',
      // No calls out: the test machine has no network but the npm registry.
      privacy__useUpdateCheck: 'false',
      privacy__useGravatar: 'false',
      privacy__useRpcPing: 'false',
      mail__transport: 'stub',
      BLUEBIRD_WARNINGS: '0',
      logging__level: 'warn',
      logging__transports: '["stdout"]',
    },
  });
  try {
    await waitForPort(port, 'Ghost', 120_000, ghost.child);
    await waitForGhost(url, ghost.child, 120_000);
    const owner = {
      email: 'owner@inkpress.test',
      password: `Ink-${Math.random().toString(36).slice(2)}-press!`,
    };
    expectOk(
      await ghostCall(url, '/authentication/setup/', {
        method: 'POST',
        json: {
          setup: [
            {
              name: 'Ghost Owner',
              email: owner.email,
              password: owner.password,
              blogTitle: 'Inkpress Test Ghost',
            },
          ],
        },
      }),
      'setup',
    );
    const session = await ghostCall(url, '/session/', {
      method: 'POST',
      json: { username: owner.email, password: owner.password },
    });
    expectOk(session, 'sign-in');
    const cookie = (session.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
    if (!cookie) throw new Error('Ghost answered the sign-in without a session cookie');
    const integration = await ghostCall(url, '/integrations/?include=api_keys', {
      method: 'POST',
      cookie,
      json: { integrations: [{ name: 'Inkpress tests' }] },
    });
    expectOk(integration, 'integration');
    const keys = (
      integration.body as { integrations: { api_keys: { type: string; id: string; secret: string }[] }[] }
    ).integrations[0]!.api_keys;
    const admin = keys.find((k) => k.type === 'admin');
    const contentKey = keys.find((k) => k.type === 'content');
    if (!admin || !contentKey) throw new Error('Ghost made the integration without API keys');
    // Ghost's own fixtures may already hold some of these (its first tag is News): each once.
    const existing = await ghostCall(url, '/tags/?limit=all&fields=name', { cookie });
    expectOk(existing, 'tags');
    const have = new Set((existing.body as { tags: { name: string }[] }).tags.map((t) => t.name));
    for (const name of ['News', 'Guides'].filter((n) => !have.has(n))) {
      expectOk(
        await ghostCall(url, '/tags/', { method: 'POST', cookie, json: { tags: [{ name }] } }),
        `tag ${name}`,
      );
    }
    return {
      name: 'ghost',
      child: ghost.child,
      stop: ghost.stop,
      url,
      allowHost: host,
      // Ghost 5 answers an admin key's secret already as `id:secret`.
      adminKey: admin.secret.includes(':') ? admin.secret : `${admin.id}:${admin.secret}`,
      contentKey: contentKey.secret,
      owner,
    };
  } catch (err) {
    await ghost.stop();
    throw err;
  }
}

/** The environment the tests read the Ghost server from. */
export function ghostTestEnv(server: GhostServer): Record<string, string> {
  return {
    GHOST_TEST_URL: server.url,
    GHOST_TEST_ADMIN_KEY: server.adminKey,
    GHOST_TEST_CONTENT_KEY: server.contentKey,
  };
}

/** `npx tsx scripts/lib/ghost.ts [port]`: installs and boots Ghost alone, prints its keys (a manual check). */
if (process.argv[1] && /ghost\.ts$/.test(process.argv[1])) {
  process.on('SIGTERM', () => process.emit('SIGINT'));
  const port = Number(process.argv[2] ?? 18768);
  const dir = path.join(cacheDir, `ghost-try-${port}`);
  startGhost(dir, port)
    .then((server) => {
      console.log(JSON.stringify(ghostTestEnv(server), null, 2));
      process.on('SIGINT', () => void server.stop().then(() => process.exit(0)));
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
