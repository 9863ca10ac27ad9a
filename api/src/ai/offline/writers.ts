/**
 * The offline writer's answer for each operation of the catalogue, in the
 * format its prompt asks a real model for (HTML fragment, plain text, one
 * item per line, a JSON array of FAQs). Each writer gets the operation's
 * validated, budget-truncated input (the TaskHint) and a seeded PRNG.
 */

import type { StyleTraits } from '@inkpress/shared-core';
import { defaultWordCount, htmlToText, type Language } from '@inkpress/shared-core';
import { resolveLanguage } from '../prompt';
import type { PersonaBrief, VoiceBrief } from '../voice';
import {
  composeArticle,
  composeFaqs,
  composeHeadlines,
  composeTalkingPoints,
  linkSections,
  SentenceSource,
  sectionHeadings,
} from './compose';
import type { Random } from './random';
import { repurposeOffline } from './repurpose';
import {
  addDepth,
  addLinks,
  changeTone,
  expand,
  fixSpelling,
  format,
  improve,
  improveSeo,
  paraphrase,
  readability,
  shorten,
  simplify,
  summarize,
  translate,
} from './rewrite';
import { citeSources, sourcesOf } from './sources';
import {
  type Block,
  clip,
  contentWords,
  escapeHtml,
  keywords,
  parseBlocks,
  renderBlocks,
  STOP_WORDS,
  sentences,
  terminate,
  titleCase,
  topicFromTitle,
  topicOf,
} from './text';
import { toolWriters } from './tools';
import { videoWriters } from './video';
import { applyVoice, contract, describeStyle, personaOpening } from './voice';

type Input = Record<string, unknown>;
export type Writer = (input: Input, rng: Random) => string;

const str = (input: Input, key: string): string | undefined => {
  const value = input[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
};
const num = (input: Input, key: string, fallback: number): number => {
  const value = input[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
};
const strings = (input: Input, key: string): string[] => {
  const value = input[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

/** The links of an input (`links`: {url, title}[]), the malformed ones left out. */
function linksOf(input: Input): { url: string; title: string }[] {
  const value = input.links;
  if (!Array.isArray(value)) return [];
  return value.filter(
    (l): l is { url: string; title: string } =>
      typeof l === 'object' && l !== null && typeof l.url === 'string' && typeof l.title === 'string',
  );
}

/** The topic of an input: its keyword, else the topic of its title, else of its text. */
function topicFor(input: Input): string {
  const keyword = str(input, 'keyword');
  if (keyword) return keyword.toLowerCase();
  const title = str(input, 'title');
  if (title) return topicFromTitle(title);
  return topicOf(str(input, 'text') ?? str(input, 'contextText') ?? str(input, 'instruction') ?? '');
}

/** The saved brand voice of an input (`style` as a brief; a free-text description cannot be followed offline). */
const voiceOf = (input: Input): VoiceBrief | undefined => {
  const value = input.style;
  return typeof value === 'object' && value !== null && 'person' in value ? (value as VoiceBrief) : undefined;
};
const personaOf = (input: Input): PersonaBrief | undefined => {
  const value = input.persona;
  return typeof value === 'object' && value !== null && 'role' in value ? (value as PersonaBrief) : undefined;
};

const textBlocks = (input: Input, key = 'text'): Block[] => parseBlocks(str(input, key) ?? '');

const language = (input: Input): Language | undefined => {
  const code = str(input, 'language');
  return code ? resolveLanguage(code) : undefined;
};

/** A rewrite that keeps the text's language: the blocks carry its `lang` when one was asked for. */
const rewriteWith =
  (fn: (blocks: Block[], input: Input, rng: Random) => Block[]): Writer =>
  (input, rng) => {
    const blocks = fn(textBlocks(input), input, rng);
    const voice = voiceOf(input);
    return renderBlocks(voice ? applyVoice(blocks, voice) : blocks, language(input)?.code);
  };

function continuation(input: Input, rng: Random, paragraphs: number): string {
  const source = new SentenceSource(rng);
  const subject = { topic: topicFor(input) };
  return Array.from({ length: paragraphs }, () => `<p>${escapeHtml(source.paragraph(subject))}</p>`).join('');
}

/** The key words of an input's `instructions` (a custom workflow step's prompt), as a phrase; '' without. */
function instructionsFocus(input: Input): string {
  const text = str(input, 'instructions');
  const words = text ? keywords(text, 3) : [];
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
}

/** A command in the user's words, matched to the rewrite it most likely means. */
const command: Writer = (input, rng) => {
  const instruction = (str(input, 'instruction') ?? '').toLowerCase();
  const blocks = textBlocks(input);
  const topic = topicFor(input);
  if (blocks.length === 0) return continuation({ ...input, text: instruction }, rng, 2);
  const lang = language(input)?.code;
  const target = /translat/.test(instruction)
    ? resolveLanguage(instruction.match(/\b(?:in|into|to)\s+([\p{L} ()-]+?)\s*$/u)?.[1] ?? '')
    : undefined;
  if (target) return renderBlocks(translate(blocks, target), target.code);
  if (/\b(?:short|shorter|shorten|concise|trim|cut|brief)\b/.test(instruction))
    return renderBlocks(shorten(blocks), lang);
  if (/\b(?:expand|longer|elaborate|detail|more)\b/.test(instruction))
    return renderBlocks(expand(blocks, topic, rng), lang);
  if (/\b(?:simple|simpler|simplify|plain|easy)\b/.test(instruction))
    return renderBlocks(simplify(blocks), lang);
  if (/\b(?:list|bullet|bullets|points)\b/.test(instruction)) {
    const items = blocks.flatMap((b) => sentences(b.text)).map((s): Block => ({ tag: 'li', text: s }));
    return renderBlocks(items, lang);
  }
  if (/\b(?:fix|grammar|spelling|proofread|typos?)\b/.test(instruction))
    return renderBlocks(fixSpelling(blocks), lang);
  if (/\b(?:summar\w*|tl;?dr)\b/.test(instruction))
    return `<p>${escapeHtml(summarize(blocks).join(' '))}</p>`;
  const tone = instruction.match(
    /\b(formal|casual|friendly|professional|confident|persuasive|humorous|enthusiastic|empathetic)\b/,
  )?.[1];
  if (tone) return renderBlocks(changeTone(blocks, tone, rng), lang);
  return renderBlocks(improve(blocks), lang);
};

/** A numbered passage of chat-with-files context: "[n] name" on a line, then its text. */
interface NumberedPassage {
  n: number;
  text: string;
}

function numberedPassages(context: string): NumberedPassage[] {
  const found: NumberedPassage[] = [];
  const pattern = /^\[(\d+)\][^\n]*\n([\s\S]*?)(?=\n\n\[\d+\][^\n]*\n|\s*$)/gm;
  for (const match of context.matchAll(pattern)) {
    const text = (match[2] ?? '').trim();
    if (text) found.push({ n: Number(match[1]), text });
  }
  return found;
}

/** A word reduced for matching a question against a passage (plural, -ing, -ed dropped). */
const matchKey = (word: string) => word.replace(/(?:ies|es|s|ing|ed|ly)$/, '').slice(0, 7);

/**
 * Chat with files, offline: an extractive answer. The sentences of the
 * retrieved passages that share the most words with the question, each
 * followed by the number of its passage, so the answer is grounded in the
 * user's files and cited like a model's answer would be.
 */
function extractiveAnswer(question: string, passages: NumberedPassage[]): string {
  const asked = new Set(
    contentWords(question)
      .filter((w) => w.length > 2 && !STOP_WORDS.has(w))
      .map(matchKey),
  );
  const candidates = passages.flatMap((p, rank) =>
    sentences(p.text).map((sentence, position) => {
      const have = new Set(contentWords(sentence).map(matchKey));
      let score = 0;
      for (const key of asked) if (have.has(key)) score += 1;
      return { n: p.n, rank, position, sentence, score: score - rank * 0.01 };
    }),
  );
  const ranked = candidates.filter((c) => c.score > 0.5).sort((a, b) => b.score - a.score);
  if (ranked.length === 0) {
    const first = passages[0];
    const opening = first ? sentences(first.text)[0] : undefined;
    return opening
      ? `Your files do not seem to answer this directly. The closest passage says: “${clip(opening, 240)}” [${first?.n}]`
      : 'Your files do not seem to answer this question.';
  }
  const best = ranked[0]?.score ?? 0;
  const chosen = ranked.filter((c) => c.score >= best * 0.6).slice(0, 3);
  chosen.sort((a, b) => a.rank - b.rank || a.position - b.position);
  const body = chosen.map((c) => `${terminate(clip(c.sentence, 400))} [${c.n}]`).join(' ');
  return `From your files: ${body}`;
}

const chat: Writer = (input, rng) => {
  const messages = Array.isArray(input.messages)
    ? (input.messages as { role?: string; content?: string }[])
    : [];
  const last = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const context = str(input, 'context');
  const passages = context ? numberedPassages(context) : [];
  if (passages.length > 0) return extractiveAnswer(last, passages);
  const topic = topicOf(last, 'your question');
  const source = new SentenceSource(rng);
  const persona = personaOf(input);
  const voice = voiceOf(input);
  const parts = [
    persona
      ? `Here is a practical answer about ${topic} for a ${persona.role.toLowerCase()}${
          persona.pains[0] ? `, with ${persona.pains[0].replace(/[.!?]+$/, '').toLowerCase()} in mind` : ''
        }.`
      : `Here is a practical answer about ${topic}.`,
  ];
  if (context) {
    const first = sentences(htmlToText(context))[0];
    if (first) parts.push(`According to your sources: “${clip(first, 200)}”`);
  }
  parts.push(source.sentence({ topic }), source.sentence({ topic }), source.sentence({ topic }));
  parts.push('Would you like me to go deeper into any of these points?');
  const answer = parts.join(' ');
  return voice ? contract(answer, voice) : answer;
};

/** Every operation of the catalogue; the provider falls back to `chat` for anything else. */
export const writers: Readonly<Record<string, Writer>> = {
  ...toolWriters,
  ...videoWriters,
  expand: rewriteWith((blocks, input, rng) => expand(blocks, topicFor(input), rng)),
  shorten: rewriteWith((blocks) => shorten(blocks)),
  paraphrase: rewriteWith((blocks) => paraphrase(blocks)),
  translate: (input) => {
    const target = language(input) ?? { code: 'en-US', nativeName: 'English' };
    return renderBlocks(translate(textBlocks(input), target), target.code);
  },
  summary: (input) => `<p>${escapeHtml(summarize(textBlocks(input), 0.25).join(' '))}</p>`,
  'improve-seo': rewriteWith((blocks, input) => improveSeo(blocks, str(input, 'keyword') ?? topicFor(input))),
  'write-more': (input, rng) => continuation(input, rng, rng.int(2, 3)),
  command,
  conclusion: (input, rng) => {
    const source = new SentenceSource(rng);
    const subject = { topic: topicFor(input) };
    const recap = summarize(textBlocks(input), 0.1, 8).slice(0, 2).join(' ');
    const closing = [source.conclusionSentence(subject), source.conclusionSentence(subject)].join(' ');
    return `<h2>Conclusion</h2><p>${escapeHtml(`${recap} ${closing}`.trim())}</p>`;
  },
  'spelling-and-grammar': rewriteWith((blocks) => fixSpelling(blocks)),
  formatting: rewriteWith((blocks) => format(blocks)),
  'change-tone': rewriteWith((blocks, input, rng) =>
    changeTone(blocks, str(input, 'tone') ?? 'friendly', rng),
  ),
  'simple-language': rewriteWith((blocks) => simplify(blocks)),
  'add-depth': rewriteWith((blocks, input, rng) => addDepth(blocks, topicFor(input), rng)),
  'add-internal-links': (input) => {
    return addLinks(textBlocks(input), linksOf(input));
  },
  readability: rewriteWith((blocks) => readability(blocks)),
  improve: rewriteWith((blocks) => improve(blocks)),
  'meta-title': (input, rng) => {
    const topic = titleCase(str(input, 'keyword') ?? topicFor(input));
    const tail = rng.pick([
      'A Practical Guide',
      'What You Need to Know',
      'Tips That Work',
      'The Essentials',
      'Complete Guide',
    ]);
    const full = `${topic}: ${tail}`;
    return full.length <= 60 ? full : clip(topic, 60);
  },
  'meta-description': (input, rng) => {
    const topic = str(input, 'keyword') ?? topicFor(input);
    const lead = rng.pick(['Learn', 'Discover', 'Find out']);
    const text = `${lead} how ${topic} works, which mistakes to avoid and the practical steps that get results. Start today with this guide.`;
    const clipped = clip(text, 159);
    return terminate(clipped);
  },
  'generate-headlines': (input, rng) =>
    composeHeadlines(topicFor(input), num(input, 'count', 5), rng).join('\n'),
  'generate-talking-points': (input, rng) =>
    composeTalkingPoints(topicFor(input), num(input, 'count', 5), rng).join('\n'),
  'generate-categories': (input) => {
    const text = htmlToText(str(input, 'text') ?? '');
    const count = num(input, 'count', 3);
    const lower = text.toLowerCase();
    const existing = strings(input, 'existing').filter((c) => lower.includes(c.toLowerCase()));
    const fresh = keywords(text, count * 2).map((k) => titleCase(k));
    const out = [...new Set([...existing, ...fresh])].slice(0, count);
    return (out.length ? out : ['General']).join('\n');
  },
  'generate-title': (input, rng) => {
    // "Another title": the first of a few candidates that was not offered before.
    const avoid = new Set(strings(input, 'avoid').map((t) => t.toLowerCase().trim()));
    const candidates = composeHeadlines(topicFor(input), avoid.size + 4, rng);
    return (
      candidates.find((t) => !avoid.has(t.toLowerCase().trim())) ??
      candidates[0] ??
      titleCase(topicFor(input))
    );
  },
  'generate-outline': (input, rng) => {
    const words = num(
      input,
      'wordCount',
      defaultWordCount(str(input, 'length') === 'medium' ? 'medium' : 'short'),
    );
    const count = Math.min(14, Math.max(2, Math.round(words / 330)));
    const headings = sectionHeadings(topicFor(input), count, rng).map((s) => s.heading);
    // The user's instructions (a custom workflow's prompt) lead the plan: a section on what they ask for.
    const asked = str(input, 'instructions');
    if (asked) headings.splice(0, 1, titleCase(clip(asked.replace(/\s+/g, ' ').replace(/[.!?]+$/, ''), 70)));
    return headings.join('\n');
  },
  'generate-article': (input, rng) => {
    const title = str(input, 'title') ?? titleCase(topicFor(input));
    const length = str(input, 'length') === 'medium' ? 'medium' : 'short';
    const options = (input.options ?? {}) as {
      faqs?: boolean;
      internalLinks?: boolean;
      readability?: boolean;
      simplifiedSentences?: boolean;
    };
    let blocks = composeArticle(
      {
        title,
        topic: topicFor(input),
        words: num(input, 'wordCount', defaultWordCount(length)),
        outline: strings(input, 'outline'),
        faqs: options.faqs === true,
      },
      rng,
    );
    if (options.simplifiedSentences) blocks = simplify(blocks);
    if (options.readability) blocks = readability(blocks);
    const persona = personaOf(input);
    const voice = voiceOf(input);
    if (persona) {
      // The opening speaks to the persona, right under the title.
      const at = blocks.findIndex((b) => b.tag === 'h1') + 1;
      const opening: Block = { tag: 'p', text: personaOpening(persona, voice, topicFor(input)) };
      blocks = [...blocks.slice(0, at), opening, ...blocks.slice(at)];
    }
    const instructions = str(input, 'instructions');
    if (instructions) {
      // The user's own instructions (a custom workflow's prompt), followed as far as an offline writer can:
      // said under the title, so the article visibly keeps to them.
      const at = blocks.findIndex((b) => b.tag === 'h1') + 1;
      const focus = instructionsFocus(input);
      const note: Block = {
        tag: 'p',
        text: terminate(
          `As you asked (“${clip(instructions.replace(/\s+/g, ' ').trim(), 240)}”), this article ${
            focus ? `keeps the focus on ${focus}` : 'keeps to that'
          }`,
        ),
      };
      blocks = [...blocks.slice(0, at), note, ...blocks.slice(at)];
    }
    if (voice) blocks = applyVoice(blocks, voice);
    if (options.internalLinks) blocks = linkSections(blocks, linksOf(input));
    // "Use my info base": the team's passages, quoted as they are (after the voice) and cited by number.
    const sources = sourcesOf(input);
    if (sources.length) blocks = citeSources(blocks, sources, topicFor(input));
    return renderBlocks(blocks, language(input)?.code);
  },
  faqs: (input, rng) => {
    const topic = topicOf(str(input, 'contextText') ?? '');
    return JSON.stringify(
      composeFaqs(topic, num(input, 'count', 3), rng, strings(input, 'previousQuestions')),
    );
  },
  'condensed-text': (input) => summarize(textBlocks(input), 0.4).join(' '),
  summarize: (input) => {
    const blocks = textBlocks(input);
    const lead = str(input, 'previous') ? 'Continuing: ' : '';
    return lead + summarize(blocks, 0.3).join(' ');
  },
  chat,
  'describe-style': (input) => describeStyle(str(input, 'name') ?? 'This voice', input.traits as StyleTraits),
  repurpose: (input) => repurposeOffline(input),
};
