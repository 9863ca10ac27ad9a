/**
 * Publishing to Medium (the blogging platform) and Reddit (social news):
 * called by publishPost (publish.ts) under its publish lease.
 *
 * Neither API can update what it was sent (Medium has no update, read or
 * delete; a Reddit post's title and link never change), so each is sent once:
 * the target's id is stored the moment it answers, and a later publish of the
 * same post (to the same subreddit) creates nothing and answers the
 * publication it already has, with a notice saying why (`sentOnceNotice`).
 * Ten identical requests at once reach the target once: the lease answers
 * 409 to the others while the first runs, and the stored id answers after.
 */
import { decodeEntities, ErrorCode, type PublishInput, stripTags } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import type { Config } from '../config';
import { isDuplicateKey } from '../db';
import { AppError, ValidationError } from '../errors';
import type { IntegrationDoc } from '../models/Integration';
import type { PostDoc } from '../models/Post';
import {
  Publication,
  type PublicationDoc,
  PublishSendClaim,
  type PublishSendClaimDoc,
} from '../models/Publication';
import {
  createMediumPost,
  type MediumPostInput,
  mediumMe,
  refusedByMedium,
} from '../services/integrations/medium';
import { type RedditAccount, submitToReddit } from '../services/integrations/reddit';
import { htmlOf } from './postHtml';
import type { Outcome } from './publish';

/** The types whose posts are sent once and never updated. */
export const sentOnceTypes = ['medium', 'reddit'] as const;
export const isSentOnce = (type: string) => (sentOnceTypes as readonly string[]).includes(type);

/**
 * The publication key's tail for a Reddit submission: one per subreddit
 * (a post may go to several). Refuses a subreddit the integration was not
 * connected with.
 */
export function socialKeySuffix(integration: IntegrationDoc, input: PublishInput): string {
  if (integration.type !== 'reddit') return '';
  const subreddit = input.reddit?.subreddit;
  if (!subreddit) throw ValidationError('Choose the subreddit to post to.');
  const known = (integration.subreddits ?? []).find((s) => s.toLowerCase() === subreddit.toLowerCase());
  if (!known)
    throw ValidationError(
      `r/${subreddit} is not one of this Reddit integration’s subreddits. Add it to the integration first.`,
    );
  return `:r/${known.toLowerCase()}`;
}

/** Why a second publish to Medium or the same subreddit made nothing new. */
export function sentOnceNotice(type: string, existing: PublicationDoc): string {
  if (type === 'medium')
    return `This post is already on Medium${existing.url ? ` at ${existing.url}` : ''}. Medium’s API cannot update or delete posts, so nothing new was sent: edit it on Medium.`;
  return `This post was already submitted to this subreddit${existing.url ? ` (${existing.url})` : ''}. Reddit cannot change a submitted post, so nothing new was sent.`;
}

/** Medium shows only the content: it starts with the title as a heading, as Medium's API asks. */
export function mediumContent(html: string, title: string): string {
  const first = /^\s*<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  const same = (a: string) => decodeEntities(stripTags(a)).replace(/\s+/g, ' ').trim();
  if (first && same(first[1] ?? '') === same(title)) return html;
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<h1>${escaped}</h1>${html}`;
}

/** The live address of the post on another site (the latest), for Medium's canonical URL. */
async function liveUrlElsewhere(post: PostDoc): Promise<string | null> {
  const found = await Publication.findOne({
    postId: new Types.ObjectId(String(post._id)),
    state: 'published',
    url: { $ne: null },
    type: { $nin: ['medium', 'reddit', 'api'] },
  })
    .sort({ updatedAt: -1 })
    .lean<PublicationDoc>();
  return found?.url ?? null;
}

const sendClaimId = (key: string) => `${key}:send`;

/** A send to Medium may have happened: the person must check before anything is sent again. */
export const MediumSendUnconfirmed = (checkUrl: string | null, at: Date) =>
  new AppError(
    409,
    ErrorCode.Conflict,
    `An earlier publish of this post to Medium was interrupted on ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC after it was sent and before Medium’s answer was saved, and Medium’s API cannot tell whether the post was made. Check your Medium profile${checkUrl ? ` (${checkUrl})` : ''}: if the post is there, nothing more is needed; if it is not, send it again.`,
    { reason: 'medium_send_unconfirmed', checkUrl, at: at.toISOString() },
  );

/**
 * Claims the one send of a post to Medium (a unique-_id insert before the
 * create call). A claim left by an earlier send whose answer was never
 * stored refuses, unless the person checked Medium and asks to send again.
 */
async function claimMediumSend(key: string, checkUrl: string, resend: boolean) {
  const id = sendClaimId(key);
  const earlier = await PublishSendClaim.findById(id).lean<PublishSendClaimDoc>();
  if (earlier) {
    if (!resend) throw MediumSendUnconfirmed(earlier.checkUrl, earlier.at);
    await PublishSendClaim.deleteOne({ _id: id, at: earlier.at });
  }
  try {
    await PublishSendClaim.collection.insertOne({ _id: id, at: new Date(), checkUrl } as never);
  } catch (err) {
    if (isDuplicateKey(err)) throw MediumSendUnconfirmed(checkUrl, new Date());
    throw err;
  }
}

/** Creates the post on Medium (once) and checks what Medium answers against what was sent. */
export async function publishToMedium(
  config: Config,
  token: string,
  post: PostDoc,
  input: PublishInput,
  key: string,
): Promise<Outcome> {
  const title = (post.title ?? '').trim() || 'Untitled Document';
  const tags = (input.tags ?? post.tags ?? [])
    .map((t) => String(t).trim())
    .filter((t) => t && t.length <= 25)
    .slice(0, 5);
  const canonicalUrl = input.medium?.canonicalUrl ?? (await liveUrlElsewhere(post));
  const publishStatus: MediumPostInput['publishStatus'] =
    input.status === 'publish' ? (input.medium?.unlisted ? 'unlisted' : 'public') : 'draft';
  const payload: MediumPostInput = {
    title: title.slice(0, 100),
    contentFormat: 'html',
    content: mediumContent(htmlOf(post), title),
    tags,
    publishStatus,
    ...(canonicalUrl ? { canonicalUrl } : {}),
    ...(input.medium?.notifyFollowers !== undefined ? { notifyFollowers: input.medium.notifyFollowers } : {}),
  };
  const me = await mediumMe(config, token);
  await claimMediumSend(key, me.url, input.medium?.resendUnconfirmed === true);
  let sent: Awaited<ReturnType<typeof createMediumPost>>;
  try {
    sent = await createMediumPost(config, token, me.id, payload);
  } catch (err) {
    // Medium refused (it made nothing): the claim goes, so a retry may send. Any other failure
    // (no answer, 5xx, a cut connection) may have made the post: the claim stays.
    if (refusedByMedium(err)) await PublishSendClaim.deleteOne({ _id: sendClaimId(key) });
    throw err;
  }
  // Stored at once: whatever happens next, a retry sends nothing again.
  await Publication.updateOne({ _id: key }, { $set: { remoteId: sent.id, url: sent.url } });
  // Medium has no read-back: its answer to the create is compared instead.
  if (sent.publishStatus !== publishStatus || (sent.title ?? '').trim() !== payload.title)
    throw new AppError(
      502,
      'InternalError',
      `Medium answered the post as "${sent.title}" (${sent.publishStatus}), not "${payload.title}" (${publishStatus}). Check it on Medium at ${sent.url}.`,
    );
  return {
    state: publishStatus === 'draft' ? 'draft' : 'published',
    remoteId: sent.id,
    url: sent.url,
    scheduledFor: null,
  };
}

/** A self post's markdown: the meta description or the post's first paragraphs, and where to read it all. */
export function redditSummary(post: PostDoc, liveUrl: string | null, max = 1500): string {
  const description = (post.metaDescription ?? '').trim();
  const paragraphs: string[] = [];
  if (description) paragraphs.push(description);
  else {
    let length = 0;
    for (const match of htmlOf(post).matchAll(/<p[^>]*>([\s\S]*?)<\/p>/gi)) {
      const text = decodeEntities(stripTags(match[1] ?? '', ' '))
        .replace(/\s+/g, ' ')
        .trim();
      if (!text) continue;
      if (length + text.length > max && paragraphs.length > 0) break;
      paragraphs.push(text.slice(0, max));
      length += text.length;
    }
  }
  // Markdown's own characters in the text stay text.
  const body = paragraphs.map((p) => p.replace(/([\\`*_[\]#>~|])/g, '\\$1')).join('\n\n');
  return liveUrl ? `${body}\n\n[Read the full post](${liveUrl})`.trim() : body;
}

/** Submits the post to one subreddit (once): a link to its live address, or a text post. */
export async function publishToReddit(
  config: Config,
  account: RedditAccount,
  post: PostDoc,
  input: PublishInput,
  key: string,
): Promise<Outcome> {
  const options = input.reddit;
  if (!options) throw ValidationError('Choose the subreddit and the kind of post.');
  const title = (options.title ?? post.title ?? '').trim().slice(0, 300) || 'Untitled Document';
  const text =
    options.kind === 'self'
      ? (options.text ?? redditSummary(post, await liveUrlElsewhere(post))).slice(0, 40_000)
      : undefined;
  const sent = await submitToReddit(config, account, {
    subreddit: options.subreddit,
    kind: options.kind,
    title,
    ...(options.kind === 'link' && options.url ? { url: options.url } : {}),
    ...(text !== undefined ? { text } : {}),
    ...(options.flairId ? { flairId: options.flairId } : {}),
    ...(options.flairText ? { flairText: options.flairText } : {}),
  });
  await Publication.updateOne({ _id: key }, { $set: { remoteId: sent.name, url: sent.url } });
  return { state: 'published', remoteId: sent.name, url: sent.url, scheduledFor: null };
}
