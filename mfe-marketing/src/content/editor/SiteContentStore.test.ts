import { ApiError, type ContentAdminEntry } from '@inkpress/shared-core';
import { fakeApiClient } from '@inkpress/shared-ui/testing';
import { createBody, explainSaveError, originOf, slugify, updateBody, valuesOf } from './entryForm';
import { SiteContentStore } from './SiteContentStore';

const at = '2026-11-27T10:00:00.000Z';

function entry(over: Partial<ContentAdminEntry> = {}): ContentAdminEntry {
  return {
    id: 'blog:en:hello-world',
    kind: 'blog',
    slug: 'hello-world',
    lang: 'en',
    path: '/blog/hello-world',
    title: 'Hello world',
    description: 'A first post.',
    category: null,
    tags: ['news'],
    author: 'Ana',
    image: null,
    status: 'draft',
    publishedAt: null,
    updatedAt: at,
    readingMinutes: 1,
    html: '<p>Hi</p>',
    headings: [],
    faq: [],
    translations: [],
    data: {},
    body: 'Hi',
    source: 'api',
    editedAt: at,
    translationKey: null,
    order: 100,
    ...over,
  };
}

const row = (e: ContentAdminEntry) => {
  const { html, headings, faq, translations, data, body, translationKey, order, ...rest } = e;
  return rest;
};

const refused = (issues: { path: string; message: string }[], status = 400) =>
  new ApiError({
    status,
    code: status === 409 ? 'Conflict' : 'ValidationError',
    message: 'No.',
    data: { issues },
  });

describe('the entry form', () => {
  it('makes a slug of a title', () => {
    expect(slugify('Ten Ways to Écrire — Better!')).toBe('ten-ways-to-ecrire-better');
  });

  it('sends a new entry with only its kind’s fields, empty ones left out', () => {
    const values = { ...valuesOf(entry()), author: '', tags: 'a, b ,', category: 'writing', order: '3' };
    expect(createBody('blog', values)).toEqual({
      kind: 'blog',
      slug: 'hello-world',
      lang: 'en',
      title: 'Hello world',
      description: 'A first post.',
      body: 'Hi',
      tags: ['a', 'b'],
      status: 'draft',
    });
    expect(createBody('docs', values)).toMatchObject({ category: 'writing', order: 3 });
    expect(createBody('docs', values)).not.toHaveProperty('tags');
  });

  it('patches only what changed, and unlinks an emptied translation key', () => {
    const saved = entry({ translationKey: 'hello' });
    expect(updateBody(saved, valuesOf(saved))).toEqual({});
    expect(
      updateBody(saved, { ...valuesOf(saved), title: 'New', tags: 'news', translationKey: '', author: '' }),
    ).toEqual({ title: 'New', translationKey: null, author: '' });
  });

  it('puts the API’s 400 on the fields it names and keeps the rest for the form', () => {
    expect(
      explainSaveError(
        refused([
          { path: 'title', message: 'A title is needed.' },
          { path: 'tags.2', message: 'Too long.' },
          { path: 'status', message: 'Odd.' },
        ]),
      ),
    ).toEqual({ fields: { title: 'A title is needed.', tags: 'Too long.' }, form: 'Odd.' });
    expect(explainSaveError(new ApiError({ status: 403, code: 'Forbidden' })).form).toMatch(/internal users/);
  });

  it('tells the repository’s text from an edited one and one written here', () => {
    expect(originOf({ source: 'repository', editedAt: null })).toBe('repository');
    expect(originOf({ source: 'repository', editedAt: at })).toBe('edited');
    expect(originOf({ source: 'api', editedAt: at })).toBe('new');
  });
});

describe('SiteContentStore', () => {
  it('lists a kind with the shared schema, and says when the list cannot load', async () => {
    const fake = fakeApiClient({ 'GET /api/content/entries': () => [row(entry())] });
    const store = new SiteContentStore(fake.client);
    await store.showKind('blog');
    expect(store.listStatus).toBe('ready');
    expect(store.rows.map((r) => r.id)).toEqual(['blog:en:hello-world']);

    const failing = new SiteContentStore(
      fakeApiClient({
        'GET /api/content/entries': () => {
          throw new ApiError({ status: 403, code: 'Forbidden' });
        },
      }).client,
    );
    await failing.showKind('docs');
    expect(failing.listStatus).toBe('failed');
    expect(failing.listError).toMatch(/internal users/);
  });

  it('creates a draft from a new form: the slug follows the title until typed', async () => {
    const fake = fakeApiClient({
      'GET /api/content/entries': () => [],
      'POST /api/content/entries': (body) => {
        const b = body as { title: string; slug: string };
        return entry({ title: b.title, slug: b.slug, id: `blog:en:${b.slug}`, path: `/blog/${b.slug}` });
      },
    });
    const store = new SiteContentStore(fake.client);
    await store.showKind('blog');
    store.openNew();
    store.set('title', 'Launch Notes');
    expect(store.values.slug).toBe('launch-notes');
    store.set('slug', 'launch');
    store.set('title', 'Launch notes, again');
    expect(store.values.slug).toBe('launch');
    store.set('description', 'What launched.');
    store.set('body', 'Text.');
    expect(await store.save()).toBe(true);
    expect(store.mode).toBe('edit');
    expect(store.entry?.id).toBe('blog:en:launch');
    expect(store.rows[0]?.id).toBe('blog:en:launch');
    expect(store.notice).toBe('Saved as a draft.');
    expect(store.dirty).toBe(false);
  });

  it('shows the API’s field errors and keeps what was typed', async () => {
    const fake = fakeApiClient({
      'POST /api/content/entries': () => {
        throw refused([{ path: 'slug', message: 'An entry with this kind, language and slug exists.' }], 409);
      },
    });
    const store = new SiteContentStore(fake.client);
    store.openNew();
    store.set('title', 'Taken');
    expect(await store.save()).toBe(false);
    expect(store.fieldErrors.slug).toMatch(/exists/);
    expect(store.formError).toBe('Check the fields marked below.');
    expect(store.values.title).toBe('Taken');
    expect(store.mode).toBe('new');
    store.set('slug', 'other');
    expect(store.fieldErrors.slug).toBeUndefined();
  });

  it('saves unsaved changes before it publishes, then unpublishes', async () => {
    let saved = entry();
    const fake = fakeApiClient({
      'GET /api/content/entries/blog%3Aen%3Ahello-world': () => saved,
      'PATCH /api/content/entries/blog%3Aen%3Ahello-world': (body) => {
        saved = { ...saved, ...(body as object) };
        return saved;
      },
      'POST /api/content/entries/blog%3Aen%3Ahello-world/publish': () => {
        saved = { ...saved, status: 'published', publishedAt: at };
        return saved;
      },
      'POST /api/content/entries/blog%3Aen%3Ahello-world/unpublish': () => {
        saved = { ...saved, status: 'draft' };
        return saved;
      },
    });
    const store = new SiteContentStore(fake.client);
    await store.open('blog:en:hello-world');
    expect(store.mode).toBe('edit');
    store.set('title', 'Hello again');
    expect(await store.publish()).toBe(true);
    expect(fake.calls.map((c) => c.route)).toEqual([
      'GET /api/content/entries/blog%3Aen%3Ahello-world',
      'PATCH /api/content/entries/blog%3Aen%3Ahello-world',
      'POST /api/content/entries/blog%3Aen%3Ahello-world/publish',
    ]);
    expect(fake.calls[1]?.body).toEqual({ title: 'Hello again' });
    expect(store.entry?.status).toBe('published');
    expect(store.notice).toMatch(/^Published/);
    expect(await store.unpublish()).toBe(true);
    expect(store.entry?.status).toBe('draft');
    expect(store.notice).toMatch(/not found/);
  });

  it('does not publish when the save before it is refused', async () => {
    const fake = fakeApiClient({
      'GET /api/content/entries/blog%3Aen%3Ahello-world': () => entry(),
      'PATCH /api/content/entries/blog%3Aen%3Ahello-world': () => {
        throw refused([{ path: 'title', message: 'A title is needed.' }]);
      },
    });
    const store = new SiteContentStore(fake.client);
    await store.open('blog:en:hello-world');
    store.set('title', '');
    expect(await store.publish()).toBe(false);
    expect(fake.calls.some((c) => c.route.endsWith('/publish'))).toBe(false);
    expect(store.fieldErrors.title).toBe('A title is needed.');
    expect(store.busy).toBeNull();
  });

  it('says an unknown entry is missing', async () => {
    const fake = fakeApiClient({
      'GET /api/content/entries/blog%3Aen%3Anope': () => {
        throw new ApiError({ status: 404, code: 'NotFound' });
      },
    });
    const store = new SiteContentStore(fake.client);
    await store.open('blog:en:nope');
    expect(store.mode).toBe('missing');
  });

  it('renders the preview through the API and keeps only the latest answer', async () => {
    const answers: ((v: unknown) => void)[] = [];
    const fake = fakeApiClient({
      'POST /api/content/preview': () => new Promise((resolve) => answers.push(resolve)),
    });
    const store = new SiteContentStore(fake.client);
    const first = store.renderPreview('# One');
    const second = store.renderPreview('# Two');
    const preview = (html: string) => ({ html, headings: [], faq: [], words: 1, readingMinutes: 1 });
    answers[1]!(preview('<h1>Two</h1>'));
    await second;
    answers[0]!(preview('<h1>One</h1>'));
    await first;
    expect(store.preview?.html).toBe('<h1>Two</h1>');
    await store.renderPreview('   ');
    expect(store.preview).toBeNull();
  });
});
