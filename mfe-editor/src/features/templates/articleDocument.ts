import { type CollectionPayload, newClientId } from '../../stores';
import type { FeatureImage } from '../../stores/types';

export interface ArticleDocumentInput {
  title: string;
  /** The article's HTML. */
  html: string;
  language: string;
  templateId: string;
  /** The template's keyword field, kept as the post's focus keyword. */
  focusKeyword?: string;
  /** The image chosen in the flow's image form. */
  featureImage?: FeatureImage | null;
}

/**
 * A new draft document holding one generated article, for when the API did
 * not save it itself (split from the template flow, which saves it through
 * TemplateFlowStore.articleDocument).
 */
export function articleDocumentPayload({
  title,
  html,
  language,
  templateId,
  focusKeyword,
  featureImage = null,
}: ArticleDocumentInput): CollectionPayload {
  return {
    clientId: newClientId(),
    title,
    locales: [language],
    templateId,
    metaData: {},
    draft: true,
    autoSave: true,
    folder_id: null,
    posts: [
      {
        clientId: newClientId(),
        title,
        content: [{ value: html }],
        categories: [],
        metaTitle: '',
        metaDescription: '',
        slug: '',
        tags: [],
        authorId: null,
        featureImage,
        extendedData: {},
        postMetadata: focusKeyword !== undefined ? { focusKeyword } : {},
        postConfig: { faqs: [], language },
        date: null,
        draft: true,
        public: false,
        templateId,
        generatorOpen: false,
        status: 'draft',
        selectedContentIndex: 0,
        unsavedChanges: true,
      },
    ],
  };
}
