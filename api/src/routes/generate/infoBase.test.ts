/**
 * "Use my info base" in article generation (issue 15): the team's info-base
 * passages on the topic go to the writer — the offline writer quotes them,
 * the OpenAI provider gets them in its prompt — and the saved article keeps
 * the [n] citations with a "Sources" list naming each file. Another team's
 * files are never used, and chat uploads are not the info base.
 */
import { createIdentities, type Identities, signIn } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { type LocalOpenAiServer, startLocalOpenAiServer } from '../../ai/testing/openAiServer';
import { citedNumbers } from '../../services/retrieval/infoBase';
import { eventNamed, parseEvents } from './events.testing';

let api: TestApi;
let who: Identities;
let openai: LocalOpenAiServer;
beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
  openai = await startLocalOpenAiServer();
  const train = (as: Identities['as']['owner'], type: string, name: string, text: string) =>
    as.post('/api/train').send({ type, name, text }).expect(201);
  await train(
    who.as.owner,
    'info-base',
    'Kiln guide',
    'Our Aurora kiln fires stoneware at 1240 degrees Celsius. A full firing of stoneware takes eleven hours, ' +
      'and the kiln must cool for a whole day before it is opened.\n\nGlazes for stoneware are mixed from ' +
      'feldspar, silica and kaolin in the studio.',
  );
  await train(
    who.as.owner,
    'chat-file-upload',
    'Chat upload',
    'The stoneware kiln secret code is MAGENTA-PELICAN, kept out of the info base.',
  );
  await train(
    who.as.other,
    'info-base',
    'Rival studio notes',
    'The rival stoneware kiln fires at 900 degrees with a BLUE-WALRUS glaze for stoneware pottery.',
  );
}, 60_000);
afterAll(async () => {
  await openai.close();
  await api.close();
});

const ARTICLE = {
  operation: 'generate-article',
  title: 'Firing Stoneware in a Kiln',
  keyword: 'stoneware kiln',
  outline: ['How Long a Stoneware Firing Takes', 'Mixing Stoneware Glazes'],
};

type Post = { content: { value: string }[]; extendedData: { generation: Record<string, unknown> } };

describe('POST /api/generate {operation: generate-article, infoBase}', () => {
  it('writes offline from the team’s info-base passages and keeps the citations with a Sources list', async () => {
    const res = await who.as.owner
      .post('/api/generate')
      .send({ ...ARTICLE, infoBase: true })
      .expect(200);
    const events = parseEvents(res.text);
    // The passages come first, before any text: numbered, naming the file, only the team's info base.
    expect(events.findIndex((e) => e.event === 'sources')).toBeLessThan(
      events.findIndex((e) => e.event === 'delta'),
    );
    const { citations } = eventNamed(events, 'sources') as { citations: { n: number; name: string }[] };
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.map((c) => c.name)).toEqual(citations.map(() => 'Kiln guide'));
    expect(citations.map((c) => c.n)).toEqual(citations.map((_, i) => i + 1));

    const post = (eventNamed(events, 'post') as { post: Post }).post;
    const html = post.content[0]!.value;
    // The offline writer visibly builds from the passages: their facts, quoted, each followed by its number.
    expect(html).toContain('1240 degrees Celsius');
    expect(html).toMatch(/Kiln guide[^[]*\[\d\]/);
    expect(citedNumbers(html).length).toBeGreaterThan(0);
    // Each section brings a different fact: no sentence of the info base is quoted twice.
    const quoted = [...html.matchAll(/puts it this way: ([^<]*?) \[\d\]/g)].map((m) => m[1]);
    expect(quoted.length).toBeGreaterThan(1);
    expect(new Set(quoted).size).toBe(quoted.length);
    for (const n of citedNumbers(html)) expect(n).toBeLessThanOrEqual(citations.length);
    // The Sources list: one item per passage, in number order, naming the file.
    const sources = html.slice(html.indexOf('<h2>Sources</h2>'));
    expect(sources).toContain('<ol>');
    expect(sources.match(/<li>/g)).toHaveLength(citations.length);
    expect(sources).toContain('<strong>Kiln guide</strong>, passage 1');
    // Never another team's file, never a chat upload.
    expect(html).not.toMatch(/BLUE-WALRUS|Rival studio|MAGENTA-PELICAN|Chat upload/);
    expect(post.extendedData.generation.sources).toEqual(
      citations.map((c) => expect.objectContaining({ n: c.n, name: 'Kiln guide' })),
    );
  });

  it('writes without them when the option is off, and says so when the info base has nothing on the topic', async () => {
    const off = parseEvents((await who.as.owner.post('/api/generate').send(ARTICLE).expect(200)).text);
    expect(off.some((e) => e.event === 'sources')).toBe(false);
    const plain = (eventNamed(off, 'post') as { post: Post }).post;
    expect(plain.content[0]!.value).not.toContain('<h2>Sources</h2>');
    expect(plain.extendedData.generation.sources).toBeNull();

    // The other team's info base has nothing on kilns at 1240 degrees; its own file is found, ours never.
    const other = parseEvents(
      (
        await who.as.other
          .post('/api/generate')
          .send({ ...ARTICLE, infoBase: true })
          .expect(200)
      ).text,
    );
    const { citations } = eventNamed(other, 'sources') as { citations: { name: string }[] };
    expect(citations.map((c) => c.name)).toEqual(citations.map(() => 'Rival studio notes'));
    const html = (eventNamed(other, 'post') as { post: Post }).post.content[0]!.value;
    expect(html).not.toMatch(/Kiln guide|1240 degrees|MAGENTA-PELICAN/);

    const none = parseEvents(
      (
        await who.as.owner
          .post('/api/generate')
          .send({
            ...ARTICLE,
            title: 'Quarterly Tax Filing',
            keyword: 'tax filing',
            outline: ['Deadlines'],
            infoBase: true,
          })
          .expect(200)
      ).text,
    );
    expect(eventNamed(none, 'sources')).toEqual({ citations: [] });
    expect((eventNamed(none, 'post') as { post: Post }).post.content[0]!.value).not.toContain(
      '<h2>Sources</h2>',
    );
  });

  it('gives the passages to the OpenAI provider and keeps only the citations that name one', async () => {
    const ai = api.variant({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL });
    const owner = await signIn(ai, who.owner);
    openai.configure({
      chunks: ['<h1>Firing Stoneware</h1><p>A firing takes eleven hours [1].', ' Kilns glow [9].</p>'],
    });
    const sent = openai.requests.length;
    const res = await owner
      .post('/api/generate')
      .send({ ...ARTICLE, infoBase: true })
      .expect(200);
    const events = parseEvents(res.text);
    const request = openai.requests.slice(sent).find((r) => r.path === '/v1/chat/completions')?.body as {
      messages: { role: string; content: string }[];
    };
    const prompt = request.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('[1] Kiln guide');
    expect(prompt).toContain('1240 degrees Celsius');
    expect(prompt).toMatch(/cite it by its number in brackets/);
    expect(prompt).not.toMatch(/BLUE-WALRUS|MAGENTA-PELICAN/);
    const html = (eventNamed(events, 'post') as { post: Post }).post.content[0]!.value;
    expect(html).toContain('takes eleven hours [1].');
    // [9] names no passage: dropped, not left pointing nowhere.
    expect(html).toContain('Kilns glow.');
    expect(html).toContain('<strong>Kiln guide</strong>');
  });

  it('rejects a non-boolean infoBase', async () => {
    await who.as.owner
      .post('/api/generate')
      .send({ ...ARTICLE, infoBase: 'yes' })
      .expect(400);
  });
});
