import { ApiError } from '@inkpress/shared-core';
import { fakeApiClient } from '@inkpress/shared-ui/testing';
import { ImageToolStore } from './ImageToolStore';

const urls = () => {
  const made: string[] = [];
  const revoked: string[] = [];
  return {
    made,
    revoked,
    createObjectURL: () => {
      made.push(`blob:${made.length}`);
      return `blob:${made.length - 1}`;
    },
    revokeObjectURL: (url: string) => void revoked.push(url),
  };
};

const image = (size = 1000, type = 'image/png') => new File([new Uint8Array(size)], 'photo.png', { type });

const ocr = {
  slug: 'image-to-text-generator',
  engine: 'ocr',
  label: 'OCR (Tesseract)',
  credits: 0,
  result: {
    kind: 'text',
    text: 'Fresh bread daily',
    confidence: 82,
    words: [
      { text: 'Fresh', confidence: 95 },
      { text: 'bread', confidence: 41 },
      { text: 'daily', confidence: 90 },
    ],
    lines: 1,
    language: 'English',
  },
};

describe('an image tool page', () => {
  it('sends the chosen image as the body and shows the text read, marking the unsure words', async () => {
    const fake = fakeApiClient({ 'POST /api/image-tools/image-to-text-generator': () => ocr });
    const store = new ImageToolStore('image-to-text-generator', fake.client, urls());
    expect(store.canRun).toBe(false);
    const file = image();
    store.choose(file);
    expect(store.preview).toBe('blob:0');
    await store.run();
    expect(fake.calls[0]).toEqual({ route: 'POST /api/image-tools/image-to-text-generator', body: file });
    expect(store.resultText).toBe('Fresh bread daily');
    expect(store.uncertainWords).toEqual(['bread']);
  });

  it('reads in the language picked: English by default, another one sent as ?language=', async () => {
    const fake = fakeApiClient({ 'POST /api/image-tools/image-to-text-generator': () => ocr });
    const post = jest.spyOn(fake.client, 'post');
    const store = new ImageToolStore('image-to-text-generator', fake.client, urls());
    expect(store.language).toBe('eng');
    store.choose(image());
    await store.run();
    expect(post.mock.calls[0]?.[2]).toMatchObject({ query: undefined });
    store.setLanguage('deu');
    await store.run();
    expect(post.mock.calls[1]?.[2]).toMatchObject({ query: { language: 'deu' } });
  });

  it('refuses a file that is too large or not an image before sending it, and lets go of the old preview', () => {
    const u = urls();
    const store = new ImageToolStore('alt-text-generator', fakeApiClient({}).client, u);
    store.choose(image());
    store.choose(image(6 * 1024 * 1024));
    expect(store.error).toMatch(/6\.0 MB; the image tools read images up to 5 MB/);
    expect(store.canRun).toBe(false);
    expect(u.revoked).toEqual(['blob:0']);
    store.choose(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(store.error).toMatch(/Choose an image/);
  });

  it('shows the answer of a description tool, and opens the limit popup at the day’s limit', async () => {
    const facts = {
      width: 600,
      height: 400,
      orientation: 'landscape',
      colours: [{ name: 'green', hex: '#2e8b57', share: 1 }],
      brightness: 0.36,
      greyscale: false,
      text: null,
      faces: 0,
    };
    const answers = [
      () => ({
        slug: 'image-caption-generator',
        engine: 'basic',
        label: 'basic description',
        credits: 0,
        result: { kind: 'caption', caption: 'A mid-toned landscape picture in green tones.', facts },
      }),
      () => {
        throw new ApiError({
          status: 429,
          code: 'RateLimitError',
          message: 'You have used today’s 10 free runs.',
          data: {
            reason: 'free-tool-quota',
            group: 'Images',
            limit: 10,
            resetsAt: '2030-01-02T00:00:00.000Z',
            retryAfter: 3600,
          },
        });
      },
      () => {
        throw new ApiError({
          status: 429,
          code: 'RateLimitError',
          message: 'Slow down.',
          data: { retryAfter: 5 },
        });
      },
    ];
    let call = 0;
    const fake = fakeApiClient({ 'POST /api/image-tools/image-caption-generator': () => answers[call++]!() });
    const store = new ImageToolStore('image-caption-generator', fake.client, urls());
    store.choose(image());
    await store.run();
    expect(store.resultText).toBe('A mid-toned landscape picture in green tones.');
    expect(store.limitReached).toBe(false);
    await store.run();
    expect(store.limitReached).toBe(true);
    expect(store.quota).toMatchObject({ group: 'Images', resetsAt: '2030-01-02T00:00:00.000Z' });
    expect(store.error).toBe('You have used today’s 10 free runs.');
    // Too many requests in a short time is not the used-up quota: no sign-up offer.
    await store.run();
    expect(store.limitReached).toBe(false);
    expect(store.quota).toBeNull();
  });
});
