/**
 * The Medium fake as a process of its own, for the end-to-end run
 * (scripts/test.ts starts it): `tsx api/test/mediumFakeServer.ts <port>`.
 */
import { startMediumFake } from './mediumFake';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: mediumFakeServer.ts <port>');
  process.exit(2);
}
void startMediumFake(port).then((fake) => {
  console.log(`Medium fake on ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
});
