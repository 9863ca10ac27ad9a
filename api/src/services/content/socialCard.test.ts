import sharp from 'sharp';
import { cardKey, drawSocialCard, type SocialCard, socialCardPng, wrapTitle } from './socialCard';

const none = async () => null;
const card = (title: string, extra: Partial<SocialCard> = {}): SocialCard => ({
  title,
  section: 'Blog',
  image: null,
  ...extra,
});

async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

describe('wrapTitle', () => {
  it('keeps every word, in order, on lines no longer than the limit', () => {
    const title = 'How to write a meta description that earns the click from searchers';
    const lines = wrapTitle(title, 24, 4);
    expect(lines.join(' ')).toBe(title);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(24);
    expect(lines.length).toBeGreaterThan(1);
  });

  it('ends a title that does not fit in an ellipsis, within the limit', () => {
    const lines = wrapTitle('one two three four five six seven eight nine ten', 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(10);
  });

  it('cuts a word longer than a line', () => {
    const lines = wrapTitle('Supercalifragilisticexpialidocious', 10, 4);
    expect(lines.slice(0, 3)).toEqual(['Supercalif', 'ragilistic', 'expialidoc']);
    expect(lines[3]).toBe('ious');
  });
});

describe('drawSocialCard', () => {
  it('draws a 1200x600 PNG that differs from page to page', async () => {
    const a = await drawSocialCard(card('Internal links that search engines follow'), none);
    const b = await drawSocialCard(card('Ten headline formulas for SEO articles'), none);
    const meta = await sharp(a).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 600]);
    expect(a.equals(b)).toBe(false);
  });

  it('puts the feature image in the right column, and leaves it out when it cannot be read', async () => {
    const red = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const withImage = await drawSocialCard(
      card('A post with a picture', { image: 'https://x.test/a.png' }),
      async () => red,
    );
    expect(await pixel(withImage, 1000, 300)).toEqual([255, 0, 0]);
    const unreadable = await drawSocialCard(
      card('A post with a picture', { image: 'https://x.test/a.png' }),
      async () => Buffer.from('not an image'),
    );
    expect(await pixel(unreadable, 1000, 300)).not.toEqual([255, 0, 0]);
    const failing = await drawSocialCard(
      card('A post with a picture', { image: 'https://x.test/a.png' }),
      () => Promise.reject(new Error('offline')),
    );
    expect(await pixel(failing, 1000, 300)).toEqual(await pixel(unreadable, 1000, 300));
  });
});

describe('socialCardPng', () => {
  it('draws a card once however often it is asked for, and a changed title is a new card', async () => {
    let loads = 0;
    const load = async () => {
      loads++;
      return null;
    };
    const first = socialCardPng(card('Cached once', { image: 'https://x.test/b.png' }), load);
    const second = socialCardPng(card('Cached once', { image: 'https://x.test/b.png' }), load);
    expect(second.key).toBe(first.key);
    expect(await second.png).toBe(await first.png);
    expect(loads).toBe(1);
    expect(cardKey(card('Cached twice'))).not.toBe(first.key);
  });
});
