/**
 * Video to blog (issue 11): an article from a YouTube video's transcript,
 * cut into the video's chapters (or parts of it), with key points and a
 * timestamp linking back to the video at each section.
 */
import { articleCost, truncateTokens } from '@inkpress/shared-core';
import { z } from 'zod';
import { FORMAT_RULES, fields, languageRule, lines, quote, SYSTEM_BASE } from '../prompt';
import { defineOperation, tokensFor } from './define';

/** Tokens of transcript the model reads in all, shared by the sections (the document budget of SPEC §9). */
export const VIDEO_TRANSCRIPT_TOKENS = 4000;
/** Sections of one article at most (chapters beyond are left out). */
export const MAX_VIDEO_SECTIONS = 30;

const section = z.object({
  /** The chapter's title; null for a part of a video without chapters. */
  title: z.string().trim().max(200).nullable(),
  /** "1:15" */
  timestamp: z.string().trim().min(1).max(12),
  /** The video at this section's start. */
  url: z.string().url().max(300),
  text: z.string().trim().min(1).max(200_000),
});

const videoArticleInput = z.object({
  videoTitle: z.string().trim().min(1).max(300),
  videoUrl: z.string().url().max(300),
  author: z.string().trim().max(200).nullable().default(null),
  sections: z.array(section).min(1).max(MAX_VIDEO_SECTIONS),
  length: z.enum(['short', 'medium']).default('short'),
  language: fields.language.optional(),
});
export type VideoArticleInput = z.output<typeof videoArticleInput>;

/** Words the article aims at: about 1200 (short) or 2000 (medium). */
export function videoArticleWords(length: 'short' | 'medium'): number {
  return length === 'medium' ? 2000 : 1200;
}

export const videoArticle = defineOperation({
  id: 'video-article',
  label: 'Article from a video',
  description:
    'Writes a blog article from a video transcript: headings per chapter, key points and timestamps linking back.',
  kind: 'article',
  output: 'html',
  schema: videoArticleInput,
  example: {
    videoTitle: 'How to Grow Tomatoes',
    videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
    sections: [
      {
        title: 'Intro',
        timestamp: '0:00',
        url: 'https://www.youtube.com/watch?v=abcdefghijk',
        text: 'today we plant tomatoes in pots and in the garden',
      },
    ],
  },
  temperature: 0.5,
  // Each section reads its share of the transcript budget, so the whole video is covered.
  budget: (input) => {
    const share = Math.max(50, Math.floor(VIDEO_TRANSCRIPT_TOKENS / input.sections.length));
    return { ...input, sections: input.sections.map((s) => ({ ...s, text: truncateTokens(s.text, share) })) };
  },
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      `Turn the video transcript below into a well-written blog article of about ${videoArticleWords(input.length)} words.`,
      'Structure: one <h1> with a title for the article; an introduction that links to the video with ' +
        '<a href="VIDEO URL">; a <h2>Key points</h2> section with a <ul> of 3 to 6 key points; then one <h2> per ' +
        'transcript section in the same order (use the chapter title when it is given, else write a heading for it), ' +
        'whose first paragraph starts with the section\'s timestamp as a link, exactly <a href="SECTION URL">TIMESTAMP</a>; ' +
        'and a <h2>Conclusion</h2>.',
      'Write in full sentences from what the speaker says; do not invent facts that are not in the transcript.',
      languageRule(input.language, 'Write in the language of the transcript.'),
      FORMAT_RULES.html,
    ),
    user: lines(
      `Video: ${input.videoTitle}${input.author ? ` by ${input.author}` : ''}`,
      `Video URL: ${input.videoUrl}`,
      ...input.sections.map((s, i) =>
        quote(
          `Section ${i + 1}${s.title ? ` "${s.title}"` : ''}, timestamp ${s.timestamp}, URL ${s.url}`,
          s.text,
        ),
      ),
    ),
  }),
  // The flat article price of SPEC §9, like any generated article.
  estimate: () => articleCost({}),
  charge: () => articleCost({}),
  maxTokens: (input) => tokensFor(videoArticleWords(input.length) * 1.3 + 200, 'html'),
});
