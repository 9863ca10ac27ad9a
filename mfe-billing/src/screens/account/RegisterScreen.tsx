import { Button, Input, Link, Notice, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
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
import { type RegisterValues, validateRegister } from '../../account/validation';

/** The words of the register form for the codes the API answers it with. */
export const registerErrorTexts = {
  Conflict: 'An account with this email already exists.',
  RateLimitError: 'Too many attempts from this network. Wait a few minutes, then try again.',
};

export function createRegisterForm(email = '') {
  return new FormModel<RegisterValues>({
    initial: { email, password: '' },
    validate: validateRegister,
    errorTexts: registerErrorTexts,
  });
}

/** /register: a new account with 5,000 free words; signed in at once. */
export const RegisterView = observer(function RegisterView() {
  const { session, api } = useShell();
  const [params] = useSearchParams();
  const from = params.get('from');
  const { form, formRef, onSubmit } = useAccountForm(
    () => createRegisterForm(params.get('email') ?? ''),
    (v) => accountApi(api).register({ email: v.email.trim(), password: v.password }),
    (payload) => session.signedIn(payload.user, payload.isInternal),
  );

  const loginLink = withFrom(
    form.values.email ? `/login?email=${encodeURIComponent(form.values.email.trim())}` : '/login',
    from,
  );

  return (
    <AuthLayout
      title="Create your account"
      lead="Start writing with 5,000 free words. No card needed."
      footer={
        <>
          Already have an account? <Link to={withFrom('/login', from)}>Log in</Link>
        </>
      }
    >
      <SignedInNotice />
      <InviteHint from={from} action="sign up" />
      <Form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Create your account">
        {form.formError && (
          <Notice tone="danger">
            {form.formError}
            {form.errorCode === 'Conflict' && (
              <>
                {' '}
                <Link to={loginLink}>Log in</Link> or <Link to="/forgot-password">reset your password</Link>.
              </>
            )}
          </Notice>
        )}
        <Input
          label="Work email"
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
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          rulesFor={form.values.email}
          value={form.values.password}
          error={form.error('password')}
          onChange={(e) => form.set('password', e.target.value)}
          onBlur={() => form.blur('password')}
        />
        <FormActions>
          <Button type="submit" size="lg" fullWidth loading={form.submitting}>
            Create account
          </Button>
        </FormActions>
        <Terms>
          By creating an account you agree to the <Link to="/terms">Terms</Link> and the{' '}
          <Link to="/privacy">Privacy policy</Link>.
        </Terms>
      </Form>
    </AuthLayout>
  );
});

export default function RegisterScreen() {
  return <RegisterView />;
}

const Terms = styled.p`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  text-align: center;
`;
