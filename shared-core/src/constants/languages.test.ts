import {
  aiReadyLanguages,
  DEFAULT_LANGUAGE,
  findLanguage,
  isLanguageCode,
  languageCodes,
  languages,
} from './languages';

describe('languages', () => {
  it('lists 43 content languages with unique codes and names', () => {
    expect(languages).toHaveLength(43);
    expect(new Set(languageCodes).size).toBe(43);
    expect(new Set(languages.map((l) => l.name)).size).toBe(43);
  });

  it('marks 22 of them AI-ready, English first', () => {
    expect(aiReadyLanguages).toHaveLength(22);
    expect(aiReadyLanguages[0]?.code).toBe('en-US');
    expect(DEFAULT_LANGUAGE).toBe('en-US');
  });

  it('uses canonical BCP 47 locale codes with a region', () => {
    for (const { code } of languages) {
      expect(Intl.getCanonicalLocales(code)).toEqual([code]);
      expect(code).toMatch(/^[a-z]{2,3}-[A-Z]{2}$/);
    }
  });

  it('flags exactly the right-to-left scripts', () => {
    const rtl = languages.filter((l) => 'rtl' in l).map((l) => l.code);
    expect(rtl.sort()).toEqual(['ar-SA', 'fa-IR', 'he-IL', 'ur-PK']);
  });

  it('gives every language a native name', () => {
    for (const l of languages) expect(l.nativeName.trim()).not.toBe('');
  });

  it('checks codes exactly', () => {
    expect(isLanguageCode('de-DE')).toBe(true);
    expect(isLanguageCode('de')).toBe(false);
    expect(isLanguageCode('xx-XX')).toBe(false);
  });

  it.each([
    ['en-US', 'en-US'],
    ['en_gb', 'en-US'],
    ['pt-PT', 'pt-BR'],
    ['DE', 'de-DE'],
    ['zh', 'zh-CN'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-TW', 'zh-TW'],
  ])('finds the language of %s', (locale, code) => {
    expect(findLanguage(locale)?.code).toBe(code);
  });

  it('finds nothing for an unknown or empty locale', () => {
    expect(findLanguage('xx')).toBeUndefined();
    expect(findLanguage(' ')).toBeUndefined();
  });
});
