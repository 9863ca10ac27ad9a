import {
  checkSnippet,
  DESCRIPTION_LIMITS,
  fitSnippet,
  listItemNote,
  TITLE_LIMITS,
  textPixelWidth,
} from './snippet';

describe('textPixelWidth', () => {
  it('adds Arial advance widths at the given size', () => {
    // H 722 + e 556 + l 222 + l 222 + o 556 = 2278 thousandths of an em → 45.56 px at 20 px.
    expect(textPixelWidth('Hello')).toBe(46);
    expect(textPixelWidth('Hello', 10)).toBe(23);
    expect(textPixelWidth('')).toBe(0);
  });

  it('shows why a character count is only a rule of thumb', () => {
    expect(textPixelWidth('W'.repeat(60))).toBeGreaterThan(TITLE_LIMITS.pixels ?? 0);
    expect(textPixelWidth('l'.repeat(60))).toBeLessThan((TITLE_LIMITS.pixels ?? 0) / 2);
  });

  it('counts wide scripts and emoji as a full em', () => {
    expect(textPixelWidth('日本')).toBe(40);
    expect(textPixelWidth('🙂')).toBe(20);
  });
});

describe('checkSnippet', () => {
  it('reports characters, width and where the keyword is', () => {
    const check = checkSnippet('Sourdough Bread Recipe for Beginners', TITLE_LIMITS, 'sourdough');
    expect(check).toMatchObject({ chars: 36, maxChars: 60, maxPixels: 580, keywordAt: 0, fits: true });
    expect(check.summary).toBe(`36/60 characters · ${check.pixels}/580 px · keyword at the start`);
  });

  it('fails a title that fits 60 characters but not 580 px', () => {
    const wide = 'WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW';
    const check = checkSnippet(wide, TITLE_LIMITS);
    expect(check.chars).toBeLessThanOrEqual(60);
    expect(check.fits).toBe(false);
  });

  it('fails a snippet without the keyword and says so', () => {
    const check = checkSnippet('Bake better bread at home', DESCRIPTION_LIMITS, 'sourdough');
    expect(check.fits).toBe(false);
    expect(check.keywordAt).toBe(-1);
    expect(check.summary).toBe('25/160 characters · keyword missing');
  });

  it('says when the keyword comes late', () => {
    expect(
      checkSnippet('A calm guide to baking at home with sourdough', TITLE_LIMITS, 'sourdough').summary,
    ).toMatch(/keyword late$/);
  });
});

describe('fitSnippet', () => {
  it('keeps a snippet that fits as it is', () => {
    expect(fitSnippet('Short title', TITLE_LIMITS)).toBe('Short title');
  });

  it('cuts at a word, within both limits, with an ellipsis', () => {
    const long =
      'The Complete Beginner’s Guide to Baking Sourdough Bread at Home Without Stress or Special Tools';
    const cut = fitSnippet(long, TITLE_LIMITS);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(checkSnippet(cut, TITLE_LIMITS).fits).toBe(true);
  });

  it('cuts by width even when the characters fit', () => {
    const wide = 'WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW';
    const cut = fitSnippet(wide, TITLE_LIMITS);
    expect(textPixelWidth(cut)).toBeLessThanOrEqual(580);
    expect(cut).toMatch(/^WWW MMM .*…$/);
  });

  it('cuts a single overlong word by characters', () => {
    const cut = fitSnippet('x'.repeat(200), DESCRIPTION_LIMITS);
    expect([...cut].length).toBe(160);
  });
});

describe('listItemNote', () => {
  it('checks meta titles against width and the keyword the user gave', () => {
    expect(
      listItemNote({ slug: 'meta-title-generator', maxOutputChars: 60 }, 'Bread basics', {
        keyword: 'bread',
      }),
    ).toBe(`12/60 characters · ${textPixelWidth('Bread basics')}/580 px · keyword at the start`);
  });

  it('counts other limited items against their limit, and says nothing for unlimited ones', () => {
    expect(listItemNote({ slug: 'twitter-reply-generator', maxOutputChars: 280 }, 'Thanks!', {})).toBe(
      '7/280',
    );
    expect(listItemNote({ slug: 'slogan-generator' }, 'Fresh every day', {})).toBeUndefined();
  });
});
