import { Button, Input, Link, Notice, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../account/AuthLayout';
import { accountApi } from '../../account/api';
import { Form, FormActions } from '../../account/Form';
import { FormModel } from '../../account/FormModel';
import { useFocusFirstError } from '../../account/useFocusFirstError';
import { type EmailValues, validateEmailOnly } from '../../account/validation';

export const forgotErrorTexts = {
  RateLimitError: 'Too many requests for a reset link. Wait a few minutes, then try again.',
};

export function createForgotForm(email = '') {
  return new FormModel<EmailValues>({
    initial: { email },
    validate: validateEmailOnly,
    errorTexts: forgotErrorTexts,
  });
}

/**
 * /forgot-password: asks for a reset link. The answer is the same whether or
 * not an account exists, so the screen never tells who has one.
 */
export const ForgotPasswordView = observer(function ForgotPasswordView() {
  const { api } = useShell();
  const [params] = useSearchParams();
  const [form] = useState(() => createForgotForm(params.get('email') ?? ''));
  const [sentTo, setSentTo] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const email = form.values.email.trim();
    const done = await form.submit((v) => accountApi(api).forgotPassword(v.email.trim()));
    if (done) setSentTo(email);
    else focusFirstError();
  };

  if (sentTo) {
    return (
      <AuthLayout
        title="Check your email"
        footer={
          <>
            Remembered it? <Link to="/login">Back to log in</Link>
          </>
        }
      >
        <Notice tone="success" title="If an account exists, a link is on its way.">
          We sent a link to choose a new password to <strong>{sentTo}</strong>. It works once and expires
          soon. Check your spam folder if it does not arrive within a few minutes.
        </Notice>
        <Button variant="secondary" fullWidth onClick={() => setSentTo('')}>
          Use another email address
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset your password"
      lead="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it? <Link to="/login">Back to log in</Link>
        </>
      }
    >
      <Form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Reset your password">
        {form.formError && <Notice tone="danger">{form.formError}</Notice>}
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
        <FormActions>
          <Button type="submit" size="lg" fullWidth loading={form.submitting}>
            Send reset link
          </Button>
        </FormActions>
      </Form>
    </AuthLayout>
  );
});

export default function ForgotPasswordScreen() {
  return <ForgotPasswordView />;
}
