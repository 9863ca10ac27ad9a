/**
 * Brand voices through the real router on the real database: created from
 * pasted samples and from a web page (fetched through safeFetch), measured
 * by code, described by the offline writer from those measures, charged
 * through the ledger; listed, renamed, edited, deleted; another team's 404.
 * Then used: a chat answer and an article follow the voice and the persona.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { prepareOperation } from '../../ai/run';
import { Style } from '../../models/Style';
import { getBalances } from '../../services/credits';
import { deltaText, eventNamed, parseEvents } from '../generate/events.testing';

let api: TestApi;
let who: Identities;
let site: http.Server;
let base: string;

/** Second person, contractions, questions, short sentences. */
const CHATTY = [
  'You don’t need a big budget to grow your list. Start with one signup form and you’ll see results.',
  'Why wait? Pick one idea today. You’ve got this, and we’re here to help you every step of the way.',
  'Keep it short. Keep it friendly. Your readers will thank you for it.',
].join('\n\n');

const PAGE = `<!doctype html><html><head><title>Our annual report</title></head><body><nav>Home About</nav>
<article><h1>Our annual report</h1>
<p>The committee reviewed the annual budget in detail. The committee approved the annual budget without changes.</p>
<p>Members of the committee expressed their gratitude to the staff. They noted that the annual budget reflects careful planning and prudent management of resources.</p>
</article></body></html>`;

beforeAll(async () => {
  site = http.createServer((req, res) => {
    if (req.url === '/report') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PAGE);
    } else {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<p>Not here</p>');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  api = await startTestApi({ FETCH_ALLOW_HOSTS: new URL(base).host });
  who = await createIdentities(api);
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await api.close();
});

const words = async (teamId = who.owner.teamId) => (await getBalances({ teamId })).words;

async function createVoice(body: Record<string, unknown> = { name: 'Friendly coach', samples: [CHATTY] }) {
  return (await who.as.owner.post('/api/generate/style').send(body).expect(201)).body.data;
}

describe('POST /api/generate/style', () => {
  it('measures the samples, has the offline writer describe them, charges the words and keeps the voice', async () => {
    const before = await words();
    const voice = await createVoice();
    expect(voice).toMatchObject({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      name: 'Friendly coach',
      writer: 'offline writer',
      sourceUrl: null,
      traits: {
        person: { dominant: 'second' },
        punctuation: { questions: expect.any(Number) },
      },
    });
    expect(voice.traits.contractions).toBeGreaterThan(3);
    expect(voice.traits.sentenceLength.average).toBeLessThan(10);
    // Written from the measures: the person, the sentence length, the contractions.
    expect(voice.description).toContain('talks to the reader directly as “you”');
    expect(voice.description).toContain(`${voice.traits.sentenceLength.average} words on average`);
    expect(voice.description).toContain(`${voice.traits.contractions} contractions per 100 words`);
    expect(voice.excerpt).toMatch(/^You don’t need a big budget/);
    const spent = before - (await words());
    expect(spent).toBeGreaterThan(0);
    expect(spent).toBe(voice.description.split(/\s+/).filter((w: string) => /[\p{L}\p{N}]/u.test(w)).length);
  });

  it('reads the main text of a web page as the sample (third person, no contractions)', async () => {
    const voice = await createVoice({ name: 'Board report', url: `${base}/report` });
    expect(voice.sourceUrl).toBe(`${base}/report`);
    expect(voice.traits.person.dominant).toBe('third');
    expect(voice.traits.contractions).toBe(0);
    expect(voice.traits.topPhrases).toContain('annual budget');
    expect(voice.description).toContain('The tone is formal: no contractions');
    expect(voice.excerpt).not.toContain('Home About');
  });

  it('refuses a private address without the test allowance (WebUrlInaccessible), charging nothing', async () => {
    const strict = api.variant({ FETCH_ALLOW_HOSTS: '' });
    const { asUser } = await import('../../../test/factories');
    const client = await asUser(strict, who.owner);
    const before = await words();
    const res = await client.post('/api/generate/style').send({ name: 'Local', url: `${base}/report` });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('WebUrlInaccessible');
    expect(await words()).toBe(before);
  });

  it.each([
    ['no name', { samples: [CHATTY] }],
    ['neither samples nor url', { name: 'X' }],
    ['only empty samples', { name: 'X', samples: ['  '] }],
    ['a url that is not http', { name: 'X', url: 'ftp://example.com/a' }],
    ['an unknown field', { name: 'X', samples: [CHATTY], tone: 'warm' }],
    ['eleven samples', { name: 'X', samples: Array.from({ length: 11 }, () => CHATTY) }],
  ])('answers 400 for %s and stores nothing', async (_label, body) => {
    const count = await Style.countDocuments();
    const res = await who.as.owner.post('/api/generate/style').send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(await Style.countDocuments()).toBe(count);
  });

  it('answers 400 for samples too short to measure, before any charge', async () => {
    const before = await words();
    const res = await who.as.owner
      .post('/api/generate/style')
      .send({ name: 'Tiny', samples: ['Short and sweet.'] })
      .expect(400);
    expect(res.body.message).toMatch(/3 words.*at least 30/);
    expect(await words()).toBe(before);
  });
});

describe('GET, PATCH, DELETE /api/styles', () => {
  it('lists the team’s voices newest first, renames, edits the description and deletes', async () => {
    const a = await createVoice({ name: 'First', samples: [CHATTY] });
    const b = await createVoice({ name: 'Second', samples: [CHATTY] });
    const list = await who.as.member.get('/api/styles').expect(200);
    const ids = list.body.data.map((s: { id: string }) => s.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));

    const renamed = await who.as.member.patch(`/api/styles/${a.id}`).send({ name: 'Renamed' }).expect(200);
    expect(renamed.body.data).toMatchObject({
      name: 'Renamed',
      description: a.description,
      traits: a.traits,
    });
    const edited = await who.as.owner
      .patch(`/api/styles/${a.id}`)
      .send({ description: 'Warm and direct. Short sentences.' })
      .expect(200);
    expect(edited.body.data).toMatchObject({
      name: 'Renamed',
      description: 'Warm and direct. Short sentences.',
    });
    expect((await who.as.owner.get(`/api/styles/${a.id}`).expect(200)).body.data.name).toBe('Renamed');

    await who.as.owner.patch(`/api/styles/${a.id}`).send({}).expect(400);
    await who.as.owner.patch(`/api/styles/${a.id}`).send({ name: '' }).expect(400);
    await who.as.owner.delete(`/api/styles/${a.id}`).expect(200);
    await who.as.owner.get(`/api/styles/${a.id}`).expect(404);
    await who.as.owner.delete(`/api/styles/${a.id}`).expect(404);
  });

  it('answers 404 for another team’s voice on every call and never lists it', async () => {
    const voice = await createVoice();
    await who.as.other.get(`/api/styles/${voice.id}`).expect(404);
    await who.as.other.patch(`/api/styles/${voice.id}`).send({ name: 'Mine now' }).expect(404);
    await who.as.other.delete(`/api/styles/${voice.id}`).expect(404);
    const list = await who.as.other.get('/api/styles').expect(200);
    expect(list.body.data.map((s: { id: string }) => s.id)).not.toContain(voice.id);
    expect((await Style.findById(voice.id).lean())?.name).toBe('Friendly coach');
  });

  it('answers 401 without a session and 400 for an id that is not an id', async () => {
    await who.as.anonymous.get('/api/styles').expect(401);
    await who.as.anonymous
      .post('/api/generate/style')
      .send({ name: 'X', samples: [CHATTY] })
      .expect(401);
    await who.as.owner.patch('/api/styles/nope').send({ name: 'x' }).expect(400);
  });
});

const PERSONA = {
  name: 'Busy Ben',
  role: 'Small business owner',
  goals: ['Grow a mailing list'],
  pains: ['No time to write newsletters'],
  knowledgeLevel: 'beginner',
  tone: 'friendly',
};

describe('a voice and a persona in use', () => {
  it('builds the chat and article prompts with the voice’s description and traits and the persona', async () => {
    const voice = await createVoice();
    const brief = {
      name: voice.name,
      description: voice.description,
      person: 'second',
      contractions: voice.traits.contractions,
      sentenceWords: voice.traits.sentenceLength.average,
      flesch: voice.traits.readingLevel.flesch,
      grade: voice.traits.readingLevel.grade,
    };
    const chat = prepareOperation('chat', {
      messages: [{ role: 'user', content: 'How do I grow my list?' }],
      style: brief,
      persona: PERSONA,
    });
    const article = prepareOperation('generate-article', {
      title: 'Growing a Mailing List',
      style: brief,
      persona: PERSONA,
    });
    for (const system of [chat.prompt.system, article.prompt.system]) {
      expect(system).toContain(`"Friendly coach": ${voice.description.slice(0, 60)}`);
      expect(system).toContain('Write in the second person, addressing the reader as "you".');
      expect(system).toContain(`about ${Math.round(brief.sentenceWords)} words per sentence`);
      expect(system).toContain(`Use contractions freely (about ${brief.contractions} per 100 words).`);
      expect(system).toContain('Busy Ben, Small business owner.');
      expect(system).toContain('Pains: No time to write newsletters.');
      expect(system).toContain('Knowledge: a beginner');
    }
  });

  it('chat takes a voice id and a persona id: the offline answer speaks to the persona in the voice', async () => {
    const voice = await createVoice();
    const persona = (await who.as.owner.post('/api/personas').send(PERSONA).expect(201)).body.data;
    const res = await who.as.owner
      .post('/api/ai-chat')
      .send({
        messages: [{ role: 'user', content: 'What is a good newsletter schedule?' }],
        style: voice.id,
        persona: persona.id,
      })
      .expect(200);
    const answer = deltaText(parseEvents(res.text));
    expect(answer).toContain('for a small business owner, with no time to write newsletters in mind');
    expect(eventNamed(parseEvents(res.text), 'done')).toMatchObject({ aborted: false });
  });

  it('answers 404 to a chat naming another team’s voice or persona, and charges nothing', async () => {
    const voice = await createVoice();
    const persona = (await who.as.owner.post('/api/personas').send(PERSONA).expect(201)).body.data;
    const before = await words(who.other.teamId);
    const ask = { messages: [{ role: 'user', content: 'Hi there' }] };
    await who.as.other
      .post('/api/ai-chat')
      .send({ ...ask, style: voice.id })
      .expect(404);
    await who.as.other
      .post('/api/ai-chat')
      .send({ ...ask, persona: persona.id })
      .expect(404);
    expect(await words(who.other.teamId)).toBe(before);
  });

  it('writes an article in the voice, for the persona: the opening names their role and pains, as “you”', async () => {
    const voice = await createVoice();
    const persona = (await who.as.owner.post('/api/personas').send(PERSONA).expect(201)).body.data;
    const res = await who.as.owner
      .post('/api/generate')
      .send({
        operation: 'generate-article',
        title: 'Growing a Mailing List',
        keyword: 'mailing list',
        style: voice.id,
        persona: persona.id,
      })
      .expect(200);
    const events = parseEvents(res.text);
    const post = eventNamed(events, 'post').post as { content: { value: string }[] };
    const html = post.content[0]!.value;
    const opening = html.split('</h1>')[1]!.split('</p>')[0]!;
    expect(opening).toContain('If you’re a small business owner, this guide to mailing list is for you.');
    expect(opening).toContain('You want to grow a mailing list.');
    expect(opening).toContain('no time to write newsletters');
    // The voice uses contractions: the article does too.
    expect(html).toMatch(/\b(?:don’t|it’s|you’re|can’t|isn’t)\b/);
    await who.as.other
      .post('/api/generate')
      .send({ operation: 'generate-article', title: 'Theirs', style: voice.id })
      .expect(404);
  });

  it('rewrites one paragraph in two voices (POST /api/generate with a voice id): each follows its own', async () => {
    const chatty = await createVoice();
    const formal = await createVoice({ name: 'Board report', url: `${base}/report` });
    const text =
      '<p>It is easy to start a newsletter. You do not need a big budget, and you will see results when you ' +
      'send one every week to the people who asked for it and who want to hear from you again.</p>';
    const rewrite = async (style: string) => {
      const res = await who.as.owner
        .post('/api/generate')
        .send({ operation: 'paraphrase', text, style })
        .expect(200);
      return deltaText(parseEvents(res.text));
    };
    const inChatty = await rewrite(chatty.id);
    const inFormal = await rewrite(formal.id);
    expect(inChatty).toMatch(/\b(?:It’s|don’t|you’ll)\b/);
    expect(inFormal).not.toMatch(/’(?:s|t|ll)\b/);
    expect(inChatty).not.toBe(inFormal);
    // Shorter sentences in the chatty voice (6.5 words on average in its samples).
    const longest = (html: string) =>
      Math.max(
        ...html
          .replace(/<[^>]+>/g, ' ')
          .split(/[.!?]/)
          .map((s) => s.trim().split(/\s+/).length),
      );
    expect(longest(inChatty)).toBeLessThan(longest(inFormal));

    await who.as.other
      .post('/api/generate')
      .send({ operation: 'paraphrase', text, style: chatty.id })
      .expect(404);
    const bad = await who.as.owner
      .post('/api/generate')
      .send({ operation: 'paraphrase', text, style: 'warm' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/id of one of your brand voices/);
  });
});
