/**
 * A team's website integrations: connected only after a real connection
 * test, secrets sealed at rest (secrets.ts), marked "needs attention" when a
 * credential stops working. Team members list and publish; only the owner
 * connects, changes or removes (403 for a member, 404 for another team).
 */
import type {
  GhostCommonView,
  IntegrationCreateBody,
  IntegrationPatchBody,
  IntegrationType,
  ShopifyCommonView,
  WebflowConnectBody,
  WordpressCommonView,
} from '@inkpress/shared-core';
import { Types } from 'mongoose';
import type { Config } from '../../config';
import { AppError, NotFound, ValidationError } from '../../errors';
import type { AuthUser } from '../../identity';
import { Integration, type IntegrationDoc } from '../../models/Integration';
import { authorizeOwner, ownerScope } from '../../policies';
import { type GhostSite, ghostCommon, ghostRoot, testGhost } from './ghost';
import { mediumMe } from './medium';
import { checkSubreddits, type RedditAccount, redditFlairs, testReddit } from './reddit';
import { keysOf, needsResealing, openSecret, SecretUnavailable, sealSecret } from './secrets';
import { type ShopifySite, shopDomain, shopifyBlogs, shopUrl, testShopify } from './shopify';
import { testWebflow, type WebflowTarget } from './webflow';
import { testWebhook, type WebhookTarget } from './webhook';
import { siteRoot, testWordpress, type WordpressSite, wordpressCommon } from './wordpress';

export const MAX_INTEGRATIONS = 100;
const notFound = () => NotFound('Integration not found.');

export async function listIntegrations(user: AuthUser): Promise<IntegrationDoc[]> {
  return Integration.find(ownerScope(user))
    .sort({ createdAt: 1, _id: 1 })
    .limit(MAX_INTEGRATIONS)
    .lean<IntegrationDoc[]>();
}

export async function findIntegration(user: AuthUser, id: string): Promise<IntegrationDoc> {
  const doc = await Integration.findOne({
    _id: new Types.ObjectId(id),
    ...ownerScope(user),
  }).lean<IntegrationDoc>();
  if (!doc) throw notFound();
  return doc;
}

interface Details {
  type: IntegrationType;
  url: string;
  username: string | null;
  secret: string;
  /** Reddit: the subreddits it posts to. */
  subreddits?: string[];
}

/** A Reddit integration's sealed secret: the app's id and secret and the account's password, as JSON. */
interface RedditSecret {
  clientId: string;
  clientSecret: string;
  password: string;
}

function redditAccountOf(details: { username: string | null; secret: string }): RedditAccount {
  const secret = JSON.parse(details.secret) as RedditSecret;
  return { ...secret, username: details.username ?? '' };
}

/** Runs the connection test of a type with its plain details; throws the target's error. Answers the site's own name when it has one. */
async function testDetails(config: Config, details: Details, integrationId: string): Promise<string | null> {
  if (details.type === 'shopify') {
    const info = await testShopify(config, { shop: new URL(details.url).host, accessToken: details.secret });
    return info.name;
  }
  if (details.type === 'wordpress') {
    await testWordpress(config, {
      url: details.url,
      username: details.username ?? '',
      applicationPassword: details.secret,
    });
  } else if (details.type === 'ghost') {
    await testGhost(config, { url: details.url, adminApiKey: details.secret });
  } else if (details.type === 'api') {
    await testWebhook(config, { url: details.url, signingSecret: details.secret }, integrationId);
  } else if (details.type === 'medium') {
    const account = await mediumMe(config, details.secret);
    // The account's own address and name, as Medium answers them.
    details.url = account.url;
    details.username = account.username;
    return `Medium · @${account.username}`;
  } else if (details.type === 'reddit') {
    const account = redditAccountOf(details);
    const me = await testReddit(config, account);
    details.username = me.name;
    details.url = `https://www.reddit.com/user/${me.name}`;
    details.subreddits = await checkSubreddits(config, account, details.subreddits ?? []);
    return `Reddit · u/${me.name}`;
  } else {
    throw ValidationError(`${details.type} sites cannot be connected yet.`);
  }
  return null;
}

function detailsOf(body: IntegrationCreateBody): Details {
  if (body.type === 'wordpress')
    return {
      type: 'wordpress',
      url: siteRoot(body.url),
      username: body.username,
      secret: body.applicationPassword,
    };
  if (body.type === 'ghost')
    return { type: 'ghost', url: ghostRoot(body.url), username: null, secret: body.adminApiKey };
  if (body.type === 'shopify')
    return { type: 'shopify', url: shopUrl(shopDomain(body.shop)), username: null, secret: body.accessToken };
  if (body.type === 'medium')
    return { type: 'medium', url: 'https://medium.com', username: null, secret: body.integrationToken };
  if (body.type === 'reddit')
    return {
      type: 'reddit',
      url: `https://www.reddit.com/user/${body.username}`,
      username: body.username,
      secret: JSON.stringify({
        clientId: body.clientId,
        clientSecret: body.clientSecret,
        password: body.password,
      } satisfies RedditSecret),
      subreddits: body.subreddits,
    };
  return { type: 'api', url: body.webhookUrl, username: null, secret: body.signingSecret };
}

const defaultName = (details: Details) =>
  details.type === 'api' ? `Webhook · ${new URL(details.url).host}` : new URL(details.url).host;

export async function createIntegration(
  config: Config,
  user: AuthUser,
  body: IntegrationCreateBody,
): Promise<IntegrationDoc> {
  authorizeOwner(user, 'Only the team owner can connect websites.');
  const keys = keysOf(config);
  const details = detailsOf(body);
  const count = await Integration.countDocuments(ownerScope(user));
  if (count >= MAX_INTEGRATIONS)
    throw ValidationError(`A team can connect at most ${MAX_INTEGRATIONS} websites.`);
  const _id = new Types.ObjectId();
  const siteName = await testDetails(config, details, String(_id));
  const doc = await Integration.create({
    _id,
    ...ownerScope(user),
    createdBy: new Types.ObjectId(user.id),
    type: details.type,
    name: body.name ?? siteName ?? defaultName(details),
    url: details.url,
    username: details.username,
    secret: sealSecret(keys, details.secret, String(_id)),
    ...(details.subreddits ? { subreddits: details.subreddits } : {}),
    state: 'connected',
    problem: null,
    lastCheckedAt: new Date(),
  });
  return doc.toObject() as IntegrationDoc;
}

/** Reads the stored secret; a secret whose key is gone makes the integration need attention. */
async function secretOf(config: Config, doc: IntegrationDoc): Promise<string> {
  try {
    return openSecret(keysOf(config), doc.secret, String(doc._id));
  } catch (err) {
    if (!(err instanceof SecretUnavailable)) throw err;
    const problem = {
      code: 'SecretUnavailable',
      message: 'The saved credentials can no longer be read. Reconnect the website.',
    };
    await markNeedsAttention(doc, problem);
    throw new AppError(409, 'Conflict', problem.message, { reason: 'credentials' });
  }
}

export async function updateIntegration(
  config: Config,
  user: AuthUser,
  id: string,
  body: IntegrationPatchBody,
): Promise<IntegrationDoc> {
  const doc = await findIntegration(user, id);
  authorizeOwner(user, 'Only the team owner can change websites.');
  if (doc.type === 'webflow' && Object.keys(body).some((k) => k !== 'name'))
    throw ValidationError(
      'A Webflow site is reconnected with its API token, collection and mapping (POST /api/integrations/webflow).',
    );
  const wp = doc.type === 'wordpress';
  const ghost = doc.type === 'ghost';
  const shopify = doc.type === 'shopify';
  if (doc.type === 'medium' || doc.type === 'reddit') return updateSocial(config, user, doc, body);
  if (body.integrationToken || body.clientId || body.clientSecret || body.password || body.subreddits)
    throw ValidationError('These details belong to Medium or Reddit integrations.');
  if (!shopify && (body.shop || body.accessToken))
    throw ValidationError('A shop and an access token belong to Shopify integrations.');
  if (!wp && (body.username || body.applicationPassword))
    throw ValidationError('Username and application password belong to WordPress integrations.');
  if (!wp && !ghost && body.url)
    throw ValidationError('Site URL belongs to WordPress and Ghost integrations.');
  if (!ghost && body.adminApiKey) throw ValidationError('An Admin API key belongs to Ghost integrations.');
  if (doc.type !== 'api' && (body.webhookUrl || body.signingSecret))
    throw ValidationError('Webhook URL and signing secret belong to custom API integrations.');
  const newUrl = wp
    ? body.url && siteRoot(body.url)
    : ghost
      ? body.url && ghostRoot(body.url)
      : shopify
        ? body.shop && shopUrl(shopDomain(body.shop))
        : body.webhookUrl;
  const newSecret = wp
    ? body.applicationPassword
    : ghost
      ? body.adminApiKey
      : shopify
        ? body.accessToken
        : body.signingSecret;
  const reconnect = !!(newUrl || body.username || newSecret);
  const set: Record<string, unknown> = {};
  if (body.name) set.name = body.name;
  if (reconnect) {
    const details: Details = {
      type: doc.type as IntegrationType,
      url: newUrl ?? doc.url,
      username: body.username ?? doc.username ?? null,
      secret: newSecret ?? (await secretOf(config, doc)),
    };
    await testDetails(config, details, id);
    Object.assign(set, {
      url: details.url,
      username: details.username,
      secret: sealSecret(keysOf(config), details.secret, id),
      state: 'connected',
      problem: null,
      lastCheckedAt: new Date(),
    });
    commonCache.delete(id);
  }
  const updated = await Integration.findOneAndUpdate(
    { _id: doc._id, ...ownerScope(user) },
    { $set: set },
    { returnDocument: 'after' },
  ).lean<IntegrationDoc>();
  if (!updated) throw notFound();
  return updated;
}

/** PATCH of a Medium or Reddit integration: rename, or reconnect with details checked again. */
async function updateSocial(config: Config, user: AuthUser, doc: IntegrationDoc, body: IntegrationPatchBody) {
  const id = String(doc._id);
  const medium = doc.type === 'medium';
  const foreign = medium
    ? body.url ||
      body.username ||
      body.applicationPassword ||
      body.adminApiKey ||
      body.shop ||
      body.accessToken ||
      body.webhookUrl ||
      body.signingSecret ||
      body.clientId ||
      body.clientSecret ||
      body.password ||
      body.subreddits
    : body.url ||
      body.applicationPassword ||
      body.adminApiKey ||
      body.shop ||
      body.accessToken ||
      body.webhookUrl ||
      body.signingSecret ||
      body.integrationToken;
  if (foreign)
    throw ValidationError(
      medium
        ? 'A Medium integration has an integration token and a name only.'
        : 'A Reddit integration has a client id and secret, a username and password, subreddits and a name.',
    );
  const set: Record<string, unknown> = {};
  if (body.name) set.name = body.name;
  const reconnect = medium
    ? !!body.integrationToken
    : !!(body.clientId || body.clientSecret || body.username || body.password || body.subreddits);
  if (reconnect) {
    let secret: string;
    if (medium) secret = body.integrationToken ?? '';
    else {
      const old =
        body.clientId && body.clientSecret && body.password
          ? null
          : (JSON.parse(await secretOf(config, doc)) as RedditSecret);
      secret = JSON.stringify({
        clientId: body.clientId ?? old?.clientId ?? '',
        clientSecret: body.clientSecret ?? old?.clientSecret ?? '',
        password: body.password ?? old?.password ?? '',
      } satisfies RedditSecret);
    }
    const details: Details = {
      type: doc.type as IntegrationType,
      url: doc.url,
      username: body.username ?? doc.username ?? null,
      secret,
      subreddits: body.subreddits ?? [...((doc as { subreddits?: string[] }).subreddits ?? [])],
    };
    await testDetails(config, details, id);
    Object.assign(set, {
      url: details.url,
      username: details.username,
      secret: sealSecret(keysOf(config), details.secret, id),
      ...(medium ? {} : { subreddits: details.subreddits }),
      state: 'connected',
      problem: null,
      lastCheckedAt: new Date(),
    });
  }
  const updated = await Integration.findOneAndUpdate(
    { _id: doc._id, ...ownerScope(user) },
    { $set: set },
    { returnDocument: 'after' },
  ).lean<IntegrationDoc>();
  if (!updated) throw notFound();
  return updated;
}

export async function deleteIntegration(user: AuthUser, id: string) {
  await findIntegration(user, id);
  authorizeOwner(user, 'Only the team owner can remove websites.');
  const { deletedCount } = await Integration.deleteOne({ _id: new Types.ObjectId(id), ...ownerScope(user) });
  if (deletedCount !== 1) throw notFound();
  commonCache.delete(id);
}

export async function markNeedsAttention(doc: IntegrationDoc, problem: { code: string; message: string }) {
  await Integration.updateOne(
    { _id: doc._id },
    { $set: { state: 'needs_attention', problem, lastCheckedAt: new Date() } },
  );
  commonCache.delete(String(doc._id));
}

export async function markConnected(config: Config, doc: IntegrationDoc, secret: string) {
  const set: Record<string, unknown> = { lastCheckedAt: new Date() };
  if (doc.state !== 'connected') Object.assign(set, { state: 'connected', problem: null });
  // A secret sealed with a rotated-out key is sealed again with the current one.
  if (needsResealing(keysOf(config), doc.secret))
    set.secret = sealSecret(keysOf(config), secret, String(doc._id));
  await Integration.updateOne({ _id: doc._id }, { $set: set });
}

export async function wordpressSiteOf(config: Config, doc: IntegrationDoc): Promise<WordpressSite> {
  return { url: doc.url, username: doc.username ?? '', applicationPassword: await secretOf(config, doc) };
}

export async function ghostSiteOf(config: Config, doc: IntegrationDoc): Promise<GhostSite> {
  return { url: doc.url, adminApiKey: await secretOf(config, doc) };
}

export async function shopifySiteOf(config: Config, doc: IntegrationDoc): Promise<ShopifySite> {
  return { shop: new URL(doc.url).host, accessToken: await secretOf(config, doc) };
}

/**
 * POST /api/integrations/webflow: connects a Webflow CMS collection, or with
 * integrationId reconnects that integration (new token, collection or
 * mapping), after testWebflow checked them all with Webflow.
 */
export async function connectWebflow(
  config: Config,
  user: AuthUser,
  body: WebflowConnectBody,
): Promise<IntegrationDoc> {
  authorizeOwner(user, 'Only the team owner can connect websites.');
  const keys = keysOf(config);
  const existing = body.integrationId ? await findIntegration(user, body.integrationId) : null;
  if (existing && existing.type !== 'webflow')
    throw ValidationError(`This integration is a ${existing.type} site, not a Webflow one.`);
  if (!existing && (await Integration.countDocuments(ownerScope(user))) >= MAX_INTEGRATIONS)
    throw ValidationError(`A team can connect at most ${MAX_INTEGRATIONS} websites.`);
  const found = await testWebflow(config, body.apiToken, body.collectionId, body.mapping);
  const webflow = {
    siteId: found.siteId,
    siteName: found.siteName,
    collectionId: found.collectionId,
    collectionName: found.collectionName,
    collectionSlug: found.collectionSlug,
    mapping: { ...body.mapping },
  };
  const name = body.name ?? `${found.siteName} · ${found.collectionName}`;
  if (existing) {
    const id = String(existing._id);
    const updated = await Integration.findOneAndUpdate(
      { _id: existing._id, ...ownerScope(user) },
      {
        $set: {
          ...(body.name ? { name: body.name } : {}),
          url: found.siteUrl,
          secret: sealSecret(keys, body.apiToken, id),
          webflow,
          state: 'connected',
          problem: null,
          lastCheckedAt: new Date(),
        },
      },
      { returnDocument: 'after' },
    ).lean<IntegrationDoc>();
    if (!updated) throw notFound();
    commonCache.delete(id);
    return updated;
  }
  const _id = new Types.ObjectId();
  const doc = await Integration.create({
    _id,
    ...ownerScope(user),
    createdBy: new Types.ObjectId(user.id),
    type: 'webflow',
    name,
    url: found.siteUrl,
    username: null,
    secret: sealSecret(keys, body.apiToken, String(_id)),
    webflow,
    state: 'connected',
    problem: null,
    lastCheckedAt: new Date(),
  });
  return doc.toObject() as IntegrationDoc;
}

/** A Webflow integration's token, collection and mapping, for publishing. */
export async function webflowTargetOf(config: Config, doc: IntegrationDoc): Promise<WebflowTarget> {
  if (!doc.webflow) throw ValidationError('This Webflow integration has no collection; reconnect it.');
  return {
    token: await secretOf(config, doc),
    siteId: doc.webflow.siteId,
    collectionId: doc.webflow.collectionId,
    collectionSlug: doc.webflow.collectionSlug,
    siteUrl: doc.url,
    mapping: doc.webflow.mapping as WebflowTarget['mapping'],
  };
}

/** A Medium integration's token. */
export async function mediumTokenOf(config: Config, doc: IntegrationDoc): Promise<string> {
  return secretOf(config, doc);
}

/** A Reddit integration's account (app id and secret, username, password). */
export async function redditAccountOfIntegration(
  config: Config,
  doc: IntegrationDoc,
): Promise<RedditAccount> {
  return redditAccountOf({ username: doc.username ?? null, secret: await secretOf(config, doc) });
}

export async function webhookOf(config: Config, doc: IntegrationDoc): Promise<WebhookTarget> {
  return { url: doc.url, signingSecret: await secretOf(config, doc) };
}

/** Credential failures (refused login, missing rights) make the integration need attention. */
export async function noteFailure(doc: IntegrationDoc, err: unknown) {
  if (!(err instanceof AppError)) return;
  const data = err.data as { reason?: string } | undefined;
  if (data?.reason === 'credentials' || data?.reason === 'capability')
    await markNeedsAttention(doc, { code: err.code, message: err.message });
}

const COMMON_TTL_MS = 60_000;
const commonCache = new Map<
  string,
  {
    at: number;
    value: (WordpressCommonView & { yoast: boolean }) | GhostCommonView | ShopifyCommonView;
  }
>();

/** A WordPress site's categories, tags and authors, kept for a minute per integration. */
export async function wordpressCommonOf(config: Config, user: AuthUser, id: string, fresh = false) {
  const doc = await findIntegration(user, id);
  if (doc.type !== 'wordpress') throw ValidationError('This integration is not a WordPress site.');
  return wordpressCommonFor(config, doc, fresh);
}

export async function wordpressCommonFor(config: Config, doc: IntegrationDoc, fresh = false) {
  const id = String(doc._id);
  const cached = commonCache.get(id);
  if (!fresh && cached && Date.now() - cached.at < COMMON_TTL_MS && 'yoast' in cached.value)
    return cached.value;
  const site = await wordpressSiteOf(config, doc);
  try {
    const common = await wordpressCommon(config, site);
    const value = { ...common, fetchedAt: new Date().toISOString() };
    commonCache.set(id, { at: Date.now(), value });
    await markConnected(config, doc, site.applicationPassword);
    return value;
  } catch (err) {
    await noteFailure(doc, err);
    throw err;
  }
}

/** A Ghost site's public tags and staff, kept for a minute per integration. */
export async function ghostCommonOf(config: Config, user: AuthUser, id: string, fresh = false) {
  const doc = await findIntegration(user, id);
  if (doc.type !== 'ghost') throw ValidationError('This integration is not a Ghost site.');
  return ghostCommonFor(config, doc, fresh);
}

export async function ghostCommonFor(
  config: Config,
  doc: IntegrationDoc,
  fresh = false,
): Promise<GhostCommonView> {
  const id = String(doc._id);
  const cached = commonCache.get(id);
  if (
    !fresh &&
    cached &&
    Date.now() - cached.at < COMMON_TTL_MS &&
    'authors' in cached.value &&
    !('yoast' in cached.value)
  )
    return cached.value as GhostCommonView;
  const site = await ghostSiteOf(config, doc);
  try {
    const value = { ...(await ghostCommon(config, site)), fetchedAt: new Date().toISOString() };
    commonCache.set(id, { at: Date.now(), value });
    await markConnected(config, doc, site.adminApiKey);
    return value;
  } catch (err) {
    await noteFailure(doc, err);
    throw err;
  }
}

/** A Shopify shop's blogs (with their latest articles), kept for a minute per integration. */
export async function shopifyCommonOf(config: Config, user: AuthUser, id: string, fresh = false) {
  const doc = await findIntegration(user, id);
  if (doc.type !== 'shopify') throw ValidationError('This integration is not a Shopify store.');
  return shopifyCommonFor(config, doc, fresh);
}

export async function shopifyCommonFor(
  config: Config,
  doc: IntegrationDoc,
  fresh = false,
): Promise<ShopifyCommonView> {
  const id = String(doc._id);
  const cached = commonCache.get(id);
  if (!fresh && cached && Date.now() - cached.at < COMMON_TTL_MS && 'blogs' in cached.value)
    return cached.value;
  const site = await shopifySiteOf(config, doc);
  try {
    const value = { blogs: await shopifyBlogs(config, site), fetchedAt: new Date().toISOString() };
    commonCache.set(id, { at: Date.now(), value });
    await markConnected(config, doc, site.accessToken);
    return value;
  } catch (err) {
    await noteFailure(doc, err);
    throw err;
  }
}

/** Forgets an integration's cached common data (a publish made a new article). */
export function forgetCommon(id: string) {
  commonCache.delete(id);
}

/** The post flairs of one of a Reddit integration's subreddits (for the social news popup). */
export async function redditFlairsOf(config: Config, user: AuthUser, id: string, subreddit: string) {
  const doc = await findIntegration(user, id);
  if (doc.type !== 'reddit') throw ValidationError('This integration is not a Reddit account.');
  const known = (doc.subreddits ?? []).find((s) => s.toLowerCase() === subreddit.toLowerCase());
  if (!known) throw ValidationError(`r/${subreddit} is not one of this integration’s subreddits.`);
  const account = await redditAccountOfIntegration(config, doc);
  try {
    return { subreddit: known, flairs: await redditFlairs(config, account, known) };
  } catch (err) {
    await noteFailure(doc, err);
    throw err;
  }
}
