import { needsConsentBanner, parseConsent } from './analytics';

describe('consent', () => {
  it.each([
    ['/templates', true],
    ['/templates/blog-post', true],
    ['/tools/humanizer', true],
    ['/blog', true],
    ['/blog/en/seo-tips', true],
    ['/', false],
    ['/blogger', false],
    ['/dashboard/templates', false],
    ['/pricing', false],
  ])('banner on %s: %s', (path, expected) => {
    expect(needsConsentBanner(path)).toBe(expected);
  });

  it('reads only the known choices', () => {
    expect(parseConsent('accepted')).toBe('accepted');
    expect(parseConsent('rejected')).toBe('rejected');
    expect(parseConsent('yes')).toBeUndefined();
    expect(parseConsent(null)).toBeUndefined();
  });
});
