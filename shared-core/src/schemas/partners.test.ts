import { normalizeOrigin, PartnerCreateBody, PartnerUpdateBody } from './partners';

describe('partner origins', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['https://example.com/', 'https://example.com'],
    ['  HTTPS://Blog.Example.COM  ', 'https://blog.example.com'],
    ['https://example.com:443', 'https://example.com'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
  ])('accepts %s as %s', (value, origin) => {
    expect(normalizeOrigin(value)).toBe(origin);
  });

  it.each([
    'example.com',
    'https://example.com/blog',
    'https://example.com/?',
    'https://example.com#top',
    'https://user:pw@example.com',
    'https://*.example.com',
    'https://a;b.example.com',
    'https://a,b.example.com',
    "https://example.com 'unsafe-inline'",
    'ftp://example.com',
    'javascript:alert(1)',
    'null',
    '*',
    "'self'",
    'data:text/html,hi',
  ])('refuses %s', (value) => {
    expect(normalizeOrigin(value)).toBeNull();
  });

  it('normalises, keeps each origin once and defaults the quota', () => {
    const parsed = PartnerCreateBody.parse({
      name: ' Acme ',
      origins: ['https://acme.test/', 'https://ACME.test', 'http://localhost:8080'],
    });
    expect(parsed).toEqual({
      name: 'Acme',
      origins: ['https://acme.test', 'http://localhost:8080'],
      dailyQuota: 1000,
    });
  });

  it('names the origin it refuses, and refuses unknown fields and empty changes', () => {
    const bad = PartnerCreateBody.safeParse({ name: 'Acme', origins: ['https://acme.test/path'] });
    expect(bad.error?.issues[0]?.message).toMatch(/“https:\/\/acme.test\/path” is not/);
    expect(PartnerCreateBody.safeParse({ name: 'Acme', origins: [] }).success).toBe(false);
    expect(
      PartnerCreateBody.safeParse({ name: 'Acme', origins: ['https://a.test'], key: 'pk_x' }).success,
    ).toBe(false);
    expect(PartnerUpdateBody.safeParse({}).success).toBe(false);
    expect(PartnerUpdateBody.parse({ dailyQuota: 0 })).toEqual({ dailyQuota: 0 });
  });
});
