import { Button, Input, Link, Notice, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../account/AuthLayout';
import { Form, FormActions } from '../../account/Form';
import { FormModel } from '../../account/FormModel';
import { withFrom } from '../../account/links';
import { PasswordInput } from '../../account/PasswordInput';
import { SignedInNotice } from '../../account/SignedInNotice';
import { useAccountForm } from '../../account/useAccountForm';
import { type FieldErrors, validateRegister } from '../../account/validation';
import { billingApi } from '../../billing/api';

export interface AppSumoRegisterValues {
  email: string;
  password: string;
  code: string;
}

/** A code looks like AS-XXXX-XXXX-XXXX (case and spaces ignored by the API). */
export function codeProblem(code: string): string | undefined {
  const value = code.trim();
  if (!value) return 'Enter your AppSumo code.';
  if (!/^[A-Za-z0-9 -]{4,40}$/.test(value))
    return 'Enter the code as AppSumo sent it, like AS-XXXX-XXXX-XXXX.';
  return undefined;
}

export function validateAppSumoRegister(
  values: AppSumoRegisterValues,
): FieldErrors<keyof AppSumoRegisterValues> {
  const errors: FieldErrors<keyof AppSumoRegisterValues> = { ...validateRegister(values) };
  const problem = codeProblem(values.code);
  if (problem) errors.code = problem;
  return errors;
}

export const appSumoRegisterTexts = {
  NotFound: 'This AppSumo code does not exist. Check it and try again.',
  Conflict: (message: string | undefined) => message ?? 'This email or code is already in use.',
  RateLimitError: 'Too many attempts from this network. Wait a few minutes, then try again.',
};

/** /login/appsumo: create an account with an AppSumo code; it starts on lifetime tier 1. */
export const AppSumoRegisterView = observer(function AppSumoRegisterView() {
  const { session, api } = useShell();
  const [params] = useSearchParams();
  const from = params.get('from');
  const { form, formRef, onSubmit } = useAccountForm(
    () =>
      new FormModel<AppSumoRegisterValues>({
        initial: { email: params.get('email') ?? '', password: '', code: params.get('code') ?? '' },
        validate: validateAppSumoRegister,
        errorTexts: appSumoRegisterTexts,
      }),
    (v) =>
      billingApi(api).registerWithCode({ email: v.email.trim(), password: v.password, code: v.code.trim() }),
    (payload) => session.signedIn(payload.user, payload.isInternal),
  );

  return (
    <AuthLayout
      title="Redeem your AppSumo code"
      lead="Create your Inkpress account with your code: it starts on lifetime tier 1."
      footer={
        <>
          Already have an account? <Link to={withFrom('/login', from ?? '/dashboard/appsumo')}>Log in</Link>{' '}
          and redeem it on your account.
        </>
      }
    >
      <SignedInNotice />
      <Form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Redeem your AppSumo code">
        {form.formError && <Notice tone="danger">{form.formError}</Notice>}
        <Input
          label="AppSumo code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="AS-XXXX-XXXX-XXXX"
          required
          value={form.values.code}
          error={form.error('code')}
          onChange={(e) => form.set('code', e.target.value)}
          onBlur={() => form.blur('code')}
        />
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
            Create account and redeem
          </Button>
        </FormActions>
      </Form>
    </AuthLayout>
  );
});

export default function AppSumoRegisterScreen() {
  return <AppSumoRegisterView />;
}
