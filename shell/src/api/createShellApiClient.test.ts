import { browserLocale, csrfHeaders, readCookie } from './createShellApiClient';

const page = {
  origin: 'https://app.inkpress.test',
  cookies: 'inkpress_vid=v1; inkpress_csrf=abc123; other=x',
};

describe('readCookie', () => {
  it('finds one cookie among several and decodes it', () => {
    expect(readCookie('inkpress_csrf', page.cookies)).toBe('abc123');
    expect(readCookie('a', 'a=hello%20world')).toBe('hello world');
    expect(readCookie('inkpress_csrf', 'x_inkpress_csrf=1')).toBeUndefined();
    expect(readCookie('inkpress_csrf', '')).toBeUndefined();
  });
});

describe('csrfHeaders', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('sends the cookie value on %s', (method) => {
    expect(csrfHeaders({ method, url: '/api/folders' }, page)).toEqual({ 'X-CSRF-Token': 'abc123' });
  });

  it('sends nothing on GET', () => {
    expect(csrfHeaders({ method: 'GET', url: '/api/auth/session' }, page)).toEqual({});
  });

  it('sends nothing without the cookie (a visitor)', () => {
    expect(
      csrfHeaders({ method: 'POST', url: '/api/errors' }, { ...page, cookies: 'inkpress_vid=1' }),
    ).toEqual({});
  });

  it('never sends the token to another origin', () => {
    expect(csrfHeaders({ method: 'POST', url: 'https://other.example/api/x' }, page)).toEqual({});
    expect(csrfHeaders({ method: 'POST', url: '//other.example/api/x' }, page)).toEqual({});
    expect(csrfHeaders({ method: 'POST', url: 'https://app.inkpress.test/api/x' }, page)).toEqual({
      'X-CSRF-Token': 'abc123',
    });
  });
});

describe('browserLocale', () => {
  it('prefers the first of the languages, then language, then en', () => {
    expect(browserLocale({ languages: ['de-DE', 'en'], language: 'en' })).toBe('de-DE');
    expect(browserLocale({ languages: [], language: 'fr' })).toBe('fr');
  });
});
