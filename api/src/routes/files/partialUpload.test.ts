/**
 * POST /api/train?partialUpload=true: a large file in parts, resumable
 * (issue 15). Parts in any order, a part sent twice stored once, the status
 * of an upload for resuming it, the file indexed once when the last part is
 * in, and another team's upload invisible.
 */
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { ChatSource } from '../../models/ChatSource';
import { UploadPart } from '../../models/UploadPart';
import { makePdf } from '../../services/retrieval/fixtures';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
});
afterAll(() => api.close());

const part = (
  bytes: Buffer,
  q: { uploadId: string; part: number; parts: number; name?: string; type?: string },
  client = who.as.owner,
) =>
  client
    .post(
      `/api/train?partialUpload=true&uploadId=${q.uploadId}&part=${q.part}&parts=${q.parts}&type=${q.type ?? 'chat-file-upload'}&name=${encodeURIComponent(q.name ?? 'manual.pdf')}`,
    )
    .set('Content-Type', 'application/octet-stream')
    .send(bytes);

const PDF = makePdf([
  'The Heron 7 espresso machine heats up in 40 seconds and holds 1.8 litres of water.',
  'To descale the Heron 7, run a mix of one part citric acid to ten parts water every 60 days.',
]);
const thirds = (bytes: Buffer) => {
  const size = Math.ceil(bytes.length / 3);
  return [bytes.subarray(0, size), bytes.subarray(size, 2 * size), bytes.subarray(2 * size)];
};

describe('POST /api/train?partialUpload=true', () => {
  it('takes parts in any order, resumes after an interruption, and indexes the joined file once', async () => {
    const [a, b, c] = thirds(PDF) as [Buffer, Buffer, Buffer];
    const uploadId = 'upload-heron-7';
    const q = { uploadId, parts: 3 };
    const first = await part(c, { ...q, part: 2 }).expect(202);
    expect(first.body.data).toEqual({ uploadId, name: 'manual.pdf', parts: 3, received: [2] });
    // The connection dropped after part 0: the client asks what is in and sends the rest.
    await part(a, { ...q, part: 0 }).expect(202);
    const status = await who.as.owner.get(`/api/train/${uploadId}`).expect(200);
    expect(status.body.data.received).toEqual([0, 2]);
    // Part 0 again (unsure it arrived): stored once.
    await part(a, { ...q, part: 0 }).expect(202);
    expect(await UploadPart.countDocuments({ uploadId })).toBe(2);
    // Each part says when it last came (what the abandoned-upload sweep reads).
    const stamps = await UploadPart.find({ uploadId }, { updatedAt: 1 }).lean();
    for (const { updatedAt } of stamps)
      expect(Date.now() - new Date(updatedAt).getTime()).toBeLessThan(600_000);

    const sources = await ChatSource.countDocuments();
    const done = await part(b, { ...q, part: 1 }).expect(201);
    expect(done.body.data).toMatchObject({ name: 'manual.pdf', kind: 'pdf', type: 'chat-file-upload' });
    expect(await ChatSource.countDocuments()).toBe(sources + 1);
    expect(await UploadPart.countDocuments({ uploadId })).toBe(0);
    await who.as.owner.get(`/api/train/${uploadId}`).expect(404);

    // The joined file is searchable like a whole upload.
    const search = await who.as.owner
      .post('/api/doc-search')
      .send({ query: 'how often to descale', sourceIds: [done.body.data.id] })
      .expect(200);
    expect(JSON.stringify(search.body.data)).toContain('every 60 days');
  });

  it('refuses mismatched parts, a part out of range, an empty part and a file that is not what it says', async () => {
    const uploadId = 'upload-mismatch';
    await part(Buffer.from('%PDF-1.4 start'), { uploadId, part: 0, parts: 2 }).expect(202);
    await part(Buffer.from('more'), { uploadId, part: 1, parts: 3 }).expect(400);
    await part(Buffer.from('more'), { uploadId, part: 1, parts: 2, name: 'other.pdf' }).expect(400);
    await part(Buffer.from('x'), { uploadId: 'upload-range', part: 2, parts: 2 }).expect(400);
    await part(Buffer.from(''), { uploadId: 'upload-empty', part: 0, parts: 2 }).expect(400);
    await part(Buffer.from('x'), { uploadId: 'bad id!', part: 0, parts: 2 }).expect(400);

    // Two parts of an executable named .pdf: refused by its bytes when joined, and nothing kept.
    const sources = await ChatSource.countDocuments();
    await part(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), {
      uploadId: 'upload-exe',
      part: 0,
      parts: 2,
    }).expect(202);
    await part(Buffer.from([0x00, 0x00, 0x04, 0x00, 0xff, 0xff]), {
      uploadId: 'upload-exe',
      part: 1,
      parts: 2,
    }).expect(415);
    expect(await ChatSource.countDocuments()).toBe(sources);
    expect(await UploadPart.countDocuments({ uploadId: 'upload-exe' })).toBe(0);
  });

  it('keeps each team’s uploads apart: another team cannot see or complete one', async () => {
    const [a, b] = thirds(PDF) as [Buffer, Buffer, Buffer];
    const uploadId = 'upload-shared-id';
    await part(a, { uploadId, part: 0, parts: 2 }).expect(202);
    await who.as.other.get(`/api/train/${uploadId}`).expect(404);
    // The same id from another team is another upload: its part does not complete ours.
    const theirs = await part(b, { uploadId, part: 1, parts: 2 }, who.as.other).expect(202);
    expect(theirs.body.data.received).toEqual([1]);
    const ours = await who.as.owner.get(`/api/train/${uploadId}`).expect(200);
    expect(ours.body.data.received).toEqual([0]);
    await who.as.anonymous.get(`/api/train/${uploadId}`).expect(401);
  });
});
