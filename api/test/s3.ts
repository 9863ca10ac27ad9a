/**
 * The real S3-compatible server of the S3 test files (scripts/s3server:
 * gofakes3 behind a SigV4 check). `npm test` starts one for the Jest phase and
 * passes it as INKPRESS_TEST_S3_*; a file run through `npm test` without it
 * fails at once. Run by hand (npx jest …) without it, the file starts a server
 * of its own (scripts/s3server/serve.ts, built with Go on first use) and says so.
 *
 *   const s3 = await testS3();                    // in beforeAll, with a long timeout
 *   startTestApi({ ...s3.env });                  // S3_* for the API under test
 *   await s3.stop();                              // in afterAll
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The API's S3_* settings for this server. */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

const root = path.resolve(__dirname, '..', '..');

/** How long a server started by hand may take (its first start builds it with Go). */
export const S3_START_TIMEOUT_MS = 240_000;

export async function testS3(): Promise<TestS3> {
  if (process.env.INKPRESS_TEST_S3_ENDPOINT) return fromEnv(process.env, async () => undefined);
  if (process.env.npm_lifecycle_event === 'test')
    throw new Error(
      'INKPRESS_TEST_S3_ENDPOINT is not set although this runs through `npm test`, whose scripts/test.ts starts the S3 server (scripts/s3server) for Jest.',
    );
  console.warn(
    'INKPRESS_TEST_S3_ENDPOINT is not set (run by hand): starting the S3 server of scripts/s3server for this file.',
  );
  return startByHand();
}

function fromEnv(env: NodeJS.ProcessEnv, stop: () => Promise<void>): TestS3 {
  const read = (name: string) => {
    const value = env[`INKPRESS_TEST_S3_${name}`];
    if (!value)
      throw new Error(`INKPRESS_TEST_S3_${name} is not set (scripts/s3server/s3server.ts s3TestEnv)`);
    return value;
  };
  const server = {
    endpoint: read('ENDPOINT'),
    bucket: read('BUCKET'),
    region: read('REGION'),
    accessKeyId: read('ACCESS_KEY_ID'),
    secretAccessKey: read('SECRET_ACCESS_KEY'),
  };
  return {
    ...server,
    env: {
      S3_ENDPOINT: server.endpoint,
      S3_BUCKET: server.bucket,
      S3_REGION: server.region,
      S3_ACCESS_KEY_ID: server.accessKeyId,
      S3_SECRET_ACCESS_KEY: server.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop,
  };
}

function startByHand(): Promise<TestS3> {
  const child: ChildProcess = spawn(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(root, 'scripts', 's3server', 'serve.ts')],
    { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      // Lines before the JSON say what it is doing (building the server on first use).
      if (!line.startsWith('{')) return console.warn(line);
      lines.close();
      try {
        resolve(fromEnv(JSON.parse(line) as NodeJS.ProcessEnv, stop));
      } catch (err) {
        void stop();
        reject(err);
      }
    });
    child.once('exit', (code) => reject(new Error(`scripts/s3server/serve.ts exited with ${code}`)));
  });
}
