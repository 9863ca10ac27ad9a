/** The path of a saved post's editor. */
export function editorPath(collectionId: string, postId?: string): string {
  const base = `/dashboard/collections/${encodeURIComponent(collectionId)}`;
  return postId ? `${base}/${encodeURIComponent(postId)}` : base;
}
