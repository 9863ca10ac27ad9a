import { rewriteYears } from './years';

describe('rewriteYears', () => {
  it('replaces 2022, 2023 and 2024 with 2025', () => {
    expect(rewriteYears('Best tools of 2022, 2023 and 2024.')).toBe('Best tools of 2025, 2025 and 2025.');
  });

  it.each([
    ['FY2024 report', 'FY2025 report'],
    ["2024's trends", "2025's trends"],
    ['(2023)', '(2025)'],
    ['2023-24 season', '2025-24 season'],
    ['<h1>SEO in 2024</h1>', '<h1>SEO in 2025</h1>'],
  ])('rewrites a whole-number year: %j', (input, expected) => {
    expect(rewriteYears(input)).toBe(expected);
  });

  it.each(['12024 users', '20245', '2024.5 points', 'v3.2024', '1,2024', '2021 and 2026', '2025'])(
    'leaves %j alone',
    (input) => {
      expect(rewriteYears(input)).toBe(input);
    },
  );
});
