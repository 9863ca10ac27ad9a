import { model, Schema } from 'mongoose';

/**
 * The daily quotas' former store, kept only so the quota sweep
 * (jobs/schedules.ts) deletes the slots written before the quotas were
 * counted in Redis (services/tools/quotaStore.ts); nothing writes it now.
 * It can go with the sweep once no database holds slots of a past day.
 *
 * Free-tool runs of visitors without an account, per client, tool group and
 * UTC day: one document per run, with the id `${key}:${n}` for n below the
 * daily limit. The unique _id makes the quota hold under parallel runs
 * without transactions (FerretDB has none). Past days are never read again;
 * `expiresAt` lets services/tools/quota.ts sweep them (FerretDB 1.24 has no
 * TTL indexes).
 */
const ToolQuotaSlotSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** `${scope}:${hash(client)}:${group}:${day}`: what the slot counts for. */
    key: { type: String, required: true, index: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export const ToolQuotaSlot = model('ToolQuotaSlot', ToolQuotaSlotSchema);
