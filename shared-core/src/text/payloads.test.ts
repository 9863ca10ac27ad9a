import {
  authorCreateFields,
  authorUpdateFields,
  pickAuthorCreate,
  pickAuthorUpdate,
  promptForSending,
} from './payloads';

const author = {
  _id: 'a1',
  clientId: 'c1',
  name: 'Ada',
  picture: 'https://x.test/ada.png',
  bio: 'Writes.',
  designation: 'Editor',
  email: 'ada@example.com',
  categories: ['SEO'],
  entryId: 'e1',
  platform: 'wordpress',
  createdAt: '2025-01-01',
  isEditing: true,
};

describe('author whitelists', () => {
  it('create sends exactly name, picture, bio, designation, email, categories, entryId, clientId, platform', () => {
    expect(Object.keys(pickAuthorCreate(author)).sort()).toEqual(
      [
        'bio',
        'categories',
        'clientId',
        'designation',
        'email',
        'entryId',
        'name',
        'picture',
        'platform',
      ].sort(),
    );
    expect([...authorCreateFields].sort()).toEqual(Object.keys(pickAuthorCreate(author)).sort());
  });

  it('update sends exactly name, picture, bio, designation, email, categories', () => {
    const body = pickAuthorUpdate(author);
    expect(body).toEqual({
      name: 'Ada',
      picture: 'https://x.test/ada.png',
      bio: 'Writes.',
      designation: 'Editor',
      email: 'ada@example.com',
      categories: ['SEO'],
    });
    expect(Object.keys(body).sort()).toEqual([...authorUpdateFields].sort());
  });

  it('leaves out fields that are missing or undefined, keeps empty strings and null', () => {
    expect(pickAuthorUpdate({ name: 'Ada', bio: undefined, email: '', picture: null, _id: 'x' })).toEqual({
      name: 'Ada',
      email: '',
      picture: null,
    });
  });

  it('ignores inherited properties', () => {
    const proto = { name: 'inherited' };
    const obj = Object.create(proto) as { name?: string; bio?: string };
    obj.bio = 'own';
    expect(pickAuthorCreate(obj)).toEqual({ bio: 'own' });
  });
});

describe('promptForSending', () => {
  it('drops categories and keeps the rest', () => {
    const prompt = { id: 'p1', title: 'Intro', prompt: 'Write an intro', categories: ['Blog'] };
    expect(promptForSending(prompt)).toEqual({ id: 'p1', title: 'Intro', prompt: 'Write an intro' });
    expect(prompt.categories).toEqual(['Blog']);
  });

  it('works for a prompt without categories', () => {
    expect(promptForSending({ title: 't' })).toEqual({ title: 't' });
  });
});
