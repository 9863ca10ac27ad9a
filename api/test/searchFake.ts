/**
 * A local stand-in for the research search provider: it speaks SearXNG's
 * JSON API (`GET /search?q=&format=json&categories=`), answering from a
 * small catalogue by the words of the query and the category, and records
 * the requests it got. Tests and the e2e platform start it on loopback and
 * point SEARCH_PROVIDER_URL at it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeEntry {
  category: string;
  url: string;
  title: string;
  content: string;
  publishedDate?: string;
  img_src?: string;
  thumbnail_src?: string;
  authors?: string[];
  journal?: string;
}

/** The catalogue the fake answers from; a query matches an entry sharing one of its words. */
export const FAKE_SEARCH_ENTRIES: FakeEntry[] = [
  {
    category: 'general',
    url: 'https://www.seriouseats.example/cast-iron-seasoning',
    title: 'The science of cast iron seasoning',
    content: 'Seasoning is polymerised oil bonded to the pan. Thin layers, high heat.',
    publishedDate: '2024-03-02T00:00:00Z',
  },
  {
    category: 'general',
    url: 'https://www.seriouseats.example/cast-iron-myths',
    title: 'Cast iron myths, debunked',
    content: 'You can use soap on cast iron. Here is why.',
  },
  {
    category: 'general',
    url: 'https://kitchen.example/guides/cast-iron',
    title: 'How to care for a cast iron pan',
    content: 'Dry it on the stove and oil it lightly after each wash.',
  },
  {
    category: 'general',
    url: 'javascript:alert(1)',
    title: 'A hostile result',
    content: 'Never shown: not an http(s) address.',
  },
  {
    category: 'books',
    url: 'https://openlibrary.example/works/OL1W',
    title: 'The Cast Iron Skillet Cookbook',
    content: 'Recipes and care for cast iron.',
    authors: ['Sharon Kramis', 'Julie Kramis Hearne'],
  },
  {
    category: 'science',
    url: 'https://doi.example/10.1000/cast-iron-2019',
    title: 'Iron uptake from cast iron cookware',
    content: 'Cooking in cast iron raised the iron content of foods.',
    journal: 'Journal of Food Science',
    publishedDate: '2019-06-01',
  },
  {
    category: 'videos',
    url: 'https://video.example/watch?v=castiron',
    title: 'Seasoning cast iron in 5 minutes',
    content: 'A short video.',
    thumbnail_src: 'https://video.example/thumb/castiron.jpg',
  },
  {
    category: 'images',
    url: 'https://photos.example/cast-iron-pan',
    title: 'A seasoned cast iron pan',
    content: '',
    img_src: 'https://photos.example/img/cast-iron-pan.jpg',
    thumbnail_src: 'https://photos.example/img/cast-iron-pan-small.jpg',
  },
  {
    category: 'images',
    url: 'https://photos.example/no-image',
    title: 'A pan picture without an image address',
    content: '',
  },
];

/** Query suggestions the fake sends with every answer for "cast iron". */
export const FAKE_SUGGESTIONS = ['cast iron skillet', 'cast iron seasoning oil'];

export interface SearchFake {
  url: string;
  /** The query strings of the requests it got. */
  requests: URLSearchParams[];
  /** The next answers' HTTP status (200 by default). */
  failWith: (status: number | null) => void;
  close: () => Promise<void>;
}

export async function startSearchFake(): Promise<SearchFake> {
  const requests: URLSearchParams[] = [];
  let failing: number | null = null;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/search') {
      res.writeHead(404).end();
      return;
    }
    requests.push(url.searchParams);
    if (failing) {
      res.writeHead(failing, { 'content-type': 'text/plain' }).end('failing');
      return;
    }
    if (url.searchParams.get('format') !== 'json') {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('format not allowed');
      return;
    }
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const words = q.match(/[a-z0-9]+/g) ?? [];
    const categories = (url.searchParams.get('categories') ?? 'general').split(',');
    const results = FAKE_SEARCH_ENTRIES.filter(
      (e) =>
        categories.includes(e.category) &&
        words.some((w) => `${e.title} ${e.content}`.toLowerCase().includes(w)),
    ).map((e) => ({ ...e, engine: 'fake', score: 1 }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        query: q,
        number_of_results: results.length,
        results,
        answers: [],
        corrections: [],
        infoboxes: [],
        suggestions: q.includes('cast iron') ? FAKE_SUGGESTIONS : [],
        unresponsive_engines: [],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failWith: (status) => {
      failing = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
