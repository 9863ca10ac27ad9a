import type { WebflowField } from '@inkpress/shared-core';
import { guessMapping } from './WebflowConnect';

const field = (slug: string, type: string, extra: Partial<WebflowField> = {}): WebflowField => ({
  id: slug,
  slug,
  name: slug,
  type,
  required: false,
  editable: true,
  ...extra,
});

const fields = [
  field('name', 'PlainText', { required: true }),
  field('slug', 'PlainText', { required: true }),
  field('intro', 'RichText'),
  field('post-body', 'RichText'),
  field('post-summary', 'PlainText'),
  field('seo-title', 'PlainText'),
  field('main-image', 'Image'),
  field('locked-image', 'Image', { editable: false }),
  field('featured', 'Switch'),
];

describe('guessMapping', () => {
  it('maps each post field to the fitting field its slug suggests, each field once, never name or slug', () => {
    expect(guessMapping(fields)).toEqual({
      content: 'post-body',
      summary: 'post-summary',
      metaTitle: 'seo-title',
      featureImage: 'main-image',
    });
  });

  it('keeps a saved mapping where it still fits and adds nothing to it', () => {
    expect(guessMapping(fields, { content: 'intro', metaTitle: 'post-summary' })).toEqual({
      content: 'intro',
      metaTitle: 'post-summary',
    });
  });

  it('guesses the content again when its saved field is gone, and leaves out fields of the wrong type', () => {
    expect(guessMapping(fields, { content: 'removed', featureImage: 'featured' })).toEqual({
      content: 'post-body',
    });
  });
});
