import { Button, Input, Link, Notice, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AuthLayout } from '../../account/AuthLayout';
import { accountApi } from '../../account/api';
import { Form, FormActions } from '../../account/Form';
import { FormModel } from '../../account/FormModel';
import { InviteHint } from '../../account/InviteHint';
import { withFrom } from '../../account/links';
import { PasswordInput } from '../../account/PasswordInput';
import { SignedInNotice } from '../../account/SignedInNotice';
import { useAccountForm } from '../../account/useAccountForm';
import { type LoginValues, validateLogin } from '../../account/validation';

/** The words of the login form for the codes the API answers it with. */
export const loginErrorTexts = {
  AuthenticationRequired: 'Incorrect email or password.',
  RateLimitError: 'Too many sign-in attempts. Wait a few minutes, then try again.',
};

export function createLoginForm(email = '') {
  return new FormModel<LoginValues>({
    initial: { email, password: '' },
    validate: validateLogin,
    errorTexts: loginErrorTexts,
  });
}

/** /login: email and password; on success the shell takes the user to `from` or the dashboard. */
export const LoginView = observer(function LoginView() {
  const { session, api } = useShell();
  const [params] = useSearchParams();
  const from = params.get('from');
  const { form, formRef, onSubmit } = useAccountForm(
    () => createLoginForm(params.get('email') ?? ''),
    (v) => accountApi(api).login({ email: v.email.trim(), password: v.password }),
    (payload) => session.signedIn(payload.user, payload.isInternal),
  );

  // Ready to type: the email field, or the password when the address came with the link.
  useEffect(() => {
    const field = form.values.email ? 'password' : 'email';
    formRef.current?.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus();
  }, [form, formRef]);

  // The reset screen starts with the address typed here.
  const typed = form.values.email.trim();
  const forgotLink = typed ? `/forgot-password?email=${encodeURIComponent(typed)}` : '/forgot-password';

  return (
    <AuthLayout
      title="Log in"
      lead="Welcome back. Log in to keep writing."
      footer={
        <>
          New to Inkpress? <Link to={withFrom('/register', from)}>Create an account</Link>
        </>
      }
    >
      <SignedInNotice />
      <InviteHint from={from} action="log in" />
      <Form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Log in">
        {form.formError && (
          <Notice tone="danger">
            {form.formError}
            {form.errorCode === 'AuthenticationRequired' && (
              <>
                {' '}
                <Link to={forgotLink}>Reset your password</Link> if you forgot it.
              </>
            )}
          </Notice>
        )}
        <Input
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={form.values.email}
          error={form.error('email')}
          onChange={(e) => form.set('email', e.target.value)}
          onBlur={() => form.blur('email')}
        />
        <div>
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={form.values.password}
            error={form.error('password')}
            onChange={(e) => form.set('password', e.target.value)}
            onBlur={() => form.blur('password')}
          />
          <Forgot>
            <Link to={forgotLink} variant="standalone">
              Forgot password?
            </Link>
          </Forgot>
        </div>
        <FormActions>
          <Button type="submit" size="lg" fullWidth loading={form.submitting}>
            Log in
          </Button>
        </FormActions>
      </Form>
    </AuthLayout>
  );
});

export default function LoginScreen() {
  return <LoginView />;
}

const Forgot = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  text-align: right;
`;
