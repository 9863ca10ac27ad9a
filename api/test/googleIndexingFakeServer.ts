/**
 * The Google Indexing API fake as a process of its own, for an end-to-end
 * run: `tsx api/test/googleIndexingFakeServer.ts <port>` (the platform then
 * needs GOOGLE_OAUTH_TOKEN_URL=<url>/token and GOOGLE_INDEXING_BASE_URL=<url>).
 */
import { startGoogleIndexingFake } from './googleIndexingFake';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: googleIndexingFakeServer.ts <port>');
  process.exit(2);
}
void startGoogleIndexingFake(port).then((fake) => {
  console.log(`Google Indexing API fake on ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
});
