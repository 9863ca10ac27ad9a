import { characterClasses, isEmailLike, passwordProblem, passwordRules } from './password';

describe('the password policy (the API rules, checked as one types)', () => {
  it('asks for at least 10 characters', () => {
    expect(passwordProblem('Abc12345!')).toBe('Use at least 10 characters.');
    expect(passwordProblem('Abc123456!')).toBeUndefined();
  });

  it('refuses passwords of one character class only', () => {
    expect(passwordProblem('abcdefghijkl')).toMatch(/two kinds of characters/);
    expect(passwordProblem('ABCDEFGHIJKL')).toMatch(/two kinds of characters/);
    expect(passwordProblem('123456789012')).toMatch(/two kinds of characters/);
    expect(passwordProblem('!!!!!!!!!!!!')).toMatch(/two kinds of characters/);
    expect(passwordProblem('abcdefghijk1')).toBeUndefined();
  });

  it('refuses the email address and its local part, in any case', () => {
    expect(passwordProblem('Ada.Lovelace@Example.com', 'ada.lovelace@example.com')).toMatch(/email address/);
    expect(passwordProblem('ADA.LOVELACE1', 'ada.lovelace1@example.com')).toMatch(/email address/);
    expect(passwordProblem('ada.lovelace-2', 'ada.lovelace@example.com')).toBeUndefined();
  });

  it('asks for a password when there is none, and caps the length at 200', () => {
    expect(passwordProblem('')).toBe('Choose a password.');
    expect(passwordProblem(`a1${'x'.repeat(199)}`)).toBe('Use at most 200 characters.');
  });

  it('reports each rule as met or not for the checklist', () => {
    expect(passwordRules('', 'a@b.co').map((r) => r.met)).toEqual([false, false, false]);
    expect(passwordRules('abcdefghij', 'a@b.co').map((r) => [r.id, r.met])).toEqual([
      ['length', true],
      ['mix', false],
      ['notEmail', true],
    ]);
    expect(passwordRules('Someone123', 'someone123@b.co').find((r) => r.id === 'notEmail')?.met).toBe(false);
  });

  it('counts character classes and compares with the email only when both are there', () => {
    expect(characterClasses('aA1!')).toBe(4);
    expect(characterClasses('')).toBe(0);
    expect(isEmailLike('', 'a@b.co')).toBe(false);
    expect(isEmailLike('abc', '')).toBe(false);
  });
});
