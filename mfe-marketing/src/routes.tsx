import { pageMeta, type RemoteRouteTable, route } from '@inkpress/shared-ui';
import { frame } from './frame';

const title = (slug: string | undefined) =>
  (slug ?? '')
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

/** The public site: every marketing route of SPEC §2. */
const routes: RemoteRouteTable = [
  route(
    '/',
    'marketing',
    pageMeta(
      'Inkpress — AI writing for SEO articles',
      'Write, improve and publish SEO articles with AI: an AI text editor, bulk generation, brand voice, autoblogging and publishing to your site.',
    ),
    () => import('./screens/HomePage'),
  ),
  route(
    '/about',
    'marketing',
    pageMeta(
      'About Inkpress',
      'Who we are and why we build the best place to write, improve and publish SEO articles with AI.',
    ),
    () => import('./screens/AboutPage'),
  ),
  frame(
    '/contact-us',
    'marketing',
    'Contact us',
    'Questions about plans, teams or partnerships? Write to us and a person answers.',
  ),
  route(
    '/affiliate',
    'marketing',
    pageMeta(
      'Affiliate programme',
      'Recommend Inkpress and earn 30% commission on every payment your referrals make.',
    ),
    () => import('./screens/AffiliatePage'),
  ),
  frame('/team', 'marketing', 'Our team', 'The people who build Inkpress.'),
  route(
    '/team/:slug',
    'marketing',
    (p) => pageMeta(title(p.slug) || 'Team member', `${title(p.slug) || 'A member'} of the Inkpress team.`),
    () =>
      import('./screens/AreaPage').then((m) => ({
        default: m.areaPage('Team member', 'A member of the Inkpress team.'),
      })),
  ),
  frame(
    '/testimonials',
    'marketing',
    'Testimonials',
    'What bloggers, marketers and agencies say about writing with Inkpress.',
  ),
  frame(
    '/blog',
    'marketing',
    'Blog',
    'Guides and news on SEO writing, AI content and growing organic traffic.',
  ),
  route(
    '/blog/:slugOrLang',
    'marketing',
    (p) =>
      pageMeta(
        title(p.slugOrLang) || 'Blog',
        'Articles on SEO writing and AI content from the Inkpress blog.',
      ),
    () =>
      import('./screens/AreaPage').then((m) => ({
        default: m.areaPage('Blog', 'Articles on SEO writing and AI content.'),
      })),
  ),
  route(
    '/blog/:slugOrLang/:slug',
    'marketing',
    (p) => pageMeta(title(p.slug) || 'Blog post', 'An article from the Inkpress blog.'),
    () =>
      import('./screens/AreaPage').then((m) => ({
        default: m.areaPage('Blog post', 'An article from the Inkpress blog.'),
      })),
  ),
  frame(
    '/templates',
    'marketing',
    'Templates',
    'Start an article from a template: blog posts, listicles, how-tos, reviews, comparisons and more.',
  ),
  route(
    '/templates/:slug',
    'marketing',
    (p) =>
      pageMeta(
        `${title(p.slug) || 'Template'} template`,
        'Write this kind of article in minutes with an Inkpress template.',
      ),
    () =>
      import('./screens/AreaPage').then((m) => ({
        default: m.areaPage('Template', 'Write this kind of article in minutes.'),
      })),
  ),
  frame(
    '/features',
    'marketing',
    'Features',
    'Everything Inkpress does for writing, improving and publishing SEO articles.',
  ),
  route(
    '/features/:slug',
    'marketing',
    (p) => pageMeta(title(p.slug) || 'Feature', 'One of the features Inkpress offers.'),
    () =>
      import('./screens/AreaPage').then((m) => ({
        default: m.areaPage('Feature', 'One of the features Inkpress offers.'),
      })),
  ),
  frame(
    '/security',
    'marketing',
    'Security',
    'How Inkpress keeps your account, documents and integrations safe.',
  ),
  frame('/cookie', 'marketing', 'Cookie policy', 'Which cookies Inkpress uses and why.'),
  frame(
    '/privacy',
    'marketing',
    'Privacy policy',
    'What data Inkpress collects, why, and the rights you have over it.',
  ),
  frame('/terms', 'marketing', 'Terms of service', 'The terms under which you use Inkpress.'),
  frame('/use-cases', 'marketing', 'Use cases', 'How bloggers, marketers, agencies and teams use Inkpress.'),
  frame('/guides', 'marketing', 'Guides', 'Step-by-step guides to writing and ranking with Inkpress.'),
  frame(
    '/public/samples',
    'marketing',
    'Sample articles',
    'Articles written with Inkpress, unedited, so you can judge the output yourself.',
  ),
  route(
    '/public/article/:id',
    'marketing',
    pageMeta('Shared article', 'An article shared from Inkpress.'),
    () =>
      import('./screens/AreaPage').then((m) => ({
        default: m.areaPage('Shared article', 'An article shared from Inkpress.'),
      })),
  ),
  frame(
    '/ai-article-writer',
    'marketing',
    'AI Article Writer',
    'Turn a keyword into a complete, structured SEO article with headings, FAQs and links.',
  ),
  frame('/docs', 'marketing', 'Documentation', 'How to use every part of Inkpress, and the public API.'),
  frame('/docs/announcements', 'marketing', 'Announcements', 'What is new in Inkpress.'),
  route(
    '/docs/category/:slug',
    'marketing',
    (p) => pageMeta(`${title(p.slug) || 'Docs'} docs`, 'Documentation for this part of Inkpress.'),
    () =>
      import('./screens/AreaPage').then((m) => ({
        default: m.areaPage('Documentation', 'Documentation for this part of Inkpress.'),
      })),
  ),
  route(
    '/docs/:slug',
    'marketing',
    (p) => pageMeta(title(p.slug) || 'Docs', 'A page of the Inkpress documentation.'),
    () =>
      import('./screens/AreaPage').then((m) => ({
        default: m.areaPage('Documentation', 'A page of the Inkpress documentation.'),
      })),
  ),
  frame(
    '/brand-voice',
    'marketing',
    'Brand Voice',
    'Teach Inkpress your style once; every article then sounds like you.',
  ),
  frame(
    '/bulk-content-creation',
    'marketing',
    'Bulk Content Generator',
    'Generate dozens of SEO articles from a list of keywords in one go.',
  ),
  frame(
    '/autoblogging',
    'marketing',
    'Autoblogging',
    'Keep your blog publishing on a schedule with articles written and posted for you.',
  ),
  frame(
    '/wordpress',
    'marketing',
    'Inkpress for WordPress',
    'Publish articles to WordPress with categories, tags, authors and schedules.',
  ),
  frame(
    '/shopify',
    'marketing',
    'Inkpress for Shopify',
    'Write and publish blog posts to your Shopify store.',
  ),
  frame('/ghost', 'marketing', 'Inkpress for Ghost', 'Publish articles to your Ghost blog.'),
  frame(
    '/webflow',
    'marketing',
    'Inkpress for Webflow',
    'Publish articles into your Webflow CMS collections.',
  ),
  frame('/medium', 'marketing', 'Inkpress for Medium', 'Publish articles to Medium.'),
  frame(
    '/custom-api',
    'marketing',
    'Custom API',
    'Receive your articles on any site through the Inkpress API.',
  ),
  frame('/gpts-directory', 'marketing', 'GPTs directory', 'A directory of GPTs for writers and marketers.'),
  frame(
    '/inkpress-vs-chatgpt',
    'marketing',
    'Inkpress vs ChatGPT',
    'Why a writing platform built for SEO beats a general chat assistant for articles.',
  ),
  frame(
    '/inkpress-vs-chatpdf',
    'marketing',
    'Inkpress vs ChatPDF',
    'How chatting with your files in Inkpress compares with a file-chat tool.',
  ),
  frame(
    '/modern-slavery-statement',
    'marketing',
    'Modern slavery statement',
    'Our statement on modern slavery and human trafficking.',
  ),
  frame(
    '/edi-policy',
    'marketing',
    'Equality, diversity and inclusion policy',
    'How we build an equal, diverse and inclusive company.',
  ),
  frame(
    '/accessibility',
    'marketing',
    'Accessibility',
    'Our commitment to an accessible product, and how to report a barrier.',
  ),
  frame('/code-of-ethics', 'marketing', 'Code of ethics', 'The principles we hold ourselves to.'),
  frame(
    '/editorial-policy',
    'marketing',
    'Editorial policy',
    'How we write, check and correct what we publish.',
  ),
  frame(
    '/complaints-policy',
    'marketing',
    'Complaints policy',
    'How to raise a complaint and how we handle it.',
  ),
  frame(
    '/guest-posting-policy',
    'marketing',
    'Guest posting policy',
    'How to write a guest post for the Inkpress blog.',
  ),
  route(
    '/email/resubscribe/:id',
    'marketing',
    pageMeta('Email preferences', 'Choose which emails you receive from Inkpress.', { noindex: true }),
    () =>
      import('./screens/AreaPage').then((m) => ({
        default: m.areaPage('Email preferences', 'Choose which emails you receive from Inkpress.'),
      })),
  ),
];

export default routes;
