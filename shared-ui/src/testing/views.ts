/**
 * Answers of the API as shared-core's schemas define them, for fakes: every
 * required field filled with a plain default, the test's own fields over
 * them. Each is parsed, so a fake that drifts from the schema fails here.
 */
import {
  CollectionListItemView as CollectionListItemSchema,
  type CollectionListItemView,
  CollectionView as CollectionSchema,
  type CollectionView,
  defaultPostFields,
  FileView as FileSchema,
  type FileView,
  FolderView as FolderSchema,
  type FolderView,
  PostView as PostSchema,
  type PostView,
  StyleView as StyleSchema,
  type StyleView,
  TemplateView as TemplateSchema,
  type TemplateView,
  UserView as UserSchema,
  type UserView,
} from '@inkpress/shared-core';

const EPOCH = '2026-01-01T00:00:00.000Z';

/** The fields that have a value: an `undefined` in a test's fields keeps the default. */
function defined<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function postView(fields: Partial<PostView> = {}): PostView {
  return PostSchema.parse({
    ...defaultPostFields(),
    id: 'p1',
    clientId: 'pc1',
    collectionId: 'c1',
    status: 'draft',
    wordCount: 0,
    createdAt: EPOCH,
    updatedAt: EPOCH,
    ...defined(fields),
  });
}

type CollectionFields = Omit<Partial<CollectionView>, 'posts'> & { posts?: Partial<PostView>[] };

export function collectionView({ posts = [], ...fields }: CollectionFields = {}): CollectionView {
  const id = fields.id ?? 'c1';
  return CollectionSchema.parse({
    id,
    clientId: null,
    title: 'Untitled Collection',
    locales: [],
    templateId: null,
    metaData: {},
    draft: true,
    autoSave: true,
    folder_id: null,
    createdBy: 'u1',
    createdAt: EPOCH,
    updatedAt: EPOCH,
    ...defined(fields),
    posts: posts.map((post, i) =>
      postView({ id: `p${i + 1}`, clientId: `pc${i + 1}`, collectionId: id, ...post }),
    ),
  });
}

export function collectionListItemView(fields: Partial<CollectionListItemView> = {}): CollectionListItemView {
  const { posts: _, ...collection } = collectionView({ ...fields, posts: [] });
  return CollectionListItemSchema.parse({ ...collection, postCount: 0, posts: [], ...defined(fields) });
}

export function folderView(fields: Partial<FolderView> = {}): FolderView {
  const title = fields.title ?? 'Folder';
  return FolderSchema.parse({
    id: 'f1',
    title,
    name: title,
    created_at: EPOCH,
    document_counts: 0,
    ...defined(fields),
  });
}

export function templateView(fields: Partial<TemplateView> = {}): TemplateView {
  return TemplateSchema.parse({
    id: 'blog-post',
    name: 'Blog post',
    description: 'A blog post.',
    category: 'Blog',
    produces: 'A blog post: an introduction, sections and a conclusion.',
    fields: [],
    defaults: {
      length: 'short',
      options: {
        featureImage: false,
        simplifiedSentences: false,
        readability: false,
        faqs: false,
        externalLinks: false,
        internalLinks: false,
      },
    },
    defaultCost: 1000,
    example: {},
    ...defined(fields),
  });
}

export function userView(fields: Partial<UserView> = {}): UserView {
  return UserSchema.parse({
    id: 'u1',
    email: 'writer@example.com',
    name: '',
    emailVerified: true,
    role: 'Owner',
    teamId: 't1',
    locale: 'en',
    location: 'United States',
    onboardingOption: null,
    created_at: EPOCH,
    user_metadata: { createdFromShopify: false },
    totalWordsUsed: 0,
    totalCredits: 5000,
    paidCredits: 0,
    workflows: 0,
    workflowsUsed: 0,
    paidWorkflows: 0,
    paidWorkflowsUsed: 0,
    freeAiImages: 0,
    freeAiImagesUsed: 0,
    features: { gpt4: false },
    canHavePaidTrial: true,
    inLegacyPlan: false,
    isFirstTimeChatWithFile: true,
    hasShopify: false,
    hasMedium: false,
    hasReddit: false,
    hasWordpressToken: false,
    marketingSubscribed: true,
    ...defined(fields),
  });
}

/** A brand voice: measured traits of a short second-person sample, described by the offline writer. */
export function styleView(fields: Partial<StyleView> = {}): StyleView {
  const name = fields.name ?? 'Voice';
  return StyleSchema.parse({
    id: 's1',
    name,
    description: `${name} talks to the reader as you.`,
    traits: {
      words: 40,
      sentences: 5,
      sentenceLength: { average: 8, spread: 2, shortest: 5, longest: 11 },
      readingLevel: { flesch: 80, grade: 4, label: 'Easy' },
      person: { first: 0, second: 5, third: 0, dominant: 'second' },
      contractions: 2.5,
      vocabulary: { variety: 0.8, averageWordLength: 4.2, longWords: 5 },
      punctuation: { questions: 20, exclamations: 0, commasPerSentence: 0.4, dashes: 0, semicolons: 0 },
      topPhrases: [],
    },
    writer: 'offline writer',
    sourceUrl: null,
    excerpt: 'You can do it.',
    createdAt: EPOCH,
    updatedAt: EPOCH,
    ...defined(fields),
  });
}

/** A source of the info base (or the chat's files): pasted text by default. */
export function fileView(fields: Partial<FileView> = {}): FileView {
  return FileSchema.parse({
    id: 'f1',
    name: 'Facts',
    type: 'info-base',
    kind: 'text',
    url: null,
    size: 1,
    words: 1,
    chunks: 1,
    embedding: null,
    createdAt: EPOCH,
    updatedAt: EPOCH,
    ...defined(fields),
  });
}
