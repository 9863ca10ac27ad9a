import { titleOfKeyword } from './titles';

describe('titleOfKeyword', () => {
  it.each([
    ['email marketing tips', 'Email Marketing Tips'],
    ['the art of war', 'The Art of War'],
    ['  coffee   and   tea  ', 'Coffee and Tea'],
    ['seo for iPhone apps', 'Seo for IPhone Apps'],
    ['SEO with a plan', 'SEO with a Plan'],
    ['', ''],
  ])('%j → %j', (keyword, title) => {
    expect(titleOfKeyword(keyword)).toBe(title);
  });
});
