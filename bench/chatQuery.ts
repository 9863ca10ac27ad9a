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

const DOCUMENTS = 1000;
const DOCUMENT_CHARS = 10_000;
/** A small deterministic PRNG (mulberry32), so every run indexes the same text. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = 'ka lo mi ne ra su ti ve do pa ri sa te no ba ge lu fi mo ha'.split(' ');
const COMMON = 'the of and to in a is that for it as with was on be by this are from or at which have'.split(
  ' ',
);

/** A vocabulary of 6,000 made-up words; documents draw from it with a Zipf-like skew. */
function vocabulary(random: () => number): string[] {
  const words = new Set<string>();
  while (words.size < 6000) {
    const n = 2 + Math.floor(random() * 3);
    words.add(Array.from({ length: n }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(''));
  }
  return [...words];
}

function generateDocuments(): { name: string; text: string }[] {
  const random = prng(15);
  const vocab = vocabulary(random);
  const pick = () => vocab[Math.floor(vocab.length * random() ** 2)] as string;
  return Array.from({ length: DOCUMENTS }, (_, d) => {
    const paragraphs: string[] = [];
    let length = 0;
    while (length < DOCUMENT_CHARS) {
      const sentences: string[] = [];
      for (let s = 0; s < 4; s++) {
        const words = Array.from({ length: 10 + Math.floor(random() * 12) }, () =>
          random() < 0.35 ? (COMMON[Math.floor(random() * COMMON.length)] as string) : pick(),
        );
        const sentence = words.join(' ');
        sentences.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
      }
      const paragraph = sentences.join(' ');
      paragraphs.push(paragraph);
      length += paragraph.length + 2;
    }
    return { name: `Document ${d + 1}`, text: paragraphs.join('\n\n').slice(0, DOCUMENT_CHARS + 400) };
  });
}

/** A question of 3 to 6 content words of one document. */
function questionFrom(text: string, random: () => number): string {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const content = words.filter((w) => !COMMON.includes(w));
  const start = Math.floor(random() * Math.max(1, content.length - 8));
  return `What does it say about ${content.slice(start, start + 3 + Math.floor(random() * 4)).join(' ')}?`;
}

const documents = generateDocuments();
const passages: Passage[] = documents.flatMap((doc, i) =>
  chunkText(doc.text).map((text, n) => ({
    id: `${i}:${n}`,
    sourceId: String(i),
    type: 'chat-file-upload',
    name: doc.name,
    chunk: n,
    text,
  })),
);
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
