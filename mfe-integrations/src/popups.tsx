import type { PopupProps, RemotePopupTable } from '@inkpress/shared-ui';
import { lazy } from 'react';

const WebsitePopup = lazy(() => import('./popups/WebsitePopup'));
const BulkPublishPopup = lazy(() => import('./popups/BulkPublishPopup'));
const ShopifyPublishPopup = lazy(() => import('./popups/ShopifyPublishPopup'));

/**
 * The integrations popups (SPEC §2), opened from any screen with
 * `useShell().popups.open(type, props)`: add or manage a website, reconnect a
 * website whose credentials stopped working, connect Ghost (the headless
 * blog), and publish to WordPress or Ghost, one post or many.
 */
const popups: RemotePopupTable = {
  'website-integration': {
    title: 'Connect a website',
    component: WebsitePopup,
  },
  'reconnect-website': {
    title: 'Reconnect website',
    component: WebsitePopup,
  },
  'ghost-connect': {
    title: 'Connect Ghost',
    component: ({ props, close }: PopupProps) => (
      <WebsitePopup props={{ type: 'ghost', ...props }} close={close} />
    ),
  },
  'wordpress-publish': {
    title: 'Publish to WordPress',
    component: lazy(() => import('./popups/WordpressPublishPopup')),
  },
  'ghost-publish': {
    title: 'Publish to Ghost',
    component: lazy(() => import('./popups/GhostPublishPopup')),
  },
  'wordpress-bulk-publish': {
    title: 'Publish in bulk',
    component: ({ props, close }: PopupProps) => (
      <BulkPublishPopup props={{ type: 'wordpress', ...props }} close={close} />
    ),
  },
  'ghost-bulk-publish': {
    title: 'Publish in bulk',
    component: ({ props, close }: PopupProps) => (
      <BulkPublishPopup props={{ type: 'ghost', ...props }} close={close} />
    ),
  },
  'shopify-connect': {
    title: 'Connect Shopify',
    component: ({ props, close }: PopupProps) => (
      <WebsitePopup props={{ type: 'shopify', ...props }} close={close} />
    ),
  },
  shopify: {
    title: 'Update a Shopify article',
    component: ({ props, close }: PopupProps) => (
      <ShopifyPublishPopup props={props} close={close} mode="old" />
    ),
  },
  'shopify-new': {
    title: 'Publish to Shopify',
    component: ({ props, close }: PopupProps) => (
      <ShopifyPublishPopup props={props} close={close} mode="new" />
    ),
  },
  'webflow-publish': {
    title: 'Publish to Webflow',
    component: lazy(() => import('./popups/WebflowPublishPopup')),
  },
  'webflow-bulk-publish': {
    title: 'Publish to Webflow in bulk',
    component: ({ props, close }: PopupProps) => (
      <BulkPublishPopup props={{ type: 'webflow', ...props }} close={close} />
    ),
  },
  'shopify-bulk': {
    title: 'Publish in bulk',
    component: ({ props, close }: PopupProps) => (
      <BulkPublishPopup props={{ type: 'shopify', ...props }} close={close} />
    ),
  },
  'medium-publish': {
    title: 'Publish to Medium',
    component: lazy(() => import('./popups/MediumPublishPopup')),
  },
  'medium-bulk-publish': {
    title: 'Publish in bulk',
    component: ({ props, close }: PopupProps) => (
      <BulkPublishPopup props={{ type: 'medium', ...props }} close={close} />
    ),
  },
  'import-article': {
    title: 'Import an article',
    component: lazy(() => import('./popups/ImportArticlePopup')),
  },
  'reddit-publish': {
    title: 'Share on Reddit',
    component: lazy(() => import('./popups/RedditPublishPopup')),
  },
};

export default popups;
