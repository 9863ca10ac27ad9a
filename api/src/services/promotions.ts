/**
 * Promotions (SPEC §1, §4): internal users schedule them with start and end
 * dates; everyone reads the one active now.
 */
import { Types } from 'mongoose';
import { NotFound } from '../errors';
import type { AuthUser } from '../identity';
import { Promotion, type PromotionDoc, type PromotionType } from '../models/Promotion';

export interface PromotionInput {
  type: PromotionType;
  startDate: Date;
  endDate: Date;
}

export const MAX_PROMOTIONS_LISTED = 100;
const notFound = () => NotFound('Promotion not found.');

/** The promotion running at `now`: started, not ended; the latest start wins an overlap. */
export async function activePromotion(now: Date = new Date()): Promise<PromotionDoc | null> {
  return Promotion.findOne({ startDate: { $lte: now }, endDate: { $gt: now } })
    .sort({ startDate: -1, createdAt: -1 })
    .lean<PromotionDoc>();
}

/** Every promotion, latest start first (for internal users). */
export async function listPromotions(): Promise<PromotionDoc[]> {
  return Promotion.find({})
    .sort({ startDate: -1, createdAt: -1 })
    .limit(MAX_PROMOTIONS_LISTED)
    .lean<PromotionDoc[]>();
}

export async function createPromotion(user: AuthUser, input: PromotionInput): Promise<PromotionDoc> {
  const doc = await Promotion.create({ ...input, createdBy: new Types.ObjectId(user.id) });
  return doc.toObject() as PromotionDoc;
}

/** Replaces a promotion's type and dates. */
export async function updatePromotion(
  user: AuthUser,
  id: string,
  input: PromotionInput,
): Promise<PromotionDoc> {
  const doc = await Promotion.findOneAndUpdate(
    { _id: new Types.ObjectId(id) },
    { $set: { ...input, updatedBy: new Types.ObjectId(user.id) } },
    { returnDocument: 'after', runValidators: true },
  ).lean<PromotionDoc>();
  if (!doc) throw notFound();
  return doc;
}

export async function deletePromotion(id: string): Promise<void> {
  const result = await Promotion.deleteOne({ _id: new Types.ObjectId(id) });
  if (result.deletedCount === 0) throw notFound();
}
