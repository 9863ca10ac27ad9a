/**
 * Partners (issue 13): sites that embed the free tools. Internal users
 * manage them; the embed page (routes/embed) reads a partner's origins by
 * its public key, and a run from an embed (header X-Inkpress-Partner) counts
 * against the partner's daily quota (services/tools/quota.ts).
 */
import { randomInt } from 'node:crypto';
import {
  PARTNER_HEADER,
  PARTNER_KEY_PATTERN,
  type PartnerCreateBody,
  type PartnerUpdateBody,
} from '@inkpress/shared-core';
import type { Context } from 'koa';
import { Types } from 'mongoose';
import { isDuplicateKey } from '../db';
import { Forbidden, NotFound } from '../errors';
import type { AuthUser } from '../identity';
import { Partner, type PartnerDoc } from '../models/Partner';
import { partnerRunsToday } from './tools/quota';
import type { QuotaStore } from './tools/quotaStore';

export const MAX_PARTNERS_LISTED = 1000;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const notFound = () => NotFound('Partner not found.');

export interface PartnerWithUsage extends PartnerDoc {
  runsToday: number;
}

/** A new public key: `pk_` and 24 random letters and digits (about 143 bits). */
export function newPartnerKey(): string {
  let key = 'pk_';
  for (let i = 0; i < 24; i++) key += ALPHABET[randomInt(ALPHABET.length)];
  return key;
}

/** The partner with today's runs, read from the quota counters (`quotas`: ctx.services.quotas). */
async function withUsage(quotas: QuotaStore, partner: PartnerDoc): Promise<PartnerWithUsage> {
  return { ...partner, runsToday: await partnerRunsToday(quotas, String(partner._id)) };
}

export async function createPartner(user: AuthUser, input: PartnerCreateBody): Promise<PartnerWithUsage> {
  // A key is unique by its index; a collision (never seen at 143 bits) draws again.
  for (let attempt = 0; ; attempt++) {
    try {
      const doc = await Partner.create({
        ...input,
        key: newPartnerKey(),
        createdBy: new Types.ObjectId(user.id),
      });
      return { ...(doc.toObject() as PartnerDoc), runsToday: 0 };
    } catch (err) {
      if (!isDuplicateKey(err) || attempt >= 2) throw err;
    }
  }
}

export async function listPartners(quotas: QuotaStore): Promise<PartnerWithUsage[]> {
  const partners = await Partner.find({})
    .sort({ createdAt: -1, _id: -1 })
    .limit(MAX_PARTNERS_LISTED)
    .lean<PartnerDoc[]>();
  return Promise.all(partners.map((partner) => withUsage(quotas, partner)));
}

export async function getPartner(quotas: QuotaStore, id: string): Promise<PartnerWithUsage> {
  const partner = await Partner.findById(new Types.ObjectId(id)).lean<PartnerDoc>();
  if (!partner) throw notFound();
  return withUsage(quotas, partner);
}

export async function updatePartner(
  quotas: QuotaStore,
  id: string,
  changes: PartnerUpdateBody,
): Promise<PartnerWithUsage> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const partner = await Partner.findOneAndUpdate(
    { _id: new Types.ObjectId(id) },
    { $set: set },
    { returnDocument: 'after' },
  ).lean<PartnerDoc>();
  if (!partner) throw notFound();
  return withUsage(quotas, partner);
}

export async function deletePartner(id: string): Promise<void> {
  const { deletedCount } = await Partner.deleteOne({ _id: new Types.ObjectId(id) });
  if (!deletedCount) throw notFound();
}

/** The partner of a public key, or null for a key that is malformed or names no partner. */
export async function findPartnerByKey(key: string | undefined): Promise<PartnerDoc | null> {
  if (!key || !PARTNER_KEY_PATTERN.test(key)) return null;
  return Partner.findOne({ key }).lean<PartnerDoc>();
}

/**
 * The partner a request runs for (its X-Inkpress-Partner header), null when
 * it names none; a key that names no partner is refused with 403, before
 * any work or quota.
 */
export async function partnerOfRequest(ctx: Context): Promise<{ id: string; dailyQuota: number } | null> {
  const key = ctx.get(PARTNER_HEADER);
  if (!key) return null;
  const partner = await findPartnerByKey(key);
  if (!partner) throw Forbidden('Unknown partner key: this embed is not registered with Inkpress.');
  return { id: String(partner._id), dailyQuota: partner.dailyQuota };
}
