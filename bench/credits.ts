/**
 * `npm run bench:credits`: charges per second for ONE account (one team)
 * under 1, 10 and 50 concurrent callers, on the embedded database
 * (FerretDB 1.24 on SQLite, or mongod when it is on the PATH), in its own
 * folder (.data/bench-credits) and on a port of its own (27257).
 *
 * A charge is `reserveCredits(account, 'words', 1)`: the account's lease is
 * taken, the snapshot read, a ledger entry appended, the snapshot written
 * and the lease released. Two modes:
 *   local queue   callers of this process queue before the lease (the
 *                 default in the API: one process, many requests)
 *   lease only    every caller goes to the database lease, as callers in
 *                 separate API processes do
 * The same-run reference is a plain `insertOne` into a collection at the
 * same concurrency: the database's own write rate with no coordination.
 * After each run the ledger is checked to add up to the balance.
 *
 *   --duration=N   seconds per measured run (default 4)
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import mongoose, { Types } from 'mongoose';
import { connectDatabase, ensureIndexes } from '../api/src/db';
import { CreditAccount } from '../api/src/models/CreditAccount';
import { LedgerEntry } from '../api/src/models/LedgerEntry';
import { getBalances, grantPaidCredits, reserveCredits } from '../api/src/services/credits';
import { leaseStats } from '../api/src/services/credits/lease';
import { say } from '../scripts/lib/log';
import { dataDir } from '../scripts/lib/paths';
import { type Service, stopAll } from '../scripts/lib/proc';
import { startDatabase } from '../scripts/lib/services';
import { percentile, writeResult } from './lib';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '4' } } });
const DURATION_MS = Math.max(1, Number(values.duration)) * 1000;
const DB_PORT = 27257;
const CONCURRENCY = [1, 10, 50];
const STARTING_WORDS = 100_000_000;

interface Measured {
  concurrency: number;
  operations: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
}

/** Runs `op` from `concurrency` callers for DURATION_MS; each caller starts its next op when one ends. */
async function measure(concurrency: number, op: (i: number) => Promise<unknown>): Promise<Measured> {
  const latencies: number[] = [];
  let errors = 0;
  let n = 0;
  const started = performance.now();
  const deadline = started + DURATION_MS;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        try {
          await op(n++);
          latencies.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    concurrency,
    operations: latencies.length,
    perSecond: round(latencies.length / seconds),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    errors,
  };
}

/** The words ledger of the account adds up to its balance, and nothing went below zero. */
async function checkLedger(teamId: Types.ObjectId): Promise<{ entries: number; addsUp: boolean }> {
  const [sum] = await LedgerEntry.aggregate<{ total: number; n: number }>([
    { $match: { teamId, kind: 'words' } },
    { $group: { _id: null, total: { $sum: '$amount' }, n: { $sum: 1 } } },
  ]);
  const negative = await LedgerEntry.exists({ teamId, kind: 'words', balanceAfter: { $lt: 0 } });
  const snapshot = await CreditAccount.findById(teamId).lean<{ words: { balance: number } }>();
  return {
    entries: sum?.n ?? 0,
    addsUp: !!sum && sum.total === snapshot?.words.balance && !negative,
  };
}

async function main() {
  const services: Service[] = [];
  const dir = path.join(dataDir, 'bench-credits');
  try {
    rmSync(dir, { recursive: true, force: true });
    say(`starting a database on port ${DB_PORT}…`);
    services.push(await startDatabase(path.join(dir, 'db'), DB_PORT, true));
    await connectDatabase(`mongodb://127.0.0.1:${DB_PORT}/inkpress_bench_credits`);
    await ensureIndexes();
    const reference = mongoose.connection.collection('bench_reference');

    const runs: (Measured & { mode: string; ledgerEntries: number; ledgerAddsUp: boolean })[] = [];
    const references: Measured[] = [];
    for (const concurrency of CONCURRENCY) {
      say(`reference: plain inserts, ${concurrency} concurrent…`);
      references.push(await measure(concurrency, (i) => reference.insertOne({ i, at: new Date() })));
      for (const [mode, localQueue] of [
        ['local queue', true],
        ['lease only', false],
      ] as const) {
        // A fresh account per run, with words enough never to run out.
        const teamId = new Types.ObjectId();
        const account = { teamId: String(teamId) };
        await grantPaidCredits(account, 'words', STARTING_WORDS, { reason: 'bench' });
        await getBalances(account);
        say(`charges, ${mode}, ${concurrency} concurrent…`);
        const result = await measure(concurrency, (i) =>
          reserveCredits(account, 'words', 1, { reason: 'bench', ref: String(i) }, { lease: { localQueue } }),
        );
        const ledger = await checkLedger(teamId);
        if (!ledger.addsUp) throw new Error(`the ledger does not add up after ${mode} × ${concurrency}`);
        runs.push({ mode, ...result, ledgerEntries: ledger.entries, ledgerAddsUp: ledger.addsUp });
      }
    }

    const table = runs.map((r) => {
      const ref = references.find((x) => x.concurrency === r.concurrency)!;
      return { ...r, ratioToReference: Math.round((r.perSecond / ref.perSecond) * 1000) / 1000 };
    });
    for (const r of table) {
      say(
        `${r.mode.padEnd(12)} ×${String(r.concurrency).padStart(2)}: ${r.perSecond} charges/s (p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms), ${r.ratioToReference} of plain inserts`,
      );
    }
    writeResult('credits', {
      database: 'embedded (FerretDB 1.24 on SQLite, or mongod when on the PATH)',
      durationMsPerRun: DURATION_MS,
      loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
      charge:
        "reserveCredits(account, 'words', 1): lease, snapshot read, ledger append, snapshot write, release",
      reference: references.map((r) => ({ what: 'insertOne into a plain collection', ...r })),
      runs: table,
      lease: { ...leaseStats },
    });
  } finally {
    await mongoose.disconnect().catch(() => undefined);
    await stopAll(services);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
