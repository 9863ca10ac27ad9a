import type { PopupProps } from '@inkpress/shared-ui';
import { PageBoosterFlow } from './PageBoosterFlow';

/**
 * The page booster popup, opened from a document. Props: `url` (the
 * document's published page, when known), `keyphrase`, `postId` (saves go
 * into this post by default) and `onDone()` (called after a save into it,
 * so the editor reloads the post).
 */
export function PageBoosterPopup({ props }: PopupProps) {
  const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const onDone = typeof props.onDone === 'function' ? (props.onDone as () => void) : undefined;
  const postId = str(props.postId);
  return (
    <PageBoosterFlow
      compact
      initialUrl={str(props.url)}
      initialKeyphrase={str(props.keyphrase)}
      targetPostId={postId}
      onSaved={(saved) => {
        if (!saved.created && saved.postId === postId) onDone?.();
      }}
    />
  );
}
