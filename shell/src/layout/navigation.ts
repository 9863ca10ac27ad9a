import { resourceLinks as siteResourceLinks } from '@inkpress/shared-core';
import type { DropdownMenuItem } from '@inkpress/shared-ui';

// The public site's links are shared-core's: the server's first HTML of each public page draws them too.
export {
  type FooterColumn,
  footerColumns,
  headerLinks,
  policyLinks,
  socialLinks,
  VIDEO_TUTORIALS_URL,
} from '@inkpress/shared-core';

/** The Resources dropdown: Video Tutorials is on another site and opens in a new tab. */
export const resourceLinks: readonly DropdownMenuItem[] = siteResourceLinks;

/** The signed-in dashboard's sidebar; `internal` links show to internal users only. */
export const dashboardLinks: readonly { to: string; label: string; end?: boolean; internal?: boolean }[] = [
  { to: '/dashboard', label: 'Dashboard', end: true },
  { to: '/dashboard/collections', label: 'Documents' },
  { to: '/dashboard/folders', label: 'Folders' },
  { to: '/dashboard/templates', label: 'Templates' },
  { to: '/dashboard/chat', label: 'AI Chat' },
  { to: '/dashboard/brand-voice', label: 'Brand Voice' },
  { to: '/dashboard/bulk-generate', label: 'Bulk Generate' },
  { to: '/dashboard/autoblogging', label: 'Autoblogging' },
  { to: '/dashboard/integrations', label: 'Integrations' },
  { to: '/dashboard/billing', label: 'Billing' },
  { to: '/dashboard/settings', label: 'Settings' },
  { to: '/dashboard/site-content', label: 'Site content', internal: true },
];
