import type { IndexEngineResult, IndexSubmissionView } from '@inkpress/shared-core';
import { Badge } from '@inkpress/shared-ui';
import styled from 'styled-components';

const stateLabel: Record<IndexEngineResult['state'], string> = {
  accepted: 'Accepted',
  refused: 'Refused',
  failed: 'Failed',
};
const stateTone = { accepted: 'success', refused: 'danger', failed: 'warning' } as const;

/**
 * Each engine's answer for one URL, side by side, for the indexer page and
 * its popup. IndexNow not sent says why when the site is still not
 * verified (a verified site's URL was sent to Google alone by choice, or
 * before the site was verified).
 */
export function Engines({
  submission,
  verified,
}: {
  submission: IndexSubmissionView;
  /** The team's verified hosts. */
  verified: ReadonlySet<string>;
}) {
  const rows = [
    ['IndexNow', submission.engines.indexNow],
    ['Google', submission.engines.google],
  ] as const;
  return (
    <EngineList aria-label="Search engines">
      {rows.map(([name, result]) =>
        result ? (
          <li key={name}>
            <EngineName>{name}</EngineName>
            <Badge tone={stateTone[result.state]}>
              {stateLabel[result.state]}
              {result.httpStatus ? ` · ${result.httpStatus}` : ''}
            </Badge>
            {result.reason && <Muted>{result.reason}</Muted>}
          </li>
        ) : name === 'IndexNow' ? (
          <li key={name}>
            <EngineName>{name}</EngineName>
            <Muted>
              {verified.has(submission.host) ? 'Not sent.' : 'Not sent: the site is not verified.'}
            </Muted>
          </li>
        ) : null,
      )}
    </EngineList>
  );
}

const EngineList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[2]};
  }
`;
const EngineName = styled.span`
  min-width: 5.5rem;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
