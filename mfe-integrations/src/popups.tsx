import type { RemotePopupTable } from '@inkpress/shared-ui';
import { lazy } from 'react';

/**
 * The integrations popups (SPEC §2), opened from any screen with
 * `useShell().popups.open(type, props)`: add or manage a website, reconnect a
 * website whose credentials stopped working, and publish to WordPress.
 */
const popups: RemotePopupTable = {
  'website-integration': {
    title: 'Connect a website',
    component: lazy(() => import('./popups/WebsitePopup')),
  },
  'reconnect-website': {
    title: 'Reconnect website',
    component: lazy(() => import('./popups/WebsitePopup')),
  },
  'wordpress-publish': {
    title: 'Publish to WordPress',
    component: lazy(() => import('./popups/WordpressPublishPopup')),
  },
};

export default popups;
