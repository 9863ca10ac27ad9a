import { Button, SpinnerIcon } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useShellStores } from '../ShellContext';

/**
 * Says, above every screen, that Inkpress lost its connection and is
 * reconnecting (with when it tries next, and "Try now"), and that it is back
 * once it is. Nothing the user typed is thrown away meanwhile: screens keep
 * their state, and the request that failed can be sent again.
 */
export const ConnectionBanner = observer(function ConnectionBanner() {
  const { connection } = useShellStores();
  if (connection.state === 'online') return null;
  if (connection.state === 'restored') {
    return (
      <Bar role="status" $tone="success">
        <strong>Connection restored.</strong> You can carry on where you were.
      </Bar>
    );
  }
  return (
    <Bar role="status" $tone="warning">
      <span>
        <strong>Reconnecting…</strong> Inkpress cannot reach its server right now. What you saved is safe;
        what you are typing stays on this page.{' '}
        {connection.probing ? 'Trying now…' : `Trying again in ${connection.secondsLeft} s.`}
      </span>
      {connection.probing ? (
        <SpinnerIcon size="sm" />
      ) : (
        <Button size="sm" variant="secondary" onClick={() => connection.retryNow()}>
          Try now
        </Button>
      )}
    </Bar>
  );
});

const Bar = styled.div<{ $tone: 'warning' | 'success' }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  top: ${({ theme }) => theme.space[3]};
  left: 50%;
  transform: translateX(-50%);
  width: min(640px, calc(100% - 2 * ${({ theme }) => theme.space[4]}));
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme, $tone }) => theme.colors.tones[$tone].border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) => theme.colors.tones[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.tones[$tone].fg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
