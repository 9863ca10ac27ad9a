/**
 * A video's transcript through `youtube-transcript` against a local fake of
 * YouTube's endpoints, every request through our SSRF rules; chapters from
 * the description as YouTube reads them; the transcript cut into sections.
 */
import { AppError } from '../../errors';
import { chaptersOf, fetchVideoTranscript, sectionsOf } from '.';
import { type FakeYouTube, gardeningVideo, noChaptersVideo, silentVideo, startFakeYouTube } from './testing';

let fake: FakeYouTube;
beforeAll(async () => {
  fake = await startFakeYouTube([
    gardeningVideo,
    noChaptersVideo,
    silentVideo,
    { ...gardeningVideo, id: 'brokenTrack', trackStatus: 500 },
  ]);
});
afterAll(() => fake.close());

const source = () => ({ fetchPolicy: { allowHosts: [fake.host] }, baseUrl: fake.url });

describe('chaptersOf', () => {
  it('reads timestamped lines of a description, the first at 0:00, three or more', () => {
    expect(chaptersOf(gardeningVideo.description)).toEqual([
      { title: 'Why grow tomatoes in pots', start: 0 },
      { title: 'Choosing the right pot and soil', start: 40 },
      { title: 'Watering and feeding', start: 80 },
      { title: 'Harvest time', start: 120 },
    ]);
    // Out of order: 5:00 after 1:02:03 is dropped, leaving two, which are no chapters.
    expect(chaptersOf('(0:00) Intro\n1:02:03 - Late\n5:00 | Middle', 4000)).toEqual([]);
    expect(chaptersOf('0:00 Intro\n5:00 | Middle\n1:02:03 - Late', 4000).map((c) => c.start)).toEqual([
      0, 300, 3723,
    ]);
    expect(chaptersOf('0:30 Not from the start\n1:00 B\n2:00 C')).toEqual([]);
    expect(chaptersOf('0:00 Only\n1:00 Two')).toEqual([]);
  });
});

describe('fetchVideoTranscript', () => {
  it('reads the video’s details and its caption lines in seconds from the fake', async () => {
    const video = await fetchVideoTranscript(source(), gardeningVideo.id);
    expect(video).toMatchObject({
      id: gardeningVideo.id,
      title: gardeningVideo.title,
      author: 'Green Balcony',
      chapters: chaptersOf(gardeningVideo.description),
    });
    expect(video.lines).toHaveLength(gardeningVideo.captions.length);
    expect(video.lines[5]).toEqual({ start: 40, duration: 8, text: gardeningVideo.captions[5]![1] });
    expect(fake.requests).toEqual(expect.arrayContaining(['POST /youtubei/v1/player', 'GET /api/timedtext']));
  });

  it('answers a video without captions, an unavailable one and a failing track clearly', async () => {
    const none = await fetchVideoTranscript(source(), silentVideo.id).catch((e) => e);
    expect(none).toBeInstanceOf(AppError);
    expect(none).toMatchObject({ status: 400, data: { reason: 'no-captions' } });
    const gone = await fetchVideoTranscript(source(), 'nosuchvideo').catch((e) => e);
    expect(gone).toMatchObject({ status: 400, data: { reason: 'video-unavailable' } });
    const broken = await fetchVideoTranscript(source(), 'brokenTrack').catch((e) => e);
    expect(broken).toMatchObject({ status: 400, data: { reason: 'no-captions' } });
  });

  it('goes through the SSRF rules: a loopback fake not allowed is refused', async () => {
    const refused = await fetchVideoTranscript(
      { fetchPolicy: { allowHosts: [] }, baseUrl: fake.url },
      gardeningVideo.id,
    ).catch((e) => e);
    expect(refused).toMatchObject({ status: 400, code: 'WebUrlInaccessible' });
  });
});

describe('sectionsOf', () => {
  it('makes one section per chapter, or parts of the transcript with their first line’s time', async () => {
    const chaptered = sectionsOf(await fetchVideoTranscript(source(), gardeningVideo.id), 5);
    expect(chaptered.map((s) => [s.title, s.timestamp])).toEqual([
      ['Why grow tomatoes in pots', '0:00'],
      ['Choosing the right pot and soil', '0:40'],
      ['Watering and feeding', '1:20'],
      ['Harvest time', '2:00'],
    ]);
    expect(chaptered[1]!.text.split('\n')).toHaveLength(5);
    const parts = sectionsOf(await fetchVideoTranscript(source(), noChaptersVideo.id), 4);
    expect(parts).toHaveLength(4);
    expect(parts.every((p) => p.title === null && p.url.includes(noChaptersVideo.id))).toBe(true);
    expect(parts.map((p) => p.text.split('\n').length).reduce((a, b) => a + b)).toBe(
      noChaptersVideo.captions.length,
    );
  });
});
