/**
 * The events of an article's stream (POST /api/generate {operation: 'generate-article'})
 * other than its text, read defensively: a malformed one is left out.
 */

/** An option of the article that was not delivered and was refunded (the API's `delivery` event). */
export interface DeliveryNote {
  option: string;
  refunded: number;
  note: string;
}

/** The notes of a `delivery` event {charged, refunded, notes}, the malformed ones left out. */
export function deliveryOf(data: Record<string, unknown>): { charged?: number; notes: DeliveryNote[] } {
  const notes = Array.isArray(data.notes) ? data.notes : [];
  return {
    ...(typeof data.charged === 'number' ? { charged: data.charged } : {}),
    notes: notes.filter(
      (n): n is DeliveryNote =>
        typeof n === 'object' &&
        n !== null &&
        typeof n.option === 'string' &&
        typeof n.note === 'string' &&
        typeof n.refunded === 'number',
    ),
  };
}

/** One info-base passage an article drew on: [n] in the article is this passage of this file. */
export interface ArticleSource {
  n: number;
  name: string;
  chunk: number;
  text: string;
}

/** The passages of a `sources` event {citations}, the malformed ones left out. */
export function sourcesOf(data: Record<string, unknown>): ArticleSource[] {
  const list = Array.isArray(data.citations) ? data.citations : [];
  return list
    .filter(
      (c): c is ArticleSource =>
        typeof c === 'object' &&
        c !== null &&
        typeof c.n === 'number' &&
        typeof c.name === 'string' &&
        typeof c.chunk === 'number' &&
        typeof c.text === 'string',
    )
    .map(({ n, name, chunk, text }) => ({ n, name, chunk, text }));
}

/** The HTML of the saved post of a `post` event (its selected variant), if it names one. */
export function savedContentOf(data: Record<string, unknown>): string | undefined {
  const post = data.post;
  if (typeof post !== 'object' || post === null) return undefined;
  const { content, selectedContentIndex } = post as { content?: unknown; selectedContentIndex?: unknown };
  if (!Array.isArray(content)) return undefined;
  const index = typeof selectedContentIndex === 'number' ? selectedContentIndex : 0;
  const value = (content[index] ?? content[0]) as { value?: unknown } | undefined;
  return typeof value?.value === 'string' && value.value ? value.value : undefined;
}

/** Where a generated article was saved, from whatever event names it. */
export function savedIdsOf(data: Record<string, unknown>): { collectionId?: string; postId?: string } {
  const pick = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const nested = (key: string) => {
    const value = data[key];
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  };
  return {
    collectionId:
      pick(data.collectionId) ?? pick(nested('collection').id) ?? pick(nested('post').collectionId),
    postId: pick(data.postId) ?? pick(nested('post').id),
  };
}
