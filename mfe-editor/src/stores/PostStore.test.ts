import { PostBody } from '@inkpress/shared-core';
import { postView } from '@inkpress/shared-ui/testing';
import { autorun } from 'mobx';
import { PostStore } from './PostStore';
import { DEFAULT_POST_TITLE } from './types';

const saved = (values: string[], selected = 0) =>
  new PostStore({ id: 'p1', content: values.map((value) => ({ value })), selectedContentIndex: selected });

describe('the shape of a post, defined once in shared-core', () => {
  it('starts from a post as the API answers it, and sends back what the API’s save body accepts', () => {
    const answer = postView({
      id: '65a1b2c3d4e5f60718293a4b',
      clientId: 'k9',
      title: 'Hi',
      tags: ['x'],
      wordCount: 12,
    });
    const store = new PostStore(answer);
    expect(store.title).toBe('Hi');
    expect(store.toJSON()).not.toHaveProperty('wordCount');
    expect(PostBody.safeParse(store.toJSON()).error).toBeUndefined();
    expect(PostBody.safeParse(new PostStore().toJSON()).error).toBeUndefined();
  });

  it('takes a null client id or update time from the API as none', () => {
    const store = new PostStore({ clientId: null, updatedAt: null });
    expect(store.clientId).toMatch(/.+/);
    expect(store.updatedAt).toBeUndefined();
  });
});

describe('PostStore defaults', () => {
  it("is titled 'Untitled Document' with one empty variant", () => {
    const post = new PostStore();
    expect(post.title).toBe(DEFAULT_POST_TITLE);
    expect(DEFAULT_POST_TITLE).toBe('Untitled Document');
    expect(post.content).toEqual([{ value: '' }]);
    expect(post.selectedContentIndex).toBe(0);
    expect(post.clientId).toEqual(expect.any(String));
  });

  it('a post without an id is unsaved; one loaded from the server is not', () => {
    expect(new PostStore().unsavedChanges).toBe(true);
    expect(saved(['a']).unsavedChanges).toBe(false);
  });
});

describe('content variants', () => {
  it('adding puts an empty variant first and selects it', () => {
    const post = saved(['<p>one</p>', '<p>two</p>'], 1);
    post.addContent();
    expect(post.content.map((c) => c.value)).toEqual(['', '<p>one</p>', '<p>two</p>']);
    expect(post.selectedContentIndex).toBe(0);
    expect(post.activeContent).toBe('');
    expect(post.unsavedChanges).toBe(true);
  });

  it('deleting is allowed only while more than one variant exists', () => {
    const post = saved(['a', 'b']);
    expect(post.canDeleteContent).toBe(true);
    expect(post.deleteContent(0)).toBe(true);
    expect(post.content).toEqual([{ value: 'b' }]);
    expect(post.unsavedChanges).toBe(true);
    expect(post.canDeleteContent).toBe(false);
    expect(post.deleteContent(0)).toBe(false);
    expect(post.content).toEqual([{ value: 'b' }]);
  });

  it('deleting refuses an index out of range', () => {
    const post = saved(['a', 'b']);
    expect(post.deleteContent(5)).toBe(false);
    expect(post.deleteContent(-1)).toBe(false);
    expect(post.unsavedChanges).toBe(false);
  });

  it('deleting an earlier variant keeps the same one selected', () => {
    const post = saved(['a', 'b', 'c'], 2);
    post.deleteContent(0);
    expect(post.activeContent).toBe('c');
    expect(post.selectedContentIndex).toBe(1);
  });

  it('deleting the selected last variant wraps the selection to the first', () => {
    const post = saved(['a', 'b', 'c'], 2);
    post.deleteContent();
    expect(post.content.map((c) => c.value)).toEqual(['a', 'b']);
    expect(post.selectedContentIndex).toBe(0);
  });

  it('the selected index wraps to the last below the range and to the first above it', () => {
    const post = saved(['a', 'b', 'c']);
    post.selectContent(-1);
    expect(post.selectedContentIndex).toBe(2);
    post.selectContent(3);
    expect(post.selectedContentIndex).toBe(0);
    post.selectContent(1);
    expect(post.selectedContentIndex).toBe(1);
    expect(saved(['a', 'b'], 7).selectedContentIndex).toBe(0);
  });

  it('forward and backward move the selection, wrapping at both ends', () => {
    const post = saved(['a', 'b', 'c']);
    post.nextContent();
    expect(post.activeContent).toBe('b');
    post.nextContent();
    post.nextContent();
    expect(post.activeContent).toBe('a');
    post.previousContent();
    expect(post.activeContent).toBe('c');
    post.previousContent();
    expect(post.activeContent).toBe('b');
  });
});

describe('updating the active content', () => {
  it('changes the selected variant only and marks the post unsaved', () => {
    const post = saved(['a', 'b'], 1);
    expect(post.updateActiveContent('<p>new</p>')).toBe(true);
    expect(post.content.map((c) => c.value)).toEqual(['a', '<p>new</p>']);
    expect(post.unsavedChanges).toBe(true);
  });

  it("takes the title from the first h1 while it is still 'Untitled Document'", () => {
    const post = saved(['']);
    post.updateActiveContent(
      '<p>intro</p><h1 class="t">Best <em>SEO</em> tips &amp; tricks</h1><h1>Second</h1>',
    );
    expect(post.title).toBe('Best SEO tips & tricks');
    post.updateActiveContent('<h1>Another title</h1>');
    expect(post.title).toBe('Best SEO tips & tricks');
  });

  it('keeps a title the user gave, and the default when there is no h1', () => {
    const named = new PostStore({ id: 'p', title: 'My title' });
    named.updateActiveContent('<h1>Heading</h1>');
    expect(named.title).toBe('My title');
    const untitled = saved(['']);
    untitled.updateActiveContent('<h2>Not a title</h2><h1>  </h1>');
    expect(untitled.title).toBe(DEFAULT_POST_TITLE);
  });

  it('does nothing when the HTML is the same', () => {
    const post = saved(['<p>same</p>']);
    expect(post.updateActiveContent('<p>same</p>')).toBe(false);
    expect(post.unsavedChanges).toBe(false);
  });

  it('is observable', () => {
    const post = saved(['a']);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(post.activeContent));
    post.updateActiveContent('b');
    post.addContent();
    stop();
    expect(seen).toEqual(['a', 'b', '']);
  });
});

describe('feature image', () => {
  it('is edited only if the original url matches the current one', () => {
    const post = new PostStore({ id: 'p', featureImage: { url: 'https://img.test/1.png', alt: null } });
    expect(
      post.editFeatureImage('https://img.test/other.png', { url: 'https://img.test/2.png', alt: null }),
    ).toBe(false);
    expect(post.featureImage?.url).toBe('https://img.test/1.png');
    expect(post.unsavedChanges).toBe(false);
    expect(
      post.editFeatureImage('https://img.test/1.png', { url: 'https://img.test/2.png', alt: 'Two' }),
    ).toBe(true);
    expect(post.featureImage).toEqual({ url: 'https://img.test/2.png', alt: 'Two' });
    expect(post.unsavedChanges).toBe(true);
  });

  it('treats no image as an empty url, and can remove the image', () => {
    const post = new PostStore({ id: 'p' });
    expect(
      post.editFeatureImage('https://img.test/x.png', { url: 'https://img.test/y.png', alt: null }),
    ).toBe(false);
    expect(post.editFeatureImage(null, { url: 'https://img.test/y.png', alt: null })).toBe(true);
    expect(post.editFeatureImage('https://img.test/y.png', null)).toBe(true);
    expect(post.featureImage).toBeNull();
  });
});

describe('fields, snapshots and saving', () => {
  it('editing fields marks the post unsaved', () => {
    const post = saved(['a']);
    post.update({ metaTitle: 'Meta', tags: ['seo'], postConfig: { language: 'en', faqs: [] } });
    expect(post).toMatchObject({ metaTitle: 'Meta', tags: ['seo'], postConfig: { language: 'en' } });
    expect(post.unsavedChanges).toBe(true);
  });

  it('restores a snapshot (a deep copy) and marks the post unsaved', () => {
    const post = saved(['a', 'b'], 1);
    const snapshot = post.snapshot();
    post.update({ title: 'Changed' });
    post.updateActiveContent('changed');
    post.markSaved();
    snapshot.content[0]!.value = 'tampered';
    post.restore(post.snapshot());
    post.restore({ ...snapshot, content: [{ value: 'a' }, { value: 'b' }] });
    expect(post.title).toBe(DEFAULT_POST_TITLE);
    expect(post.content.map((c) => c.value)).toEqual(['a', 'b']);
    expect(post.selectedContentIndex).toBe(1);
    expect(post.unsavedChanges).toBe(true);
  });

  it('markSaved fills a missing id and clears the flag', () => {
    const post = new PostStore();
    post.markSaved({ id: 'server-id', collectionId: 'c1' });
    expect(post).toMatchObject({ id: 'server-id', collectionId: 'c1', unsavedChanges: false });
  });
});
