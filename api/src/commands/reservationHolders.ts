/**
 * The records that hold credits for long work, by reservation reason: while
 * one of them names a reservation, its job closes it, and the sweep
 * (services/credits/sweep.ts) leaves it alone. A reservation no record names
 * was made by a start or a step that died before writing it down.
 */
import { AutoblogSlot } from '../models/Autoblog';
import { BulkArticle } from '../models/Bulk';
import { WorkflowRun } from '../models/WorkflowRun';
import type { ReservationHolder } from '../services/credits/sweep';

const idsIn = (docs: unknown[], paths: string[][]): Set<string> => {
  const found = new Set<string>();
  for (const doc of docs) {
    for (const path of paths) {
      const value = path.reduce<unknown>((at, key) => (at as Record<string, unknown> | null)?.[key], doc);
      if (typeof value === 'string') found.add(value);
    }
  }
  return found;
};

export const reservationHolders: Record<string, ReservationHolder> = {
  'bulk-generate': async (ids) =>
    idsIn(
      await BulkArticle.find({ 'reservation.id': { $in: ids } })
        .select('reservation.id')
        .lean(),
      [['reservation', 'id']],
    ),
  workflow: async (ids) =>
    idsIn(
      await WorkflowRun.find({
        $or: [{ 'reservations.words.id': { $in: ids } }, { 'reservations.workflows.id': { $in: ids } }],
      })
        .select('reservations')
        .lean(),
      [
        ['reservations', 'words', 'id'],
        ['reservations', 'workflows', 'id'],
      ],
    ),
  autoblog: async (ids) =>
    idsIn(
      await AutoblogSlot.find({ 'reservation.id': { $in: ids } })
        .select('reservation.id')
        .lean(),
      [['reservation', 'id']],
    ),
};
