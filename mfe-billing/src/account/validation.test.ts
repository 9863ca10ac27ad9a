import {
  emailProblem,
  validateChangePassword,
  validateEmailOnly,
  validateInvite,
  validateLogin,
  validateNewPassword,
  validateRegister,
} from './validation';

describe('account form validation', () => {
  it('checks email addresses with the shared email rule (SPEC §5), ignoring spaces and case', () => {
    expect(emailProblem('')).toBe('Enter your email address.');
    expect(emailProblem('   ')).toBe('Enter your email address.');
    expect(emailProblem('ada')).toMatch(/valid email address/);
    expect(emailProblem('ada@')).toMatch(/valid email address/);
    expect(emailProblem('ada@localhost')).toMatch(/valid email address/);
    expect(emailProblem('  Ada@Example.COM ')).toBeUndefined();
  });

  it('login needs an email and any password: no rule may lock out an older password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    });
    expect(validateLogin({ email: 'ada@example.com', password: 'x' })).toEqual({});
  });

  it('register applies the password policy with the email typed', () => {
    expect(validateRegister({ email: 'ada@example.com', password: 'short' })).toEqual({
      password: 'Use at least 10 characters.',
    });
    expect(validateRegister({ email: 'ada1234567@example.com', password: 'ada1234567' }).password).toMatch(
      /email address/,
    );
    expect(validateRegister({ email: 'nope', password: 'Good-password-1' })).toEqual({
      email: expect.stringMatching(/valid email address/),
    });
    expect(validateRegister({ email: 'ada@example.com', password: 'Good-password-1' })).toEqual({});
  });

  it('a new password must be typed the same twice', () => {
    expect(validateNewPassword({ password: 'Good-password-1', confirm: '' })).toEqual({
      confirm: 'Type the new password again.',
    });
    expect(validateNewPassword({ password: 'Good-password-1', confirm: 'Good-password-2' })).toEqual({
      confirm: 'The two passwords do not match.',
    });
    expect(validateNewPassword({ password: 'Good-password-1', confirm: 'Good-password-1' })).toEqual({});
  });

  it('changing the password needs the current one and a different new one', () => {
    expect(
      validateChangePassword({
        currentPassword: '',
        password: 'Good-password-1',
        confirm: 'Good-password-1',
      }),
    ).toEqual({
      currentPassword: 'Enter your current password.',
    });
    expect(
      validateChangePassword({
        currentPassword: 'Good-password-1',
        password: 'Good-password-1',
        confirm: 'Good-password-1',
      }).password,
    ).toMatch(/different from the current one/);
    expect(
      validateChangePassword(
        { currentPassword: 'old-Password-1', password: 'ada.lovelace', confirm: 'ada.lovelace' },
        'ada.lovelace@example.com',
      ).password,
    ).toMatch(/mix|email|two kinds/i);
  });

  it('an invitation needs a valid address that is not your own', () => {
    expect(validateEmailOnly({ email: 'x' }).email).toMatch(/valid email/);
    expect(validateInvite({ email: 'ADA@example.com ' }, 'ada@example.com')).toEqual({
      email: 'That is your own address: you are already in this team.',
    });
    expect(validateInvite({ email: 'grace@example.com' }, 'ada@example.com')).toEqual({});
  });
});
