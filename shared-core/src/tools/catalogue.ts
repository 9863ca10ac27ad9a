/**
 * The free tools' catalogue (SPEC §2, /tools and /tools/{slug}): one entry
 * per tool with its group, promise, input fields and their limits, output
 * kind, engine, what a signed-in run costs, and the text of its page. The
 * tool pages, the API's validation (toolInputSchema), the widget, the
 * sitemap and the tests all read it: adding a tool is one entry here plus
 * its engine in the API.
 */

// Through the package's own entry, as a remote reaches it: shared-core is one federation singleton, so
// the catalogue bundled into a remote does not carry a second copy of these or of zod (zod.ts).
import {
  DEFAULT_OCR_LANGUAGE,
  findLanguage,
  type LanguageCode,
  languageCodes,
  ocrLanguages,
  zod,
} from '@inkpress/shared-core';
import type { z } from 'zod';
import { citationSourceTypes, citationStyles } from './results';

export const toolGroups = [
  'Writing',
  'Rewriting',
  'SEO',
  'Business',
  'Social',
  'Images',
  'Audio and video',
] as const;
export type ToolGroup = (typeof toolGroups)[number];

/** How a field is entered: free text, a long text, a choice, a number, a content language, several languages. */
export type ToolFieldKind = 'text' | 'textarea' | 'select' | 'number' | 'language' | 'languages';

export interface ToolField {
  name: string;
  label: string;
  kind: ToolFieldKind;
  required: boolean;
  /** Longest value in characters (text, textarea). */
  maxLength?: number;
  /** Bounds of a number, or how many languages may be picked. */
  min?: number;
  max?: number;
  default?: string | number | string[];
  /** The choices of a select: value and label. */
  options?: readonly { value: string; label: string }[];
  placeholder?: string;
  help?: string;
}

/**
 * What a run gives back: generated text or a list (streamed), two lists,
 * or one of the library reports of tools/results.ts (JSON).
 */
export type ToolOutput =
  | 'text'
  | 'list'
  | 'pros-cons'
  | 'translations'
  | 'grammar'
  | 'readability'
  | 'voice'
  | 'citation'
  | 'detector'
  | 'keywords';

/** Who does the work: a library (exact, free), the AI provider, or a library first and the AI after. */
export type ToolEngine = 'library' | 'ai' | 'both';

/** Which product area builds a tool's engine: this catalogue lists them all. */
export type ToolArea = 'tools' | 'media' | 'workflows' | 'editor';

export interface ToolFaq {
  question: string;
  answer: string;
}

export interface ToolDefinition {
  slug: string;
  name: string;
  group: ToolGroup;
  /** One line: what the tool does for you. */
  promise: string;
  area: ToolArea;
  fields: readonly ToolField[];
  output: ToolOutput;
  engine: ToolEngine;
  /**
   * Words of credit a signed-in run reserves (the AI part; the charge is the
   * words actually written). 0 when the run costs nothing (library only).
   */
  credits: number;
  /** The longest answer in characters, when the tool has a hard limit (a tweet reply: 280). */
  maxOutputChars?: number;
  /** How many items a list answer has, by default. */
  howItWorks: readonly string[];
  faq: readonly ToolFaq[];
  /** Slugs of tools to suggest next. */
  related: readonly string[];
}

/* ---------- fields ---------- */

export const TOOL_TEXT_MAX = 20_000;
/**
 * The longer limit of the tools that analyse a whole document (the grammar
 * checker, the readability improver): 80,000 characters, a 10,000-word
 * article with room to spare (issue 13 asks for 10,000 words).
 */
export const TOOL_LONG_TEXT_MAX = 80_000;
const SHORT_MAX = 300;

const textarea = (name: string, label: string, extra: Partial<ToolField> = {}): ToolField => ({
  name,
  label,
  kind: 'textarea',
  required: true,
  maxLength: TOOL_TEXT_MAX,
  ...extra,
});
const line = (name: string, label: string, extra: Partial<ToolField> = {}): ToolField => ({
  name,
  label,
  kind: 'text',
  required: true,
  maxLength: SHORT_MAX,
  ...extra,
});
const optionalLine = (name: string, label: string, extra: Partial<ToolField> = {}) =>
  line(name, label, { required: false, ...extra });
const count = (fallback: number, max: number, label = 'How many'): ToolField => ({
  name: 'count',
  label,
  kind: 'number',
  required: false,
  min: 1,
  max,
  default: fallback,
});
const language: ToolField = {
  name: 'language',
  label: 'Language',
  kind: 'language',
  required: false,
  default: 'en-US',
};
const toneOptions = [
  'professional',
  'friendly',
  'casual',
  'formal',
  'persuasive',
  'witty',
  'confident',
  'empathetic',
];
const tone: ToolField = {
  name: 'tone',
  label: 'Tone',
  kind: 'select',
  required: false,
  default: 'professional',
  options: toneOptions.map((value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1) })),
};
const select = (
  name: string,
  label: string,
  values: readonly (readonly [string, string])[],
  fallback?: string,
) =>
  ({
    name,
    label,
    kind: 'select',
    required: false,
    default: fallback ?? values[0]?.[0],
    options: values.map(([value, text]) => ({ value, label: text })),
  }) satisfies ToolField;

/* ---------- page text shared by kinds of tools ---------- */

const aiFaq = (what: string): ToolFaq[] => [
  {
    question: `Is the ${what} free?`,
    answer:
      'Yes: anyone can run it a few times a day without an account. Signed-in users run it on their plan’s credits, one credit per word written, and see the estimate before they run it.',
  },
  {
    question: 'What happens to my text?',
    answer:
      'It is sent to the AI model to write the answer and is not used to train it. Results are not stored unless you open them in the editor.',
  },
  {
    question: 'What is the offline writer?',
    answer:
      'When no AI model is configured, a built-in writer answers instead. It builds its answer from your own words and follows the tool’s format, and the result says “offline writer” so you always know.',
  },
];
const libraryFaq: ToolFaq = {
  question: 'Does it use AI?',
  answer:
    'No. The analysis runs on well-known open-source libraries on our server, so the same text always gives the same result, and every finding says which rule made it.',
};

const generatorSteps = (what: string): string[] => [
  `Describe what you need: the more concrete the details, the better the ${what}.`,
  'The AI writes the answer in the tone and language you chose, streamed as it is written.',
  'Copy it, download it, or open it in the editor to keep working on it.',
];

/* ---------- the catalogue ---------- */

type Entry = Omit<ToolDefinition, 'area' | 'related'> & { area?: ToolArea; related?: string[] };

/** The page text of tools another area runs (the workflows issue's video to blog). */
const builtElsewhere: Partial<Record<string, Partial<Entry>>> = {
  // The image tools (issue 16): an uploaded image, read on the server (schemas/imageTools.ts).
  'image-to-text-generator': {
    related: ['alt-text-generator', 'image-caption-generator', 'image-description-generator'],
    engine: 'library',
    // Sent as ?language= (ImageToolQuery validates it); each language's OCR data is an npm package of the API.
    fields: [
      {
        name: 'language',
        label: 'Language of the text',
        kind: 'select',
        required: false,
        default: DEFAULT_OCR_LANGUAGE,
        options: ocrLanguages.map((l) => ({ value: l.code, label: l.name })),
        help: 'Reading with the right language gets its accents and letters right.',
      },
    ],
    howItWorks: [
      'Upload or drop a PNG, JPEG, WebP or GIF image of up to 5 MB: a screenshot, a photo of a page, a sign.',
      'Our server prepares it for reading (greyscale, contrast, small text enlarged) and reads it with Tesseract, the open-source OCR engine, with the model of the language you pick.',
      'You get the text with its line breaks, and how sure the engine is of each word: low-confidence words are marked so you can check them.',
    ],
    faq: [
      {
        question: 'Which languages does it read?',
        answer: `${ocrLanguages.map((l) => l.name).join(', ')}: pick the language of the text before reading. Other Latin-script languages are often read too, with the English model, but their accents may come out wrong.`,
      },
      {
        question: 'What happens to my image?',
        answer: 'It is read in memory and forgotten: nothing is stored, and no outside service sees it.',
      },
      {
        question: 'Why are some words wrong?',
        answer:
          'OCR guesses letters from pixels. Blurry photos, handwriting, decorative fonts and text on busy backgrounds read worst; a straight, sharp, high-contrast image reads best.',
      },
    ],
  },
  'alt-text-generator': {
    related: ['image-caption-generator', 'image-description-generator', 'image-to-text-generator'],
    engine: 'both',
    credits: 60,
    howItWorks: [
      'Upload or drop an image of up to 5 MB.',
      'With an AI model that sees images, it writes alt text that says what the picture shows, under 125 characters, as screen readers and search engines prefer.',
      'Without one, you get a basic description, labelled so: built from what our code measures — the picture’s shape, main colours, lightness, any faces, and any text it contains — with those facts shown.',
    ],
    faq: [
      {
        question: 'Why under 125 characters?',
        answer:
          'Screen readers read alt text in one go and some cut it there; a short, specific sentence serves readers and search engines best.',
      },
      {
        question: 'What does it cost?',
        answer:
          'Without an account it is free, a few images a day. Signed in, an AI description costs 60 credits; a basic description is free.',
      },
    ],
  },
  'image-caption-generator': {
    related: ['alt-text-generator', 'image-description-generator', 'image-to-text-generator'],
    engine: 'both',
    credits: 60,
    howItWorks: [
      'Upload or drop an image of up to 5 MB.',
      'With an AI model that sees images, it writes a one-sentence caption for it.',
      'Without one, you get a basic caption, labelled so, built from the picture’s colours and lightness, any faces and any text in it, with those facts shown.',
    ],
    faq: [
      {
        question: 'What does it cost?',
        answer:
          'Without an account it is free, a few images a day. Signed in, an AI caption costs 60 credits; a basic caption is free.',
      },
    ],
  },
  'image-description-generator': {
    related: ['alt-text-generator', 'image-caption-generator', 'image-to-text-generator'],
    engine: 'both',
    credits: 60,
    howItWorks: [
      'Upload or drop an image of up to 5 MB.',
      'With an AI model that sees images, it describes the picture in a short paragraph: subject, setting, colours, text.',
      'Without one, you get a basic description, labelled so: size and shape, main colours with their shares, lightness, and the text our OCR read in it.',
    ],
    faq: [
      {
        question: 'What does it cost?',
        answer:
          'Without an account it is free, a few images a day. Signed in, an AI description costs 60 credits; a basic description is free.',
      },
    ],
  },
  'page-rank-improver': {
    howItWorks: [
      'Paste the address of one of your published pages and, if you have one, the search phrase it should rank for.',
      'Our server reads the page (its title, meta description, headings, main text, links and images) and runs Yoast SEO’s open-source SEO and readability checks on it.',
      'You get both scores and a list of suggestions, largest impact first, each tied to a section of the page or to the whole page.',
      'Choose sections to improve: each comes back as a word-by-word comparison that you accept or reject, then the accepted ones are saved into a new post or one of yours.',
    ],
    faq: [
      {
        question: 'What does it cost?',
        answer:
          'Assessing a page is free. Improving sections costs like the editor’s Improve SEO: about 1.4 credits a word of the chosen sections plus 60 a section; what is not used is given back, and a failed run is refunded in full.',
      },
      {
        question: 'Which pages can it read?',
        answer:
          'Public web pages whose text is in their HTML. Private and local network addresses are refused, and pages over 2 MB or slower than 15 seconds are not read.',
      },
      {
        question: 'Does it change my site?',
        answer:
          'No. It only reads the page. Accepted sections go into a post in your documents, which you can edit and publish when you are ready.',
      },
    ],
  },
  'youtube-to-blog': {
    credits: 1000,
    howItWorks: [
      'Paste the URL of a YouTube video that has captions (its own or automatic ones).',
      'Its transcript is read, and cut into the video’s chapters when it has them.',
      'An article is written from it: headings, key points, and a timestamp at each section that opens the video where it is said.',
      'The article is saved to your documents, ready to edit and publish.',
    ],
    faq: [
      {
        question: 'Which videos work?',
        answer:
          'Any public YouTube video with captions, including automatic ones. A video without captions is refused before anything is charged.',
      },
      {
        question: 'What does it cost?',
        answer:
          'One workflow of your plan and 1,000 credits, the price of an article. A run that fails is refunded in full.',
      },
      {
        question: 'Does it use the video’s chapters?',
        answer:
          'Yes: when the description has chapters, each becomes a section with its timestamp; without them the transcript is cut into parts.',
      },
    ],
  },
};

const writing = (
  slug: string,
  name: string,
  promise: string,
  rest: Partial<Entry> & Pick<Entry, 'fields'>,
): Entry => ({
  slug,
  name,
  group: 'Writing',
  promise,
  output: 'text',
  engine: 'ai',
  credits: 300,
  howItWorks: generatorSteps(name.toLowerCase().replace(/ generator$/, '')),
  faq: aiFaq(name.toLowerCase()),
  ...rest,
});

const entries: Entry[] = [
  /* Writing */
  {
    slug: 'ai-text-editor',
    name: 'AI Text Editor',
    group: 'Writing',
    promise: 'Write and edit with AI help right in your browser, no account needed.',
    area: 'editor',
    fields: [],
    output: 'text',
    engine: 'ai',
    credits: 0,
    howItWorks: ['Open the editor, write or paste your text, and select a passage to improve it with AI.'],
    faq: aiFaq('AI text editor'),
  },
  {
    slug: 'citation-generator',
    name: 'Citation Generator',
    group: 'Writing',
    promise:
      'Cite books, web pages, journal articles and videos in APA, MLA, Chicago, Harvard, Vancouver or IEEE.',
    fields: [
      select(
        'sourceType',
        'Source type',
        citationSourceTypes.map(
          (t) =>
            [
              t,
              { book: 'Book', webpage: 'Web page', 'article-journal': 'Journal article', video: 'Video' }[t],
            ] as const,
        ),
      ),
      select(
        'style',
        'Style',
        citationStyles.map(
          (s) =>
            [
              s,
              {
                apa: 'APA 7',
                mla: 'MLA 9',
                'chicago-author-date': 'Chicago 17 (author-date)',
                'chicago-notes': 'Chicago 17 (notes)',
                harvard: 'Harvard',
                vancouver: 'Vancouver',
                ieee: 'IEEE',
              }[s],
            ] as const,
        ),
      ),
      line('title', 'Title', { placeholder: 'Nineteen Eighty-Four' }),
      textarea('authors', 'Authors', {
        required: false,
        maxLength: 2000,
        placeholder: 'George Orwell',
        help: 'One author per line, first name then last name (or “Last, First”).',
      }),
      optionalLine('year', 'Year or date published', { maxLength: 40, placeholder: '1949' }),
      optionalLine('publisher', 'Publisher, website or channel', { placeholder: 'Secker & Warburg' }),
      optionalLine('container', 'Journal or site name'),
      optionalLine('volume', 'Volume', { maxLength: 20 }),
      optionalLine('issue', 'Issue', { maxLength: 20 }),
      optionalLine('pages', 'Pages', { maxLength: 40, placeholder: '12–34' }),
      optionalLine('url', 'URL', { maxLength: 2000 }),
      optionalLine('doi', 'DOI', { maxLength: 200 }),
      optionalLine('accessed', 'Date accessed', { maxLength: 40, placeholder: '2026-11-25' }),
    ],
    output: 'citation',
    engine: 'library',
    credits: 0,
    howItWorks: [
      'Fill in what you know about the source; only the title is required.',
      'The citation is formatted by citation-js with the official CSL style files of each style guide.',
      'Copy the in-text citation and the reference entry, or download BibTeX or RIS for your reference manager.',
    ],
    faq: [
      libraryFaq,
      {
        question: 'Which style versions are used?',
        answer:
          'APA 7th edition, MLA 9th edition, Chicago 17th edition (author-date and notes and bibliography), Harvard (Cite Them Right), Vancouver and IEEE, from the Citation Style Language project.',
      },
    ],
  },
  writing('headline-generator', 'Headline Generator', 'Headlines that make people read on, for any topic.', {
    fields: [
      textarea('text', 'Topic or article', { maxLength: 5000 }),
      optionalLine('keyword', 'Focus keyword'),
      count(8, 20),
      tone,
      language,
    ],
    output: 'list',
    credits: 120,
    group: 'Writing',
  }),
  writing('text-generator', 'Text Generator', 'Any text from a short brief: posts, descriptions, notes.', {
    fields: [
      textarea('text', 'What should the text be about?', { maxLength: 2000 }),
      select('length', 'Length', [
        ['short', 'Short (about 150 words)'],
        ['medium', 'Medium (about 350 words)'],
      ]),
      tone,
      language,
    ],
    credits: 400,
  }),
  writing(
    'prompt-generator',
    'Prompt Generator',
    'Clear, complete prompts for ChatGPT and other AI models.',
    {
      fields: [
        textarea('text', 'What do you want the AI to do?', { maxLength: 2000 }),
        optionalLine('audience', 'Who is the answer for?'),
        language,
      ],
      credits: 250,
    },
  ),
  writing('paragraph-generator', 'Paragraph Generator', 'A well-built paragraph on any topic.', {
    fields: [textarea('text', 'Topic and key points', { maxLength: 2000 }), tone, language],
    credits: 200,
  }),
  writing('sentence-generator', 'Sentence Generator', 'Sentences about your topic, ready to use.', {
    fields: [textarea('text', 'Topic or keywords', { maxLength: 1000 }), count(5, 15), tone, language],
    output: 'list',
    credits: 150,
  }),
  writing(
    'introduction-generator',
    'Introduction Generator',
    'An opening paragraph that gets readers into your article.',
    {
      fields: [
        line('title', 'Article title'),
        textarea('text', 'What the article covers', { required: false, maxLength: 3000 }),
        tone,
        language,
      ],
      credits: 180,
    },
  ),
  writing(
    'conclusion-generator',
    'Conclusion Generator',
    'A closing paragraph that sums up and sends readers on.',
    {
      fields: [
        line('title', 'Article title'),
        textarea('text', 'Main points of the article', { maxLength: 5000 }),
        tone,
        language,
      ],
      credits: 180,
    },
  ),
  writing(
    'pros-and-cons-generator',
    'Pros and Cons Generator',
    'The advantages and drawbacks of any choice, side by side.',
    {
      fields: [
        line('text', 'Subject', { placeholder: 'Working from home' }),
        optionalLine('context', 'Your situation'),
        count(5, 10, 'Points per side'),
        language,
      ],
      output: 'pros-cons',
      credits: 200,
    },
  ),
  writing(
    'book-idea-generator',
    'Book Idea Generator',
    'Book ideas with a premise, for your genre and audience.',
    {
      fields: [
        line('text', 'Genre or theme', { placeholder: 'Cosy mystery in a bakery' }),
        optionalLine('audience', 'Readers'),
        count(5, 10),
        language,
      ],
      output: 'list',
      credits: 250,
    },
  ),
  writing('book-title-generator', 'Book Title Generator', 'Memorable titles for your book.', {
    fields: [
      textarea('text', 'What the book is about', { maxLength: 2000 }),
      optionalLine('genre', 'Genre'),
      count(10, 20),
      language,
    ],
    output: 'list',
    credits: 100,
  }),
  writing('acronym-generator', 'Acronym Generator', 'Acronyms and short names from a phrase.', {
    fields: [line('text', 'Phrase', { placeholder: 'Portable network graphics' }), count(8, 20)],
    output: 'list',
    engine: 'library',
    credits: 0,
    howItWorks: [
      'Type the phrase to shorten.',
      'Rules build acronyms from its initials, with and without small words, and from the first letters of each syllable.',
      'Pick the one that reads best; the same phrase always gives the same list.',
    ],
    faq: [libraryFaq, ...aiFaq('acronym generator').slice(0, 1)],
  }),
  writing(
    'multi-language-bulk-translate',
    'Multi-language Bulk Translate',
    'Translate one text into up to five languages at once.',
    {
      fields: [
        textarea('text', 'Text to translate', { maxLength: 10_000 }),
        {
          name: 'languages',
          label: 'Languages',
          kind: 'languages',
          required: true,
          min: 1,
          max: 5,
          default: ['fr-FR', 'de-DE'],
        },
      ],
      output: 'translations',
      credits: 1500,
    },
  ),

  /* Rewriting */
  {
    slug: 'grammar-checker',
    name: 'Grammar Checker',
    group: 'Rewriting',
    promise: 'Find grammar, spelling and style mistakes and fix them in one click.',
    fields: [textarea('text', 'Your text', { maxLength: TOOL_LONG_TEXT_MAX })],
    output: 'grammar',
    engine: 'library',
    credits: 0,
    howItWorks: [
      'Paste your text and run the check.',
      'Harper, an open-source grammar checker, finds grammar and style issues; a Hunspell English dictionary finds spelling mistakes.',
      'Each issue is marked in place with its rule and why; apply one fix or fix them all.',
    ],
    faq: [libraryFaq, { question: 'Which languages does it check?', answer: 'English, for now.' }],
  },
  {
    slug: 'readability-improver',
    name: 'Readability Improver',
    group: 'Rewriting',
    promise: 'See how hard your text is to read, then make it easier.',
    fields: [textarea('text', 'Your text', { maxLength: TOOL_LONG_TEXT_MAX }), language],
    output: 'readability',
    engine: 'both',
    credits: 600,
    howItWorks: [
      'Your text is scored with Flesch reading ease, Flesch–Kincaid, SMOG and Gunning fog, and its hardest sentences are marked.',
      'The AI rewrites it for easier reading, keeping its meaning.',
      'The scores of the rewrite are shown beside the original, so you see the change.',
    ],
    faq: [...aiFaq('readability improver').slice(0, 2), libraryFaq],
  },
  {
    slug: 'text-simplifier',
    name: 'Text Simplifier',
    group: 'Rewriting',
    promise: 'Plain, simple wording anyone can follow.',
    fields: [textarea('text', 'Your text'), language],
    output: 'readability',
    engine: 'both',
    credits: 600,
    howItWorks: [
      'Your text is scored and its hardest sentences are marked.',
      'The AI replaces jargon and long words with plain ones and splits long sentences.',
      'The scores before and after show how much simpler it got.',
    ],
    faq: aiFaq('text simplifier'),
  },
  {
    slug: 'sentence-shortener',
    name: 'Sentence Shortener',
    group: 'Rewriting',
    promise: 'Cut long sentences down without losing the point.',
    fields: [textarea('text', 'Your text', { maxLength: 10_000 }), language],
    output: 'readability',
    engine: 'both',
    credits: 500,
    howItWorks: [
      'Long and hard sentences are found and marked.',
      'The AI shortens them, keeping every fact.',
      'The scores before and after show the change.',
    ],
    faq: aiFaq('sentence shortener'),
  },
  {
    slug: 'passive-to-active-voice',
    name: 'Passive to Active Voice',
    group: 'Rewriting',
    promise: 'Turn passive sentences into direct, active ones.',
    fields: [textarea('text', 'Your text', { maxLength: 10_000 })],
    output: 'voice',
    engine: 'both',
    credits: 200,
    howItWorks: [
      'Every sentence is parsed; passive sentences that name who acted (“…by the team”) are converted exactly by grammar rules.',
      'Passive sentences that do not say who acted are rewritten by the AI, which has to choose a subject.',
      'Each sentence is shown before and after, with how it was converted.',
    ],
    faq: [...aiFaq('voice converter').slice(0, 1), libraryFaq],
  },
  {
    slug: 'active-to-passive-voice',
    name: 'Active to Passive Voice',
    group: 'Rewriting',
    promise: 'Turn active sentences into passive ones when the action matters more than who did it.',
    fields: [textarea('text', 'Your text', { maxLength: 10_000 })],
    output: 'voice',
    engine: 'library',
    credits: 0,
    howItWorks: [
      'Every sentence is parsed; sentences with a subject, a verb and an object are converted by grammar rules.',
      'Each sentence is shown before and after; sentences without an object stay as they are.',
    ],
    faq: [libraryFaq],
  },
  {
    slug: 'ai-detector',
    name: 'AI Detector',
    group: 'Rewriting',
    promise: 'Statistical signals of machine-written text, each explained. Indicative, never proof.',
    fields: [textarea('text', 'Text to check')],
    output: 'detector',
    engine: 'library',
    credits: 0,
    howItWorks: [
      'The text is measured: how much sentence lengths vary, how varied the vocabulary is, repeated phrases, and stock phrases common in AI output.',
      'Each signal is shown with its value and what it means; together they give an indicative score.',
      'No detector can prove who wrote a text: use the score as a hint, never as evidence.',
    ],
    faq: [
      libraryFaq,
      {
        question: 'Can it prove a text was written by AI?',
        answer:
          'No. Real detection needs the model’s own probabilities, and even then it errs. Edited AI text reads human, and plain human writing can read machine-like.',
      },
    ],
  },
  {
    slug: 'humanizer',
    name: 'Humanizer',
    group: 'Rewriting',
    promise: 'Rewrite stiff, machine-sounding text so it reads naturally.',
    fields: [textarea('text', 'Your text', { maxLength: 10_000 }), tone, language],
    output: 'text',
    engine: 'both',
    credits: 800,
    howItWorks: [
      'The AI detector’s signals are measured on your text.',
      'The AI rewrites it with varied sentence lengths, concrete words and no stock phrases.',
      'The signals are measured again on the rewrite. It promises no evasion of any detector: it makes the text read better.',
    ],
    faq: aiFaq('humanizer'),
  },
  {
    slug: 'bypass-ai-detection',
    name: 'Bypass AI Detection',
    group: 'Rewriting',
    promise: 'Rewrite text to read less like AI output, with the signals shown before and after.',
    fields: [textarea('text', 'Your text', { maxLength: 10_000 }), language],
    output: 'text',
    engine: 'both',
    credits: 800,
    howItWorks: [
      'Your text’s AI-like signals are measured.',
      'The AI rewrites it in a more personal, varied style.',
      'The same signals are measured on the rewrite. No tool can guarantee any detector’s verdict; this one does not try to fool anyone, it shows what changed.',
    ],
    faq: aiFaq('rewrite'),
  },
  ...(
    [
      [
        'text-expander',
        'Text Expander',
        'Grow a short text into a fuller one with detail and examples.',
        600,
      ],
      ['paraphrasing-tool', 'Paraphrasing Tool', 'Say the same thing in new words.', 500],
      ['reworder', 'Reworder', 'Fresh wording for a sentence or paragraph, same meaning.', 400],
    ] as const
  ).map(
    ([slug, name, promise, credits]): Entry => ({
      slug,
      name,
      group: 'Rewriting',
      promise,
      fields: [textarea('text', 'Your text', { maxLength: 5000 }), tone, language],
      output: 'text',
      engine: 'ai',
      credits,
      howItWorks: [
        'Paste your text and pick a tone.',
        `The AI ${slug === 'text-expander' ? 'adds detail, examples and explanation' : 'rewrites it in new words, keeping the meaning'}, streamed as it is written.`,
        'Copy the result or open it in the editor.',
      ],
      faq: aiFaq(name.toLowerCase()),
    }),
  ),

  /* SEO */
  {
    slug: 'ai-keyword-research',
    name: 'AI Keyword Research',
    group: 'SEO',
    promise: 'The keywords and phrases your text is really about, plus AI ideas grouped by search intent.',
    fields: [textarea('text', 'Your text or topic', { maxLength: 20_000 }), language],
    output: 'keywords',
    engine: 'both',
    credits: 200,
    howItWorks: [
      'Keywords and phrases are extracted from your text and ranked by how central they are.',
      'The AI suggests related keywords grouped by intent: informational, commercial, transactional and navigational.',
      'There are no search volumes: those need a search engine’s data, and the page says so.',
    ],
    faq: [libraryFaq, ...aiFaq('keyword research').slice(0, 1)],
  },
  {
    slug: 'ai-internal-linking',
    name: 'AI Internal Linking',
    group: 'SEO',
    promise: 'Which of your pages to link from a text, and with which words.',
    fields: [
      textarea('text', 'The text to add links to', { maxLength: 20_000 }),
      textarea('pages', 'Your pages', {
        required: false,
        maxLength: 20_000,
        placeholder: 'https://example.com/email-tips Email marketing tips',
        help: 'One page per line: its URL, a space, then its title. Signed in, your own posts are used when this is empty.',
      }),
      count(5, 20, 'Links at most'),
    ],
    output: 'list',
    engine: 'library',
    credits: 0,
    howItWorks: [
      'Your pages’ titles are indexed; the text is searched for phrases that match them.',
      'Each suggestion names the anchor words in your text and the page to link to.',
    ],
    faq: [libraryFaq],
  },
  {
    slug: 'meta-title-generator',
    name: 'Meta Title Generator',
    group: 'SEO',
    promise: 'Search titles under 60 characters with your keyword up front.',
    fields: [
      textarea('text', 'What the page is about', { maxLength: 3000 }),
      optionalLine('keyword', 'Focus keyword'),
      count(5, 10),
      language,
    ],
    output: 'list',
    engine: 'ai',
    credits: 100,
    maxOutputChars: 60,
    howItWorks: [
      'The AI drafts titles for your page.',
      'Each is checked the way a results page shows it: at most 60 characters and 580 pixels of 20 px Arial (wide letters take more room), and where your keyword stands; longer ones are cut at a word.',
    ],
    faq: aiFaq('meta title generator'),
  },
  {
    slug: 'meta-description-generator',
    name: 'Meta Description Generator',
    group: 'SEO',
    promise: 'Search snippets under 160 characters that earn the click.',
    fields: [
      textarea('text', 'What the page is about', { maxLength: 3000 }),
      optionalLine('keyword', 'Focus keyword'),
      count(3, 10),
      language,
    ],
    output: 'list',
    engine: 'ai',
    credits: 150,
    maxOutputChars: 160,
    howItWorks: [
      'The AI drafts descriptions for your page.',
      'Each is checked: at most 160 characters and it uses your keyword.',
    ],
    faq: aiFaq('meta description generator'),
  },

  /* Business */
  ...(
    [
      [
        'slogan-generator',
        'Slogan Generator',
        'Catchy slogans built on what your product does.',
        'Product or brand and what it does',
        'Fresh bread delivered before breakfast',
        10,
      ],
      [
        'niche-ideas-generator',
        'Niche Ideas Generator',
        'Profitable niches for a blog or business in your field.',
        'Your interests or market',
        'Home coffee brewing',
        8,
      ],
      [
        'value-proposition-generator',
        'Value Proposition Generator',
        'Why customers should choose you, in one clear sentence.',
        'Product, customer and what sets it apart',
        'Invoicing app for freelance designers',
        5,
      ],
      [
        'call-to-action-generator',
        'Call to Action Generator',
        'Buttons and lines that get the click.',
        'What you want people to do',
        'Start a free trial of our email tool',
        8,
      ],
      [
        'business-name-generator',
        'Business Name Generator',
        'Names for your business, from your own words.',
        'What the business does',
        'Dog walking in Leeds',
        12,
      ],
    ] as const
  ).map(
    ([slug, name, promise, label, placeholder, items]): Entry => ({
      slug,
      name,
      group: 'Business',
      promise,
      fields: [textarea('text', label, { maxLength: 2000, placeholder }), count(items, 20), tone, language],
      output: 'list',
      engine: 'ai',
      credits: 150,
      howItWorks: generatorSteps(name.toLowerCase().replace(/ generator$/, '')),
      faq: aiFaq(name.toLowerCase()),
    }),
  ),
  {
    slug: 'proposal-generator',
    name: 'Proposal Generator',
    group: 'Business',
    promise: 'A complete project proposal from a few facts.',
    fields: [
      line('client', 'Client'),
      textarea('text', 'The project: goals, scope, deliverables', { maxLength: 5000 }),
      optionalLine('budget', 'Budget'),
      optionalLine('timeline', 'Timeline'),
      tone,
      language,
    ],
    output: 'text',
    engine: 'ai',
    credits: 900,
    howItWorks: generatorSteps('proposal'),
    faq: aiFaq('proposal generator'),
  },
  {
    slug: 'resignation-letter-generator',
    name: 'Resignation Letter Generator',
    group: 'Business',
    promise: 'A polite, clear resignation letter in a minute.',
    fields: [
      line('name', 'Your name'),
      line('manager', 'Manager’s name', { required: false }),
      line('company', 'Company'),
      line('position', 'Your position'),
      line('lastDay', 'Last working day', { placeholder: '31 December 2026' }),
      textarea('text', 'Reason or anything to mention', { required: false, maxLength: 2000 }),
      tone,
      language,
    ],
    output: 'text',
    engine: 'ai',
    credits: 350,
    howItWorks: generatorSteps('letter'),
    faq: aiFaq('resignation letter generator'),
  },
  {
    slug: 'email-responder',
    name: 'Email Responder',
    group: 'Business',
    promise: 'A reply to any email that says what you mean.',
    fields: [
      textarea('text', 'The email you received', { maxLength: 10_000 }),
      textarea('intent', 'What you want to say', {
        maxLength: 2000,
        placeholder: 'Accept the meeting, suggest Thursday',
      }),
      tone,
      language,
    ],
    output: 'text',
    engine: 'ai',
    credits: 300,
    howItWorks: generatorSteps('reply'),
    faq: aiFaq('email responder'),
  },
  {
    slug: 'customer-message-generator',
    name: 'Customer Message Generator',
    group: 'Business',
    promise: 'Friendly, clear messages to customers for any situation.',
    fields: [
      textarea('text', 'The situation', {
        maxLength: 3000,
        placeholder: 'Order delayed by two days, offer free shipping',
      }),
      tone,
      language,
    ],
    output: 'text',
    engine: 'ai',
    credits: 250,
    howItWorks: generatorSteps('message'),
    faq: aiFaq('customer message generator'),
  },

  /* Social */
  {
    slug: 'hook-generator',
    name: 'Hook Generator',
    group: 'Social',
    promise: 'Opening lines that stop the scroll.',
    fields: [
      textarea('text', 'Topic of the post or video', { maxLength: 2000 }),
      count(8, 15),
      tone,
      language,
    ],
    output: 'list',
    engine: 'ai',
    credits: 150,
    howItWorks: generatorSteps('hook'),
    faq: aiFaq('hook generator'),
  },
  {
    slug: 'reddit-comment-generator',
    name: 'Reddit Comment Generator',
    group: 'Social',
    promise: 'A helpful, on-topic comment for a Reddit thread.',
    fields: [
      textarea('text', 'The post you are answering', { maxLength: 10_000 }),
      optionalLine('subreddit', 'Subreddit', { maxLength: 50, placeholder: 'r/Entrepreneur' }),
      textarea('intent', 'What you want to say', { required: false, maxLength: 1000 }),
      language,
    ],
    output: 'text',
    engine: 'ai',
    credits: 200,
    howItWorks: generatorSteps('comment'),
    faq: aiFaq('Reddit comment generator'),
  },
  {
    slug: 'twitter-reply-generator',
    name: 'Twitter Reply Generator',
    group: 'Social',
    promise: 'Replies to a post on X (Twitter) that fit in 280 characters.',
    fields: [
      textarea('text', 'The post you are replying to', { maxLength: 2000 }),
      select('stance', 'Your reply', [
        ['agree', 'Agree and add something'],
        ['question', 'Ask a question'],
        ['disagree', 'Disagree politely'],
        ['funny', 'Be funny'],
      ]),
      count(3, 5, 'Replies'),
      language,
    ],
    output: 'list',
    engine: 'ai',
    credits: 100,
    maxOutputChars: 280,
    howItWorks: [...generatorSteps('reply').slice(0, 2), 'Each reply is checked to fit in 280 characters.'],
    faq: aiFaq('Twitter reply generator'),
  },

  /* Built by other areas: listed here so /tools shows every tool (the media and workflows issues). */
  ...(
    [
      [
        'music-generator',
        'Music Generator',
        'Audio and video',
        'Royalty-free music from a description.',
        'media',
      ],
      ['blog-images', 'Blog Images', 'Images', 'Title cards and images for your blog posts.', 'media'],
      [
        'alt-text-generator',
        'Alt Text Generator',
        'Images',
        'Alt text for your images, for accessibility and SEO.',
        'media',
      ],
      ['image-caption-generator', 'Image Caption Generator', 'Images', 'Captions for your photos.', 'media'],
      [
        'image-description-generator',
        'Image Description Generator',
        'Images',
        'Detailed descriptions of images.',
        'media',
      ],
      [
        'image-to-text-generator',
        'Image to Text Generator',
        'Images',
        'The text in an image, extracted.',
        'media',
      ],
      ['indexer', 'Indexer', 'SEO', 'Ask search engines to index your new pages.', 'workflows'],
      [
        'youtube-to-blog',
        'YouTube to Blog',
        'Audio and video',
        'A blog post from a YouTube video.',
        'workflows',
      ],
      [
        'page-rank-improver',
        'Page Rank Improver',
        'SEO',
        'Improve a published page so it ranks better.',
        'workflows',
      ],
    ] as const
  ).map(
    ([slug, name, group, promise, area]): Entry => ({
      slug,
      name,
      group,
      promise,
      area,
      fields: [],
      output: 'text',
      engine: 'ai',
      credits: 0,
      howItWorks: [],
      faq: [],
      ...builtElsewhere[slug],
    }),
  ),
];

/** Related tools: the others of the same group, nearest in the catalogue first. */
function relatedOf(entry: Entry, index: number): string[] {
  if (entry.related) return entry.related;
  const sameGroup = entries
    .map((e, i) => ({ e, distance: Math.abs(i - index) }))
    .filter(({ e }) => e.slug !== entry.slug && e.group === entry.group && (e.area ?? 'tools') === 'tools')
    .sort((a, b) => a.distance - b.distance);
  return sameGroup.slice(0, 4).map(({ e }) => e.slug);
}

export const tools: readonly ToolDefinition[] = entries.map((entry, index) => ({
  ...entry,
  area: entry.area ?? 'tools',
  related: relatedOf(entry, index),
}));

export const toolBySlug: ReadonlyMap<string, ToolDefinition> = new Map(
  tools.map((tool) => [tool.slug, tool]),
);

/** The tools whose engine is this catalogue's (the others belong to the media, workflows and editor areas). */
export const runnableTools = tools.filter((tool) => tool.area === 'tools');

/** Streamed tools answer server-sent events (generated text); the others answer one JSON report. */
export function isStreamedTool(tool: ToolDefinition): boolean {
  return tool.engine !== 'library';
}

function fieldSchema(field: ToolField): z.ZodType {
  const label = field.label;
  switch (field.kind) {
    case 'number': {
      const n = zod
        .number({ error: `${label} must be a number.` })
        .int(`${label} must be a whole number.`)
        .min(field.min ?? 1, `${label} must be at least ${field.min ?? 1}.`)
        .max(field.max ?? 100, `${label} must be at most ${field.max ?? 100}.`);
      return typeof field.default === 'number' ? n.default(field.default) : field.required ? n : n.optional();
    }
    case 'select': {
      const values = (field.options ?? []).map((o) => o.value) as [string, ...string[]];
      const s = zod.enum(values, { error: `${label}: choose one of ${values.join(', ')}.` });
      return typeof field.default === 'string' ? s.default(field.default) : field.required ? s : s.optional();
    }
    case 'language': {
      const l = zod
        .string({ error: `${label} must be a language code.` })
        .refine((v) => findLanguage(v) !== undefined, `${label}: choose one of the content languages.`)
        .transform((v) => (findLanguage(v)?.code ?? v) as LanguageCode);
      return typeof field.default === 'string' ? l.default(field.default as LanguageCode) : l.optional();
    }
    case 'languages':
      return zod
        .array(
          zod.enum(languageCodes as [LanguageCode, ...LanguageCode[]], {
            error: `${label}: unknown language.`,
          }),
        )
        .min(field.min ?? 1, `Choose at least ${field.min ?? 1} language.`)
        .max(field.max ?? 5, `Choose at most ${field.max ?? 5} languages.`)
        .refine((list) => new Set(list).size === list.length, `${label}: each language once.`);
    default: {
      const max = field.maxLength ?? SHORT_MAX;
      const t = zod
        .string({ error: `${label} must be text.` })
        .trim()
        .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`);
      return field.required ? t.min(1, `${label} is required.`) : t.optional();
    }
  }
}

const schemas = new WeakMap<ToolDefinition, z.ZodType<Record<string, unknown>>>();

/** The request body of POST /api/tools/{slug}: the tool's fields, each with its limits; nothing else. */
export function toolInputSchema(tool: ToolDefinition): z.ZodType<Record<string, unknown>> {
  let schema = schemas.get(tool);
  if (!schema) {
    schema = zod.strictObject(
      Object.fromEntries(tool.fields.map((f) => [f.name, fieldSchema(f)])),
    ) as z.ZodType<Record<string, unknown>>;
    schemas.set(tool, schema);
  }
  return schema;
}

/** The form's starting values: each field's default, or empty. */
export function toolDefaults(tool: ToolDefinition): Record<string, string | number | string[]> {
  return Object.fromEntries(
    tool.fields.map((f) => [f.name, f.default ?? (f.kind === 'number' ? (f.min ?? 1) : '')]),
  );
}

/** How many runs a visitor without an account has per day, per group of tools (the API's quota). */
export const ANONYMOUS_TOOL_RUNS_PER_DAY = 10;

/** A tool page's title and description: the app's route metadata and the server-rendered page share them. */
export function toolPageMeta(tool: Pick<ToolDefinition, 'name' | 'promise'>): {
  title: string;
  description: string;
} {
  return {
    title: `Free ${tool.name}`,
    description: `${tool.promise} Free, no sign-up needed for your first tries.`,
  };
}

/** What a run costs, said beside a tool's run button (the app's form and the server's page). */
export function toolRunCostNote(tool: Pick<ToolDefinition, 'credits'>, signedIn: boolean): string {
  if (tool.credits === 0) return 'Free: this tool runs on open-source libraries.';
  return signedIn
    ? `Up to about ${tool.credits.toLocaleString('en-US')} credits (one per word written).`
    : 'Free to try: a few runs a day without an account.';
}

/** The free tools catalogue page (/tools): its metadata, heading and lead. */
export const toolsIndexPage = {
  title: 'Free AI writing tools',
  description:
    'Free AI writing tools for writers and marketers: grammar, readability, citations, generators, rewriters and SEO helpers.',
  /** Counts every tool the page lists (the writing tools and the image, music and workflow ones). */
  lead: `${tools.length} free tools for writers and marketers: check, improve, cite and generate. No account needed to try them.`,
} as const;
