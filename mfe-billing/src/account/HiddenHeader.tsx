import { VisuallyHidden } from '@inkpress/shared-ui';
import styled from 'styled-components';

/**
 * A column header for screen readers only (e.g. "Actions" over a row's
 * buttons). Its anchor is positioned, so the visually hidden text stays
 * inside the table's scroll area instead of widening the page.
 */
export function HiddenHeader({ children }: { children: string }) {
  return (
    <Anchor>
      <VisuallyHidden>{children}</VisuallyHidden>
    </Anchor>
  );
}

const Anchor = styled.span`
  position: relative;
`;
