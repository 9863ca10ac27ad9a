/**
 * Bringing a site's post into the editor (SPEC §7 `POST /api/integrations/search`
 * and `/import`): the site's posts are searched and read with the integration's
 * own credentials, and the chosen one becomes a new document whose HTML is
 * sanitised the way the editor stores it (createPost → sanitizePostHtml).
 * Images stay on the site (linked, not copied).
 */
import {
  DEFAULT_POST_TITLE,
  decodeEntities,
  escapeHtml,
  type ImportableIntegrationType,
  type IntegrationImportView,
  MAX_SITE_SEARCH_RESULTS,
  type PostInput,
  type SitePostView,
  stripTags,
} from '@inkpress/shared-core';
import type { Config } from '../../config';
import { AppError, NotFound, ValidationError } from '../../errors';
import type { AuthUser } from '../../identity';
import type { IntegrationDoc } from '../../models/Integration';
import { createCollection } from '../collections';
import { createPost } from '../posts';
import { readGhostPostBySlug, searchGhostPosts } from './ghost';
import {
  findIntegration,
  ghostSiteOf,
  markConnected,
  noteFailure,
  shopifySiteOf,
  webflowTargetOf,
  wordpressSiteOf,
} from './index';
import { readShopifyArticleByHandle, searchShopifyArticles } from './shopify';
import {
  findWebflowItemBySlug,
  itemUrl,
  searchWebflowItems,
  type WebflowItem,
  type WebflowTarget,
  webflowItemStatus,
} from './webflow';
import {
  readWordpressPostForImport,
  searchWordpressPosts,
  testWordpress,
  type WordpressSite,
} from './wordpress';

const typeNames: Record<ImportableIntegrationType, string> = {
  wordpress: 'WordPress site',
  ghost: 'Ghost site',
  webflow: 'Webflow collection',
  shopify: 'Shopify store',
};

/** The caller's integration of that type (404 for another team's, 400 for a type that does not match). */
async function siteOf(user: AuthUser, id: string, type: ImportableIntegrationType) {
  const doc = await findIntegration(user, id);
  if (doc.type !== type) throw ValidationError(`This integration is not a ${typeNames[type]}.`);
  return doc;
}

/**
 * WordPress takes a refused application password for an anonymous visitor,
 * who may not list drafts: "invalid parameter status" then means the login
 * failed, which the account check tells precisely.
 */
async function wordpressCall<T>(config: Config, site: WordpressSite, work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    const code = err instanceof AppError ? (err.data as { code?: string } | undefined)?.code : undefined;
    if (code === 'rest_invalid_param' || code === 'rest_forbidden_context') await testWordpress(config, site);
    throw err;
  }
}

/** Runs a call to the site; a refused credential marks the integration as needing attention. */
async function onSite<T>(config: Config, doc: IntegrationDoc, secret: string, work: () => Promise<T>) {
  try {
    const result = await work();
    await markConnected(config, doc, secret);
    return result;
  } catch (err) {
    await noteFailure(doc, err);
    throw err;
  }
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text);
const plain = (html: string | null | undefined) =>
  decodeEntities(stripTags(html ?? '', ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** The site's posts whose title (WordPress: text) holds `query`, the latest when it is empty. */
export async function searchSite(
  config: Config,
  user: AuthUser,
  input: { integrationId: string; type: ImportableIntegrationType; query: string },
): Promise<SitePostView[]> {
  const doc = await siteOf(user, input.integrationId, input.type);
  if (input.type === 'wordpress') {
    const site = await wordpressSiteOf(config, doc);
    const posts = await onSite(config, doc, site.applicationPassword, () =>
      wordpressCall(config, site, () =>
        searchWordpressPosts(config, site, input.query, MAX_SITE_SEARCH_RESULTS),
      ),
    );
    return posts.map((p) => ({
      id: String(p.id),
      // A draft has no slug until it is published: its id finds it (readWordpressPostForImport).
      slug: p.slug || String(p.id),
      title: p.title.raw ?? plain(p.title.rendered),
      status: p.status,
      // A draft's `link` is a ?p= preview address, not a page anyone can open.
      url: p.status === 'publish' ? p.link : null,
      updatedAt: p.modified_gmt ? `${p.modified_gmt}Z` : null,
    }));
  }
  if (input.type === 'webflow') {
    const target = await webflowTargetOf(config, doc);
    const items = await onSite(config, doc, target.token, () =>
      searchWebflowItems(config, target, input.query, MAX_SITE_SEARCH_RESULTS),
    );
    return items.map((item) => {
      const slug = String(item.fieldData?.slug ?? '');
      const status = webflowItemStatus(item);
      return {
        id: item.id,
        slug,
        title: String(item.fieldData?.name ?? ''),
        status,
        url: status === 'published' && slug ? itemUrl(target, slug) : null,
        updatedAt: item.lastUpdated ?? null,
      };
    });
  }
  if (input.type === 'shopify') {
    const site = await shopifySiteOf(config, doc);
    const { articles, store } = await onSite(config, doc, site.accessToken, () =>
      searchShopifyArticles(config, site, input.query, MAX_SITE_SEARCH_RESULTS),
    );
    return articles.map((a) => ({
      id: a.id,
      slug: a.handle,
      title: a.title,
      status: a.isPublished ? 'published' : 'hidden',
      url: a.isPublished ? `${store}/blogs/${a.blog.handle}/${a.handle}` : null,
      updatedAt: a.updatedAt ?? null,
    }));
  }
  const site = await ghostSiteOf(config, doc);
  const posts = await onSite(config, doc, site.adminApiKey, () =>
    searchGhostPosts(config, site, input.query, MAX_SITE_SEARCH_RESULTS),
  );
  return posts.map((p) => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    status: p.status,
    url: p.status === 'published' ? p.url : null,
    updatedAt: p.updated_at ?? null,
  }));
}

interface SitePost {
  title: string;
  html: string;
  slug: string;
  url: string | null;
  remoteId: string;
  status: string;
  metaTitle: string;
  metaDescription: string;
  tags: string[];
  categories: string[];
  featureImage: { url: string; alt: string | null } | null;
}

async function readSitePost(
  config: Config,
  doc: IntegrationDoc,
  type: ImportableIntegrationType,
  slug: string,
): Promise<SitePost | null> {
  if (type === 'wordpress') {
    const site = await wordpressSiteOf(config, doc);
    const post = await onSite(config, doc, site.applicationPassword, () =>
      wordpressCall(config, site, () => readWordpressPostForImport(config, site, slug)),
    );
    if (!post) return null;
    const terms = (post._embedded?.['wp:term'] ?? []).flat();
    const names = (taxonomy: string) =>
      terms.filter((t) => t?.taxonomy === taxonomy && t.name).map((t) => decodeEntities(t.name ?? ''));
    const media = post._embedded?.['wp:featuredmedia']?.[0];
    const excerpt = post.excerpt?.raw?.trim() || plain(post.excerpt?.rendered);
    return {
      title: post.title.raw ?? plain(post.title.rendered),
      html: post.content.rendered ?? post.content.raw ?? '',
      slug: post.slug,
      url: post.status === 'publish' ? post.link : null,
      remoteId: String(post.id),
      status: post.status,
      metaTitle: post.yoast_head_json?.title ?? '',
      metaDescription: post.yoast_head_json?.description ?? excerpt,
      tags: names('post_tag'),
      categories: names('category').filter((c) => c !== 'Uncategorized'),
      featureImage: media?.source_url ? { url: media.source_url, alt: media.alt_text || null } : null,
    };
  }
  if (type === 'webflow') {
    const target = await webflowTargetOf(config, doc);
    const item = await onSite(config, doc, target.token, () => findWebflowItemBySlug(config, target, slug));
    return item ? webflowSitePost(target, item) : null;
  }
  if (type === 'shopify') {
    const site = await shopifySiteOf(config, doc);
    const found = await onSite(config, doc, site.accessToken, () =>
      readShopifyArticleByHandle(config, site, slug),
    );
    if (!found) return null;
    const { article, url } = found;
    const meta = (key: string) =>
      article.metafields?.nodes?.find((m) => m.namespace === 'global' && m.key === key)?.value ?? '';
    return {
      title: article.title,
      html: article.body ?? '',
      slug: article.handle,
      url: article.isPublished ? url : null,
      remoteId: article.id,
      status: article.isPublished ? 'published' : 'hidden',
      metaTitle: meta('title_tag'),
      metaDescription: meta('description_tag') || plain(article.summary),
      tags: article.tags ?? [],
      categories: [],
      featureImage: article.image?.url
        ? { url: article.image.url, alt: article.image.altText ?? null }
        : null,
    };
  }
  const site = await ghostSiteOf(config, doc);
  const post = await onSite(config, doc, site.adminApiKey, () => readGhostPostBySlug(config, site, slug));
  if (!post) return null;
  return {
    title: post.title,
    html: post.html ?? '',
    slug: post.slug,
    url: post.status === 'published' ? post.url : null,
    remoteId: post.id,
    status: post.status,
    metaTitle: post.meta_title ?? '',
    metaDescription: post.meta_description ?? post.custom_excerpt ?? '',
    tags: (post.tags ?? []).map((t) => t.name),
    categories: [],
    featureImage: post.feature_image
      ? { url: post.feature_image, alt: post.feature_image_alt ?? null }
      : null,
  };
}

/** A Webflow item read through the integration's field mapping (unmapped fields are not brought in). */
function webflowSitePost(target: WebflowTarget, item: WebflowItem): SitePost {
  const data = item.fieldData ?? {};
  const { mapping } = target;
  const text = (slug: string | undefined) => {
    const value = slug ? data[slug] : undefined;
    return typeof value === 'string' ? value : '';
  };
  const image = mapping.featureImage ? data[mapping.featureImage] : undefined;
  const picture =
    image && typeof image === 'object' && typeof (image as { url?: unknown }).url === 'string'
      ? (image as { url: string; alt?: unknown })
      : null;
  const slug = String(data.slug ?? '');
  const status = webflowItemStatus(item);
  return {
    title: String(data.name ?? ''),
    html: text(mapping.content),
    slug,
    url: status === 'published' && slug ? itemUrl(target, slug) : null,
    remoteId: item.id,
    status,
    metaTitle: plain(text(mapping.metaTitle)),
    metaDescription: plain(text(mapping.metaDescription) || text(mapping.summary)),
    tags: [],
    categories: [],
    featureImage: picture
      ? { url: picture.url, alt: typeof picture.alt === 'string' && picture.alt ? picture.alt : null }
      : null,
  };
}

/** A site's post, found by slug, as a new document of the caller's team (its first post). */
export async function importSitePost(
  config: Config,
  user: AuthUser,
  input: { slug: string; integrationId: string; type: ImportableIntegrationType },
): Promise<IntegrationImportView> {
  const doc = await siteOf(user, input.integrationId, input.type);
  const found = await readSitePost(config, doc, input.type, input.slug);
  if (!found) throw NotFound(`${doc.name} has no post with the slug “${input.slug}”.`);
  const title = clip(found.title.trim(), 300) || DEFAULT_POST_TITLE;
  // The editor keeps the title as the article's first heading.
  const h1 = /<h1[\s>]/i.test(found.html) ? '' : `<h1>${escapeHtml(title)}</h1>\n`;
  const post: PostInput = {
    title,
    content: [{ value: `${h1}${found.html}` }],
    slug: clip(found.slug, 300),
    metaTitle: clip(found.metaTitle, 300),
    metaDescription: clip(found.metaDescription, 1000),
    tags: found.tags.map((t) => clip(t, 100)).slice(0, 50),
    categories: found.categories.map((c) => clip(c, 100)).slice(0, 50),
    featureImage: found.featureImage,
    extendedData: {
      imported: {
        integrationId: String(doc._id),
        type: input.type,
        remoteId: found.remoteId,
        status: found.status,
        url: found.url,
        at: new Date().toISOString(),
      },
    },
    selectedContentIndex: 0,
  };
  const { collection } = await createCollection(user, { title: title.slice(0, 200) });
  const created = await createPost(user, collection._id, post, 'save');
  const html = created.content?.[0]?.value ?? '';
  return {
    collectionId: String(collection._id),
    postId: String(created._id),
    title: created.title ?? title,
    sourceUrl: found.url,
    images: (html.match(/<img\s/gi) ?? []).length,
  };
}
