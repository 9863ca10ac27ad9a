import { Button, Link, Notice, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../account/AuthLayout';
import { accountApi } from '../../account/api';
import { Form, FormActions } from '../../account/Form';
import { FormModel } from '../../account/FormModel';
import { PasswordInput } from '../../account/PasswordInput';
import { useFocusFirstError } from '../../account/useFocusFirstError';
import { type NewPasswordValues, validateNewPassword } from '../../account/validation';

export const resetErrorTexts = {
  EmailKeyExpired: 'This reset link has expired. Ask for a new one below.',
  NotFound: 'This reset link is not valid or was already used. Ask for a new one below.',
  RateLimitError: 'Too many attempts. Wait a few minutes, then try again.',
};

export function createResetForm() {
  return new FormModel<NewPasswordValues>({
    initial: { password: '', confirm: '' },
    validate: (values) => validateNewPassword(values),
    errorTexts: resetErrorTexts,
  });
}

const deadLink = (code: string) => code === 'EmailKeyExpired' || code === 'NotFound';

/** /reset-password?key=…: choose a new password from the emailed link; every session is signed out. */
export const ResetPasswordView = observer(function ResetPasswordView() {
  const { api } = useShell();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const [form] = useState(createResetForm);
  const [done, setDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await form.submit((v) => accountApi(api).resetPassword(key, v.password));
    if (result) setDone(true);
    else focusFirstError();
  };

  if (!key) {
    return (
      <AuthLayout title="Choose a new password">
        <Notice tone="warning" title="This link is incomplete.">
          Open the link from the email again, or ask for a new one.
        </Notice>
        <Button as={RouterLink} to="/forgot-password" size="lg" fullWidth>
          Get a new reset link
        </Button>
      </AuthLayout>
    );
  }

  if (done) {
    return (
      <AuthLayout title="Password changed">
        <Notice tone="success" title="Your new password is set.">
          For your safety we signed you out on every device. Log in with your new password.
        </Notice>
        <Button as={RouterLink} to="/login" size="lg" fullWidth>
          Log in
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      lead="Pick a password you do not use anywhere else."
      footer={
        <>
          Remembered it? <Link to="/login">Back to log in</Link>
        </>
      }
    >
      <Form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        {form.formError && (
          <Notice tone="danger">
            {form.formError}
            {deadLink(form.errorCode) && (
              <>
                {' '}
                <Link to="/forgot-password">Get a new reset link</Link>
              </>
            )}
          </Notice>
        )}
        <PasswordInput
          label="New password"
          name="password"
          autoComplete="new-password"
          required
          rulesFor=""
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
        <FormActions>
          <Button type="submit" size="lg" fullWidth loading={form.submitting}>
            Set new password
          </Button>
        </FormActions>
      </Form>
    </AuthLayout>
  );
});

export default function ResetPasswordScreen() {
  return <ResetPasswordView />;
}
