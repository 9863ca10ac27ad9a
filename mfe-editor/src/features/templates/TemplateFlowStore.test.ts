import type { GenerationEvent, Template } from '../../api/types';
import type { CollectionPayload } from '../../stores';
import { immediateScheduler } from '../ai/stream';
import { type FlowApi, outlineCost, savedIdsOf, TemplateFlowStore } from './TemplateFlowStore';

const template: Template = {
  id: 'listicle',
  name: 'Listicle',
  description: 'A numbered list article.',
  category: 'Blog',
  fields: [
    { name: 'keyword', label: 'Focus keyword', kind: 'text', required: true, maxLength: 100 },
    { name: 'itemCount', label: 'Number of items', kind: 'number', required: false, min: 3, max: 30 },
    { name: 'tone', label: 'Tone', kind: 'select', required: false, options: ['friendly', 'formal'] },
  ],
  defaults: {
    length: 'short',
    options: {
      featureImage: true,
      simplifiedSentences: false,
      readability: false,
      faqs: false,
      externalLinks: false,
      internalLinks: false,
    },
  },
  example: { keyword: 'email marketing', itemCount: 7 },
};

function fakeApi(events: GenerationEvent[] = []) {
  const generateTitle = jest.fn(async () => '7 Email Marketing Tips');
  const generateOutline = jest.fn(async () => ['Know your list', 'Write subject lines']);
  const generate = jest.fn((_op: string, _input: Record<string, unknown>) =>
    (async function* () {
      yield* events;
    })(),
  );
  const save = jest.fn(async (_payload: CollectionPayload) => ({
    id: 'c-saved',
    posts: [{ id: 'p-saved', clientId: 'pc' }],
  }));
  const api = {
    templates: { generateTitle, generateOutline },
    generate,
    collections: { save },
  } as unknown as FlowApi;
  return { api, generateTitle, generateOutline, generate, save };
}

describe('a new article from a template', () => {
  it('sends the titles offered so far with "Another title", and forgets them when the fields change', async () => {
    const { api, generateTitle } = fakeApi();
    generateTitle.mockResolvedValueOnce('First Title').mockResolvedValueOnce('Second Title');
    const flow = new TemplateFlowStore(template, api);
    flow.fillExample();
    await flow.generateTitle();
    await flow.generateTitle();
    expect(generateTitle).toHaveBeenLastCalledWith(
      'listicle',
      expect.objectContaining({ previous: ['First Title'] }),
      expect.any(AbortSignal),
    );
    expect(flow.offeredTitles).toEqual(['First Title', 'Second Title']);
    flow.setValue('keyword', 'seo');
    expect(flow.offeredTitles).toEqual([]);
  });

  it('sends the fields as the API checks them: numbers as numbers, empty ones left out', () => {
    const flow = new TemplateFlowStore(template, fakeApi().api);
    expect(flow.missingField).toBe('Focus keyword');
    expect(flow.canGenerateTitle).toBe(false);
    flow.setValue('keyword', ' email marketing ');
    flow.setValue('itemCount', '7');
    flow.setValue('tone', '');
    expect(flow.fieldValues).toEqual({ keyword: 'email marketing', itemCount: 7 });
    flow.setValue('itemCount', '99');
    expect(flow.fieldErrors).toEqual({ itemCount: 'At most 30.' });
    expect(flow.canGenerateTitle).toBe(false);
  });

  it('shows the article cost from the chosen options (base 1000 + each option)', () => {
    const flow = new TemplateFlowStore(template, fakeApi().api);
    expect(flow.articleCost).toBe(1500);
    flow.setOption('faqs', true);
    flow.setOption('readability', true);
    expect(flow.articleCost).toBe(3000);
    flow.setOption('featureImage', false);
    expect(flow.articleCost).toBe(2500);
    expect(flow.words).toBe(3000);
    flow.setLength('medium');
    expect(flow.words).toBe(4000);
    expect(outlineCost('short')).toBe(90);
    expect(outlineCost('medium')).toBe(120);
  });

  it('goes title → outline (editable) → article, streaming the article and finding where it was saved', async () => {
    const events: GenerationEvent[] = [
      { type: 'meta', data: { label: 'offline writer' } },
      { type: 'delta', data: { text: '<h1>7 Email Marketing Tips</h1>' } },
      { type: 'delta', data: { text: '<p>Start here.</p>' } },
      {
        type: 'done',
        data: { output: '', words: 4, credits: 1500, aborted: false, collectionId: 'c9', postId: 'p9' },
      },
    ];
    const { api, generateTitle, generateOutline, generate } = fakeApi(events);
    const flow = new TemplateFlowStore(template, api, immediateScheduler);
    flow.fillExample();
    expect(await flow.generateTitle()).toBe(true);
    expect(generateTitle).toHaveBeenCalledWith(
      'listicle',
      { fields: { keyword: 'email marketing', itemCount: 7 }, language: 'en-US' },
      expect.any(AbortSignal),
    );
    expect(flow.step).toBe('title');
    expect(flow.title).toBe('7 Email Marketing Tips');

    expect(await flow.generateOutline()).toBe(true);
    expect(generateOutline).toHaveBeenCalledWith(
      'listicle',
      expect.objectContaining({ title: '7 Email Marketing Tips', length: 'short' }),
      expect.any(AbortSignal),
    );
    expect(flow.step).toBe('outline');
    flow.setHeading(1, 'Write subject lines people open');
    flow.addHeading();
    flow.setHeading(2, 'Measure');
    flow.moveHeading(2, -1);
    expect(flow.cleanOutline).toEqual(['Know your list', 'Measure', 'Write subject lines people open']);

    expect(await flow.generateArticle()).toBe(true);
    expect(generate).toHaveBeenCalledWith(
      'generate-article',
      expect.objectContaining({
        templateId: 'listicle',
        title: '7 Email Marketing Tips',
        keyword: 'email marketing',
        outline: ['Know your list', 'Measure', 'Write subject lines people open'],
        length: 'short',
        options: expect.objectContaining({ featureImage: true }),
      }),
      expect.any(AbortSignal),
    );
    expect(flow.article).toBe('<h1>7 Email Marketing Tips</h1><p>Start here.</p>');
    expect(flow.meta?.label).toBe('offline writer');
    expect(flow.result).toEqual({ collectionId: 'c9', postId: 'p9', credits: 1500, aborted: false });
  });

  it('keeps the error of a refused step and stays on it', async () => {
    const { api, generateTitle } = fakeApi();
    generateTitle.mockRejectedValueOnce(
      Object.assign(new Error('No credits'), { name: 'ApiError', status: 402, code: 'NotEnoughCredits' }),
    );
    const flow = new TemplateFlowStore(template, api);
    flow.fillExample();
    expect(await flow.generateTitle()).toBe(false);
    expect(flow.step).toBe('details');
    expect(flow.error).toMatchObject({ code: 'NotEnoughCredits' });
    expect(flow.busy).toBeNull();
  });

  it('reads the saved ids from the shapes an event may have', () => {
    expect(savedIdsOf({ collectionId: 'c', postId: 'p' })).toEqual({ collectionId: 'c', postId: 'p' });
    expect(savedIdsOf({ collection: { id: 'c' }, post: { id: 'p' } })).toEqual({
      collectionId: 'c',
      postId: 'p',
    });
    expect(savedIdsOf({ post: { id: 'p', collectionId: 'c' } })).toEqual({ collectionId: 'c', postId: 'p' });
    expect(savedIdsOf({})).toEqual({});
  });

  it('opens the document the API saved the article in, without saving another', async () => {
    const { api, save } = fakeApi([
      { type: 'delta', data: { text: '<p>Saved by the API.</p>' } },
      {
        type: 'done',
        data: { output: '', words: 4, credits: 1500, aborted: false, collectionId: 'c9', postId: 'p9' },
      },
    ]);
    const flow = new TemplateFlowStore(template, api, immediateScheduler);
    flow.fillExample();
    flow.setTitle('7 Email Marketing Tips');
    await flow.generateArticle();
    expect(await flow.articleDocument()).toEqual({ collectionId: 'c9', postId: 'p9' });
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the article as a new draft document when the API did not say where it went', async () => {
    const { api, save } = fakeApi([
      { type: 'delta', data: { text: '<p>Nobody saved me.</p>' } },
      { type: 'done', data: { output: '', words: 3, credits: 1500, aborted: false } },
    ]);
    const flow = new TemplateFlowStore(template, api, immediateScheduler);
    flow.fillExample();
    flow.setTitle('7 Email Marketing Tips');
    await flow.generateArticle();
    expect(await flow.articleDocument()).toEqual({ collectionId: 'c-saved', postId: 'p-saved' });
    const payload = save.mock.calls[0]?.[0];
    expect(payload).toMatchObject({ title: '7 Email Marketing Tips', templateId: 'listicle', draft: true });
    expect(payload?.posts).toHaveLength(1);
    expect(payload?.posts[0]).toMatchObject({
      title: '7 Email Marketing Tips',
      content: [{ value: '<p>Nobody saved me.</p>' }],
      postMetadata: { focusKeyword: 'email marketing' },
      postConfig: { faqs: [], language: 'en-US' },
    });
  });

  it('has no document to open when the article was stopped', async () => {
    const { api, save } = fakeApi([
      { type: 'delta', data: { text: '<p>Half</p>' } },
      { type: 'done', data: { output: '', words: 1, credits: 0, aborted: true } },
    ]);
    const flow = new TemplateFlowStore(template, api, immediateScheduler);
    flow.fillExample();
    flow.setTitle('Stopped');
    await flow.generateArticle();
    expect(await flow.articleDocument()).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });
  it('asks for the info base when chosen, keeps its passages and shows the saved article with its Sources', async () => {
    const citation = {
      n: 1,
      sourceId: 's1',
      name: 'Kiln guide',
      chunk: 0,
      text: 'A firing takes eleven hours.',
    };
    const saved =
      '<h1>Kilns</h1><p>A firing takes eleven hours. [1]</p><h2>Sources</h2><ol><li>Kiln guide</li></ol>';
    const { api, generate } = fakeApi([
      { type: 'other', event: 'sources', data: { citations: [citation, { n: 'bad' }] } },
      { type: 'delta', data: { text: '<h1>Kilns</h1><p>A firing takes eleven hours. [1]</p>' } },
      { type: 'done', data: { output: '', words: 8, credits: 1000, aborted: false } },
      { type: 'other', event: 'delivery', data: { charged: 1000, refunded: 0, notes: [] } },
      {
        type: 'other',
        event: 'post',
        data: {
          post: { id: 'p1', collectionId: 'c1', selectedContentIndex: 0, content: [{ value: saved }] },
        },
      },
    ]);
    const flow = new TemplateFlowStore(template, api, immediateScheduler);
    flow.fillExample();
    flow.setTitle('Kilns');
    expect(flow.infoBase).toBe(false);
    await flow.generateArticle();
    expect(generate.mock.calls[0]?.[1]).not.toHaveProperty('infoBase');

    flow.setInfoBase(true);
    await flow.generateArticle();
    expect(generate.mock.calls[1]?.[1]).toMatchObject({ infoBase: true, title: 'Kilns' });
    expect(flow.sources).toEqual([
      { n: 1, name: 'Kiln guide', chunk: 0, text: 'A firing takes eleven hours.' },
    ]);
    expect(flow.article).toBe(saved);
    expect(flow.result).toEqual({ collectionId: 'c1', postId: 'p1', credits: 1000, aborted: false });
  });

  describe('the feature image from the image form', () => {
    const file = (id: string) => ({ id, url: `/api/media/${id}/content` });
    const image = (id: string, alt = 'A harbour at dawn') => ({ url: `/api/media/${id}/content`, alt });

    it('applies a choice only while the image is still the one the form opened on (SPEC §4)', () => {
      const flow = new TemplateFlowStore(template, fakeApi().api);
      expect(flow.options.featureImage).toBe(true);
      const opened = flow.featureImage?.url ?? null;
      expect(flow.editFeatureImage(opened, image('a1'), file('a1'))).toBe(true);
      expect(flow.featureImage).toEqual({
        url: '/api/media/a1/content',
        alt: 'A harbour at dawn',
        fileId: 'a1',
      });
      // The chosen image replaces the drawn one: that option goes off, and its price with it.
      expect(flow.options.featureImage).toBe(false);
      // A second popup opened before the first choice is stale: nothing replaced.
      expect(flow.editFeatureImage(opened, image('b2'), file('b2'))).toBe(false);
      expect(flow.featureImage?.fileId).toBe('a1');
      expect(flow.editFeatureImage('/api/media/a1/content', image('b2'), file('b2'))).toBe(true);
      expect(flow.featureImage?.fileId).toBe('b2');
      // Only a stored file of the team can be chosen: an image without its file is refused.
      expect(flow.editFeatureImage('/api/media/b2/content', image('c3'))).toBe(false);
      expect(flow.editFeatureImage('/api/media/b2/content', image('c3'), file('d4'))).toBe(false);
      expect(flow.featureImage?.fileId).toBe('b2');
      // Turning the drawn image back on drops the chosen one.
      flow.setOption('featureImage', true);
      expect(flow.featureImage).toBeNull();
    });

    it('sends the chosen image with the article, and saves it on the document when the API did not', async () => {
      const { api, generate, save } = fakeApi([
        { type: 'delta', data: { text: '<h1>Harbours</h1><p>Walk at dawn.</p>' } },
        { type: 'done', data: { output: '', words: 4, credits: 1000, aborted: false } },
      ]);
      const flow = new TemplateFlowStore(template, api, immediateScheduler);
      flow.fillExample();
      flow.setTitle('Harbours');
      await flow.generateArticle();
      expect(generate.mock.calls[0]?.[1]).not.toHaveProperty('featureImageFile');

      flow.editFeatureImage(null, image('a1'), file('a1'));
      await flow.generateArticle();
      expect(generate.mock.calls[1]?.[1]).toMatchObject({
        featureImageFile: 'a1',
        options: expect.objectContaining({ featureImage: false }),
      });
      expect(await flow.articleDocument()).toEqual({ collectionId: 'c-saved', postId: 'p-saved' });
      expect(save.mock.calls[0]?.[0].posts[0]?.featureImage).toEqual({
        url: '/api/media/a1/content',
        alt: 'A harbour at dawn',
      });

      flow.clearFeatureImage();
      await flow.generateArticle();
      expect(generate.mock.calls[2]?.[1]).not.toHaveProperty('featureImageFile');
    });
  });
});
