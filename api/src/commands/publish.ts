/**
 * Publishing a post to a connected site (POST /api/integrations/publish).
 *
 * - Exclusive: one publish per post and site at a time. The caller first
 *   inserts the lease `<integrationId>:<postId>` (a unique _id: the one
 *   exclusive write FerretDB has); a second publish meanwhile answers 409,
 *   so ten identical requests at once reach the site once.
 * - Idempotent: the site's id of the post is stored the moment the site
 *   answers, and every later publish updates that post. A publish that died
 *   between the site's create and storing its id left the slug it sent: the
 *   next one finds the post by slug before creating anything.
 * - Verified: the post is read back from the site and its title and status
 *   compared before anything on our side changes; only then is the post
 *   marked published (or scheduled) and the live URL stored.
 * - A failure leaves the post as it was; the publication keeps the reason.
 */
import { randomUUID } from 'node:crypto';
import { ErrorCode, type PublishInput, slugify } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import type { Config } from '../config';
import { isDuplicateKey } from '../db';
import { AppError, Conflict, NotFound, ValidationError, WebUrlInaccessible } from '../errors';
import type { AuthUser } from '../identity';
import type { IntegrationDoc } from '../models/Integration';
import { Post, type PostDoc } from '../models/Post';
import { Publication, type PublicationDoc, PublishLease } from '../models/Publication';
import { ownerScope } from '../policies';
import {
  findIntegration,
  forgetCommon,
  ghostSiteOf,
  markConnected,
  mediumTokenOf,
  noteFailure,
  redditAccountOfIntegration,
  shopifyCommonFor,
  shopifySiteOf,
  webflowTargetOf,
  webhookOf,
  wordpressCommonFor,
  wordpressSiteOf,
} from '../services/integrations';
import {
  createGhostPost,
  findGhostPostBySlug,
  type GhostPost,
  type GhostPostInput,
  type GhostSite,
  readGhostPost,
  updateGhostPost,
  uploadGhostImage,
} from '../services/integrations/ghost';
import { targetFetch } from '../services/integrations/http';
import {
  createShopifyArticle,
  findShopifyArticleByHandle,
  readShopifyArticle,
  type ShopifyArticle,
  type ShopifyArticleInput,
  type ShopifySite,
  updateShopifyArticle,
} from '../services/integrations/shopify';
import {
  createWebflowItem,
  findWebflowItemBySlug,
  itemUrl,
  readLiveWebflowItem,
  readWebflowItem,
  unpublishWebflowItem,
  updateWebflowItem,
  type WebflowItem,
  type WebflowTarget,
} from '../services/integrations/webflow';
import { deliverWebhook } from '../services/integrations/webhook';
import {
  createWordpressPost,
  findWordpressPostBySlug,
  readWordpressPost,
  updateWordpressPost,
  uploadWordpressMedia,
  type WordpressSite,
  type WpPost,
  type WpPostInput,
} from '../services/integrations/wordpress';
import { findPost } from '../services/posts';
import { htmlOf } from './postHtml';
import {
  isSentOnce,
  publishToMedium,
  publishToReddit,
  sentOnceNotice,
  socialKeySuffix,
} from './publishSocial';

/** How long a publish may hold its lease before another may take over (a crashed process). */
export const PUBLISH_LEASE_MS = 5 * 60_000;
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export const publicationKey = (integrationId: string, postId: string) => `${integrationId}:${postId}`;

/** Takes the publish lease of a key, or answers 409 while another publish holds it. */
export async function takePublishLease(key: string, now = Date.now()): Promise<string> {
  const token = randomUUID();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await PublishLease.collection.insertOne({
        _id: key,
        token,
        expiresAt: new Date(now + PUBLISH_LEASE_MS),
      } as never);
      return token;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      const held = await PublishLease.findById(key).lean();
      if (held && held.expiresAt.getTime() > now)
        throw Conflict('This post is being published to this site right now. Wait for it to finish.');
      // Expired (its process died): remove exactly that lease, then race for a new one.
      if (held) await PublishLease.deleteOne({ _id: key, token: held.token });
    }
  }
  throw Conflict('This post is being published to this site right now. Wait for it to finish.');
}

export async function releasePublishLease(key: string, token: string) {
  await PublishLease.deleteOne({ _id: key, token });
}

/** WordPress themes show the title themselves: a first <h1> repeating it is left out of the content. */
export function withoutTitleHeading(html: string, title: string): string {
  const match = /^\s*<h1[^>]*>([\s\S]*?)<\/h1>\s*/i.exec(html);
  if (!match) return html;
  const text = (match[1] ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text === title.replace(/\s+/g, ' ').trim() ? html.slice(match[0].length) : html;
}

interface Image {
  bytes: Buffer;
  filename: string;
  contentType: string;
  alt: string | null;
}

const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The feature image's bytes: a data: URL decoded, an address fetched (SSRF rules, images only). */
async function loadImage(config: Config, post: PostDoc): Promise<Image | null> {
  const source = post.featureImage?.url;
  if (!source) return null;
  const alt = post.featureImage?.alt ?? null;
  const base = slugify(post.title ?? '') || 'feature-image';
  const data = /^data:(image\/[\w.+-]+);base64,(.*)$/is.exec(source);
  if (data) {
    const contentType = data[1]!.toLowerCase();
    const ext = IMAGE_TYPES[contentType];
    if (!ext) throw ValidationError('The feature image must be a JPEG, PNG, GIF or WebP image to publish.');
    return { bytes: Buffer.from(data[2]!, 'base64'), filename: `${base}.${ext}`, contentType, alt };
  }
  const url = source.startsWith('/') ? new URL(source, config.publicUrl).toString() : source;
  const response = await targetFetch(config, url, {
    accept: Object.keys(IMAGE_TYPES),
    maxBytes: MAX_IMAGE_BYTES,
  });
  if (!response.ok)
    throw WebUrlInaccessible(
      `The feature image could not be loaded (${response.status}). Change it and try again.`,
    );
  const ext = IMAGE_TYPES[response.contentType] ?? 'jpg';
  return { bytes: response.body, filename: `${base}.${ext}`, contentType: response.contentType, alt };
}

export interface Outcome {
  state: 'draft' | 'published' | 'scheduled';
  remoteId: string | null;
  url: string | null;
  scheduledFor: Date | null;
  media?: { source: string; remoteId: string } | null;
}

const expectedWpStatus = { draft: 'draft', publish: 'publish', future: 'future' } as const;

function plainTitle(post: WpPost): string {
  return (post.title?.raw ?? post.title?.rendered ?? '').trim();
}

/** Sends the post to WordPress (create or update), then reads it back and compares. */
async function publishToWordpress(
  config: Config,
  integration: IntegrationDoc,
  site: WordpressSite,
  post: PostDoc,
  input: PublishInput,
  existing: PublicationDoc | null,
  key: string,
): Promise<Outcome> {
  const title = (post.title ?? '').trim() || 'Untitled Document';
  const slug = post.slug?.trim() || slugify(title);
  const metaTitle = input.metaTitle ?? post.metaTitle ?? '';
  const metaDescription = input.metaDescription ?? post.metaDescription ?? '';
  const payload: WpPostInput = {
    title,
    content: withoutTitleHeading(htmlOf(post), title),
    status: input.status,
    slug,
    excerpt: metaDescription,
    ...(input.categories ? { categories: input.categories } : {}),
    ...(input.tags ? { tags: input.tags.filter((t): t is number => typeof t === 'number') } : {}),
    ...(typeof input.author === 'number' ? { author: input.author } : {}),
  };
  if (input.status === 'future' && input.schedulePublishConfig)
    payload.date_gmt = new Date(input.schedulePublishConfig.date).toISOString().replace(/\.\d{3}Z$/, '');
  // Yoast SEO's own fields, when the site runs it.
  const common = await wordpressCommonFor(config, integration).catch(() => null);
  if (common?.yoast && (metaTitle || metaDescription))
    payload.meta = { _yoast_wpseo_title: metaTitle, _yoast_wpseo_metadesc: metaDescription };

  // The feature image, uploaded once per source address.
  let media = existing?.media ?? null;
  const source = post.featureImage?.url ?? null;
  if (source) {
    if (!media || media.source !== source) {
      const image = await loadImage(config, post);
      if (image) media = { source, remoteId: String(await uploadWordpressMedia(config, site, image)) };
      await Publication.updateOne({ _id: key }, { $set: { media } });
    }
    if (media) payload.featured_media = Number(media.remoteId);
  } else if (existing?.remoteId) {
    payload.featured_media = 0;
  }

  // Update the post this publication already made (or the one named), else find a lost one, else create.
  let remoteId = input.existingPostId ?? existing?.remoteId ?? null;
  if (!remoteId && existing?.slug) {
    const lost = await findWordpressPostBySlug(config, site, existing.slug);
    if (lost) remoteId = String(lost.id);
  }
  let sent: WpPost;
  if (remoteId) {
    try {
      sent = await updateWordpressPost(config, site, remoteId, payload);
    } catch (err) {
      // Our post was deleted on the site: make a new one (a post named by the user must exist).
      if (!(err instanceof AppError && err.status === 404) || input.existingPostId) throw err;
      sent = await createWordpressPost(config, site, payload);
    }
  } else {
    await Publication.updateOne({ _id: key }, { $set: { slug } });
    sent = await createWordpressPost(config, site, payload);
  }
  remoteId = String(sent.id);
  // Stored at once: whatever happens next, a retry updates this post.
  await Publication.updateOne({ _id: key }, { $set: { remoteId, slug: sent.slug ?? slug } });

  const back = await readWordpressPost(config, site, remoteId);
  const want = expectedWpStatus[input.status];
  // A scheduled date WordPress already reached publishes at once.
  const statusOk = back.status === want || (want === 'future' && back.status === 'publish');
  if (!statusOk || plainTitle(back) !== title || !back.link)
    throw new AppError(
      502,
      'InternalError',
      `WordPress shows the post as "${plainTitle(back)}" (${back.status}), not "${title}" (${want}). Nothing was marked published.`,
    );
  const state = back.status === 'publish' ? 'published' : back.status === 'future' ? 'scheduled' : 'draft';
  return {
    state,
    remoteId,
    url: back.link,
    scheduledFor: state === 'scheduled' && back.date_gmt ? new Date(`${back.date_gmt}Z`) : null,
    media,
  };
}

const ghostStatus = { draft: 'draft', publish: 'published', future: 'scheduled' } as const;

/**
 * Sends the post to Ghost (create or update) through the Admin API, then
 * reads it back and compares title, status and feature image.
 */
async function publishToGhost(
  config: Config,
  site: GhostSite,
  post: PostDoc,
  input: PublishInput,
  existing: PublicationDoc | null,
  key: string,
): Promise<Outcome> {
  const title = (post.title ?? '').trim() || 'Untitled Document';
  const slug = post.slug?.trim() || slugify(title);
  const want = ghostStatus[input.status];
  const metaTitle = input.metaTitle ?? post.metaTitle ?? '';
  const metaDescription = input.metaDescription ?? post.metaDescription ?? '';
  const payload: GhostPostInput = {
    title,
    html: withoutTitleHeading(htmlOf(post), title),
    status: want,
    slug,
    // Ghost's own limits: 300 characters of excerpt and meta title, 500 of meta description.
    custom_excerpt: metaDescription ? metaDescription.slice(0, 300) : null,
    meta_title: metaTitle ? metaTitle.slice(0, 300) : null,
    meta_description: metaDescription ? metaDescription.slice(0, 500) : null,
    ...(input.tags ? { tags: input.tags.map((name) => ({ name: String(name) })) } : {}),
    ...(typeof input.author === 'string' ? { authors: [{ id: input.author }] } : {}),
  };
  if (want === 'scheduled' && input.schedulePublishConfig)
    payload.published_at = new Date(input.schedulePublishConfig.date).toISOString();
  // A post scheduled before and published now goes live now, not at the old date.
  else if (want === 'published' && existing?.state === 'scheduled')
    payload.published_at = new Date().toISOString();

  // The feature image, uploaded once per source address; Ghost keeps its address.
  let media = existing?.media ?? null;
  const source = post.featureImage?.url ?? null;
  if (source) {
    if (!media || media.source !== source) {
      const image = await loadImage(config, post);
      if (image) media = { source, remoteId: await uploadGhostImage(config, site, image) };
      await Publication.updateOne({ _id: key }, { $set: { media } });
    }
    if (media) {
      payload.feature_image = media.remoteId;
      payload.feature_image_alt = post.featureImage?.alt ? post.featureImage.alt.slice(0, 191) : null;
    }
  } else if (existing?.remoteId) {
    payload.feature_image = null;
  }

  let remoteId = input.existingPostId ?? existing?.remoteId ?? null;
  if (!remoteId && existing?.slug) {
    const lost = await findGhostPostBySlug(config, site, existing.slug);
    if (lost) remoteId = lost.id;
  }
  let sent: GhostPost;
  if (remoteId) {
    try {
      sent = await updateGhostPost(config, site, remoteId, payload);
    } catch (err) {
      // Our post was deleted on the site: make a new one (a post named by the user must exist).
      if (!(err instanceof AppError && err.status === 404) || input.existingPostId) throw err;
      sent = await createGhostPost(config, site, payload);
    }
  } else {
    await Publication.updateOne({ _id: key }, { $set: { slug } });
    sent = await createGhostPost(config, site, payload);
  }
  remoteId = sent.id;
  // Stored at once: whatever happens next, a retry updates this post.
  await Publication.updateOne({ _id: key }, { $set: { remoteId, slug: sent.slug ?? slug } });

  const back = await readGhostPost(config, site, remoteId);
  // A scheduled date Ghost already reached publishes at once.
  const statusOk = back.status === want || (want === 'scheduled' && back.status === 'published');
  const imageOk = !payload.feature_image || back.feature_image === payload.feature_image;
  if (!statusOk || (back.title ?? '').trim() !== title || !back.url || !imageOk)
    throw new AppError(
      502,
      'InternalError',
      `Ghost shows the post as "${back.title}" (${back.status}), not "${title}" (${want})${imageOk ? '' : ' with its feature image'}. Nothing was marked published.`,
    );
  const state =
    back.status === 'published' ? 'published' : back.status === 'scheduled' ? 'scheduled' : 'draft';
  return {
    state,
    remoteId,
    url: back.url,
    scheduledFor: state === 'scheduled' && back.published_at ? new Date(back.published_at) : null,
    media,
  };
}

/**
 * Sends the post to a Shopify blog as an article (create or update) through
 * the GraphQL Admin API, then reads it back and compares title and state.
 * Shopify has drafts (hidden articles) and published ones, no schedules.
 */
async function publishToShopify(
  config: Config,
  integration: IntegrationDoc,
  site: ShopifySite,
  post: PostDoc,
  input: PublishInput,
  existing: PublicationDoc | null,
  key: string,
): Promise<Outcome> {
  const title = (post.title ?? '').trim() || 'Untitled Document';
  const handle = post.slug?.trim() || slugify(title);
  const live = input.status === 'publish';
  const metaTitle = (input.metaTitle ?? post.metaTitle ?? '').trim();
  const metaDescription = (input.metaDescription ?? post.metaDescription ?? '').trim();
  const image = post.featureImage?.url ?? null;
  const payload: Omit<ShopifyArticleInput, 'blogId'> = {
    title,
    body: withoutTitleHeading(htmlOf(post), title),
    handle,
    summary: metaDescription || null,
    isPublished: live,
    ...(input.tags ? { tags: input.tags.map(String) } : {}),
    // Shopify fetches the image itself: only a public http(s) address can go.
    ...(image && /^https?:\/\//i.test(image)
      ? { image: { url: image, altText: post.featureImage?.alt ?? null } }
      : {}),
    // The article's search-engine title and description are these metafields on Shopify.
    metafields: [
      ...(metaTitle
        ? [
            {
              namespace: 'global',
              key: 'title_tag',
              type: 'single_line_text_field',
              value: metaTitle.slice(0, 300),
            },
          ]
        : []),
      ...(metaDescription
        ? [
            {
              namespace: 'global',
              key: 'description_tag',
              type: 'multi_line_text_field',
              value: metaDescription.slice(0, 1000),
            },
          ]
        : []),
    ],
  };

  let remoteId = input.existingPostId ?? existing?.remoteId ?? null;
  if (!remoteId && existing?.slug) {
    const lost = await findShopifyArticleByHandle(config, site, existing.slug);
    if (lost) remoteId = lost.id;
  }
  const create = async (): Promise<ShopifyArticle> => {
    const blogId = input.blogId ?? (await shopifyCommonFor(config, integration)).blogs[0]?.id;
    if (!blogId)
      throw ValidationError(
        'This Shopify store has no blog yet. Add one in Shopify (Online Store → Blog posts).',
      );
    await Publication.updateOne({ _id: key }, { $set: { slug: handle } });
    return createShopifyArticle(config, site, { blogId, ...payload, author: { name: integration.name } });
  };
  let sent: ShopifyArticle;
  if (remoteId) {
    try {
      sent = await updateShopifyArticle(config, site, remoteId, {
        ...payload,
        ...(input.blogId ? { blogId: input.blogId } : {}),
      });
    } catch (err) {
      // Our article was deleted on the shop: make a new one (an article named by the user must exist).
      if (!(err instanceof AppError && err.status === 404) || input.existingPostId) throw err;
      sent = await create();
    }
  } else {
    sent = await create();
  }
  remoteId = sent.id;
  // Stored at once: whatever happens next, a retry updates this article.
  await Publication.updateOne({ _id: key }, { $set: { remoteId, slug: sent.handle ?? handle } });
  forgetCommon(String(integration._id));

  const { article: back, url } = await readShopifyArticle(config, site, remoteId);
  if (back.isPublished !== live || (back.title ?? '').trim() !== title)
    throw new AppError(
      502,
      'InternalError',
      `Shopify shows the article as "${back.title}" (${back.isPublished ? 'published' : 'hidden'}), not "${title}" (${live ? 'published' : 'hidden'}). Nothing was marked published.`,
    );
  return { state: live ? 'published' : 'draft', remoteId, url, scheduledFor: null };
}

/**
 * Sends the post to the connected Webflow collection as a CMS item (create or
 * update): a draft is the staged item taken off the live site, a publish the
 * live item. Then reads it back (the live item for a publish) and compares
 * name, slug and state.
 */
async function publishToWebflow(
  config: Config,
  target: WebflowTarget,
  post: PostDoc,
  input: PublishInput,
  existing: PublicationDoc | null,
  key: string,
): Promise<Outcome> {
  // Webflow's API has no scheduled items (the public API's publish may still ask for one).
  if (input.status === 'future')
    throw ValidationError('Webflow items are saved as drafts or published now; they cannot be scheduled.');
  const title = (post.title ?? '').trim() || 'Untitled Document';
  const slug = (post.slug?.trim() || slugify(title)).slice(0, 255);
  const live = input.status === 'publish';
  const metaTitle = (input.metaTitle ?? post.metaTitle ?? '').trim();
  const metaDescription = (input.metaDescription ?? post.metaDescription ?? '').trim();
  const image = post.featureImage?.url ?? null;
  const { mapping } = target;
  const fieldData: Record<string, unknown> = { name: title.slice(0, 256), slug };
  fieldData[mapping.content] = withoutTitleHeading(htmlOf(post), title);
  if (mapping.summary) fieldData[mapping.summary] = metaDescription || null;
  if (mapping.metaTitle) fieldData[mapping.metaTitle] = metaTitle.slice(0, 256) || null;
  if (mapping.metaDescription) fieldData[mapping.metaDescription] = metaDescription || null;
  if (mapping.featureImage) {
    // Webflow fetches the image itself: only a public http(s) address can go.
    if (image && /^https?:\/\//i.test(image))
      fieldData[mapping.featureImage] = { url: image, alt: post.featureImage?.alt ?? null };
    else if (existing?.remoteId) fieldData[mapping.featureImage] = null;
  }

  let remoteId = input.existingPostId ?? existing?.remoteId ?? null;
  if (!remoteId && existing?.slug) {
    const lost = await findWebflowItemBySlug(config, target, existing.slug);
    if (lost) remoteId = lost.id;
  }
  const create = async (): Promise<WebflowItem> => {
    await Publication.updateOne({ _id: key }, { $set: { slug } });
    return createWebflowItem(config, target, fieldData, live);
  };
  let sent: WebflowItem;
  if (remoteId) {
    try {
      sent = await updateWebflowItem(config, target, remoteId, fieldData, live);
    } catch (err) {
      // Our item was deleted in Webflow: make a new one (an item named by the user must exist).
      if (!(err instanceof AppError && err.status === 404) || input.existingPostId) throw err;
      sent = await create();
    }
  } else {
    sent = await create();
  }
  remoteId = sent.id;
  // Stored at once: whatever happens next, a retry updates this item.
  const sentSlug = String(sent.fieldData?.slug ?? slug);
  await Publication.updateOne({ _id: key }, { $set: { remoteId, slug: sentSlug } });
  // A draft is not on the live site: an item published before is taken off it.
  if (!live) await unpublishWebflowItem(config, target, remoteId);

  const staged = await readWebflowItem(config, target, remoteId);
  const liveItem = await readLiveWebflowItem(config, target, remoteId);
  const back = live ? liveItem : staged;
  const name = String(back?.fieldData?.name ?? '').trim();
  const stateOk = live ? !!liveItem && liveItem.isDraft !== true : staged.isDraft === true && !liveItem;
  if (!back || !stateOk || name !== title.slice(0, 256))
    throw new AppError(
      502,
      'InternalError',
      `Webflow shows the item as "${name}" (${liveItem ? 'live' : 'draft'}), not "${title}" (${live ? 'live' : 'draft'}). Nothing was marked published.`,
    );
  const backSlug = String(back.fieldData?.slug ?? sentSlug);
  return {
    state: live ? 'published' : 'draft',
    remoteId,
    url: itemUrl(target, backSlug),
    scheduledFor: null,
  };
}

async function publishToApi(
  config: Config,
  integration: IntegrationDoc,
  post: PostDoc,
  input: PublishInput,
  existing: PublicationDoc | null,
  key: string,
): Promise<Outcome> {
  const target = await webhookOf(config, integration);
  const event =
    input.status === 'publish' ? 'post.publish' : input.status === 'future' ? 'post.schedule' : 'post.draft';
  const scheduledFor =
    input.status === 'future' && input.schedulePublishConfig
      ? new Date(input.schedulePublishConfig.date)
      : null;
  const answer = await deliverWebhook(config, target, event, key, {
    status: input.status,
    scheduledFor: scheduledFor?.toISOString() ?? null,
    remoteId: input.existingPostId ?? existing?.remoteId ?? null,
    post: {
      id: String(post._id),
      title: post.title,
      slug: post.slug || slugify(post.title ?? ''),
      html: htmlOf(post),
      metaTitle: input.metaTitle ?? post.metaTitle ?? '',
      metaDescription: input.metaDescription ?? post.metaDescription ?? '',
      categories: [...(post.categories ?? [])],
      tags: [...(post.tags ?? [])],
      featureImage: post.featureImage
        ? { url: post.featureImage.url, alt: post.featureImage.alt ?? null }
        : null,
      language: post.postConfig?.language ?? null,
      faqs: (post.postConfig?.faqs ?? []).map((f) => ({ question: f.question, answer: f.answer })),
    },
  });
  return {
    state: input.status === 'publish' ? 'published' : input.status === 'future' ? 'scheduled' : 'draft',
    remoteId: answer.id ?? existing?.remoteId ?? null,
    url: answer.url ?? existing?.url ?? null,
    scheduledFor,
  };
}

/** The post's own state after a verified publish (or a schedule of ours). */
export async function markPost(post: PostDoc, integration: IntegrationDoc, outcome: Outcome) {
  if (outcome.state === 'draft') return;
  const set =
    outcome.state === 'published'
      ? { status: 'published', draft: false, schedulePublishConfig: null }
      : {
          status: 'scheduled',
          schedulePublishConfig: {
            date: outcome.scheduledFor?.toISOString() ?? null,
            integrationId: String(integration._id),
            type: integration.type,
          },
        };
  await Post.updateOne({ _id: post._id }, { $set: set });
}

/** A publish's site (of the type asked), its post, and their publication's key; 404 for others'. */
export async function publishTarget(user: AuthUser, input: PublishInput) {
  const integration = await findIntegration(user, input.integrationId);
  if (integration.type !== input.type)
    throw ValidationError(`This integration is a ${integration.type} site, not ${input.type}.`);
  const post = await findPost(user, input.postId);
  const key = publicationKey(String(integration._id), String(post._id)) + socialKeySuffix(integration, input);
  return { integration, post, key };
}

export async function publishPost(
  config: Config,
  user: AuthUser,
  input: PublishInput,
): Promise<PublicationDoc & { notice?: string }> {
  const { integration, post, key } = await publishTarget(user, input);
  const token = await takePublishLease(key);
  try {
    const existing = await Publication.findById(key).lean<PublicationDoc>();
    // Medium and Reddit cannot update a post: what was sent once is answered again, not sent again.
    if (existing?.remoteId && isSentOnce(integration.type))
      return { ...existing, notice: sentOnceNotice(integration.type, existing) };
    if (!existing) {
      await Publication.create({
        _id: key,
        ...ownerScope(user),
        postId: post._id,
        integrationId: integration._id,
        type: integration.type,
        state: 'pending',
      });
    }
    let outcome: Outcome;
    try {
      if (integration.type === 'wordpress') {
        const site = await wordpressSiteOf(config, integration);
        outcome = await publishToWordpress(config, integration, site, post, input, existing, key);
        await markConnected(config, integration, site.applicationPassword);
      } else if (integration.type === 'ghost') {
        const site = await ghostSiteOf(config, integration);
        outcome = await publishToGhost(config, site, post, input, existing, key);
        await markConnected(config, integration, site.adminApiKey);
      } else if (integration.type === 'shopify') {
        const site = await shopifySiteOf(config, integration);
        outcome = await publishToShopify(config, integration, site, post, input, existing, key);
        await markConnected(config, integration, site.accessToken);
      } else if (integration.type === 'webflow') {
        const target = await webflowTargetOf(config, integration);
        outcome = await publishToWebflow(config, target, post, input, existing, key);
        await markConnected(config, integration, target.token);
      } else if (integration.type === 'api') {
        outcome = await publishToApi(config, integration, post, input, existing, key);
      } else if (integration.type === 'medium') {
        const mediumToken = await mediumTokenOf(config, integration);
        outcome = await publishToMedium(config, mediumToken, post, input, key);
        await markConnected(config, integration, mediumToken);
      } else if (integration.type === 'reddit') {
        const account = await redditAccountOfIntegration(config, integration);
        outcome = await publishToReddit(config, account, post, input, key);
        const { clientId, clientSecret, password } = account;
        await markConnected(config, integration, JSON.stringify({ clientId, clientSecret, password }));
      } else {
        throw ValidationError(`Publishing to ${integration.type} is not available yet.`);
      }
    } catch (err) {
      await noteFailure(integration, err);
      const reason =
        err instanceof AppError
          ? { code: err.code, message: err.message }
          : { code: 'InternalError', message: 'The site could not be reached.' };
      await Publication.updateOne(
        { _id: key },
        {
          $set: {
            lastError: reason,
            ...(existing && existing.state !== 'pending' ? {} : { state: 'failed' }),
          },
        },
      );
      throw err;
    }
    await Publication.updateOne(
      { _id: key },
      {
        $set: {
          state: outcome.state,
          remoteId: outcome.remoteId,
          url: outcome.url,
          scheduledFor: outcome.scheduledFor,
          lastError: null,
          ...(outcome.media !== undefined ? { media: outcome.media } : {}),
          ...(outcome.state === 'published' && !existing?.publishedAt ? { publishedAt: new Date() } : {}),
        },
      },
    );
    await markPost(post, integration, outcome);
    const saved = await Publication.findById(key).lean<PublicationDoc>();
    if (!saved) throw NotFound('The publication was removed while publishing.');
    return saved;
  } finally {
    await releasePublishLease(key, token);
  }
}

/** The publications of a post, newest first. */
export function publicationsOf(user: AuthUser, postId: string) {
  return Publication.find({ postId: new Types.ObjectId(postId), ...ownerScope(user) })
    .sort({ updatedAt: -1 })
    .lean<PublicationDoc[]>();
}

/** Failures worth another delivery: the post is being published right now, the site is busy or away. */
export function isTransientPublishFailure(err: unknown): boolean {
  if (!(err instanceof AppError)) return true;
  // A Medium send whose outcome is unknown waits for the person to check Medium: never retried blind.
  if ((err.data as { reason?: string } | undefined)?.reason === 'medium_send_unconfirmed') return false;
  if (err.status === 409 || err.status === 429 || err.status >= 500) return true;
  return err.code === ErrorCode.WebUrlInaccessible;
}
