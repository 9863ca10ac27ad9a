/** The auth routes' bodies: shared-core's, the same the forms check (defined once). */
export {
  ChangePasswordBody,
  EmptyBody,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  VerifyEmailBody,
} from '@inkpress/shared-core';
