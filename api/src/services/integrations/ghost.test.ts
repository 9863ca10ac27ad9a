import { createHmac } from 'node:crypto';
import { ghostRoot, ghostToken } from './ghost';

const KEY = `${'a1'.repeat(12)}:${'0f'.repeat(32)}`;

describe('ghostToken', () => {
  it('is an HS256 JWT for the key id, audience /admin/, valid five minutes, signed with the hex secret', () => {
    const now = Date.UTC(2026, 0, 2, 3, 4, 5);
    const token = ghostToken(KEY, now);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
      kid: 'a1'.repeat(12),
    });
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toEqual({ iat: now / 1000, exp: now / 1000 + 300, aud: '/admin/' });
    const expected = createHmac('sha256', Buffer.from('0f'.repeat(32), 'hex'))
      .update(`${header}.${payload}`)
      .digest('base64url');
    expect(signature).toBe(expected);
  });

  it('refuses a key that is not id:secret in hex', () => {
    expect(() => ghostToken('abc:def')).toThrow(/id:secret/);
    expect(() => ghostToken(`${'a1'.repeat(12)}:${'zz'.repeat(32)}`)).toThrow(/id:secret/);
  });
});

describe('ghostRoot', () => {
  it('keeps the site root, without a pasted admin path, query or trailing slash', () => {
    expect(ghostRoot('https://blog.example.com/')).toBe('https://blog.example.com');
    expect(ghostRoot('https://blog.example.com/ghost/#/dashboard')).toBe('https://blog.example.com');
    expect(ghostRoot('https://example.com/blog/ghost/api/admin/?x=1')).toBe('https://example.com/blog');
  });
});
