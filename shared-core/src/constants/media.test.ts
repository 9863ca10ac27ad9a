import {
  DEFAULT_IMAGE_SIZE,
  imageSizes,
  integrationTypes,
  isImageSize,
  isIntegrationType,
  isSourceType,
  parseImageSize,
  sourceTypes,
} from './media';

describe('image sizes', () => {
  it('are the seven sizes of SPEC §9', () => {
    expect([...imageSizes]).toEqual([
      '1200x1200',
      '1024x1024',
      '1024x1792',
      '1792x1024',
      '256x256',
      '512x512',
      '768x768',
    ]);
    expect(isImageSize(DEFAULT_IMAGE_SIZE)).toBe(true);
  });

  it('parse to width and height', () => {
    expect(parseImageSize('1024x1792')).toEqual({ width: 1024, height: 1792 });
    for (const size of imageSizes) {
      const { width, height } = parseImageSize(size);
      expect(`${width}x${height}`).toBe(size);
    }
  });

  it('refuse other sizes', () => {
    expect(isImageSize('1000x1000')).toBe(false);
    expect(isImageSize(1024)).toBe(false);
  });
});

describe('source and integration types', () => {
  it('are the lists of SPEC §9, plus reddit for the social news popup (issue 12)', () => {
    expect([...sourceTypes]).toEqual(['chat-file-upload', 'info-base', 'web-page']);
    expect([...integrationTypes].sort()).toEqual([
      'api',
      'ghost',
      'medium',
      'reddit',
      'shopify',
      'webflow',
      'wordpress',
    ]);
  });

  it('have guards', () => {
    expect(isSourceType('web-page')).toBe(true);
    expect(isSourceType('pdf')).toBe(false);
    expect(isIntegrationType('ghost')).toBe(true);
    expect(isIntegrationType('reddit')).toBe(true);
    expect(isIntegrationType('tumblr')).toBe(false);
  });
});
