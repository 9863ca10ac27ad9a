/**
 * A YouTube video's details and transcript (video to blog, issue 11), with
 * the `youtube-transcript` package (FINDINGS.md): it asks YouTube's InnerTube
 * player (`/youtubei/v1/player`) for the caption tracks and reads the track
 * (`/api/timedtext`). Every request goes through our SSRF rules: the package
 * gets `fetchFor(fetchPolicy)` as its `fetch`, rebased onto `baseUrl` (tests
 * point it at a local fake of those endpoints). The player answer the
 * package reads is kept too: it carries the title, author, length and the
 * description whose timestamps are the video's chapters.
 */
import { ErrorCode, formatTimestamp, youTubeWatchUrl } from '@inkpress/shared-core';
import {
  YoutubeTranscript,
  YoutubeTranscriptDisabledError,
  YoutubeTranscriptNotAvailableError,
  YoutubeTranscriptNotAvailableLanguageError,
  YoutubeTranscriptTooManyRequestError,
  YoutubeTranscriptVideoUnavailableError,
} from 'youtube-transcript';
import { AppError, ValidationError } from '../../errors';
import { type FetchPolicy, fetchFor } from '../../lib/safeFetch';

export const YOUTUBE_ORIGIN = 'https://www.youtube.com';

export interface YouTubeSource {
  fetchPolicy: FetchPolicy;
  /** Where YouTube's endpoints are (https://www.youtube.com; a local fake in tests). */
  baseUrl: string;
  timeoutMs?: number;
}

export interface CaptionLine {
  /** Seconds from the start. */
  start: number;
  duration: number;
  text: string;
}

export interface Chapter {
  title: string;
  start: number;
}

export interface VideoTranscript {
  id: string;
  title: string;
  author: string | null;
  durationSeconds: number;
  description: string;
  /** From the description's timestamps (YouTube's own rule: the first at 0:00, three or more). */
  chapters: Chapter[];
  lines: CaptionLine[];
  language: string | null;
}

/** A video's transcript is cut to this many lines (a 10-hour stream is still one article). */
export const MAX_CAPTION_LINES = 6000;

/**
 * The `fetch` the package gets: requests to YouTube's origin go to
 * `baseUrl` instead, through safeFetch; the player's answer is recorded.
 */
function youTubeFetch(source: YouTubeSource, seen: { player?: unknown }): typeof fetch {
  const base = source.baseUrl.replace(/\/$/, '');
  const inner = fetchFor(source.fetchPolicy, source.timeoutMs ?? 15_000);
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const target = raw.startsWith(YOUTUBE_ORIGIN) ? base + raw.slice(YOUTUBE_ORIGIN.length) : raw;
    const response = await inner(target, init);
    if (new URL(target).pathname === '/youtubei/v1/player' && response.ok) {
      const text = await response.text();
      try {
        seen.player = JSON.parse(text);
      } catch {
        seen.player = null;
      }
      return new Response(text, {
        status: response.status,
        headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' },
      });
    }
    return response;
  }) as typeof fetch;
}

interface PlayerAnswer {
  playabilityStatus?: { status?: string; reason?: string };
  videoDetails?: {
    videoId?: string;
    title?: string;
    author?: string;
    lengthSeconds?: string;
    shortDescription?: string;
  };
  captions?: { playerCaptionsTracklistRenderer?: { captionTracks?: unknown[] } };
}

const TIMESTAMP_LINE = /^\s*(?:[-•*]\s*)?\(?((?:\d{1,2}:)?\d{1,2}:\d{2})\)?\s*[-–—:|]?\s*(.+?)\s*$/;

function seconds(stamp: string): number {
  return stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * Chapters of a description, as YouTube makes them: lines starting with a
 * timestamp, the first at 0:00, at least three, in increasing order.
 */
export function chaptersOf(description: string, durationSeconds = 0): Chapter[] {
  const found: Chapter[] = [];
  for (const line of description.split(/\r?\n/)) {
    const match = TIMESTAMP_LINE.exec(line);
    if (!match) continue;
    const start = seconds(match[1]!);
    const title = match[2]!.replace(/\s+/g, ' ').trim().slice(0, 120);
    if (!title) continue;
    if (found.length > 0 && start <= found.at(-1)!.start) continue;
    if (durationSeconds > 0 && start >= durationSeconds) continue;
    found.push({ title, start });
  }
  if (found.length < 3 || found[0]!.start !== 0) return [];
  return found;
}

const NO_CAPTIONS =
  'This video has no captions, so there is no transcript to write from. Pick a video with captions (its own or automatic ones); nothing was charged.';

/** Seconds, whatever unit the track used (srv3 answers in milliseconds, the classic format in seconds). */
function lineOf(item: { offset: number; duration: number; text: string }, inMs: boolean): CaptionLine {
  const scale = inMs ? 1000 : 1;
  return {
    start: Math.max(0, item.offset / scale),
    duration: Math.max(0, item.duration / scale),
    text: item.text.replace(/\s+/g, ' ').trim(),
  };
}

/**
 * The video's details and transcript. 400 with a clear message for a video
 * without captions, one that is unavailable, or a language it has no
 * captions in; 503 when YouTube refuses us for now.
 */
export async function fetchVideoTranscript(
  source: YouTubeSource,
  videoId: string,
  options: { language?: string } = {},
): Promise<VideoTranscript> {
  const seen: { player?: unknown } = {};
  const fetch = youTubeFetch(source, seen);
  const lang = options.language?.split('-')[0];
  let items: { offset: number; duration: number; text: string; lang?: string }[];
  try {
    items = await YoutubeTranscript.fetchTranscript(videoId, { fetch, ...(lang ? { lang } : {}) });
  } catch (err) {
    if (err instanceof AppError) throw err;
    const player = seen.player as PlayerAnswer | undefined;
    const playable = player?.playabilityStatus?.status === 'OK';
    if (err instanceof YoutubeTranscriptNotAvailableLanguageError && lang) {
      // No track in the asked language: any track will do, the article is written in the asked one.
      return fetchVideoTranscript(source, videoId, {});
    }
    if (
      err instanceof YoutubeTranscriptDisabledError ||
      err instanceof YoutubeTranscriptNotAvailableError ||
      (playable && err instanceof YoutubeTranscriptVideoUnavailableError)
    )
      throw ValidationError(NO_CAPTIONS, { reason: 'no-captions' });
    if (err instanceof YoutubeTranscriptVideoUnavailableError)
      throw ValidationError(
        player?.playabilityStatus?.reason
          ? `This video is unavailable: ${player.playabilityStatus.reason}`
          : 'This video is unavailable (private, removed or not found).',
        { reason: 'video-unavailable' },
      );
    if (err instanceof YoutubeTranscriptTooManyRequestError)
      throw new AppError(
        503,
        ErrorCode.ServiceUnavailable,
        'YouTube is refusing requests for now. Try again later.',
      );
    throw new AppError(
      503,
      ErrorCode.ServiceUnavailable,
      `YouTube could not be reached: ${err instanceof Error ? err.message.replace('[YoutubeTranscript] 🚨 ', '') : String(err)}`,
    );
  }
  const player = (seen.player ?? {}) as PlayerAnswer;
  const details = player.videoDetails ?? {};
  // srv3 tracks give milliseconds: whole numbers far beyond any caption's length in seconds.
  const inMs = items.some((i) => Number.isInteger(i.duration) && i.duration >= 100);
  const lines = items
    .map((i) => lineOf(i, inMs))
    .filter((l) => l.text)
    .slice(0, MAX_CAPTION_LINES);
  if (lines.length === 0) throw ValidationError(NO_CAPTIONS, { reason: 'no-captions' });
  const last = lines.at(-1)!;
  const durationSeconds = Math.max(
    Number(details.lengthSeconds ?? 0) || 0,
    Math.ceil(last.start + last.duration),
  );
  const description = String(details.shortDescription ?? '');
  return {
    id: videoId,
    title: String(details.title ?? '').trim() || `YouTube video ${videoId}`,
    author: details.author ? String(details.author) : null,
    durationSeconds,
    description,
    chapters: chaptersOf(description, durationSeconds),
    lines,
    language: items[0]?.lang ?? null,
  };
}

export interface TranscriptSection {
  title: string | null;
  start: number;
  url: string;
  timestamp: string;
  text: string;
}

/**
 * The transcript cut into the article's sections: one per chapter, or
 * (without chapters) parts of about equal length in time, `parts` of them.
 */
export function sectionsOf(video: VideoTranscript, parts: number): TranscriptSection[] {
  const bounds: { title: string | null; start: number }[] =
    video.chapters.length > 0
      ? video.chapters
      : Array.from({ length: Math.max(1, parts) }, (_, i) => ({
          title: null,
          start: Math.floor((video.durationSeconds * i) / Math.max(1, parts)),
        }));
  const sections = bounds.map((b, i) => {
    const end = bounds[i + 1]?.start ?? Number.POSITIVE_INFINITY;
    const text = video.lines
      .filter((l) => l.start >= b.start && l.start < end)
      .map((l) => l.text)
      .join('\n');
    // A part's link starts at its first line, so the video opens where it speaks.
    const first = video.lines.find((l) => l.start >= b.start && l.start < end);
    const start = b.title !== null ? b.start : Math.floor(first?.start ?? b.start);
    return {
      title: b.title,
      start,
      url: youTubeWatchUrl(video.id, start),
      timestamp: formatTimestamp(start),
      text,
    };
  });
  return sections.filter((s) => s.text.trim().length > 0);
}
