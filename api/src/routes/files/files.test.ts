import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { ChatSource } from '../../models/ChatSource';
import { makeDocx, makePdf, makeZip } from '../../services/retrieval/fixtures';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
});
afterAll(() => api.close());

const upload = (client = who.as.owner, bytes: Buffer, name: string, type = 'chat-file-upload') =>
  client
    .post(`/api/train?type=${type}&name=${encodeURIComponent(name)}`)
    .set('Content-Type', 'application/octet-stream')
    .send(bytes);

const MANUAL = [
  'The Heron 7 espresso machine heats up in 40 seconds and holds 1.8 litres of water.',
  'To descale the Heron 7, run a mix of one part citric acid to ten parts water every 60 days.',
];

describe('POST /api/train', () => {
  it('reads a PDF by its bytes, cuts it into passages and lists it', async () => {
    const res = await upload(undefined, makePdf(MANUAL), 'heron-manual.pdf').expect(201);
    expect(res.body.data).toMatchObject({ name: 'heron-manual.pdf', type: 'chat-file-upload', kind: 'pdf' });
    expect(res.body.data.chunks).toBeGreaterThan(0);
    const detail = await who.as.owner.get(`/api/files/${res.body.data.id}`).expect(200);
    expect(detail.body.data.passages.map((p: { text: string }) => p.text).join(' ')).toContain('citric acid');
    const list = await who.as.owner.get('/api/files').expect(200);
    expect(list.body.data.map((f: { id: string }) => f.id)).toContain(res.body.data.id);
  });

  it('takes Markdown, HTML and plain text, telling them apart by content', async () => {
    const md = await upload(
      undefined,
      Buffer.from('# Notes\n\nThe **launch** is on [Friday](https://x.test).'),
      'a.txt',
    );
    expect(md.status).toBe(201);
    expect(md.body.data.kind).toBe('markdown');
    const html = await upload(
      undefined,
      Buffer.from(
        '<html><body><p>Gardening tips for spring.</p><p>Water early.</p><p>Mulch beds.</p></body></html>',
      ),
      'page.txt',
    ).expect(201);
    expect(html.body.data.kind).toBe('html');
    const txt = await upload(undefined, Buffer.from('Just some plain words about tea.'), 'tea.md.txt').expect(
      201,
    );
    expect(txt.body.data.kind).toBe('txt');
    const detail = await who.as.owner.get(`/api/files/${md.body.data.id}`).expect(200);
    expect(detail.body.data.passages[0].text).toBe('Notes\n\nThe launch is on Friday.');
  });

  it('reads a DOCX by its bytes', async () => {
    const res = await upload(undefined, makeDocx(MANUAL), 'manual.bin').expect(201);
    expect(res.body.data.kind).toBe('docx');
    const detail = await who.as.owner.get(`/api/files/${res.body.data.id}`).expect(200);
    expect(detail.body.data.passages[0].text).toContain('one part citric acid to ten parts water');
  });

  it('refuses a DOCX that would inflate far past its size (zip bomb) with 413, and a zip that is no DOCX with 415', async () => {
    const bomb = makeZip({
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': Buffer.alloc(20 * 1024 * 1024, 0x20),
    });
    expect(bomb.length).toBeLessThan(100_000);
    const before = await ChatSource.countDocuments();
    expect((await upload(undefined, bomb, 'bomb.docx')).status).toBe(413);
    expect((await upload(undefined, makeZip({ 'a.txt': 'hello' }), 'a.docx')).status).toBe(415);
    expect(await ChatSource.countDocuments()).toBe(before);
  });

  it('adds pasted text to the info base', async () => {
    const res = await who.as.owner
      .post('/api/train')
      .send({ type: 'info-base', name: 'Company facts', text: 'Inkpress was founded in 2019 in Lisbon.' })
      .expect(201);
    expect(res.body.data).toMatchObject({
      type: 'info-base',
      kind: 'text',
      name: 'Company facts',
      chunks: 1,
    });
    const infoBase = await who.as.owner.get('/api/files?type=info-base').expect(200);
    expect(infoBase.body.data.map((f: { name: string }) => f.name)).toEqual(['Company facts']);
  });

  it.each([
    [
      'a renamed executable',
      Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64)]),
      'report.pdf',
      415,
    ],
    ['an ELF binary named .txt', Buffer.from('\x7fELF\x02\x01\x01\x00\x00\x00', 'latin1'), 'notes.txt', 415],
    ['a PNG named .docx', Buffer.from('\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR', 'latin1'), 'doc.docx', 415],
    ['a 0-byte file', Buffer.alloc(0), 'empty.txt', 400],
    ['a damaged PDF', Buffer.from('%PDF-1.4\nthis is not really a pdf'), 'broken.pdf', 415],
  ])('refuses %s and stores nothing', async (_label, bytes, name, status) => {
    const before = await ChatSource.countDocuments();
    const res = await upload(undefined, bytes, name);
    expect(res.status).toBe(status);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await ChatSource.countDocuments()).toBe(before);
  });

  it('refuses a file over the size limit with 413', async () => {
    const res = await upload(undefined, Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), 'big.txt');
    expect(res.status).toBe(413);
  });

  it('answers 400 for a bad JSON body and 401 without a session', async () => {
    await who.as.owner.post('/api/train').send({ type: 'info-base' }).expect(400);
    await who.as.owner.post('/api/train').send({ text: 'x', url: 'https://example.com' }).expect(400);
    await who.as.owner.post('/api/train').send({ type: 'nope', text: 'x' }).expect(400);
    await who.as.anonymous.post('/api/train').send({ text: 'hello' }).expect(401);
  });
});

describe('files of another team', () => {
  it('answers 404 for every call on another team’s file and never finds its passages', async () => {
    const res = await who.as.owner
      .post('/api/train')
      .send({ name: 'Secret', text: 'The vault combination is kept by the quartermaster named Ozymandias.' })
      .expect(201);
    const id = res.body.data.id;
    await who.as.other.get(`/api/files/${id}`).expect(404);
    await who.as.other.patch(`/api/files/${id}`).send({ name: 'Mine' }).expect(404);
    await who.as.other.delete(`/api/files/${id}`).expect(404);
    await who.as.other
      .post('/api/doc-search')
      .send({ query: 'quartermaster', sourceIds: [id] })
      .expect(404);
    const search = await who.as.other
      .post('/api/doc-search')
      .send({ query: 'Ozymandias quartermaster' })
      .expect(200);
    expect(search.body.data).toEqual([]);
    const bulk = await who.as.other
      .post('/api/files')
      .send({ sourceIds: [id], operation: 'delete' })
      .expect(200);
    expect(bulk.body.data.deleted).toEqual([]);
    // A member of the owner's team shares it.
    const found = await who.as.member
      .post('/api/doc-search')
      .send({ query: 'who keeps the vault combination?' });
    expect(found.body.data[0]).toMatchObject({ sourceId: id, name: 'Secret' });
  });
});

describe('PATCH, DELETE /api/files and POST /api/files', () => {
  it('renames, moves to the info base, and deletes one or many', async () => {
    const a = await who.as.owner
      .post('/api/train')
      .send({ name: 'A', text: 'Alpha text about kites.' })
      .expect(201);
    const b = await who.as.owner
      .post('/api/train')
      .send({ name: 'B', text: 'Beta text about boats.' })
      .expect(201);
    const c = await who.as.owner
      .post('/api/train')
      .send({ name: 'C', text: 'Gamma text about carts.' })
      .expect(201);
    const patched = await who.as.owner
      .patch(`/api/files/${a.body.data.id}`)
      .send({ name: 'Kites', type: 'info-base' })
      .expect(200);
    expect(patched.body.data).toMatchObject({ name: 'Kites', type: 'info-base' });
    await who.as.owner.patch(`/api/files/${a.body.data.id}`).send({}).expect(400);
    await who.as.owner.delete(`/api/files/${a.body.data.id}`).expect(200);
    await who.as.owner.get(`/api/files/${a.body.data.id}`).expect(404);
    const bulk = await who.as.owner
      .post('/api/files')
      .send({ sourceIds: [b.body.data.id, c.body.data.id], operation: 'delete' })
      .expect(200);
    expect(bulk.body.data.deleted.sort()).toEqual([b.body.data.id, c.body.data.id].sort());
    await who.as.owner
      .post('/api/files')
      .send({ sourceIds: [b.body.data.id], operation: 'rename' })
      .expect(400);
    const search = await who.as.owner
      .post('/api/doc-search')
      .send({ query: 'boats carts kites' })
      .expect(200);
    expect(search.body.data).toEqual([]);
  });
});
