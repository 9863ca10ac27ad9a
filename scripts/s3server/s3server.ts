/**
 * The S3-compatible server of the tests: main.go here, gofakes3 (in-memory
 * backend) behind a check of each request's SigV4 signature. Built once with
 * Go into the cache folder outside the repository (like FerretDB and Ghost),
 * under a name that carries a hash of main.go, go.mod and go.sum: a changed
 * server is rebuilt, an unchanged one starts at once. The build needs only
 * the Go module proxy (go.sum pins every module), so a fresh CI machine
 * builds it offline from the proxy in about half a minute.
 *
 *   const s3 = await startS3Server(port);        // s3.url, s3.bucket, s3.accessKeyId…
 *   env = { ...env, ...s3TestEnv(s3) };          // what api/test/s3.ts reads
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { say } from '../lib/log';
import { type Service, startService, waitForPort, which } from '../lib/proc';
import { cacheDir } from '../lib/wordpress';

const sourceDir = __dirname;
const SOURCES = ['main.go', 'go.mod', 'go.sum'];

/** The cached binary's path for the current sources. */
export function s3ServerBinary(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES) hash.update(file).update(readFileSync(path.join(sourceDir, file)));
  return path.join(cacheDir, `s3server-${hash.digest('hex').slice(0, 12)}`, 's3server');
}

/**
 * Builds the server once (go build through the module proxy); returns the
 * binary. Asynchronous, so `npm test` builds it while WordPress and Ghost boot.
 */
export async function ensureS3Server(): Promise<string> {
  const binary = s3ServerBinary();
  if (existsSync(binary)) return binary;
  if (!which('go')) throw new Error('Go is missing: it builds the tests’ S3 server (scripts/s3server).');
  say(`building the tests' S3 server (gofakes3) into ${path.dirname(binary)} (once)…`);
  mkdirSync(path.dirname(binary), { recursive: true });
  // Built beside its final name, then renamed: two runs building at once both end with a whole binary.
  const partial = `${binary}.partial-${process.pid}`;
  const output: Buffer[] = [];
  const status = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      'go',
      ['build', '-buildvcs=false', '-trimpath', '-ldflags=-s -w', '-o', partial, '.'],
      {
        cwd: sourceDir,
        stdio: ['ignore', 'pipe', 'pipe'],
        // -mod=readonly: go.sum is complete; a build never edits the repository's files.
        env: { ...process.env, GOFLAGS: '-mod=readonly' },
      },
    );
    child.stdout.on('data', (c: Buffer) => output.push(c));
    child.stderr.on('data', (c: Buffer) => output.push(c));
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (status !== 0) {
    rmSync(partial, { force: true });
    throw new Error(`building scripts/s3server failed:\n${Buffer.concat(output).toString()}`);
  }
  renameSync(partial, binary);
  return binary;
}

export interface S3Server extends Service {
  /** The endpoint, http://127.0.0.1:port (path-style addresses). */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Starts the server on 127.0.0.1:port with one bucket and a key pair made for
 * this run; requests signed with anything else are refused (403).
 */
export async function startS3Server(port: number, options: { quiet?: boolean } = {}): Promise<S3Server> {
  const binary = await ensureS3Server();
  const bucket = 'inkpress-test';
  const accessKeyId = `INKPRESSTEST${randomBytes(4).toString('hex').toUpperCase()}`;
  const secretAccessKey = randomBytes(24).toString('base64url');
  const service = startService(
    's3server',
    binary,
    [
      '-addr',
      `127.0.0.1:${port}`,
      '-bucket',
      bucket,
      '-access-key',
      accessKeyId,
      '-secret-key',
      secretAccessKey,
    ],
    { quiet: options.quiet },
  );
  await waitForPort(port, 'the S3 server', 30_000, service.child);
  return {
    ...service,
    url: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId,
    secretAccessKey,
  };
}

/** The environment the S3 test suites read the server from (api/test/s3.ts). */
export function s3TestEnv(server: S3Server): Record<string, string> {
  return {
    INKPRESS_TEST_S3_ENDPOINT: server.url,
    INKPRESS_TEST_S3_BUCKET: server.bucket,
    INKPRESS_TEST_S3_REGION: server.region,
    INKPRESS_TEST_S3_ACCESS_KEY_ID: server.accessKeyId,
    INKPRESS_TEST_S3_SECRET_ACCESS_KEY: server.secretAccessKey,
  };
}
