import type { PageBoosterGenerateResult, PageBoosterReport } from '@inkpress/shared-core';
import { PageBoosterStore } from './PageBoosterStore';
import type { PageBoosterApi } from './pageBoosterApi';
import { wordDiff } from './wordDiff';

const section = (index: number, heading: string, text: string) => ({
  index,
  heading,
  level: index === 0 ? 1 : 2,
  html: `<h${index === 0 ? 1 : 2}>${heading}</h${index === 0 ? 1 : 2}><p>${text}</p>`,
  text: `${heading} ${text}`,
  words: text.split(' ').length + 1,
});

const report: PageBoosterReport = {
  id: 'b'.repeat(24),
  url: 'https://site.example/compost',
  keyphrase: 'compost bin',
  title: 'Compost',
  metaDescription: '',
  canonical: null,
  headings: [{ level: 1, text: 'Compost' }],
  sections: [
    section(0, 'Compost', 'Leaves are collected by the team.'),
    section(1, 'Bins', 'Bins hold waste.'),
    section(2, 'Soil', 'Soil is rich.'),
  ],
  links: [],
  images: [],
  words: 14,
  seo: { score: 40, rating: 'bad', thresholds: { ok: 41, good: 71 } },
  readability: { score: 30, rating: 'bad', thresholds: { ok: 60, good: 90 } },
  assessments: [],
  suggestions: [
    {
      id: 'metaDescriptionLength',
      assessment: 'metaDescriptionLength',
      kind: 'seo',
      impact: 3,
      rating: 'bad',
      section: null,
      text: 'No meta description.',
    },
    {
      id: 'passiveVoice:2',
      assessment: 'passiveVoice',
      kind: 'readability',
      impact: 3,
      rating: 'bad',
      section: 2,
      text: 'Passive voice.',
    },
    {
      id: 'introductionKeyword:0',
      assessment: 'introductionKeyword',
      kind: 'seo',
      impact: 3,
      rating: 'bad',
      section: 0,
      text: 'Keyphrase in introduction.',
    },
  ],
  estimate: 200,
  createdAt: new Date(0).toISOString(),
};

const generated = (sections: number[]): PageBoosterGenerateResult => ({
  id: report.id,
  report,
  improvements: sections.map((i) => ({
    section: i,
    heading: report.sections[i]!.heading,
    before: report.sections[i]!.html,
    after: `<h2>${report.sections[i]!.heading}</h2><p>The team collects the compost bin leaves.</p>`,
    suggestions: [],
  })),
  writer: { name: 'offline', label: 'offline writer', offline: true },
  credits: 80,
});

function fakeApi(over: Partial<PageBoosterApi> = {}): PageBoosterApi {
  return {
    suggest: jest.fn(async () => report),
    generate: jest.fn(async (body: { sections: number[] }) => generated(body.sections)),
    accept: jest.fn(async (_id: string, body: { sections: number[]; target: string }) => ({
      postId: 'p'.repeat(24),
      collectionId: 'c'.repeat(24),
      title: 'Compost',
      created: body.target === 'new',
      sections: body.sections,
    })),
    posts: jest.fn(async () => [{ id: 'd'.repeat(24), collectionId: 'c'.repeat(24), title: 'My post' }]),
    ...over,
  } as PageBoosterApi;
}

describe('PageBoosterStore', () => {
  it('refuses a URL that is not a web address without calling the API', async () => {
    const api = fakeApi();
    const store = new PageBoosterStore(api);
    store.setUrl('site.example/compost');
    expect(await store.assess()).toBeNull();
    expect(store.urlProblem).toContain('https://');
    expect(api.suggest).not.toHaveBeenCalled();
  });

  it('assesses, starts with the sections the suggestions point at, improves, and saves the accepted ones only', async () => {
    const api = fakeApi();
    const store = new PageBoosterStore(api, { keyphrase: ' compost bin ' });
    store.setUrl(' https://site.example/compost ');
    await store.assess();
    expect(api.suggest).toHaveBeenCalledWith(
      { url: 'https://site.example/compost', keyphrase: 'compost bin' },
      expect.any(AbortSignal),
    );
    expect(store.phase).toBe('assessed');
    expect([...store.chosen]).toEqual([2, 0]);
    expect(store.suggestionsFor(null).map((s) => s.id)).toEqual(['metaDescriptionLength']);
    store.toggleSection(1);
    expect(await store.improve()).toBe(true);
    expect(api.generate).toHaveBeenCalledWith({
      id: report.id,
      sections: [0, 1, 2],
      keyphrase: 'compost bin',
    });
    expect(store.improvements.map((i) => i.section)).toEqual([0, 1, 2]);
    expect(store.writer?.offline).toBe(true);
    expect(store.credits).toBe(80);

    // Nothing accepted: nothing to save.
    expect(await store.save()).toBeNull();
    expect(api.accept).not.toHaveBeenCalled();
    store.decide(0, 'accepted');
    store.decide(1, 'rejected');
    store.decide(2, 'accepted');
    store.decide(2, 'rejected');
    const saved = await store.save();
    expect(api.accept).toHaveBeenCalledWith(report.id, { sections: [0], target: 'new' });
    expect(saved?.created).toBe(true);
    expect(store.phase).toBe('saved');
  });

  it('saves into the chosen existing post', async () => {
    const api = fakeApi();
    const store = new PageBoosterStore(api, { url: 'https://site.example/compost', target: 'd'.repeat(24) });
    await store.loadPosts();
    expect(store.posts.map((p) => p.title)).toEqual(['My post']);
    await store.assess();
    await store.improve();
    store.decide(0, 'accepted');
    await store.save();
    expect(api.accept).toHaveBeenCalledWith(report.id, { sections: [0], target: 'd'.repeat(24) });
  });

  it('keeps the form and the results when a call fails', async () => {
    const failure = Object.assign(new Error('You need 200 credits and have 10.'), {
      code: 'NotEnoughCredits',
    });
    const api = fakeApi({ generate: jest.fn(async () => Promise.reject(failure)) });
    const store = new PageBoosterStore(api, { url: 'https://site.example/compost' });
    await store.assess();
    expect(await store.improve()).toBe(false);
    expect(store.error).toBe(failure);
    expect(store.phase).toBe('assessed');
    expect(store.report).toEqual(report);
    expect(store.url).toBe('https://site.example/compost');
  });
});

describe('wordDiff', () => {
  it('marks the words removed and added between the two sections', () => {
    const parts = wordDiff(
      '<p>Leaves are collected by the team.</p>',
      '<p>The team collects the leaves.</p>',
    );
    expect(
      parts
        .filter((p) => p.kind === 'removed')
        .map((p) => p.text)
        .join(''),
    ).toContain('collected');
    expect(
      parts
        .filter((p) => p.kind === 'added')
        .map((p) => p.text)
        .join(''),
    ).toContain('collects');
    // Read back, the old parts give the old text and the new parts the new one.
    expect(
      parts
        .filter((p) => p.kind !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe('Leaves are collected by the team.');
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe('The team collects the leaves.');
  });
});
