import { Notice } from '@inkpress/shared-ui';
import styled from 'styled-components';

/** Pieces the indexer's cards share (screens/IndexerScreen.tsx and GoogleCard.tsx). */

/** What a member sees instead of the settings' controls: who can change them, and what the member can do. */
export function OwnerOnly() {
  return (
    <div data-testid="indexer-owner-only">
      <Notice tone="info">
        Only your team’s owner can verify sites and connect or remove Google’s Indexing API. You can submit
        URLs.
      </Notice>
    </div>
  );
}

export const Steps = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Code = styled.code`
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
