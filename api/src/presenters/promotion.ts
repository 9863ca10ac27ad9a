import type { PromotionDoc } from '../models/Promotion';

/** The active promotion as the browser needs it (SPEC §3): its type and when it ends. */
export function presentActivePromotion(promotion: PromotionDoc) {
  return { type: promotion.type, endDate: promotion.endDate.toISOString() };
}

/** A promotion as internal users manage it. */
export function presentPromotion(promotion: PromotionDoc) {
  return {
    id: String(promotion._id),
    type: promotion.type,
    startDate: promotion.startDate.toISOString(),
    endDate: promotion.endDate.toISOString(),
    createdAt: promotion.createdAt.toISOString(),
    updatedAt: promotion.updatedAt.toISOString(),
  };
}
