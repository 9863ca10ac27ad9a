import type { PostDoc } from '../models/Post';

/** The HTML of the post's selected content variant (the first when none is selected). */
export function htmlOf(post: PostDoc): string {
  const content = post.content ?? [];
  return content[post.selectedContentIndex ?? 0]?.value ?? content[0]?.value ?? '';
}
