import { Badge, Button, Notice, RetryView, Skeleton, useShell, useToast } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { AccountStore } from '../../../account/AccountStore';
import { accountApi } from '../../../account/api';
import { Form, FormActions } from '../../../account/Form';
import { FormModel } from '../../../account/FormModel';
import { formatDate } from '../../../account/format';
import { PasswordInput } from '../../../account/PasswordInput';
import { useFocusFirstError } from '../../../account/useFocusFirstError';
import { type ChangePasswordValues, validateChangePassword } from '../../../account/validation';
import { Section, Stack } from './Section';

export const changePasswordErrorTexts = {
  RateLimitError: 'Too many attempts. Wait a few minutes, then try again.',
  AuthenticationRequired: 'Your session has ended. Log in again to change your password.',
};

export function createChangePasswordForm(email: string) {
  return new FormModel<ChangePasswordValues>({
    initial: { currentPassword: '', password: '', confirm: '' },
    validate: (values) => validateChangePassword(values, email),
    errorTexts: changePasswordErrorTexts,
  });
}

interface Props {
  /** The signed-in user's details (loaded here on first show). */
  store: AccountStore;
}

/** The account tab: who you are, whether your email is verified, the password, logging out. */
export const AccountTab = observer(function AccountTab({ store }: Props) {
  const { session } = useShell();
  useEffect(() => {
    if (store.status === 'idle') void store.load();
  }, [store]);

  return (
    <Stack>
      <Section
        title="Profile"
        description="The address you log in with and where we send receipts and links."
      >
        {store.status === 'failure' ? (
          <RetryView headingLevel={3} text={store.loadError} onRetry={() => void store.load()} />
        ) : (
          <Profile store={store} fallbackEmail={session.user?.email ?? ''} />
        )}
      </Section>
      <Section
        title="Change password"
        description="After the change, every other device signed in to your account is logged out."
      >
        {/* Keyed by the address, which the password must not be. */}
        <ChangePasswordForm
          key={store.details?.email ?? session.user?.email ?? ''}
          email={store.details?.email ?? session.user?.email ?? ''}
        />
      </Section>
      <Section title="Log out" description="End your session on this device.">
        <div>
          <Button variant="secondary" onClick={() => void session.logout()}>
            Log out
          </Button>
        </div>
      </Section>
    </Stack>
  );
});

const Profile = observer(function Profile({
  store,
  fallbackEmail,
}: {
  store: AccountStore;
  fallbackEmail: string;
}) {
  const details = store.details;
  const loading = !details;
  return (
    <>
      <Details aria-busy={loading || undefined}>
        <div>
          <dt>Email</dt>
          <dd>
            <Email>{details?.email ?? fallbackEmail}</Email>
            {details &&
              (details.emailVerified ? (
                <Badge tone="success" size="sm" dot>
                  Verified
                </Badge>
              ) : (
                <Badge tone="warning" size="sm" dot>
                  Not verified
                </Badge>
              ))}
          </dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>
            {loading ? <Skeleton width={120} /> : details.role === 'Owner' ? 'Team owner' : 'Team member'}
          </dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{loading ? <Skeleton width={120} /> : formatDate(details.created_at)}</dd>
        </div>
      </Details>
      {details && !details.emailVerified && (
        <Verification>
          {store.verification === 'sent' ? (
            <Notice tone="success" title="Verification email sent.">
              Open the link we sent to {details.email} to confirm the address.
            </Notice>
          ) : (
            <Notice tone="warning" title="Please confirm your email address.">
              We sent you a link when you signed up. Lost it? We can send a new one.
              <VerifyAction>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={store.verification === 'sending'}
                  onClick={() => void store.requestVerification()}
                >
                  Send a new verification link
                </Button>
              </VerifyAction>
            </Notice>
          )}
          {store.verificationError && <Notice tone="danger">{store.verificationError}</Notice>}
        </Verification>
      )}
    </>
  );
});

const ChangePasswordForm = observer(function ChangePasswordForm({ email }: { email: string }) {
  const { api } = useShell();
  const toast = useToast();
  const [form] = useState(() => createChangePasswordForm(email));
  const [changed, setChanged] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChanged(false);
    const result = await form.submit((v) =>
      accountApi(api).changePassword({ currentPassword: v.currentPassword, password: v.password }),
    );
    if (result) {
      form.reset();
      setChanged(true);
      toast.success('Your password was changed.');
    } else {
      focusFirstError();
    }
  };

  return (
    <Form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Change password">
      {changed && (
        <Notice tone="success" title="Password changed.">
          Other devices were logged out. Use the new password next time you log in.
        </Notice>
      )}
      {form.formError && <Notice tone="danger">{form.formError}</Notice>}
      <Fields>
        <PasswordInput
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          required
          value={form.values.currentPassword}
          error={form.error('currentPassword')}
          onChange={(e) => form.set('currentPassword', e.target.value)}
          onBlur={() => form.blur('currentPassword')}
        />
        <PasswordInput
          label="New password"
          name="password"
          autoComplete="new-password"
          required
          rulesFor={email}
          value={form.values.password}
          error={form.error('password')}
          onChange={(e) => form.set('password', e.target.value)}
          onBlur={() => form.blur('password')}
        />
        <PasswordInput
          label="Confirm new password"
          name="confirm"
          autoComplete="new-password"
          required
          value={form.values.confirm}
          error={form.error('confirm')}
          onChange={(e) => form.set('confirm', e.target.value)}
          onBlur={() => form.blur('confirm')}
        />
      </Fields>
      <FormActions>
        <Button type="submit" loading={form.submitting}>
          Change password
        </Button>
      </FormActions>
    </Form>
  );
});

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: 2fr 1fr 1fr;
  }

  dt {
    margin-bottom: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.text.muted};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-width: 0;
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
`;

const Email = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Verification = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const VerifyAction = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 440px;
`;
