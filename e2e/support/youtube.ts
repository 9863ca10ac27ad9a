/**
 * A local fake of the YouTube endpoints video to blog calls through
 * `youtube-transcript`: the InnerTube player (POST /youtubei/v1/player) and
 * the caption track (GET /api/timedtext, srv3). The platform's API points
 * YOUTUBE_BASE_URL at E2E_YOUTUBE_PORT (scripts/test.ts); the spec starts it.
 */
import http from 'node:http';

export interface FakeVideo {
  id: string;
  title: string;
  author: string;
  description: string;
  captions: [number, string][];
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function startFakeYouTube(
  port: number,
  videos: FakeVideo[],
): Promise<{ close(): Promise<void> }> {
  const byId = new Map(videos.map((v) => [v.id, v]));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (req.method === 'POST' && url.pathname === '/youtubei/v1/player') {
        const video = byId.get(String((JSON.parse(body || '{}') as { videoId?: string }).videoId ?? ''));
        res.writeHead(200, { 'content-type': 'application/json' });
        if (!video) {
          res.end(JSON.stringify({ playabilityStatus: { status: 'ERROR', reason: 'Video unavailable' } }));
          return;
        }
        res.end(
          JSON.stringify({
            playabilityStatus: { status: 'OK' },
            videoDetails: {
              videoId: video.id,
              title: video.title,
              author: video.author,
              lengthSeconds: String((video.captions.at(-1)?.[0] ?? 0) + 5),
              shortDescription: video.description,
            },
            ...(video.captions.length
              ? {
                  captions: {
                    playerCaptionsTracklistRenderer: {
                      captionTracks: [
                        {
                          baseUrl: `https://www.youtube.com/api/timedtext?v=${video.id}&lang=en`,
                          languageCode: 'en',
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
      const video = byId.get(url.searchParams.get('v') ?? '');
      if (req.method === 'GET' && url.pathname === '/api/timedtext' && video?.captions.length) {
        const lines = video.captions.map(([start, text], i) => {
          const next = video.captions[i + 1]?.[0] ?? start + 4;
          return `<p t="${start * 1000}" d="${(next - start) * 1000}">${xml(text)}</p>`;
        });
        res.writeHead(200, { 'content-type': 'text/xml' });
        res.end(
          `<?xml version="1.0" encoding="utf-8" ?><timedtext format="3"><body>${lines.join('')}</body></timedtext>`,
        );
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export const talk: FakeVideo = {
  id: 'e2eGarden01',
  title: 'Growing Tomatoes in Pots',
  author: 'Green Balcony',
  description: [
    'How to grow tomatoes on a balcony.',
    '',
    '0:00 Why pots',
    '0:32 Pots and soil',
    '1:04 Watering',
    '1:36 Harvest time',
  ].join('\n'),
  captions: [
    [0, 'welcome back today we are growing tomatoes in pots on a small balcony'],
    [8, 'tomatoes in pots are perfect when you only have a sunny window'],
    [16, 'cherry tomatoes are the easiest variety for beginners'],
    [24, 'bush varieties also work well in containers'],
    [32, 'the pot should hold at least twenty litres of potting mix'],
    [40, 'choose a pot with drainage holes so the roots never sit in water'],
    [48, 'use potting mix with compost rather than garden soil'],
    [56, 'add a stake when you plant so the roots stay safe'],
    [64, 'watering is the most important part of growing tomatoes in pots'],
    [72, 'water deeply every morning in summer'],
    [80, 'uneven watering causes split fruit and blossom end rot'],
    [88, 'feed the plants every week once the first flowers appear'],
    [96, 'harvest time is the best part of growing tomatoes'],
    [104, 'pick the tomatoes when they are fully coloured and slightly soft'],
    [112, 'green tomatoes ripen on a windowsill at the end of the season'],
    [120, 'thanks for watching and happy growing'],
  ],
};

export const silent: FakeVideo = {
  id: 'e2eSilent01',
  title: 'Forest Sounds',
  author: 'Quiet Films',
  description: 'No talking.',
  captions: [],
};
