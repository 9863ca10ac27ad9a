/**
 * A stable 32-bit FNV-1a hash of a string, mapped to a bucket 0..99. The same
 * id always falls in the same bucket, in node and in the browser.
 */
export function rolloutBucket(seed: string, id: string): number {
  let hash = 0x811c9dc5;
  const input = `${seed}:${id}`;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 100;
}
