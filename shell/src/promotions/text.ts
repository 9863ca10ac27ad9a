import type { PromotionType } from '@inkpress/shared-ui';

/** SPEC §1: the promotion text. */
export const PROMOTION_OFFER = '6 months free on yearly plans (50% off)';

/** The name of each promotion: 'christmas' is worded as a New Year deal. */
export const promotionNames: Readonly<Record<PromotionType, string>> = {
  christmas: 'New Year deal',
  'special-discount': 'Special discount',
};

/** The headline: "New Year deal: 6 months free on yearly plans (50% off)". */
export function promotionHeadline(type: PromotionType): string {
  return `${promotionNames[type]}: ${PROMOTION_OFFER}`;
}

/** The seasonal promotion brings the snowfall. */
export function isSeasonal(type: PromotionType): boolean {
  return type === 'christmas';
}
