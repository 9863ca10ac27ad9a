/**
 * The generated corpus of bench:chat (and its query probe, bench/chatQuery.ts):
 * 1,000 documents of about 10,000 characters drawn from made-up words with a
 * Zipf-like skew, the same on every run, and questions taken from a document.
 */

/** Documents in the corpus. */
export const DOCUMENTS = 1000;
/** Characters a document (about; it ends at a paragraph). */
export const DOCUMENT_CHARS = 10_000;

/** A small deterministic PRNG (mulberry32), so every run indexes the same text. */
export function prng(seed: number) {
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

export function generateDocuments(): { name: string; text: string }[] {
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
export function questionFrom(text: string, random: () => number): string {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const content = words.filter((w) => !COMMON.includes(w));
  const start = Math.floor(random() * Math.max(1, content.length - 8));
  return `What does it say about ${content.slice(start, start + 3 + Math.floor(random() * 4)).join(' ')}?`;
}

/** The corpus cut into passages as the chat index takes them (`chunk`: the source's or the built chunker). */
export function passagesOf<P>(
  documents: { name: string; text: string }[],
  chunk: (text: string) => string[],
): P[] {
  return documents.flatMap((doc, i) =>
    chunk(doc.text).map(
      (text, n) =>
        ({
          id: `${i}:${n}`,
          sourceId: String(i),
          type: 'chat-file-upload',
          name: doc.name,
          chunk: n,
          text,
        }) as P,
    ),
  );
}
