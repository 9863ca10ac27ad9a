/**
 * A local fake of the YouTube endpoints `youtube-transcript` calls: the
 * InnerTube player (POST /youtubei/v1/player) and the caption track (GET
 * /api/timedtext, srv3 format). Videos are given by the test; any other id
 * is unavailable. Point YOUTUBE_BASE_URL at it and allow its host with
 * FETCH_ALLOW_HOSTS.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeVideo {
  id: string;
  title: string;
  author: string;
  description: string;
  /** [seconds, text] caption lines; none: the video has no captions. */
  captions: [number, string][];
  /** Answer the caption track with this status instead (a YouTube failure). */
  trackStatus?: number;
}

export interface FakeYouTube {
  url: string;
  host: string;
  /** Requests received, as "METHOD /path". */
  requests: string[];
  videos: Map<string, FakeVideo>;
  close(): Promise<void>;
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function startFakeYouTube(videos: FakeVideo[]): Promise<FakeYouTube> {
  const byId = new Map(videos.map((v) => [v.id, v]));
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${req.method} ${url.pathname}`);
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (req.method === 'POST' && url.pathname === '/youtubei/v1/player') {
        let id = '';
        try {
          id = String(JSON.parse(body).videoId ?? '');
        } catch {
          res.writeHead(400).end();
          return;
        }
        const video = byId.get(id);
        res.writeHead(200, { 'content-type': 'application/json' });
        if (!video) {
          res.end(JSON.stringify({ playabilityStatus: { status: 'ERROR', reason: 'Video unavailable' } }));
          return;
        }
        const last = video.captions.at(-1);
        res.end(
          JSON.stringify({
            playabilityStatus: { status: 'OK' },
            videoDetails: {
              videoId: id,
              title: video.title,
              author: video.author,
              lengthSeconds: String(Math.ceil((last?.[0] ?? 0) + 5)),
              shortDescription: video.description,
            },
            ...(video.captions.length > 0
              ? {
                  captions: {
                    playerCaptionsTracklistRenderer: {
                      captionTracks: [
                        {
                          baseUrl: `https://www.youtube.com/api/timedtext?v=${id}&lang=en&fmt=srv3`,
                          languageCode: 'en',
                          kind: 'asr',
                        },
                      ],
                    },
                  },
                }
              : {}),
          }),
        );
        return;
      }
      if (req.method === 'GET' && url.pathname === '/api/timedtext') {
        const video = byId.get(url.searchParams.get('v') ?? '');
        if (!video || video.captions.length === 0) {
          res.writeHead(404).end();
          return;
        }
        if (video.trackStatus) {
          res.writeHead(video.trackStatus).end();
          return;
        }
        const lines = video.captions.map(([start, text], i) => {
          const next = video.captions[i + 1]?.[0] ?? start + 4;
          return `<p t="${Math.round(start * 1000)}" d="${Math.round((next - start) * 1000)}">${xmlEscape(text)}</p>`;
        });
        res.writeHead(200, { 'content-type': 'text/xml; charset=UTF-8' });
        res.end(
          `<?xml version="1.0" encoding="utf-8" ?><timedtext format="3"><body>${lines.join('')}</body></timedtext>`,
        );
        return;
      }
      res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not found</body></html>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    videos: byId,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A video of a gardening talk with chapters in its description, captions as automatic ones (no punctuation). */
export const gardeningVideo: FakeVideo = {
  id: 'tmt0GardenA',
  title: 'Growing Tomatoes in Pots: A Complete Guide',
  author: 'Green Balcony',
  description: [
    'Everything you need to grow tomatoes on a balcony.',
    '',
    '0:00 Why grow tomatoes in pots',
    '0:40 Choosing the right pot and soil',
    '1:20 Watering and feeding',
    '2:00 Harvest time',
  ].join('\n'),
  captions: [
    [0, 'hi everyone welcome back to green balcony today we are growing tomatoes in pots'],
    [8, 'tomatoes in pots are perfect when you only have a small balcony or a sunny window'],
    [16, 'you get fresh tomatoes all summer and the pots are easy to move into the sun'],
    [24, 'cherry tomatoes are the easiest variety for beginners because the plants stay small'],
    [32, 'bush varieties also work well in containers and need less support'],
    [40, 'the pot should hold at least twenty litres of soil for one tomato plant'],
    [48, 'choose a pot with drainage holes so the roots never sit in water'],
    [56, 'use a good potting mix with compost rather than soil from the garden'],
    [64, 'garden soil gets hard in a pot and the roots cannot breathe'],
    [72, 'add a stake or a cage when you plant so you do not damage the roots later'],
    [80, 'watering is the most important part of growing tomatoes in pots'],
    [88, 'water deeply every morning in summer until water runs out of the drainage holes'],
    [96, 'uneven watering causes split fruit and blossom end rot'],
    [104, 'feed the plants every week with a tomato fertiliser once the first flowers appear'],
    [112, 'a fertiliser rich in potassium gives you more flowers and sweeter fruit'],
    [120, 'harvest time is the best part of growing tomatoes'],
    [128, 'pick the tomatoes when they are fully coloured and slightly soft'],
    [136, 'tomatoes ripen best on the plant but you can ripen green ones on a windowsill'],
    [144, 'at the end of the season pull the plants and refresh the potting mix for next year'],
    [152, 'thanks for watching and happy growing'],
  ],
};

/** The same talk without chapters. */
export const noChaptersVideo: FakeVideo = {
  ...gardeningVideo,
  id: 'tmt0GardenB',
  title: 'Tomato Tips Without Chapters',
  description: 'A short talk about tomatoes in pots.',
};

/** A video without captions. */
export const silentVideo: FakeVideo = {
  id: 'silentVid01',
  title: 'A Walk in the Forest (no talking)',
  author: 'Quiet Films',
  description: 'Ten minutes of forest sounds.',
  captions: [],
};
