/**
 * The Shopify fake as a process of its own, for the end-to-end run
 * (scripts/test.ts starts it): `tsx api/test/shopifyFakeServer.ts <port>`.
 */
import { startShopifyFake } from './shopifyFake';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: shopifyFakeServer.ts <port>');
  process.exit(2);
}
void startShopifyFake(port).then((fake) => {
  console.log(`Shopify fake on ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
});
