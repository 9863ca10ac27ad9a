import { Button, Notice, Spinner, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AuthLayout } from '../../account/AuthLayout';
import { type AccountApi, accountApi, type Team } from '../../account/api';
import { type ExplainedError, explainError } from '../../account/errors';
import { loginUrlFor } from '../../account/links';

type Outcome =
  | { state: 'joining' }
  | { state: 'joined'; team: Team }
  | { state: 'failed'; error: ExplainedError };

export const acceptErrorTexts = {
  EmailKeyExpired: 'This invitation has expired. Ask the team owner to invite you again.',
  NotFound: 'This invitation is not valid or was already used.',
  Forbidden: (server: string | undefined) =>
    server ?? 'This invitation was sent to another email address. Log in with that address to accept it.',
  Conflict: (server: string | undefined) => server ?? 'You cannot join this team right now.',
};

// An invitation is used once: one request per user and token, even when React runs the effect twice.
const attempts = new Map<string, Promise<Outcome>>();

export function acceptOnce(api: AccountApi, userId: string, token: string, retry = false): Promise<Outcome> {
  const id = `${userId}:${token}`;
  let attempt = retry ? undefined : attempts.get(id);
  if (!attempt) {
    attempt = api.acceptInvite(token).then(
      (team): Outcome => ({ state: 'joined', team }),
      (err: unknown): Outcome => ({ state: 'failed', error: explainError(err, acceptErrorTexts) }),
    );
    attempts.set(id, attempt);
  }
  return attempt;
}

/**
 * /accept-invite?token=…: signed in, joins the team of the invitation;
 * signed out, goes to log in (or register) and comes back here.
 */
export const AcceptInviteView = observer(function AcceptInviteView() {
  const { api, session } = useShell();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = session.user;
  const [outcome, setOutcome] = useState<Outcome>({ state: 'joining' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (session.status === 'idle') void session.load();
  }, [session]);

  useEffect(() => {
    if (!token || !user) return;
    let live = true;
    setOutcome({ state: 'joining' });
    void acceptOnce(accountApi(api), user.id, token, attempt > 0).then((result) => {
      if (live) setOutcome(result);
    });
    return () => {
      live = false;
    };
  }, [api, token, user, attempt]);

  if (!token) {
    return (
      <AuthLayout title="Join a team">
        <Notice tone="warning" title="This invitation link is incomplete.">
          Open the link from the invitation email again.
        </Notice>
      </AuthLayout>
    );
  }

  const sessionKnown = session.status === 'success' || session.status === 'failure';
  if (!user && sessionKnown) {
    return <Navigate to={loginUrlFor(`/accept-invite?token=${token}`)} replace />;
  }

  if (!user || outcome.state === 'joining') {
    return (
      <AuthLayout title="Join a team">
        <Busy>
          <Spinner size="lg" label="Joining the team" />
          <p>Joining the team…</p>
        </Busy>
      </AuthLayout>
    );
  }

  if (outcome.state === 'joined') {
    const owner = outcome.team.teamUsers.find((u) => u.role === 'Owner');
    return (
      <AuthLayout title="Welcome to the team">
        <Notice tone="success" title="You joined the team.">
          {owner ? `You now work in ${owner.name || owner.email}'s team` : 'You now work in this team'}: its
          documents and credits are yours to use.
        </Notice>
        <Button as={RouterLink} to="/dashboard" size="lg" fullWidth>
          Open the dashboard
        </Button>
        <Button as={RouterLink} to="/dashboard/settings?tab=team" variant="secondary" fullWidth>
          See the team
        </Button>
      </AuthLayout>
    );
  }

  const { error } = outcome;
  const wrongAccount = error.code === 'Forbidden';
  const retryable = !['EmailKeyExpired', 'NotFound', 'Forbidden', 'Conflict'].includes(error.code);
  const switchAccount = async () => {
    await session.logout();
    navigate(loginUrlFor(`/accept-invite?token=${token}`), { replace: true });
  };
  return (
    <AuthLayout title="We could not add you to the team">
      <Notice tone="danger">{error.message}</Notice>
      {wrongAccount && (
        <>
          <p>You are logged in as {user.email}.</p>
          <Button size="lg" fullWidth onClick={() => void switchAccount()}>
            Log out and use another account
          </Button>
        </>
      )}
      {retryable && (
        <Button size="lg" fullWidth onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      )}
      <Button as={RouterLink} to="/dashboard" variant="secondary" fullWidth>
        Go to your dashboard
      </Button>
    </AuthLayout>
  );
});

export default function AcceptInviteScreen() {
  return <AcceptInviteView />;
}

const Busy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]} 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;
