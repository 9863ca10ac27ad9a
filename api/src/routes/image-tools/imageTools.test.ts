/**
 * POST /api/image-tools/{slug} through the real router on the real database:
 * OCR reads a rendered sentence exactly; without a vision model the alt text,
 * caption and description are basic ones built from measured facts; with one
 * (a local OpenAI-compatible server) the model's answer is used and a signed-in
 * run is charged once, or refunded when the model fails; an empty model reply
 * is the service's failure (502, nothing charged, a visitor's run given back);
 * a team short of credits gets 402 before the model is asked; bad files are refused
 * before a visitor's free run is counted; the daily quota ends in 402.
 */

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ALT_TEXT_MAX_CHARS, ImageToolView, quotaUsedUpOf } from '@inkpress/shared-core';
import { ANONYMOUS_TOOL_RUNS_PER_DAY } from '@inkpress/shared-core/tools';
import sharp from 'sharp';
import { anonymous, createIdentities, type Identities, signIn } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { type LocalOpenAiServer, startLocalOpenAiServer } from '../../ai/testing/openAiServer';
import { LedgerEntry } from '../../models/LedgerEntry';
import { getBalances, grantPaidCredits, reserveCredits, settleReservation } from '../../services/credits';
import { closeOcr } from '../../services/images/ocr';

let api: TestApi;
let who: Identities;
let openai: LocalOpenAiServer;
let sign: Buffer;
let plain: Buffer;

/** A dark blue sign with white words on it. */
async function signWith(words: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="220"><rect width="100%" height="100%" fill="#13306b"/>
    <text x="40" y="130" font-family="DejaVu Sans, sans-serif" font-size="56" fill="#ffffff">${words}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

beforeAll(async () => {
  openai = await startLocalOpenAiServer();
  api = await startTestApi();
  who = await createIdentities(api);
  await grantPaidCredits({ teamId: who.owner.teamId }, 'words', 10_000, { reason: 'test top-up' });
  sign = await signWith('Fresh bread daily');
  plain = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2e8b57' } })
    .png()
    .toBuffer();
}, 60_000);

afterAll(async () => {
  await closeOcr();
  await openai.close();
  await api.close();
});

const send = (client: ReturnType<typeof anonymous>, slug: string, body: Buffer, type = 'image/png') =>
  client.post(`/api/image-tools/${slug}`).set('Content-Type', type).send(body);

/** A visitor of their own (the free runs are counted per visitor cookie). */
const visitorCookie = (n: number) => ({
  Cookie: `inkpress_vid=${String(n).padStart(8, '0')}-1111-4111-8111-111111111111`,
});

const words = async (teamId: string) => (await getBalances({ teamId })).words;

describe('POST /api/image-tools/{slug} with no vision model', () => {
  it('reads the text of an image exactly (OCR), for a visitor, free', async () => {
    const res = await send(anonymous(api), 'image-to-text-generator', sign).expect(200);
    const view = ImageToolView.strict().parse(res.body.data);
    expect(view).toMatchObject({ engine: 'ocr', credits: 0 });
    expect(view.result).toMatchObject({
      kind: 'text',
      text: 'Fresh bread daily',
      lines: 1,
      language: 'English',
    });
  });

  it('reads in the language asked (?language=spa), and refuses one it has no data for with 400', async () => {
    const spanish = await signWith('Mañana: pan recién hecho');
    const res = await who.as.owner
      .post('/api/image-tools/image-to-text-generator?language=spa')
      .set('Content-Type', 'image/png')
      .send(spanish)
      .expect(200);
    expect(ImageToolView.parse(res.body.data).result).toMatchObject({
      kind: 'text',
      text: 'Mañana: pan recién hecho',
      language: 'Spanish',
    });
    const refused = await who.as.owner
      .post('/api/image-tools/image-to-text-generator?language=tlh')
      .set('Content-Type', 'image/png')
      .send(spanish)
      .expect(400);
    expect(JSON.stringify(refused.body)).toMatch(/Language must be one of eng, deu, fra, spa, ita, por, nld/);
  });

  it('writes basic alt text from what it measured, under 125 characters, labelled as basic', async () => {
    const res = await send(anonymous(api), 'alt-text-generator', sign).expect(200);
    const view = ImageToolView.parse(res.body.data);
    expect(view).toMatchObject({ engine: 'basic', label: 'basic description', credits: 0 });
    if (view.result.kind !== 'alt-text') throw new Error(view.result.kind);
    expect(view.result.altText).toBe('Landscape dark picture in dark blue with the text “Fresh bread daily”');
    expect(view.result.altText.length).toBeLessThanOrEqual(ALT_TEXT_MAX_CHARS);
    expect(view.result.facts).toMatchObject({
      width: 900,
      height: 220,
      orientation: 'landscape',
      text: 'Fresh bread daily',
    });
    expect(view.result.facts.colours[0]).toMatchObject({ name: 'dark blue', hex: '#13306b' });
  });

  it('captions and describes a picture with no text in it, and says there is none', async () => {
    const caption = ImageToolView.parse(
      (await send(anonymous(api), 'image-caption-generator', plain).expect(200)).body.data,
    );
    expect(caption.result).toMatchObject({
      kind: 'caption',
      caption: 'A mid-toned landscape picture in green tones.',
    });
    const description = ImageToolView.parse(
      (await send(who.as.owner, 'image-description-generator', plain).expect(200)).body.data,
    );
    expect(description).toMatchObject({ engine: 'basic', credits: 0 });
    expect(description.result).toMatchObject({
      kind: 'description',
      description:
        'A landscape image of 600 × 400 pixels. Its main colours are green (100 %). Overall it is mid-toned (lightness 36 %). No faces were found in it. No readable text was found in it.',
    });
    expect(description.result.kind === 'description' && description.result.facts.faces).toBe(0);
  });

  it('counts the faces in a photo and says so in the basic alt text and description', async () => {
    const photo = await readFile(path.join(__dirname, '../../services/images/fixtures/three-faces.jpg'));
    const alt = ImageToolView.parse(
      (await send(who.as.owner, 'alt-text-generator', photo, 'image/jpeg').expect(200)).body.data,
    );
    if (alt.result.kind !== 'alt-text') throw new Error(alt.result.kind);
    expect(alt.result.facts.faces).toBe(3);
    expect(alt.result.altText).toMatch(/^Landscape dark picture in .+, showing 3 faces$/);
    expect(alt.result.altText.length).toBeLessThanOrEqual(ALT_TEXT_MAX_CHARS);
    const description = ImageToolView.parse(
      (await send(who.as.owner, 'image-description-generator', photo, 'image/jpeg').expect(200)).body.data,
    );
    if (description.result.kind !== 'description') throw new Error(description.result.kind);
    expect(description.result.description).toMatch(/\. It shows 3 faces\. /);
  });

  it('refuses what is not an image it can read, with a clear message, before counting a run', async () => {
    const visitor = anonymous(api);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n');
    const cases: [Buffer, string, number, RegExp][] = [
      [pdf, 'application/pdf', 400, /This file is a PDF/],
      [Buffer.alloc(0), 'image/png', 400, /The file is empty/],
      [sign.subarray(0, 200), 'image/png', 400, /damaged/],
      [Buffer.from('{"image":"x"}'), 'application/json', 400, /image itself as the request body/],
      [Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image/png', 413, /./],
    ];
    for (const [body, type, status, message] of cases) {
      const res = await send(visitor, 'image-to-text-generator', body, type).expect(status);
      expect(res.body.message).toMatch(message);
    }
    const unknown = await send(visitor, 'text-to-image', sign).expect(400);
    expect(unknown.body.message).toMatch(/Tool must be one of/);
  });

  it('gives a visitor the day’s free runs of the image tools, then 429 RateLimitError with Retry-After', async () => {
    const run = (body: Buffer) => send(anonymous(api), 'image-caption-generator', body).set(visitorCookie(1));
    for (let i = 0; i < ANONYMOUS_TOOL_RUNS_PER_DAY; i++) {
      // A refused file between runs costs nothing.
      await run(Buffer.alloc(0)).expect(400);
      await run(plain).expect(200);
    }
    const refused = await run(plain).expect(429);
    expect(refused.body).toMatchObject({
      status: 429,
      code: 'RateLimitError',
      data: { reason: 'free-tool-quota', group: 'Images', limit: ANONYMOUS_TOOL_RUNS_PER_DAY },
    });
    expect(refused.body.message).toMatch(/Sign up free/);
    const quota = quotaUsedUpOf(refused.body);
    expect(quota).not.toBeNull();
    expect(refused.headers['retry-after']).toBe(String(quota?.retryAfter));
    // Another visitor still runs.
    await send(anonymous(api), 'image-caption-generator', plain).set(visitorCookie(2)).expect(200);
  });
});

describe('POST /api/image-tools/{slug} with a vision model', () => {
  it('sends the image to the model and charges a signed-in run once; a failed run is refunded', async () => {
    const ai = api.variant({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL });
    const owner = await signIn(ai, who.owner);
    openai.configure({ chunks: ['A bakery sign ', 'reading “Fresh bread daily”.'] });
    openai.requests.length = 0;
    const before = await words(who.owner.teamId);
    const res = await send(owner, 'image-caption-generator', sign).expect(200);
    const view = ImageToolView.parse(res.body.data);
    expect(view).toMatchObject({ engine: 'vision', credits: 60 });
    expect(view.result).toMatchObject({
      kind: 'caption',
      caption: 'A bakery sign reading “Fresh bread daily”.',
    });
    expect(await words(who.owner.teamId)).toBe(before - 60);
    const sent = JSON.stringify(openai.requests.at(-1)?.body);
    expect(sent).toContain('"type":"image_url"');
    expect(sent).toContain('data:image/png;base64,');

    openai.configure({ failWith: { status: 500, message: 'upstream broke' } });
    const reserves = await LedgerEntry.countDocuments({ teamId: who.owner.teamId, op: 'reserve' });
    const failed = await send(owner, 'image-description-generator', sign);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(JSON.stringify(failed.body)).not.toContain('upstream broke');
    expect(await words(who.owner.teamId)).toBe(before - 60);
    expect(await LedgerEntry.countDocuments({ teamId: who.owner.teamId, op: 'reserve' })).toBe(reserves + 1);
    openai.configure({ failWith: undefined });
  });

  it('answers an empty model reply with 502, charging nothing and giving a visitor the run back', async () => {
    const ai = api.variant({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL });
    const owner = await signIn(ai, who.owner);
    openai.configure({ chunks: ['  ', ' \n'] });
    const before = await words(who.owner.teamId);
    const signedIn = await send(owner, 'image-caption-generator', sign).expect(502);
    expect(signedIn.body.message).toBe(
      'The AI service gave no answer for this image. Nothing was charged; try again.',
    );
    expect(await words(who.owner.teamId)).toBe(before);

    // A visitor's failed runs are given back: after as many failures as the day allows, one still runs.
    const visitor = visitorCookie(4);
    for (let i = 0; i < ANONYMOUS_TOOL_RUNS_PER_DAY; i++) {
      await send(anonymous(ai), 'alt-text-generator', sign).set(visitor).expect(502);
    }
    openai.configure({ chunks: ['A bakery sign.'] });
    await send(anonymous(ai), 'alt-text-generator', sign).set(visitor).expect(200);
    openai.configure({});
  });

  it('refuses a signed-in run the team cannot pay for with 402, before the model is asked', async () => {
    const ai = api.variant({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL });
    const other = await signIn(ai, who.other);
    // Spend all but 59 of the other team's words: one short of a described image.
    const spare = (await words(who.other.teamId)) - 59;
    await settleReservation(
      await reserveCredits({ teamId: who.other.teamId }, 'words', spare, { reason: 'test spend' }),
      spare,
    );
    expect(await words(who.other.teamId)).toBe(59);
    openai.requests.length = 0;
    const res = await send(other, 'image-description-generator', sign).expect(402);
    expect(res.body.code).toBe('NotEnoughCredits');
    expect(openai.requests).toEqual([]);
  });

  it('keeps the model’s alt text under 125 characters, cut at a word', async () => {
    const ai = api.variant({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL });
    openai.configure({
      chunks: ['"A hand-painted bakery sign ', 'with white letters on dark blue wood '.repeat(5), '"'],
    });
    const res = await send(anonymous(ai), 'alt-text-generator', sign).set(visitorCookie(3)).expect(200);
    const view = ImageToolView.parse(res.body.data);
    if (view.result.kind !== 'alt-text') throw new Error(view.result.kind);
    expect(view.credits).toBe(0);
    expect(view.result.altText.length).toBeLessThanOrEqual(ALT_TEXT_MAX_CHARS);
    expect(view.result.altText).toMatch(
      /^A hand-painted bakery sign with white letters on dark blue wood [a-z ]+[a-z]…$/,
    );
    openai.configure({});
  });
});
