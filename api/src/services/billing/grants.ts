/**
 * The grant job: gives every account whose plan grant is due its words,
 * workflows, AI images and image restores. Reads and charges already do
 * this for the account they touch; the job is for accounts nobody touches
 * (run it from a scheduler, e.g. hourly). `now` is injectable for tests.
 */
import { Types } from 'mongoose';
import { CreditAccount, type CreditAccountDoc } from '../../models/CreditAccount';
import { User } from '../../models/User';
import { runDueGrants } from '../credits';
import { dueGrant } from '../credits/schedule';
import { teamOwner } from './plan';

export interface GrantJobResult {
  checked: number;
  granted: number;
}

export async function runGrantJob(options: { now?: Date; batch?: number } = {}): Promise<GrantJobResult> {
  const now = options.now ?? new Date();
  const accounts = await CreditAccount.find({ 'grant.active': true })
    .select('grant')
    .limit(options.batch ?? 10_000)
    .lean<Pick<CreditAccountDoc, '_id' | 'grant'>[]>();
  let granted = 0;
  for (const account of accounts) {
    if (!dueGrant(account.grant, now)) continue;
    const teamId = String(account._id);
    const result = await runDueGrants({ teamId }, { now });
    if (!result.granted) continue;
    granted++;
    const owner = await teamOwner(teamId);
    if (owner) {
      await User.updateOne(
        { _id: new Types.ObjectId(String(owner._id)) },
        { $set: { 'plan.nextGivenAt': result.nextGrantAt } },
      );
    }
  }
  return { checked: accounts.length, granted };
}
