import { VisuallyHidden } from '@inkpress/shared-ui';

/** A "⋯" menu button's content: the dots for the eye, `text` for screen readers. */
export function MoreLabel({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden="true">⋯</span>
      <VisuallyHidden>{text}</VisuallyHidden>
    </>
  );
}
