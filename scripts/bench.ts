/** `npm run bench:<name>`: runs bench/<name>.ts (installs first through bootstrap.mjs). */
const benchmark = process.argv[2];
if (!benchmark || !/^[a-z-]+$/.test(benchmark)) {
  console.error('usage: bench <pages|api|credits|db|editor|stream|tools|media>');
  process.exit(2);
}
process.argv.splice(2, 1);
void import(`../bench/${benchmark}.ts`);

export {};
