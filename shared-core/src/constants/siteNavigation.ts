/**
 * The public site's navigation (SPEC §2): the marketing header's links and
 * Resources menu, the footer's columns, the policy pages and the social
 * profiles. The app's header and footer (shell) and the server's first HTML
 * of every public page (api, issue 14) draw the same links from here.
 */

/** A link of the Resources menu: a path of the site, or an address on another site (new tab). */
export interface SiteLink {
  id: string;
  label: string;
  to?: string;
  href?: string;
  external?: boolean;
}

/** The marketing header's links (SPEC §2), in order; Resources sits between Templates and Pricing. */
export const headerLinks = {
  before: [
    { to: '/bulk-content-creation', label: 'Bulk Content Generator' },
    { to: '/brand-voice', label: 'Brand Voice' },
    { to: '/tools/ai-text-editor', label: 'AI Text Editor' },
    { to: '/templates', label: 'Templates' },
  ],
  after: [{ to: '/pricing', label: 'Pricing' }],
} as const;

export const VIDEO_TUTORIALS_URL = 'https://www.youtube.com/@inkpress';

/** The Resources dropdown: Video Tutorials is on another site and opens in a new tab. */
export const resourceLinks: readonly SiteLink[] = [
  { id: 'tools', label: 'Free Tools', to: '/tools' },
  { id: 'blog', label: 'Blogs', to: '/blog' },
  { id: 'guides', label: 'Guides', to: '/guides' },
  { id: 'videos', label: 'Video Tutorials', href: VIDEO_TUTORIALS_URL, external: true },
  { id: 'contact', label: 'Contact', to: '/contact-us' },
];

export interface FooterColumn {
  title: string;
  links: readonly { to: string; label: string }[];
}

/** The footer's four link columns. */
export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { to: '/ai-article-writer', label: 'AI Article Writer' },
      { to: '/tools/ai-text-editor', label: 'AI Text Editor' },
      { to: '/bulk-content-creation', label: 'Bulk Content Generator' },
      { to: '/autoblogging', label: 'Autoblogging' },
      { to: '/brand-voice', label: 'Brand Voice' },
      { to: '/chat', label: 'AI Chat' },
      { to: '/art', label: 'AI Images' },
      { to: '/pricing', label: 'Pricing' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/tools', label: 'Free Tools' },
      { to: '/templates', label: 'Templates' },
      { to: '/blog', label: 'Blog' },
      { to: '/guides', label: 'Guides' },
      { to: '/docs', label: 'Docs' },
      { to: '/use-cases', label: 'Use cases' },
      { to: '/gpts-directory', label: 'GPTs directory' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/team', label: 'Team' },
      { to: '/testimonials', label: 'Testimonials' },
      { to: '/contact-us', label: 'Contact' },
      { to: '/affiliate', label: 'Affiliate programme' },
    ],
  },
  {
    title: 'Integrations',
    links: [
      { to: '/wordpress', label: 'WordPress' },
      { to: '/shopify', label: 'Shopify' },
      { to: '/webflow', label: 'Webflow' },
      { to: '/ghost', label: 'Ghost' },
      { to: '/medium', label: 'Medium' },
      { to: '/custom-api', label: 'Custom API' },
    ],
  },
];

/** The policy pages of SPEC §2. */
export const policyLinks: readonly { to: string; label: string }[] = [
  { to: '/privacy', label: 'Privacy policy' },
  { to: '/terms', label: 'Terms of service' },
  { to: '/cookie', label: 'Cookie policy' },
  { to: '/security', label: 'Security' },
  { to: '/accessibility', label: 'Accessibility' },
  { to: '/modern-slavery-statement', label: 'Modern slavery statement' },
  { to: '/edi-policy', label: 'EDI policy' },
  { to: '/code-of-ethics', label: 'Code of ethics' },
  { to: '/editorial-policy', label: 'Editorial policy' },
  { to: '/complaints-policy', label: 'Complaints policy' },
  { to: '/guest-posting-policy', label: 'Guest posting policy' },
];

/** Social profiles (external, new tab). */
export const socialLinks: readonly { href: string; label: string; short: string }[] = [
  { href: 'https://x.com/inkpress', label: 'Inkpress on X', short: 'X' },
  { href: 'https://www.linkedin.com/company/inkpress', label: 'Inkpress on LinkedIn', short: 'in' },
  { href: VIDEO_TUTORIALS_URL, label: 'Inkpress on YouTube', short: 'YT' },
  { href: 'https://www.facebook.com/inkpress', label: 'Inkpress on Facebook', short: 'f' },
];
