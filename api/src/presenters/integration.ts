import {
  BUILT_IN_API_INTEGRATION_ID,
  type IntegrationType,
  type IntegrationView,
  type PublicationView,
  type ShopifyValidateView,
  type WebflowDetailsView,
} from '@inkpress/shared-core';
import type { IntegrationDoc, WebflowDetails } from '../models/Integration';
import type { PublicationDoc } from '../models/Publication';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** An integration (SPEC §3): never its secret, only whether one is stored. */
export function presentIntegration(doc: IntegrationDoc): IntegrationView {
  return {
    id: String(doc._id),
    type: doc.type as IntegrationType,
    name: doc.name,
    url: doc.url,
    username: doc.username ?? null,
    builtIn: false,
    state: doc.state ?? 'connected',
    problem: doc.problem?.code ? { code: doc.problem.code, message: doc.problem.message } : null,
    hasSecret: !!doc.secret?.data,
    lastCheckedAt: iso(doc.lastCheckedAt),
    createdAt: iso(doc.createdAt),
    ...(doc.type === 'webflow' && doc.webflow ? { webflow: presentWebflowDetails(doc.webflow) } : {}),
    ...(doc.type === 'reddit' ? { subreddits: [...(doc.subreddits ?? [])] } : {}),
  };
}

/** A Webflow integration's site, collection and mapping (the token stays sealed). */
export function presentWebflowDetails(details: WebflowDetails): WebflowDetailsView {
  return {
    siteId: details.siteId,
    siteName: details.siteName,
    collectionId: details.collectionId,
    collectionName: details.collectionName,
    collectionSlug: details.collectionSlug,
    mapping: { ...details.mapping },
  };
}

/** The built-in API entry (the public API with an API key), always listed first. */
export function builtInApiIntegration(): IntegrationView {
  return {
    id: BUILT_IN_API_INTEGRATION_ID,
    type: 'api',
    name: 'Inkpress API',
    url: null,
    username: null,
    builtIn: true,
    state: 'connected',
    problem: null,
    hasSecret: false,
    lastCheckedAt: null,
    createdAt: null,
  };
}

export function presentPublication(doc: PublicationDoc): PublicationView {
  return {
    id: doc._id,
    postId: String(doc.postId),
    integrationId: String(doc.integrationId),
    type: doc.type as IntegrationType,
    state: doc.state === 'pending' ? 'failed' : (doc.state as PublicationView['state']),
    remoteId: doc.remoteId ?? null,
    url: doc.url ?? null,
    scheduledFor: iso(doc.scheduledFor),
    lastError: doc.lastError?.code ? { code: doc.lastError.code, message: doc.lastError.message } : null,
    updatedAt: doc.updatedAt.toISOString(),
    ...((doc as { notice?: string }).notice ? { notice: (doc as { notice?: string }).notice } : {}),
  };
}

/** What POST /api/shopify/validate answers: the shop and the token's scopes, never the token. */
export function presentShopifyShop(info: {
  name: string;
  shop: string;
  url: string;
  scopes: string[];
}): ShopifyValidateView {
  return { name: info.name, shop: info.shop, url: info.url, scopes: [...info.scopes] };
}
