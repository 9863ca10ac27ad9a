import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['ada@example.com', 'a.b+tag@mail.example.co.uk', 'x@y.io', 'user@sub-domain.example.org'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'plain',
    '@example.com',
    'ada@',
    'ada@localhost',
    'ada@@example.com',
    'a@b@example.com',
    'ada @example.com',
    ' ada@example.com',
    'ada@example..com',
    'ada@.example.com',
    'ada@example.com.',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('refuses a local part over 64 characters and an address over 254', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isValidEmail(`a@${'b'.repeat(250)}.com`)).toBe(false);
  });
});
