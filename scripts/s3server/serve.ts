/**
 * Runs the tests' S3 server on its own, for S3 test files run by hand
 * (api/test/s3.ts starts it when `npm test` did not): builds it if needed,
 * starts it on a free loopback port, prints the test environment as one line
 * of JSON, and serves until stopped (SIGTERM, SIGINT, or its parent leaving).
 *
 *   npx tsx scripts/s3server/serve.ts [port]
 */
import { freePort } from '../lib/migrate';
import { s3TestEnv, startS3Server } from './s3server';

async function main() {
  const port = process.argv[2] ? Number(process.argv[2]) : await freePort();
  const server = await startS3Server(port, { quiet: true });
  const stop = () => void server.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Started by a test process: when it goes, its stdin closes, and so does this server.
  process.stdin.on('end', stop);
  process.stdin.resume();
  console.log(JSON.stringify(s3TestEnv(server)));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
