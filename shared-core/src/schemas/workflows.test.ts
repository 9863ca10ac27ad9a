import {
  formatTimestamp,
  VideoToBlogInput,
  workflowCatalogue,
  youTubeVideoId,
  youTubeWatchUrl,
} from './workflows';

describe('youTubeVideoId', () => {
  it('reads the id of every form of a YouTube video URL', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/live/dQw4w9WgXcQ',
    ])
      expect({ url, id: youTubeVideoId(url) }).toEqual({ url, id: 'dQw4w9WgXcQ' });
  });

  it('refuses other sites, other pages and malformed ids', () => {
    for (const url of [
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/channel/UC1234567890',
      'ftp://youtu.be/dQw4w9WgXcQ',
      'dQw4w9WgXcQ',
      '',
    ])
      expect({ url, id: youTubeVideoId(url) }).toEqual({ url, id: null });
  });

  it('is what the input schema accepts', () => {
    expect(VideoToBlogInput.safeParse({ url: 'https://youtu.be/dQw4w9WgXcQ' }).success).toBe(true);
    const bad = VideoToBlogInput.safeParse({ url: 'https://vimeo.com/123' });
    expect(bad.error?.issues[0]?.message).toBe('This is not the URL of a YouTube video.');
  });
});

describe('timestamps', () => {
  it('formats seconds as a video player does and links to the moment', () => {
    expect(formatTimestamp(0)).toBe('0:00');
    expect(formatTimestamp(75)).toBe('1:15');
    expect(formatTimestamp(3725)).toBe('1:02:05');
    expect(youTubeWatchUrl('dQw4w9WgXcQ', 80.6)).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=80s');
    expect(youTubeWatchUrl('dQw4w9WgXcQ', 0)).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });
});

describe('the workflow catalogue', () => {
  it('gives each workflow a unique slug, steps and where it runs', () => {
    expect(new Set(workflowCatalogue.map((w) => w.slug)).size).toBe(workflowCatalogue.length);
    for (const w of workflowCatalogue) {
      expect(w.steps.length).toBeGreaterThan(0);
      expect(w.path).toMatch(/^\/dashboard\//);
      if (w.type) expect(w.path).toBe(`/dashboard/workflows/${w.slug}`);
    }
  });
});
