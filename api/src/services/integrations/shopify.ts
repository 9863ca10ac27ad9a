/**
 * Shopify (the shop platform) through the GraphQL Admin API, the only API for
 * new apps: one POST per call to `/admin/api/<version>/graphql.json` with the
 * shop's Admin API access token in `X-Shopify-Access-Token`. Articles live in
 * the shop's blogs (`blogs`, `article`, `articleCreate`, `articleUpdate`).
 *
 * Errors become our codes: a shop address that is not `<shop>.myshopify.com`
 * or not a shop is InvalidShopifyURLError; a refused token (401/403)
 * InvalidShopifyCredentialsError; a token without the content scopes
 * (ACCESS_DENIED) InvalidShopifyPermissionsError; `userErrors` a
 * ValidationError with Shopify's words. Requests go through targetFetch
 * (SSRF rules, timeout, retries on 429 and 5xx only; a mutation only on 429,
 * which Shopify answers before doing anything).
 *
 * Tests point every shop at a local fake with SHOPIFY_BASE_URL
 * (`<base>/<shop>.myshopify.com/admin/…`); production refuses that setting.
 */
import { ErrorCode } from '@inkpress/shared-core';
import type { Config } from '../../config';
import { AppError, NotFound, ValidationError, WebUrlInaccessible } from '../../errors';
import { targetFetch } from './http';

export const SHOPIFY_API_VERSION = '2025-01';

export interface ShopifySite {
  /** `<shop>.myshopify.com` */
  shop: string;
  accessToken: string;
}

const credentialsMessage =
  'Shopify did not accept this Admin API access token. In the shop’s admin, open the custom app (Settings → Apps and sales channels → Develop apps), copy its Admin API access token again and reconnect.';

export const InvalidShopifyURL = (message?: string) =>
  new AppError(
    400,
    ErrorCode.InvalidShopifyURLError,
    message ??
      'That is not a Shopify store address. Use the store’s myshopify.com address, like my-shop.myshopify.com.',
  );

export const InvalidShopifyCredentials = (message?: string) =>
  // 400, not 401: the person's own session is fine, the shop's token is not.
  new AppError(400, ErrorCode.InvalidShopifyCredentialsError, message ?? credentialsMessage, {
    reason: 'credentials',
  });

export const InvalidShopifyPermissions = (message?: string) =>
  new AppError(
    400,
    ErrorCode.InvalidShopifyPermissionsError,
    message ??
      'The Shopify app may not write blog articles. Give the custom app the read_content and write_content Admin API scopes, reinstall it and reconnect with its new token.',
    { reason: 'capability' },
  );

const SHOP_PATTERN = /^[a-z0-9][a-z0-9-]{0,60}\.myshopify\.com$/;

/**
 * The shop's `<shop>.myshopify.com` from what a person pastes: the handle
 * alone, the domain, or an admin or store address on it.
 */
export function shopDomain(input: string): string {
  let value = input.trim().toLowerCase();
  if (/^https?:\/\//.test(value)) {
    try {
      value = new URL(value).hostname;
    } catch {
      throw InvalidShopifyURL();
    }
  } else {
    value = value.split('/')[0] ?? '';
  }
  if (/^[a-z0-9][a-z0-9-]{0,60}$/.test(value)) value = `${value}.myshopify.com`;
  if (!SHOP_PATTERN.test(value))
    throw InvalidShopifyURL(
      `${input.trim().slice(0, 100) || 'That'} is not a myshopify.com address. Use the store’s myshopify.com address (Shopify admin → Settings → Domains), like my-shop.myshopify.com.`,
    );
  return value;
}

/** The shop's address as stored and shown. */
export const shopUrl = (shop: string) => `https://${shop}`;

function endpoint(config: Config, shop: string): string {
  const base = config.integrations.shopifyBaseUrl
    ? `${config.integrations.shopifyBaseUrl}/${shop}`
    : `https://${shop}`;
  return `${base}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`;
}

interface GraphqlError {
  message?: string;
  extensions?: { code?: string; requiredAccess?: string };
}

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: GraphqlError[] | string;
}

export interface UserError {
  field?: string[] | null;
  message: string;
  code?: string | null;
}

/** One GraphQL call; `mutation` ones are retried only when Shopify throttled them (429). */
export async function shopifyGraphql<T>(
  config: Config,
  site: ShopifySite,
  query: string,
  variables: Record<string, unknown> = {},
  options: { mutation?: boolean } = {},
): Promise<T> {
  const response = await targetFetch(config, endpoint(config, site.shop), {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-shopify-access-token': site.accessToken,
    },
    body: JSON.stringify({ query, variables }),
    retry: options.mutation ? 'throttled' : true,
  });
  let answer: GraphqlAnswer<T> = {};
  try {
    answer = response.json<GraphqlAnswer<T>>();
  } catch {
    // not JSON: described by the status
  }
  if (response.status === 401 || response.status === 403) throw InvalidShopifyCredentials();
  if (response.status === 404 || response.status === 410)
    throw InvalidShopifyURL(`There is no Shopify store at ${site.shop}. Check the store address.`);
  if (response.status === 402)
    throw WebUrlInaccessible(`The Shopify store ${site.shop} is frozen (its plan is unpaid).`);
  if (response.status === 429 || response.status >= 500)
    throw WebUrlInaccessible(
      `Shopify answered ${response.status} for ${site.shop}${response.status === 429 ? ' (too many requests)' : ''}. Try again in a minute.`,
    );
  if (!response.ok || answer === null || typeof answer !== 'object')
    throw WebUrlInaccessible(`${site.shop} did not answer like Shopify’s Admin API (${response.status}).`);
  const errors = typeof answer.errors === 'string' ? [{ message: answer.errors }] : (answer.errors ?? []);
  if (errors.some((e) => e.extensions?.code === 'ACCESS_DENIED')) throw InvalidShopifyPermissions();
  if (errors.some((e) => e.extensions?.code === 'THROTTLED'))
    throw WebUrlInaccessible(`Shopify is throttling requests to ${site.shop}. Try again in a minute.`);
  if (errors.length > 0 || !answer.data)
    throw new AppError(
      400,
      ErrorCode.ValidationError,
      `Shopify refused the request: ${errors
        .map((e) => e.message ?? '')
        .join(' ')
        .slice(0, 300)}`,
    );
  return answer.data;
}

/** Shopify's `userErrors` of a mutation as one ValidationError (none: nothing). */
export function checkUserErrors(what: string, userErrors: UserError[] | undefined) {
  if (!userErrors?.length) return;
  const text = userErrors
    .map((e) => (e.field?.length ? `${e.field.join('.')}: ${e.message}` : e.message))
    .join(' ');
  throw ValidationError(`Shopify refused the ${what}: ${text.slice(0, 300)}`);
}

/** The scopes an access token needs: reading and writing blog articles. */
const WRITE_SCOPES = ['write_content', 'write_online_store_pages'];

export interface ShopifyShopInfo {
  name: string;
  shop: string;
  url: string;
  scopes: string[];
}

/**
 * POST /api/shopify/validate and every connect: the token reaches the shop
 * and may write articles. Answers the shop's name, its store address and
 * the token's scopes.
 */
export async function testShopify(config: Config, site: ShopifySite): Promise<ShopifyShopInfo> {
  const data = await shopifyGraphql<{
    shop?: { name?: string; myshopifyDomain?: string; primaryDomain?: { url?: string } };
    currentAppInstallation?: { accessScopes?: { handle?: string }[] };
  }>(
    config,
    site,
    `query InkpressValidate {
  shop { name myshopifyDomain primaryDomain { url } }
  currentAppInstallation { accessScopes { handle } }
}`,
  );
  if (!data.shop?.name) throw InvalidShopifyURL(`${site.shop} did not answer like a Shopify store.`);
  const scopes = (data.currentAppInstallation?.accessScopes ?? []).map((s) => s.handle ?? '').filter(Boolean);
  if (!scopes.some((s) => WRITE_SCOPES.includes(s)))
    throw InvalidShopifyPermissions(
      `This token may not write blog articles (its scopes: ${scopes.join(', ') || 'none'}). Give the custom app the read_content and write_content Admin API scopes, reinstall it and reconnect with its new token.`,
    );
  return {
    name: data.shop.name,
    shop: data.shop.myshopifyDomain ?? site.shop,
    url: data.shop.primaryDomain?.url ?? shopUrl(site.shop),
    scopes,
  };
}

export interface ShopifyBlog {
  id: string;
  title: string;
  handle: string;
  articles: { id: string; title: string }[];
}

/** The shop's blogs (the first 50) with their latest articles (50 each), for the publish popups. */
export async function shopifyBlogs(config: Config, site: ShopifySite): Promise<ShopifyBlog[]> {
  const data = await shopifyGraphql<{
    blogs?: {
      nodes?: {
        id: string;
        title: string;
        handle: string;
        articles?: { nodes?: { id: string; title: string }[] };
      }[];
    };
  }>(
    config,
    site,
    `query InkpressBlogs {
  blogs(first: 50, sortKey: TITLE) {
    nodes { id title handle articles(first: 50, sortKey: UPDATED_AT, reverse: true) { nodes { id title } } }
  }
}`,
  );
  return (data.blogs?.nodes ?? []).map((b) => ({
    id: b.id,
    title: b.title,
    handle: b.handle,
    articles: (b.articles?.nodes ?? []).map((a) => ({ id: a.id, title: a.title })),
  }));
}

export interface ShopifyArticle {
  id: string;
  title: string;
  handle: string;
  body: string;
  summary: string | null;
  isPublished: boolean;
  publishedAt: string | null;
  tags: string[];
  blog: { id: string; handle: string; title: string };
}

export interface ShopifyArticleInput {
  blogId: string;
  title: string;
  body: string;
  handle?: string;
  summary?: string | null;
  isPublished: boolean;
  tags?: string[];
  author?: { name: string };
  image?: { url: string; altText?: string | null } | null;
  metafields?: { namespace: string; key: string; type: string; value: string }[];
}

const articleFields = `id title handle body summary isPublished publishedAt tags blog { id handle title }`;

export async function createShopifyArticle(config: Config, site: ShopifySite, input: ShopifyArticleInput) {
  const data = await shopifyGraphql<{
    articleCreate?: { article?: ShopifyArticle | null; userErrors?: UserError[] };
  }>(
    config,
    site,
    `mutation InkpressArticleCreate($article: ArticleCreateInput!) {
  articleCreate(article: $article) { article { ${articleFields} } userErrors { code field message } }
}`,
    { article: input },
    { mutation: true },
  );
  checkUserErrors('article', data.articleCreate?.userErrors);
  const article = data.articleCreate?.article;
  if (!article?.id) throw WebUrlInaccessible(`Shopify (${site.shop}) answered without the article.`);
  return article;
}

export async function updateShopifyArticle(
  config: Config,
  site: ShopifySite,
  id: string,
  input: Partial<ShopifyArticleInput>,
) {
  const data = await shopifyGraphql<{
    articleUpdate?: { article?: ShopifyArticle | null; userErrors?: UserError[] };
  }>(
    config,
    site,
    `mutation InkpressArticleUpdate($id: ID!, $article: ArticleUpdateInput!) {
  articleUpdate(id: $id, article: $article) { article { ${articleFields} } userErrors { code field message } }
}`,
    { id, article: input },
    { mutation: true },
  );
  const errors = data.articleUpdate?.userErrors ?? [];
  if (errors.some((e) => e.code === 'NOT_FOUND' || /not exist|not found/i.test(e.message)))
    throw NotFound(`Shopify (${site.shop}) has no such article.`);
  checkUserErrors('article', errors);
  const article = data.articleUpdate?.article;
  if (!article?.id) throw WebUrlInaccessible(`Shopify (${site.shop}) answered without the article.`);
  return article;
}

/** An article read back with the shop's storefront address (its live URL is built from both). */
export async function readShopifyArticle(config: Config, site: ShopifySite, id: string) {
  const data = await shopifyGraphql<{
    article?: ShopifyArticle | null;
    shop?: { primaryDomain?: { url?: string } };
  }>(
    config,
    site,
    `query InkpressArticle($id: ID!) {
  article(id: $id) { ${articleFields} }
  shop { primaryDomain { url } }
}`,
    { id },
  );
  if (!data.article) throw NotFound(`Shopify (${site.shop}) has no such article.`);
  const store = (data.shop?.primaryDomain?.url ?? shopUrl(site.shop)).replace(/\/$/, '');
  return {
    article: data.article,
    url: `${store}/blogs/${data.article.blog.handle}/${data.article.handle}`,
  };
}

/** The article of a blog with this handle (finds what an interrupted publish created). */
export async function findShopifyArticleByHandle(config: Config, site: ShopifySite, handle: string) {
  const safe = handle.replace(/[^a-z0-9-]/gi, '');
  if (!safe) return null;
  const data = await shopifyGraphql<{ articles?: { nodes?: { id: string; handle: string }[] } }>(
    config,
    site,
    `query InkpressArticleByHandle($query: String!) { articles(first: 1, query: $query) { nodes { id handle } } }`,
    { query: `handle:${safe}` },
  );
  return data.articles?.nodes?.find((a) => a.handle === safe) ?? null;
}

/** An article as a search lists it. */
export interface ShopifyArticleSummary {
  id: string;
  title: string;
  handle: string;
  isPublished: boolean;
  publishedAt: string | null;
  updatedAt: string | null;
  blog: { id: string; handle: string; title: string };
}

/**
 * Shopify's search syntax for articles whose title has words starting with
 * each word of `text` (`title:lant* AND title:ligh*`); characters the syntax
 * gives meaning to are dropped. Empty: no filter.
 */
export function articleTitleQuery(text: string): string {
  const words = text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 10);
  return words.map((w) => `title:${w.toLowerCase()}*`).join(' AND ');
}

/** The shop's articles whose title matches `text` (empty: the latest), the last changed first. */
export async function searchShopifyArticles(
  config: Config,
  site: ShopifySite,
  text: string,
  max: number,
): Promise<{ articles: ShopifyArticleSummary[]; store: string }> {
  const query = articleTitleQuery(text);
  const data = await shopifyGraphql<{
    articles?: { nodes?: ShopifyArticleSummary[] };
    shop?: { primaryDomain?: { url?: string } };
  }>(
    config,
    site,
    `query InkpressArticleSearch($first: Int!, $query: String) {
  articles(first: $first, query: $query, sortKey: UPDATED_AT, reverse: true) {
    nodes { id title handle isPublished publishedAt updatedAt blog { id handle title } }
  }
  shop { primaryDomain { url } }
}`,
    { first: max, query: query || null },
  );
  return {
    articles: data.articles?.nodes ?? [],
    store: (data.shop?.primaryDomain?.url ?? shopUrl(site.shop)).replace(/\/$/, ''),
  };
}

/** An article with what an import brings into the editor. */
export interface ShopifyArticleForImport extends ShopifyArticleSummary {
  body: string;
  summary: string | null;
  tags: string[];
  image: { url: string; altText: string | null } | null;
  metafields?: { nodes?: { namespace: string; key: string; value: string }[] };
}

/**
 * The article with this handle and what an import needs, with its address on
 * the storefront; null when the shop has none. Handles are unique per blog:
 * with several, the most recently changed one.
 */
export async function readShopifyArticleByHandle(config: Config, site: ShopifySite, handle: string) {
  const safe = handle.toLowerCase().replace(/[^\p{L}\p{N}_-]/gu, '');
  if (!safe) return null;
  const data = await shopifyGraphql<{
    articles?: { nodes?: ShopifyArticleForImport[] };
    shop?: { primaryDomain?: { url?: string } };
  }>(
    config,
    site,
    `query InkpressArticleImport($query: String!) {
  articles(first: 5, query: $query, sortKey: UPDATED_AT, reverse: true) {
    nodes {
      id title handle isPublished publishedAt updatedAt body summary tags
      blog { id handle title }
      image { url altText }
      metafields(first: 10, namespace: "global") { nodes { namespace key value } }
    }
  }
  shop { primaryDomain { url } }
}`,
    { query: `handle:${safe}` },
  );
  const article = data.articles?.nodes?.find((a) => a.handle === safe);
  if (!article) return null;
  const store = (data.shop?.primaryDomain?.url ?? shopUrl(site.shop)).replace(/\/$/, '');
  return { article, url: `${store}/blogs/${article.blog.handle}/${article.handle}` };
}
