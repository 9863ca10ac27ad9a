import { withPlatform } from './lib';
void withPlatform(async (p) => {
  console.log('UP', p.url);
  await new Promise(() => {});
}, false);
