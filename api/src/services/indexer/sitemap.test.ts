import { growth } from '@inkpress/shared-core/testing';
import { locations } from './sitemap';

describe('sitemap locations', () => {
  it('reads every <loc> in order, entities decoded and white space trimmed', () => {
    const xml = `<urlset><url><loc> https://a.example/1 </loc><lastmod>2026-01-01</lastmod></url>
      <url><loc>https://a.example/2?x=1&amp;y=&lt;2&gt;</loc></url></urlset>`;
    expect(locations(xml)).toEqual(['https://a.example/1', 'https://a.example/2?x=1&y=<2>']);
  });

  it('skips a <loc> that never closes and stays linear on a hostile file', () => {
    expect(locations('<loc>https://a.example/1<loc>https://a.example/2</loc>')).toEqual([
      'https://a.example/2',
    ]);
    expect(growth((xml) => locations(xml), '<loc>x'.repeat(200_000))).toBeLessThan(32);
  });
});
