import { authorCreateFields, authorUpdateFields } from '../text/payloads';
import {
  AuthorCreateBody,
  AuthorUpdateBody,
  CheckoutBody,
  CommonSettingsBody,
  FolderCreateBody,
  FolderPatchBody,
  isReturnUrl,
  TeamInviteBody,
} from './resources';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('folder bodies', () => {
  it('create takes a name, patch a title (SPEC §7), trimmed, 1 to 100 characters', () => {
    expect(FolderCreateBody.parse({ name: ' Drafts ' })).toEqual({ name: 'Drafts' });
    expect(FolderPatchBody.parse({ title: 'Published' })).toEqual({ title: 'Published' });
    expect(messages(FolderCreateBody.safeParse({ name: '   ' }))).toEqual(['Folder name cannot be empty.']);
    expect(messages(FolderPatchBody.safeParse({ title: 'x'.repeat(101) }))).toEqual([
      'Folder name must be at most 100 characters.',
    ]);
    expect(FolderCreateBody.safeParse({ title: 'x' }).success).toBe(false);
    expect(FolderPatchBody.safeParse({ name: 'x' }).success).toBe(false);
  });
});

describe('author bodies', () => {
  it('hold exactly the whitelists of SPEC §5', () => {
    expect(Object.keys(AuthorCreateBody.shape).sort()).toEqual([...authorCreateFields].sort());
  });

  it('create requires a name and accepts every whitelisted field', () => {
    const author = {
      name: 'Ada',
      picture: 'https://x.test/ada.png',
      bio: 'Writes.',
      designation: 'Editor',
      email: 'ADA@example.com',
      categories: ['SEO', 'AI'],
      entryId: 'e1',
      clientId: 'c1',
      platform: 'wordpress',
    };
    expect(AuthorCreateBody.parse(author)).toEqual({ ...author, email: 'ada@example.com' });
    expect(messages(AuthorCreateBody.safeParse({ bio: 'x' }))).toEqual(['Author name is required.']);
  });

  it('lets picture and email be cleared with an empty string, but not be invalid', () => {
    expect(AuthorCreateBody.parse({ name: 'Ada', picture: '', email: '' })).toEqual({
      name: 'Ada',
      picture: '',
      email: '',
    });
    expect(messages(AuthorCreateBody.safeParse({ name: 'Ada', picture: 'javascript:alert(1)' }))).toEqual([
      'Picture must be a full web address starting with http:// or https://.',
    ]);
    expect(messages(AuthorCreateBody.safeParse({ name: 'Ada', email: 'nope' }))).toEqual([
      'Enter a valid email address, like name@example.com.',
    ]);
  });

  it('limits lengths and categories', () => {
    expect(messages(AuthorCreateBody.safeParse({ name: 'Ada', bio: 'x'.repeat(2001) }))).toEqual([
      'Bio must be at most 2000 characters.',
    ]);
    expect(AuthorCreateBody.parse({ name: 'Ada', categories: [' SEO ', 'News', 'seo'] }).categories).toEqual([
      'SEO',
      'News',
    ]);
    expect(
      AuthorCreateBody.safeParse({ name: 'Ada', categories: Array.from({ length: 51 }, (_, i) => `c${i}`) })
        .success,
    ).toBe(false);
  });

  it('update accepts only the update whitelist, and at least one field', () => {
    expect(AuthorUpdateBody.parse({ bio: 'New bio' })).toEqual({ bio: 'New bio' });
    for (const field of authorCreateFields.filter(
      (f) => !(authorUpdateFields as readonly string[]).includes(f),
    )) {
      expect(AuthorUpdateBody.safeParse({ name: 'Ada', [field]: 'x' }).success).toBe(false);
    }
    expect(messages(AuthorUpdateBody.safeParse({}))).toEqual(['Nothing to update: send at least one field.']);
  });
});

describe('TeamInviteBody', () => {
  it('takes one valid email', () => {
    expect(TeamInviteBody.parse({ email: ' Bob@Example.com' })).toEqual({ email: 'bob@example.com' });
    expect(TeamInviteBody.safeParse({ email: 'bob' }).success).toBe(false);
    expect(TeamInviteBody.safeParse({ email: 'bob@example.com', role: 'Owner' }).success).toBe(false);
  });
});

describe('CommonSettingsBody', () => {
  it('takes up to 100 distinct categories', () => {
    expect(CommonSettingsBody.parse({ categories: [' SEO ', 'AI'] })).toEqual({ categories: ['SEO', 'AI'] });
    expect(CommonSettingsBody.safeParse({ categories: 'SEO' }).success).toBe(false);
    expect(
      CommonSettingsBody.safeParse({ categories: Array.from({ length: 101 }, (_, i) => `c${i}`) }).success,
    ).toBe(false);
  });
});

describe('CheckoutBody', () => {
  it('fills quantity 1 and freeTrial false by default', () => {
    expect(CheckoutBody.parse({ priceId: 'price_starter_monthly' })).toEqual({
      priceId: 'price_starter_monthly',
      quantity: 1,
      freeTrial: false,
    });
  });

  it('accepts every field of SPEC §7', () => {
    const input = {
      priceId: 'price_1NabcDEF',
      quantity: 5,
      clientReferenceId: 'user_1',
      freeTrial: true,
      returnUrl: 'https://inkpress.test/dashboard/billing',
    };
    expect(CheckoutBody.parse(input)).toEqual(input);
  });

  it.each([
    [{ priceId: 'price x' }, 'Price id may only hold letters, digits, _ and -.'],
    [{ priceId: 'p', quantity: 0 }, 'Quantity must be at least 1.'],
    [{ priceId: 'p', quantity: 1001 }, 'Quantity must be at most 1000.'],
    [{ priceId: 'p', quantity: 1.5 }, 'Quantity must be a whole number.'],
    [{ priceId: 'p', quantity: '2' }, 'Quantity must be a number.'],
    [{ priceId: 'p', freeTrial: 'yes' }, 'Free trial must be true or false.'],
    [
      { priceId: 'p', returnUrl: '//evil.test/x' },
      'Return URL must be a web address or a path starting with /.',
    ],
    [
      { priceId: 'p', returnUrl: 'javascript:alert(1)' },
      'Return URL must be a web address or a path starting with /.',
    ],
  ])('refuses %j', (input, message) => {
    expect(messages(CheckoutBody.safeParse(input))).toEqual([message]);
  });
});

describe('isReturnUrl', () => {
  it.each([
    ['https://inkpress.test/dashboard', true],
    ['/dashboard/billing#pricing', true],
    ['//evil.test', false],
    ['/\\evil.test', false],
    ['dashboard', false],
    ['ftp://x.test', false],
  ])('%s → %s', (url, expected) => {
    expect(isReturnUrl(url)).toBe(expected);
  });
});
