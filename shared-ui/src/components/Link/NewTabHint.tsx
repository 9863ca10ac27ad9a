import styled from 'styled-components';
import { ExternalLinkIcon } from '../../icons';
import { VisuallyHidden } from '../VisuallyHidden';

/** Attributes for a link that opens in a new tab without giving the new page `window.opener`. */
export const newTabAttributes = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The icon and the screen-reader "(opens in a new tab)" that follow a new-tab link's text. */
export function NewTabHint() {
  return (
    <>
      <Mark />
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </>
  );
}

const Mark = styled(ExternalLinkIcon)`
  display: inline-block;
  flex-shrink: 0;
  width: 0.85em;
  height: 0.85em;
  opacity: 0.8;
`;
