/**
 * The quota rule, one table for every daily quota of the API: a used-up one
 * answers 429 RateLimitError (issue 13) with a Retry-After header and data
 * { reason, limit, resetsAt, retryAfter } (plus the group or page it names),
 * never the 402 of a signed-in user short of credits. A new quota joins the
 * table, so its answer cannot drift from the others.
 */
import { FREE_PAGE_RUNS_PER_DAY, quotaUsedUpOf } from '@inkpress/shared-core';
import { ANONYMOUS_TOOL_RUNS_PER_DAY } from '@inkpress/shared-core/tools';
import { Types } from 'mongoose';
import type { Test } from 'supertest';
import { startTestApi, type TestApi } from '../../../test/harness';
import { startTestEngine, type TestEngine } from '../../../test/jobs';
import { clearQuotas } from '../../../test/quota';
import { Partner } from '../../models/Partner';
import { testPhoto } from '../images/testing';
import { newPartnerKey } from '../partners';

let api: TestApi;
let photo: Buffer;
let jobs: TestEngine;
beforeAll(async () => {
  api = await startTestApi();
  photo = await testPhoto(64, 48);
  // A visitor's music is a job: queued on a queue of this file's own (no worker needed).
  jobs = await startTestEngine({ use: true });
});
afterAll(async () => {
  await jobs.close();
  await api.close();
});
afterEach(async () => {
  await clearQuotas(api);
  await Partner.deleteMany({ name: 'Quota rule partner' });
});

const VISITOR = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const visitorNo = (n: number) => `${String(n).padStart(8, '0')}-dddd-4ddd-8ddd-dddddddddddd`;
const PARTNER_QUOTA = 3;

interface QuotaCase {
  quota: string;
  limit: number;
  /** One run; `n` numbers the run (a partner's runs come from different visitors). */
  run(n: number, partnerKey: string): Test;
  data: Record<string, unknown>;
  message: RegExp;
}

const asVisitor = (req: Test, id = VISITOR) => req.set('Cookie', `inkpress_vid=${id}`);

const cases: QuotaCase[] = [
  {
    quota: 'a visitor’s tool runs (POST /api/tools/{slug})',
    limit: ANONYMOUS_TOOL_RUNS_PER_DAY,
    run: () =>
      asVisitor(api.http.post('/api/tools/acronym-generator')).send({
        text: 'portable network graphics',
        count: 3,
      }),
    data: { reason: 'free-tool-quota', group: 'Writing', limit: ANONYMOUS_TOOL_RUNS_PER_DAY },
    message: /free runs of the writing tools\. Sign up free/,
  },
  {
    quota: 'a visitor’s images (POST /api/free/art)',
    limit: FREE_PAGE_RUNS_PER_DAY.art,
    run: (n) => asVisitor(api.http.post('/api/free/art')).send({ prompt: `Boats ${n}`, size: '256x256' }),
    data: { reason: 'free-page-quota', page: 'art', limit: FREE_PAGE_RUNS_PER_DAY.art },
    message: /free images\. Sign up free/,
  },
  {
    quota: 'a visitor’s restores (POST /api/free/restore)',
    limit: FREE_PAGE_RUNS_PER_DAY.restorer,
    run: () =>
      asVisitor(api.http.post('/api/free/restore'))
        .set('Content-Type', 'application/octet-stream')
        .send(photo),
    data: { reason: 'free-page-quota', page: 'restorer', limit: FREE_PAGE_RUNS_PER_DAY.restorer },
    message: /free restores\. Sign up free/,
  },
  {
    quota: 'a visitor’s music (POST /api/free/music)',
    limit: FREE_PAGE_RUNS_PER_DAY.music,
    run: () => asVisitor(api.http.post('/api/free/music')).send({ prompt: 'calm', seconds: 5 }),
    data: { reason: 'free-page-quota', page: 'music', limit: FREE_PAGE_RUNS_PER_DAY.music },
    message: /Sign up free/,
  },
  {
    quota: 'a visitor’s chat messages (POST /api/free/chat)',
    limit: FREE_PAGE_RUNS_PER_DAY.chat,
    run: () =>
      asVisitor(api.http.post('/api/free/chat')).send({
        messages: [{ role: 'user', content: 'A title about bread?' }],
      }),
    data: { reason: 'free-page-quota', page: 'chat', limit: FREE_PAGE_RUNS_PER_DAY.chat },
    message: /free messages\. Sign up free/,
  },
  {
    quota: 'a partner widget’s daily runs (X-Inkpress-Partner)',
    limit: PARTNER_QUOTA,
    run: (n, partnerKey) =>
      asVisitor(api.http.post('/api/tools/acronym-generator'), visitorNo(n))
        .set('X-Inkpress-Partner', partnerKey)
        .send({ text: 'portable network graphics', count: 3 }),
    data: { reason: 'partner-quota', limit: PARTNER_QUOTA },
    message: /This site has used all of today’s free runs/,
  },
];

describe('every daily quota, used up, answers 429 RateLimitError with Retry-After and one body shape', () => {
  it.each(cases)(
    '$quota',
    async ({ limit, run, data, message }) => {
      const partner = await Partner.create({
        name: 'Quota rule partner',
        key: newPartnerKey(),
        origins: ['https://quota.test'],
        dailyQuota: PARTNER_QUOTA,
        createdBy: new Types.ObjectId(),
      });
      for (let n = 0; n < limit; n++) {
        const ok = await run(n, partner.key);
        expect(ok.status).toBeLessThan(300);
      }
      const refused = await run(limit, partner.key);
      expect(refused.status).toBe(429);
      expect(refused.headers['content-type']).toMatch(/application\/json/);
      expect(Object.keys(refused.body).sort()).toEqual(['code', 'data', 'message', 'status']);
      expect(refused.body).toEqual({
        status: 429,
        code: 'RateLimitError',
        message: expect.stringMatching(message),
        data: {
          ...data,
          resetsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/),
          retryAfter: expect.any(Number),
        },
      });
      // The shared schema reads it, and the header says the same seconds to the reset.
      const quota = quotaUsedUpOf(refused.body);
      expect(quota).not.toBeNull();
      expect(refused.headers['retry-after']).toBe(String(quota?.retryAfter));
      expect(quota?.retryAfter).toBeLessThanOrEqual(24 * 3600);
    },
    180_000,
  );
});
