import { ChangePasswordBody, LoginBody, RegisterBody } from './auth';

/** The messages of a failed parse. */
function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('RegisterBody', () => {
  it('accepts an email, a password and an optional name; trims and lowercases the email', () => {
    expect(
      RegisterBody.parse({ email: '  Ada@Example.COM ', password: 'correct horse', name: ' Ada ' }),
    ).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
      name: 'Ada',
    });
    expect(RegisterBody.parse({ email: 'a@b.co', password: '12345678' })).toEqual({
      email: 'a@b.co',
      password: '12345678',
    });
  });

  it('says what is missing', () => {
    expect(messages(RegisterBody.safeParse({}))).toEqual(['Email is required.', 'Password is required.']);
  });

  it('refuses a bad email with a clear message', () => {
    expect(messages(RegisterBody.safeParse({ email: 'ada@localhost', password: '12345678' }))).toEqual([
      'Enter a valid email address, like name@example.com.',
    ]);
  });

  it('refuses passwords shorter than 8, longer than 128 or only spaces, without trimming them', () => {
    expect(messages(RegisterBody.safeParse({ email: 'a@b.co', password: 'short' }))).toEqual([
      'Password must be at least 8 characters.',
    ]);
    expect(messages(RegisterBody.safeParse({ email: 'a@b.co', password: 'x'.repeat(129) }))).toEqual([
      'Password must be at most 128 characters.',
    ]);
    expect(messages(RegisterBody.safeParse({ email: 'a@b.co', password: ' '.repeat(10) }))).toEqual([
      'Password cannot be only spaces.',
    ]);
    expect(RegisterBody.parse({ email: 'a@b.co', password: ' padded pass ' }).password).toBe(' padded pass ');
  });

  it('refuses unknown fields, naming them', () => {
    expect(
      messages(RegisterBody.safeParse({ email: 'a@b.co', password: '12345678', role: 'Owner', plan: 'x' })),
    ).toEqual(['Unknown fields: role, plan.']);
  });

  it('refuses a body that is not an object', () => {
    expect(messages(RegisterBody.safeParse(undefined))).toEqual(['The request body must be a JSON object.']);
    expect(messages(RegisterBody.safeParse('email=a'))).toEqual(['The request body must be a JSON object.']);
  });

  it('refuses non-string values with a type message', () => {
    expect(messages(RegisterBody.safeParse({ email: 42, password: '12345678' }))).toEqual([
      'Email must be text.',
    ]);
  });
});

describe('LoginBody', () => {
  it('accepts any non-empty password so the rules never leak', () => {
    expect(LoginBody.parse({ email: 'A@B.co', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
    expect(messages(LoginBody.safeParse({ email: 'a@b.co', password: '' }))).toEqual([
      'Password is required.',
    ]);
  });
});

describe('ChangePasswordBody', () => {
  it('takes the new password and optionally the current one', () => {
    expect(ChangePasswordBody.parse({ password: 'new-password' })).toEqual({ password: 'new-password' });
    expect(ChangePasswordBody.parse({ password: 'new-password', currentPassword: 'old' })).toEqual({
      password: 'new-password',
      currentPassword: 'old',
    });
    expect(ChangePasswordBody.safeParse({ password: 'short' }).success).toBe(false);
    expect(ChangePasswordBody.safeParse({ password: 'new-password', email: 'a@b.co' }).success).toBe(false);
  });
});
