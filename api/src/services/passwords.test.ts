import { hashPassword, passwordProblem, verifyPassword } from './passwords';

describe('passwordProblem', () => {
  it.each([
    ['Short-1', /at least 10/],
    ['a'.repeat(201), /at most 200/],
    ['onlylowercaseletters', /two kinds/],
    ['12345678901234', /two kinds/],
    ['!!!!!!!!!!!!', /two kinds/],
  ])('rejects %s', (password, message) => {
    expect(passwordProblem(password)).toMatch(message);
  });

  it('rejects the email address and its local part, in any case', () => {
    expect(passwordProblem('Ada.Lovelace@Example.com', 'ada.lovelace@example.com')).toMatch(/email/);
    expect(passwordProblem('ADA.LOVELACE1', 'ada.lovelace1@example.com')).toMatch(/email/);
  });

  it('accepts ten characters of two kinds', () => {
    expect(passwordProblem('abcdefghi1', 'someone@example.com')).toBeUndefined();
  });
});

describe('hashPassword', () => {
  it('makes a salted argon2id hash that verifies only the same password', async () => {
    const a = await hashPassword('Correct-horse-1');
    const b = await hashPassword('Correct-horse-1');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'Correct-horse-1')).toBe(true);
    expect(await verifyPassword(a, 'correct-horse-1')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});
