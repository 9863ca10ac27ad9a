/** `npm run bench:<name>`: runs bench/<name>.ts (installs first through bootstrap.mjs). */
const name = process.argv[2];
if (!name || !/^[a-z-]+$/.test(name)) {
  console.error('usage: bench <pages|api|credits|editor|stream>');
  process.exit(2);
}
void import(`../bench/${name}.ts`);
