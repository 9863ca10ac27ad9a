/**
 * The indexer (issue 11): the team's pages submitted to search engines
 * through IndexNow (https://www.indexnow.org/documentation) and, when the
 * team connected it, Google's Indexing API (./google.ts). IndexNow needs
 * proof that the site is the submitter's: a key file at the site's root
 * holding the key. The team has one key; a host counts as verified once its
 * key file answered with it, and only verified hosts' URLs are sent. Each
 * URL costs SPEC §9's 1500 credits, reserved before the calls, charged
 * once when any engine accepted it and refunded when every engine it was
 * sent to refused it or failed.
 */
import { randomBytes } from 'node:crypto';
import {
  INDEXER_MAX_URLS,
  type IndexEngineResult,
  type IndexerSubmitBody,
  indexingCost,
} from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { closeReservation, reserveWords } from '../../commands/charging';
import type { Config } from '../../config';
import { isDuplicateKey } from '../../db';
import { ValidationError, WebUrlInaccessible } from '../../errors';
import { safeFetch } from '../../lib/safeFetch';
import type { AuthUser } from '../../middlewares/auth';
import {
  IndexerHost,
  type IndexerHostDoc,
  IndexerKey,
  IndexSubmission,
  type IndexSubmissionDoc,
} from '../../models/Indexer';
import { googleConnection, publishToGoogle } from './google';
import { sitemapUrls } from './sitemap';

/** The team's IndexNow key: 32 hex characters, made on first use (one insert wins). */
export async function teamKey(teamId: string): Promise<string> {
  const found = await IndexerKey.findById(teamId).lean();
  if (found) return found.key;
  try {
    await IndexerKey.create({ _id: teamId, key: randomBytes(16).toString('hex') });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
  const made = await IndexerKey.findById(teamId).lean();
  if (!made) throw new Error('the IndexNow key was not stored');
  return made.key;
}

export async function verifiedHosts(teamId: string): Promise<IndexerHostDoc[]> {
  return IndexerHost.find({ teamId: new Types.ObjectId(teamId) })
    .sort({ host: 1 })
    .lean<IndexerHostDoc[]>();
}

/**
 * Verifies the site of `url`: its key file `{origin}/{key}.txt` must answer
 * 200 with the key (and nothing else but white space).
 */
export async function verifyHost(config: Config, user: AuthUser, url: string): Promise<IndexerHostDoc> {
  const key = await teamKey(user.teamId);
  const site = new URL(url);
  const keyLocation = `${site.origin}/${key}.txt`;
  let answer: string;
  try {
    const response = await safeFetch(config.fetchPolicy, keyLocation, { timeoutMs: 10_000, maxBytes: 4096 });
    if (!response.ok)
      throw ValidationError(
        `The key file ${keyLocation} answered ${response.status}. Publish a text file with that name at the root of ${site.host}, holding only the key.`,
      );
    answer = response.text().trim();
  } catch (err) {
    if ((err as { code?: string }).code === 'WebUrlInaccessible')
      throw WebUrlInaccessible(`${site.host} could not be reached to read ${keyLocation}.`);
    throw err;
  }
  if (answer !== key)
    throw ValidationError(
      `The key file ${keyLocation} does not hold this team's key. It must contain only: ${key}`,
    );
  const _id = `${user.teamId}:${site.host}`;
  const doc = {
    teamId: new Types.ObjectId(user.teamId),
    host: site.host,
    keyLocation,
    verifiedAt: new Date(),
  };
  await IndexerHost.updateOne({ _id }, { $set: doc }, { upsert: true });
  return { _id, ...doc } as IndexerHostDoc;
}

/** What IndexNow's answer means (its documented status codes); 429, 5xx and no answer are passing troubles. */
function indexNowVerdict(status: number | null): IndexEngineResult {
  if (status === 200 || status === 202) return { state: 'accepted', httpStatus: status, reason: null };
  if (status === null)
    return { state: 'failed', httpStatus: null, reason: 'The IndexNow search engines could not be reached.' };
  const reasons: Record<number, string> = {
    400: 'The search engines refused the request as malformed.',
    403: 'The search engines could not confirm the key: the key file no longer answers with it.',
    422: 'The search engines say these URLs do not belong to the host, or the key does not match it.',
    429: 'The search engines are receiving too many requests from this site; try again later.',
  };
  const reason = reasons[status] ?? `The search engines answered ${status}.`;
  return { state: status === 429 || status >= 500 ? 'failed' : 'refused', httpStatus: status, reason };
}

/** One host's URLs to the IndexNow endpoint; a 5xx or an unreachable endpoint is tried once more. */
async function sendToIndexNow(
  config: Config,
  payload: { host: string; key: string; keyLocation: string; urlList: string[] },
): Promise<number | null> {
  for (let attempt = 1; ; attempt++) {
    let status: number | null = null;
    try {
      const response = await safeFetch(config.fetchPolicy, config.indexNowEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(payload),
        timeoutMs: 15_000,
        maxBytes: 64 * 1024,
        maxRedirects: 0,
      });
      status = response.status;
    } catch {
      status = null;
    }
    if ((status === null || status >= 500) && attempt < 2) continue;
    return status;
  }
}

export interface SubmitOutcome {
  submissions: IndexSubmissionDoc[];
  credits: number;
  skipped: number;
}

/**
 * Submits the URLs (or a sitemap's URLs not submitted before) of the team's
 * verified hosts: reserves 1500 credits a URL, sends each host's URLs in one
 * IndexNow request, records every URL's outcome and keeps the credits of the
 * submitted ones only.
 */
export async function submitUrls(
  config: Config,
  user: AuthUser,
  body: IndexerSubmitBody,
): Promise<SubmitOutcome> {
  const teamId = new Types.ObjectId(user.teamId);
  let urls = [...new Set(body.urls ?? [])];
  let skipped = 0;
  if (body.sitemapUrl) {
    const listed = (await sitemapUrls(config.fetchPolicy, body.sitemapUrl)).filter((u) =>
      /^https?:\/\//i.test(u),
    );
    const before = new Set<string>(
      await IndexSubmission.distinct('url', { teamId, status: 'submitted', url: { $in: listed } }),
    );
    const fresh = [...new Set(listed)].filter((u) => !before.has(u) && !urls.includes(u));
    skipped = listed.length - fresh.length;
    urls = [...urls, ...fresh];
  }
  if (urls.length === 0) throw ValidationError('The sitemap lists no URL that was not submitted before.');
  if (urls.length > INDEXER_MAX_URLS)
    throw ValidationError(
      `${urls.length} URLs to submit: at most ${INDEXER_MAX_URLS} at once. Submit the sitemap again for the rest.`,
    );

  const byHost = new Map<string, string[]>();
  for (const url of urls) {
    const host = new URL(url).host;
    byHost.set(host, [...(byHost.get(host) ?? []), url]);
  }
  const hosts = new Map(
    (await IndexerHost.find({ teamId, host: { $in: [...byHost.keys()] } }).lean<IndexerHostDoc[]>()).map(
      (h) => [h.host, h],
    ),
  );
  // The engines chosen (the indexer popup's choice); both when the body names none.
  const wanted = new Set(body.engines ?? ['indexNow', 'google']);
  const connected = await googleConnection(user.teamId);
  if (wanted.has('google') && !wanted.has('indexNow') && !connected)
    throw ValidationError(
      'Google’s Indexing API is not connected for this team: choose IndexNow, or connect it.',
      {
        issues: [{ path: 'engines', message: 'Google’s Indexing API is not connected.' }],
      },
    );
  const google = wanted.has('google') ? connected : null;
  const sendIndexNow = wanted.has('indexNow');
  const unverified = [...byHost.keys()].filter((host) => !hosts.has(host));
  // With Google chosen and connected, an unverified host's URLs go to Google only (Google checks ownership itself).
  if (unverified.length && !google)
    throw ValidationError(`Verify ${unverified.join(', ')} first: its key file proves the site is yours.`, {
      issues: [{ path: 'urls', message: `Not verified: ${unverified.join(', ')}.` }],
    });

  const key = await teamKey(user.teamId);
  const perUrl = indexingCost(1);
  const reservation = await reserveWords(user, indexingCost(urls.length), { reason: 'indexer' });
  let used = 0;
  try {
    const indexNow = new Map<string, IndexEngineResult>();
    for (const [host, list] of byHost) {
      const verified = hosts.get(host);
      if (!verified || !sendIndexNow) continue;
      const status = await sendToIndexNow(config, {
        host,
        key,
        keyLocation: verified.keyLocation,
        urlList: list,
      });
      const result = indexNowVerdict(status);
      for (const url of list) indexNow.set(url, result);
    }
    const googleResults = google
      ? await publishToGoogle(config, google, urls)
      : new Map<string, IndexEngineResult>();
    const records: Omit<IndexSubmissionDoc, '_id' | 'createdAt'>[] = [];
    for (const [host, list] of byHost) {
      for (const url of list) {
        const engines = { indexNow: indexNow.get(url) ?? null, google: googleResults.get(url) ?? null };
        const submitted = engines.indexNow?.state === 'accepted' || engines.google?.state === 'accepted';
        const reasons = [
          engines.indexNow?.reason ? `IndexNow: ${engines.indexNow.reason}` : null,
          engines.google?.reason ? `Google: ${engines.google.reason}` : null,
        ].filter((r): r is string => r !== null);
        records.push({
          teamId,
          userId: new Types.ObjectId(user.id),
          url,
          host,
          status: submitted ? 'submitted' : 'refused',
          engineStatus: engines.indexNow?.httpStatus ?? null,
          reason: submitted ? null : engines.google ? reasons.join(' ') : (engines.indexNow?.reason ?? null),
          credits: submitted ? perUrl : 0,
          indexNow: engines.indexNow,
          google: engines.google,
        });
        if (submitted) used += perUrl;
      }
    }
    const submissions = (await IndexSubmission.insertMany(records)).map(
      (doc) => doc.toObject() as IndexSubmissionDoc,
    );
    return { submissions, credits: used, skipped };
  } finally {
    await closeReservation(reservation, used);
  }
}

export async function listSubmissions(user: AuthUser, offset: number, limit: number) {
  return IndexSubmission.find({ teamId: new Types.ObjectId(user.teamId) })
    .sort({ createdAt: -1, _id: -1 })
    .skip(offset)
    .limit(limit)
    .lean<IndexSubmissionDoc[]>();
}
