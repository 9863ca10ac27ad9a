import { Notice } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { signUpFrom } from './FreeQuota';
import type { LinkExpiry } from './LinkExpiry';

/**
 * Until when a visitor's result can be downloaded, or, once its links have
 * run out, that it has expired and how to have it again.
 */
export const ResultExpiry = observer(function ResultExpiry({
  links,
  what,
  again,
  path,
}: {
  links: LinkExpiry;
  /** The result, as in "This restored image has expired". */
  what: string;
  /** How to make it again, as in "Restore the photo again". */
  again: string;
  /** This page's address, for the way back after signing up. */
  path: string;
}) {
  if (!links.expiresAt) return null;
  if (links.expired)
    return (
      <Notice tone="warning" title={`This ${what} has expired`}>
        Without an account, results are kept for 15 minutes. {again}, or{' '}
        <Link to={signUpFrom(path)}>create a free account</Link> to keep them in your files.
      </Notice>
    );
  return (
    <Line data-testid="result-expiry">
      Download it before {links.until}: without an account, the {what} is deleted then.
    </Line>
  );
});

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
