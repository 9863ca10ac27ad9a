import { Button, Notice, Spinner, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AuthLayout } from '../../account/AuthLayout';
import { type AccountApi, accountApi } from '../../account/api';
import { type ExplainedError, explainError } from '../../account/errors';
import { loginUrlFor } from '../../account/links';

type Outcome = { state: 'verifying' } | { state: 'verified' } | { state: 'failed'; error: ExplainedError };

export const verifyErrorTexts = {
  EmailKeyExpired: 'This verification link has expired.',
  NotFound: 'This verification link is not valid or was already used.',
};

// A key can be used once: one request per key, even when React runs the effect twice.
const attempts = new Map<string, Promise<Outcome>>();

/** Verifies a key once and remembers the outcome for this page. */
export function verifyOnce(api: AccountApi, key: string, retry = false): Promise<Outcome> {
  let attempt = retry ? undefined : attempts.get(key);
  if (!attempt) {
    attempt = api.verifyEmail(key).then(
      (): Outcome => ({ state: 'verified' }),
      (err: unknown): Outcome => ({ state: 'failed', error: explainError(err, verifyErrorTexts) }),
    );
    attempts.set(key, attempt);
  }
  return attempt;
}

/** /verify-email?key=…: confirms the address from the emailed link. */
export const VerifyEmailView = observer(function VerifyEmailView() {
  const { api, session } = useShell();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'verifying' });
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [resendError, setResendError] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!key) return;
    let live = true;
    setOutcome({ state: 'verifying' });
    void verifyOnce(accountApi(api), key, attempt > 0).then((result) => {
      if (live) setOutcome(result);
    });
    return () => {
      live = false;
    };
  }, [api, key, attempt]);

  const requestNewLink = async () => {
    setResend('sending');
    setResendError('');
    try {
      await accountApi(api).requestVerification();
      setResend('sent');
    } catch (err) {
      setResend('idle');
      setResendError(
        explainError(err, { RateLimitError: 'We sent a link a moment ago. Wait a few minutes.' }).message,
      );
    }
  };

  const onward = session.user ? (
    <Button as={RouterLink} to="/dashboard" size="lg" fullWidth>
      Go to your dashboard
    </Button>
  ) : (
    <Button as={RouterLink} to="/login" size="lg" fullWidth>
      Log in
    </Button>
  );

  if (!key) {
    return (
      <AuthLayout title="Verify your email">
        <Notice tone="warning" title="This link is incomplete.">
          Open the link from the email again. You can ask for a new one in your account settings.
        </Notice>
        {onward}
      </AuthLayout>
    );
  }

  if (outcome.state === 'verifying') {
    return (
      <AuthLayout title="Verify your email">
        <Busy aria-live="polite">
          <Spinner size="lg" label="Verifying your email address" />
          <p>Verifying your email address…</p>
        </Busy>
      </AuthLayout>
    );
  }

  if (outcome.state === 'verified') {
    return (
      <AuthLayout title="Email verified">
        <Notice tone="success" title="Thank you, your email address is confirmed.">
          You will get receipts, team invitations and password links at this address.
        </Notice>
        {onward}
      </AuthLayout>
    );
  }

  const { error } = outcome;
  const expired = error.code === 'EmailKeyExpired';
  if (!expired && error.code !== 'NotFound') {
    return (
      <AuthLayout title="We could not verify your email">
        <Notice tone="danger">{error.message}</Notice>
        <Button size="lg" fullWidth onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={expired ? 'This link has expired' : 'We could not verify your email'}>
      <Notice tone={expired ? 'warning' : 'danger'}>
        {error.message} If your address is not verified yet, ask for a new link and use the latest email we
        send.
      </Notice>
      {resend === 'sent' && (
        <Notice tone="success" title="A new link is on its way.">
          Check your inbox{session.user ? ` at ${session.user.email}` : ''}.
        </Notice>
      )}
      {resendError && <Notice tone="danger">{resendError}</Notice>}
      {session.user ? (
        resend !== 'sent' && (
          <Button size="lg" fullWidth loading={resend === 'sending'} onClick={() => void requestNewLink()}>
            Send me a new link
          </Button>
        )
      ) : (
        <Button as={RouterLink} to={loginUrlFor('/dashboard/settings')} size="lg" fullWidth>
          Log in to get a new link
        </Button>
      )}
    </AuthLayout>
  );
});

export default function VerifyEmailScreen() {
  return <VerifyEmailView />;
}

const Busy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]} 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;
