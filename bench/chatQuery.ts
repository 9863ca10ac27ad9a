/**
 * A focused probe of retrieval query time (no build, no database): the
 * same 1,000 generated documents as bench:chat, indexed by the source
 * lexical index, 500 queries timed in wall and CPU time, the slowest listed.
 * CPU time separates the index's own cost from a busy machine's scheduling.
 * `npx tsx bench/chatQuery.ts`
 */
import { performance } from 'node:perf_hooks';
import { chunkText } from '../api/src/services/retrieval/chunk';
import { LexicalIndex, type Passage } from '../api/src/services/retrieval/lexical';
import { generateDocuments, passagesOf, prng, questionFrom } from './chatCorpus';

const documents = generateDocuments();
const passages = passagesOf<Passage>(documents, chunkText);
let t = performance.now();
const index = new LexicalIndex(passages);
console.log('index ms', Math.round(performance.now() - t), 'passages', index.size);
const random = prng(42);
const times: number[] = [];
const slow: [number, string][] = [];
const cpuTimes: number[] = [];
for (let i = 0; i < 520; i++) {
  const doc = documents[Math.floor(random() * documents.length)] as { text: string };
  const q = questionFrom(doc.text, random);
  const c0 = process.cpuUsage();
  t = performance.now();
  index.query(q, 5);
  const took = performance.now() - t;
  const cpu = process.cpuUsage(c0);
  if (i >= 20) cpuTimes.push((cpu.user + cpu.system) / 1000);
  if (i >= 20) {
    times.push(took);
    slow.push([took, q]);
  }
}
times.sort((a, b) => a - b);
const p = (x: number) =>
  times[Math.min(times.length - 1, Math.ceil((x / 100) * times.length) - 1)]!.toFixed(2);
cpuTimes.sort((a, b) => a - b);
console.log(
  'cpu p50',
  cpuTimes[Math.ceil(cpuTimes.length / 2) - 1],
  'cpu p95',
  cpuTimes[Math.ceil(cpuTimes.length * 0.95) - 1],
);
console.log('p50', p(50), 'p95', p(95), 'max', times.at(-1)!.toFixed(2));
slow.sort((a, b) => b[0] - a[0]);
console.log(
  slow
    .slice(0, 8)
    .map(([ms, q]) => `${ms.toFixed(1)} ${q}`)
    .join('\n'),
);
