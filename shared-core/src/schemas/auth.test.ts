import { ChangePasswordBody, LoginBody, RegisterBody, ResetPasswordBody } from './auth';

/** The messages of a failed parse. */
function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((i) => i.message) ?? [];
}

const GOOD = 'correct-Horse-9';

describe('RegisterBody', () => {
  it('accepts an email, a password and an optional name; trims and lowercases the email', () => {
    expect(RegisterBody.parse({ email: '  Ada@Example.COM ', password: GOOD, name: ' Ada ' })).toEqual({
      email: 'ada@example.com',
      password: GOOD,
      name: 'Ada',
      tokenType: 'cookie',
    });
  });

  it('says what is missing', () => {
    expect(messages(RegisterBody.safeParse({}))).toEqual(['Email is required.', 'Password is required.']);
  });

  it('refuses an email SPEC §5 refuses, the same everywhere', () => {
    for (const email of ['ada@localhost', 'a@example..com', 'a@.example.com', 'a b@example.com', 'a@@b.co']) {
      expect(messages(RegisterBody.safeParse({ email, password: GOOD }))).toEqual([
        'Enter a valid email address, like name@example.com.',
      ]);
    }
  });

  it('holds the one password policy: 10 to 200 characters, two kinds, not the email, never trimmed', () => {
    expect(messages(RegisterBody.safeParse({ email: 'a@b.co', password: 'Short-1' }))).toEqual([
      'Use at least 10 characters.',
    ]);
    expect(messages(RegisterBody.safeParse({ email: 'a@b.co', password: `Aa${'x'.repeat(199)}` }))).toEqual([
      'Use at most 200 characters.',
    ]);
    expect(messages(RegisterBody.safeParse({ email: 'a@b.co', password: 'onlylowercase' }))).toEqual([
      'Mix at least two kinds of characters: lowercase, uppercase, digits or symbols.',
    ]);
    expect(
      messages(RegisterBody.safeParse({ email: 'ada.lovelace@b.co', password: 'Ada.Lovelace' })),
    ).toEqual(['Do not use your email address as password.']);
    expect(RegisterBody.parse({ email: 'a@b.co', password: ' padded Pass ' }).password).toBe(' padded Pass ');
  });

  it('refuses unknown fields, naming them', () => {
    expect(
      messages(RegisterBody.safeParse({ email: 'a@b.co', password: GOOD, role: 'Owner', plan: 'x' })),
    ).toEqual(['Unknown fields: role, plan.']);
  });

  it('refuses a body that is not an object', () => {
    expect(messages(RegisterBody.safeParse(undefined))).toEqual(['The request body must be a JSON object.']);
    expect(messages(RegisterBody.safeParse('email=a'))).toEqual(['The request body must be a JSON object.']);
  });

  it('refuses non-string values with a type message', () => {
    expect(messages(RegisterBody.safeParse({ email: 42, password: GOOD }))).toEqual(['Email must be text.']);
  });
});

describe('LoginBody', () => {
  it('accepts any non-empty password so the rules never leak', () => {
    expect(LoginBody.parse({ email: 'A@B.co', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
      tokenType: 'cookie',
    });
    expect(messages(LoginBody.safeParse({ email: 'a@b.co', password: '' }))).toEqual([
      'Enter your password.',
    ]);
  });
});

describe('ChangePasswordBody and ResetPasswordBody', () => {
  it('hold the new password to the policy', () => {
    expect(ChangePasswordBody.parse({ password: GOOD, currentPassword: 'old' })).toEqual({
      password: GOOD,
      currentPassword: 'old',
    });
    expect(ChangePasswordBody.safeParse({ password: 'short', currentPassword: 'old' }).success).toBe(false);
    expect(
      ChangePasswordBody.safeParse({ password: GOOD, currentPassword: 'old', email: 'a@b.co' }).success,
    ).toBe(false);
    const key = 'k'.repeat(43);
    expect(ResetPasswordBody.parse({ key, password: GOOD })).toEqual({ key, password: GOOD });
    expect(messages(ResetPasswordBody.safeParse({ key: 'short', password: GOOD }))).toEqual([
      'This link is not valid.',
    ]);
  });
});
