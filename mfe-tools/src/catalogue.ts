/** The free tools of SPEC §2, by slug, grouped for the catalogue page. */
export interface ToolInfo {
  slug: string;
  name: string;
  group: 'Writing' | 'SEO' | 'Rewriting' | 'Business' | 'Social' | 'Images' | 'Audio and video';
}

const t = (slug: string, name: string, group: ToolInfo['group']): ToolInfo => ({ slug, name, group });

export const tools: ToolInfo[] = [
  t('ai-text-editor', 'AI Text Editor', 'Writing'),
  t('ai-detector', 'AI Detector', 'Rewriting'),
  t('music-generator', 'Music Generator', 'Audio and video'),
  t('citation-generator', 'Citation Generator', 'Writing'),
  t('blog-images', 'Blog Images', 'Images'),
  t('ai-internal-linking', 'AI Internal Linking', 'SEO'),
  t('ai-keyword-research', 'AI Keyword Research', 'SEO'),
  t('multi-language-bulk-translate', 'Multi-language Bulk Translate', 'Writing'),
  t('readability-improver', 'Readability Improver', 'Rewriting'),
  t('text-expander', 'Text Expander', 'Rewriting'),
  t('meta-title-generator', 'Meta Title Generator', 'SEO'),
  t('meta-description-generator', 'Meta Description Generator', 'SEO'),
  t('headline-generator', 'Headline Generator', 'Writing'),
  t('paraphrasing-tool', 'Paraphrasing Tool', 'Rewriting'),
  t('text-generator', 'Text Generator', 'Writing'),
  t('prompt-generator', 'Prompt Generator', 'Writing'),
  t('paragraph-generator', 'Paragraph Generator', 'Writing'),
  t('sentence-generator', 'Sentence Generator', 'Writing'),
  t('humanizer', 'Humanizer', 'Rewriting'),
  t('introduction-generator', 'Introduction Generator', 'Writing'),
  t('bypass-ai-detection', 'Bypass AI Detection', 'Rewriting'),
  t('slogan-generator', 'Slogan Generator', 'Business'),
  t('pros-and-cons-generator', 'Pros and Cons Generator', 'Writing'),
  t('reworder', 'Reworder', 'Rewriting'),
  t('text-simplifier', 'Text Simplifier', 'Rewriting'),
  t('passive-to-active-voice', 'Passive to Active Voice', 'Rewriting'),
  t('active-to-passive-voice', 'Active to Passive Voice', 'Rewriting'),
  t('sentence-shortener', 'Sentence Shortener', 'Rewriting'),
  t('book-idea-generator', 'Book Idea Generator', 'Writing'),
  t('book-title-generator', 'Book Title Generator', 'Writing'),
  t('niche-ideas-generator', 'Niche Ideas Generator', 'Business'),
  t('value-proposition-generator', 'Value Proposition Generator', 'Business'),
  t('proposal-generator', 'Proposal Generator', 'Business'),
  t('resignation-letter-generator', 'Resignation Letter Generator', 'Business'),
  t('call-to-action-generator', 'Call to Action Generator', 'Business'),
  t('business-name-generator', 'Business Name Generator', 'Business'),
  t('hook-generator', 'Hook Generator', 'Social'),
  t('acronym-generator', 'Acronym Generator', 'Writing'),
  t('conclusion-generator', 'Conclusion Generator', 'Writing'),
  t('grammar-checker', 'Grammar Checker', 'Rewriting'),
  t('email-responder', 'Email Responder', 'Business'),
  t('customer-message-generator', 'Customer Message Generator', 'Business'),
  t('reddit-comment-generator', 'Reddit Comment Generator', 'Social'),
  t('twitter-reply-generator', 'Twitter Reply Generator', 'Social'),
  t('alt-text-generator', 'Alt Text Generator', 'Images'),
  t('image-caption-generator', 'Image Caption Generator', 'Images'),
  t('image-description-generator', 'Image Description Generator', 'Images'),
  t('image-to-text-generator', 'Image to Text Generator', 'Images'),
  t('indexer', 'Indexer', 'SEO'),
  t('youtube-to-blog', 'YouTube to Blog', 'Audio and video'),
  t('page-rank-improver', 'Page Rank Improver', 'SEO'),
];

export const toolBySlug = new Map(tools.map((tool) => [tool.slug, tool]));
