/**
 * Runs `fn` over `items` with at most `limit` calls in flight, and gives the
 * results in the items' order. For work of many independent documents (a
 * cancel of every post of a bulk publish) that would take one round trip
 * after another done in turn, and all at once would crowd the database.
 */
export async function mapPool<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}
