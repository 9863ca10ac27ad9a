import { loginPathFor, redirectTargetFrom, safeRedirectPath } from './safeRedirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/dashboard/folders', '/dashboard/folders'],
    ['/dashboard/settings?tab=team', '/dashboard/settings?tab=team'],
    ['/dashboard/billing#pricing', '/dashboard/billing#pricing'],
    ['/pricing', '/pricing'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
  ])('keeps the same-origin path %s', (from, expected) => {
    expect(safeRedirectPath(from)).toBe(expected);
  });

  it.each([
    ['missing', null],
    ['undefined', undefined],
    ['empty', ''],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with a path', '//evil.com/dashboard'],
    ['absolute https', 'https://evil.com'],
    ['absolute http to this host', 'http://localhost:3000/dashboard'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a backslash after the slash', '/\\evil.com'],
    ['two backslashes', '\\\\evil.com'],
    ['a backslash later on', '/dashboard\\..\\\\evil.com'],
    ['a tab that browsers drop', '/\t/evil.com'],
    ['a newline', '/\n/evil.com'],
    ['relative without a slash', 'dashboard'],
    ['a triple slash', '///evil.com'],
    ['the login screen (a loop)', '/login?from=/dashboard'],
    ['the register screen', '/register'],
  ])('sends %s to /dashboard', (_case, from) => {
    expect(safeRedirectPath(from)).toBe('/dashboard');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectPath('/dashboard/../pricing')).toBe('/pricing');
    expect(safeRedirectPath('/../../etc/passwd')).toBe('/etc/passwd');
  });

  it('takes another fallback', () => {
    expect(safeRedirectPath('//evil.com', '/')).toBe('/');
  });
});

describe('redirectTargetFrom', () => {
  it('reads and decodes the from parameter of a query string', () => {
    expect(redirectTargetFrom('?from=%2Fdashboard%2Ffolders')).toBe('/dashboard/folders');
    expect(redirectTargetFrom('?from=%2F%2Fevil.com')).toBe('/dashboard');
    expect(redirectTargetFrom('?from=https%3A%2F%2Fevil.com')).toBe('/dashboard');
    expect(redirectTargetFrom('')).toBe('/dashboard');
  });
});

describe('loginPathFor', () => {
  it('sends the whole address along, encoded', () => {
    expect(loginPathFor({ pathname: '/dashboard/settings', search: '?tab=team', hash: '#keys' })).toBe(
      '/login?from=%2Fdashboard%2Fsettings%3Ftab%3Dteam%23keys',
    );
    expect(redirectTargetFrom(loginPathFor({ pathname: '/dashboard' }).slice('/login'.length))).toBe(
      '/dashboard',
    );
  });
});
