import { pageMeta, type RemoteRoute, type RemoteRouteTable, route } from '@inkpress/shared-ui';

const title = (slug: string | undefined) =>
  (slug ?? '')
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

const contentScreen = () => import('./screens/ContentPage');

/**
 * A page written in Markdown (content/pages); the title and description
 * here are the route's until the content arrives, and the first HTML comes
 * from the content itself (api/src/services/content/site.ts).
 */
function page(path: string, pageTitle: string, description: string): RemoteRoute {
  return route(path, 'marketing', pageMeta(pageTitle, description), contentScreen);
}

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
  page(
    '/about',
    'About Inkpress',
    'Who we are and why we build the best place to write, improve and publish SEO articles with AI.',
  ),
  route(
    '/contact-us',
    'marketing',
    pageMeta('Contact us', 'Questions about plans, teams or partnerships? Write to us and a person answers.'),
    () => import('./screens/ContactPage'),
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
  page('/team', 'Our team', 'The people who build Inkpress.'),
  route(
    '/team/:slug',
    'marketing',
    (p) =>
      pageMeta(`${title(p.slug) || 'Team'} team`, `The ${title(p.slug) || 'Inkpress'} team at Inkpress.`),
    contentScreen,
  ),
  page(
    '/testimonials',
    'Testimonials',
    'What bloggers, marketers and agencies say about writing with Inkpress.',
  ),
  route(
    '/blog',
    'marketing',
    pageMeta('Blog', 'Guides and news on SEO writing, AI content and growing organic traffic.'),
    () => import('./screens/BlogIndexPage'),
  ),
  route(
    '/blog/:slugOrLang',
    'marketing',
    (p) =>
      pageMeta(
        title(p.slugOrLang) || 'Blog',
        'Articles on SEO writing and AI content from the Inkpress blog.',
      ),
    () => import('./screens/BlogPostPage').then((m) => ({ default: m.BlogSlugOrLangPage })),
  ),
  route(
    '/blog/:slugOrLang/:slug',
    'marketing',
    (p) => pageMeta(title(p.slug) || 'Blog post', 'An article from the Inkpress blog.'),
    () => import('./screens/BlogPostPage'),
  ),
  route(
    '/templates',
    'marketing',
    pageMeta(
      'Article templates',
      'Start an article from a template: blog posts, listicles, how-tos, reviews, comparisons and more.',
    ),
    () => import('./screens/TemplatesPage'),
  ),
  route(
    '/templates/:slug',
    'marketing',
    (p) =>
      pageMeta(
        `${title(p.slug) || 'Template'} template`,
        'Write this kind of article in minutes with an Inkpress template.',
      ),
    () => import('./screens/TemplatesPage').then((m) => ({ default: m.TemplatePage })),
  ),
  page(
    '/features',
    'Features',
    'Everything Inkpress does for writing, improving and publishing SEO articles.',
  ),
  route(
    '/features/:slug',
    'marketing',
    (p) => pageMeta(title(p.slug) || 'Feature', 'One of the features Inkpress offers.'),
    contentScreen,
  ),
  page('/security', 'Security', 'How Inkpress keeps your account, documents and integrations safe.'),
  page('/cookie', 'Cookie policy', 'Which cookies Inkpress uses and why.'),
  page('/privacy', 'Privacy policy', 'What data Inkpress collects, why, and the rights you have over it.'),
  page('/terms', 'Terms of service', 'The terms under which you use Inkpress.'),
  page('/use-cases', 'Use cases', 'How bloggers, marketers, agencies and teams use Inkpress.'),
  page('/guides', 'Guides', 'Step-by-step guides to writing and ranking with Inkpress.'),
  route(
    '/public/samples',
    'marketing',
    pageMeta(
      'Sample articles',
      'Articles written with Inkpress templates, so you can judge the output yourself.',
    ),
    () => import('./screens/PublicArticlePage').then((m) => ({ default: m.SamplesPage })),
  ),
  route(
    '/public/article/:id',
    'marketing',
    // Noindex until the article says otherwise: a user's post is indexed only when its owner chose so.
    pageMeta('Shared article', 'An article shared from Inkpress.', { noindex: true }),
    () => import('./screens/PublicArticlePage'),
  ),
  page(
    '/ai-article-writer',
    'AI Article Writer',
    'Turn a keyword into a complete, structured SEO article with headings, FAQs and links.',
  ),
  route(
    '/docs',
    'marketing',
    pageMeta('Documentation', 'How to use every part of Inkpress, and the public API.'),
    () => import('./screens/DocsPages').then((m) => ({ default: m.DocsHomePage })),
  ),
  route('/docs/announcements', 'marketing', pageMeta('Announcements', 'What is new in Inkpress.'), () =>
    import('./screens/DocsPages').then((m) => ({ default: m.AnnouncementsPage })),
  ),
  route(
    '/docs/category/:slug',
    'marketing',
    (p) => pageMeta(`${title(p.slug) || 'Docs'} docs`, 'Documentation for this part of Inkpress.'),
    () => import('./screens/DocsPages').then((m) => ({ default: m.DocsCategoryPage })),
  ),
  route(
    '/docs/:slug',
    'marketing',
    (p) => pageMeta(title(p.slug) || 'Docs', 'A page of the Inkpress documentation.'),
    () => import('./screens/DocsPages').then((m) => ({ default: m.DocsPage })),
  ),
  page('/brand-voice', 'Brand Voice', 'Teach Inkpress your style once; every article then sounds like you.'),
  page(
    '/bulk-content-creation',
    'Bulk Content Generator',
    'Generate dozens of SEO articles from a list of keywords in one go.',
  ),
  page(
    '/autoblogging',
    'Autoblogging',
    'Keep your blog publishing on a schedule with articles written and posted for you.',
  ),
  page(
    '/wordpress',
    'Inkpress for WordPress',
    'Publish articles to WordPress with categories, tags, authors and schedules.',
  ),
  page('/shopify', 'Inkpress for Shopify', 'Write and publish blog posts to your Shopify store.'),
  page('/ghost', 'Inkpress for Ghost', 'Publish articles to your Ghost blog.'),
  page('/webflow', 'Inkpress for Webflow', 'Publish articles into your Webflow CMS collections.'),
  page('/medium', 'Inkpress for Medium', 'Publish articles to Medium.'),
  page('/custom-api', 'Custom API', 'Receive your articles on any site through the Inkpress API.'),
  route(
    '/gpts-directory',
    'marketing',
    pageMeta('GPTs directory', 'A searchable directory of AI assistants for writers and marketers.'),
    () => import('./screens/GptsDirectoryPage'),
  ),
  page(
    '/inkpress-vs-chatgpt',
    'Inkpress vs ChatGPT',
    'Why a writing platform built for SEO beats a general chat assistant for articles.',
  ),
  page(
    '/inkpress-vs-chatpdf',
    'Inkpress vs ChatPDF',
    'How chatting with your files in Inkpress compares with a file-chat tool.',
  ),
  page(
    '/modern-slavery-statement',
    'Modern slavery statement',
    'Our statement on modern slavery and human trafficking.',
  ),
  page(
    '/edi-policy',
    'Equality, diversity and inclusion policy',
    'How we build an equal, diverse and inclusive company.',
  ),
  page(
    '/accessibility',
    'Accessibility',
    'Our commitment to an accessible product, and how to report a barrier.',
  ),
  page('/code-of-ethics', 'Code of ethics', 'The principles we hold ourselves to.'),
  page('/editorial-policy', 'Editorial policy', 'How we write, check and correct what we publish.'),
  page('/complaints-policy', 'Complaints policy', 'How to raise a complaint and how we handle it.'),
  page('/guest-posting-policy', 'Guest posting policy', 'How to write a guest post for the Inkpress blog.'),
  route(
    '/email/resubscribe/:id',
    'marketing',
    pageMeta('Email preferences', 'Choose which emails you receive from Inkpress.', { noindex: true }),
    () => import('./screens/ResubscribePage'),
  ),
  route(
    '/dashboard/site-content',
    'dashboard',
    pageMeta('Site content', 'Edit, publish and unpublish the public site’s posts, docs and announcements.', {
      noindex: true,
    }),
    () => import('./screens/SiteContentPage'),
    { requiresAuth: true, requiresInternal: true },
  ),
];

export default routes;
