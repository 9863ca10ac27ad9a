/** The years rewritten, and the year they become (SPEC §5). */
export const OUTDATED_YEARS = ['2022', '2023', '2024'] as const;
export const CURRENT_CONTENT_YEAR = '2025';

/**
 * A year as a whole number: not inside a longer number ("12024", "2024.5",
 * "3.2024", "1,2024") but fine next to letters or punctuation ("FY2024",
 * "2024's", "2023-24", "(2022)").
 */
const OUTDATED_YEAR = /(?<!\d|\d[.,])(?:2022|2023|2024)(?!\d|[.,]\d)/g;

/** Replaces the years 2022, 2023 and 2024 with 2025 where they stand as whole numbers. */
export function rewriteYears(text: string): string {
  return text.replace(OUTDATED_YEAR, CURRENT_CONTENT_YEAR);
}
