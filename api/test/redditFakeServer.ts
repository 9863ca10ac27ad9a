/**
 * The Reddit fake as a process of its own, for the end-to-end run
 * (scripts/test.ts starts it): `tsx api/test/redditFakeServer.ts <port>`.
 */
import { startRedditFake } from './redditFake';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: redditFakeServer.ts <port>');
  process.exit(2);
}
void startRedditFake(port).then((fake) => {
  console.log(`Reddit fake on ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
});
