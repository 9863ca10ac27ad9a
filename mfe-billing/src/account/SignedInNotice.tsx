import { Button, Notice, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';

/**
 * On the login and register screens, for someone already signed in: who they
 * are, a way on, and a way out (to sign in as someone else).
 */
export const SignedInNotice = observer(function SignedInNotice() {
  const { session } = useShell();
  const user = session.user;
  if (!user) return null;
  return (
    <Notice tone="info" title={`You are logged in as ${user.email}.`}>
      <Actions>
        <Button size="sm" onClick={() => session.signedIn(user, session.isInternal)}>
          Continue
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void session.logout()}>
          Log out
        </Button>
      </Actions>
    </Notice>
  );
});

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
