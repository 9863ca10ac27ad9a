/**
 * A word-level diff for comparing a revision with the current text: Myers'
 * O((N+M)·D) algorithm on words after the common beginning and end are cut
 * off. D (the number of words inserted plus deleted) is bounded: past
 * `maxEdits` the middle is reported as one deletion and one insertion
 * (`truncated: true`), so a comparison of two unrelated 50k-word texts stays
 * fast and small in memory (the trace holds about maxEdits² numbers).
 */

export type DiffOpType = 'equal' | 'insert' | 'delete';

/** A run of words: in both texts, only in the new one, or only in the old one. */
export interface DiffOp {
  type: DiffOpType;
  text: string;
}

export interface WordDiff {
  ops: DiffOp[];
  /** Words only in the new text. */
  added: number;
  /** Words only in the old text. */
  removed: number;
  /** True when the texts differ too much for a word-by-word answer. */
  truncated: boolean;
}

export const DEFAULT_MAX_EDITS = 2000;

/** The words of a plain text. */
export function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

type Step = [DiffOpType, string];

/** The shortest edit script of a → b, or null when it needs more than `maxEdits` edits. */
function myers(a: readonly string[], b: readonly string[], maxEdits: number): Step[] | null {
  const n = a.length;
  const m = b.length;
  const limit = Math.min(maxEdits, n + m);
  const offset = limit + 1;
  const v = new Int32Array(2 * limit + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= limit; d++) {
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!)
          ? v[offset + k + 1]!
          : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        trace.push(v.slice(offset - d, offset + d + 1));
        return backtrack(a, b, trace);
      }
    }
    trace.push(v.slice(offset - d, offset + d + 1));
  }
  return null;
}

function backtrack(a: readonly string[], b: readonly string[], trace: Int32Array[]): Step[] {
  const steps: Step[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = trace.length - 1; d > 0; d--) {
    const prev = trace[d - 1]!;
    const at = (k: number) => prev[k + d - 1]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      steps.push(['equal', a[--x]!]);
      y--;
    }
    if (x === prevX) steps.push(['insert', b[--y]!]);
    else steps.push(['delete', a[--x]!]);
  }
  while (x > 0 && y > 0) {
    steps.push(['equal', a[--x]!]);
    y--;
  }
  return steps.reverse();
}

/** Joins consecutive steps of one type into runs. */
function runs(steps: Step[]): DiffOp[] {
  const ops: DiffOp[] = [];
  let current: { type: DiffOpType; words: string[] } | undefined;
  for (const [type, word] of steps) {
    if (current?.type !== type) {
      if (current) ops.push({ type: current.type, text: current.words.join(' ') });
      current = { type, words: [] };
    }
    current.words.push(word);
  }
  if (current) ops.push({ type: current.type, text: current.words.join(' ') });
  return ops;
}

/** Word diff of two plain texts: `ops` read `before` → `after`. */
export function diffWords(before: string, after: string, maxEdits = DEFAULT_MAX_EDITS): WordDiff {
  const a = words(before);
  const b = words(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const middle = myers(midA, midB, maxEdits);
  const steps: Step[] = [
    ...a.slice(0, start).map((w): Step => ['equal', w]),
    ...(middle ?? [...midA.map((w): Step => ['delete', w]), ...midB.map((w): Step => ['insert', w])]),
    ...a.slice(endA).map((w): Step => ['equal', w]),
  ];
  let added = 0;
  let removed = 0;
  for (const [type] of steps) {
    if (type === 'insert') added++;
    else if (type === 'delete') removed++;
  }
  return { ops: runs(steps), added, removed, truncated: middle === null };
}
