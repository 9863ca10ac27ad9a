/**
 * The Webflow fake as a process of its own, for the end-to-end run
 * (scripts/test.ts starts it): `tsx api/test/webflowFakeServer.ts <port>`.
 */
import { startWebflowFake } from './webflowFake';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: webflowFakeServer.ts <port>');
  process.exit(2);
}
void startWebflowFake(port).then((fake) => {
  console.log(`Webflow fake on ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
});
