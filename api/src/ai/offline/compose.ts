/**
 * New text of the offline writer: sentences, paragraphs and whole articles
 * on a topic, from fixed templates chosen by a seeded PRNG. The result reads
 * like a plain, generic first draft; it is there so every screen, flow and
 * test has realistic output of the right kind and size without a model.
 */
import { countWords } from '@inkpress/shared-core';
import type { Faq } from '../output';
import type { Random } from './random';
import { type Block, capitalize, titleCase } from './text';

/** One section idea: a heading pattern and what its paragraphs talk about. */
interface SectionIdea {
  heading: string;
  aspect: string;
}

const SECTION_IDEAS: readonly SectionIdea[] = [
  { heading: 'What Is {Topic}?', aspect: 'the basics of {topic}' },
  { heading: 'Why {Topic} Matters', aspect: 'the value of {topic}' },
  { heading: 'How to Get Started with {Topic}', aspect: 'the first steps' },
  { heading: 'Key Benefits of {Topic}', aspect: 'the main benefits' },
  { heading: 'Common {Topic} Mistakes to Avoid', aspect: 'common mistakes' },
  { heading: 'Best Practices for {Topic}', aspect: 'best practices' },
  { heading: 'Tools and Resources for {Topic}', aspect: 'the right tools' },
  { heading: 'How to Measure {Topic} Results', aspect: 'measurement' },
  { heading: 'Real-World {Topic} Examples', aspect: 'practical examples' },
  { heading: 'Advanced {Topic} Tips', aspect: 'advanced techniques' },
  { heading: 'Budgeting for {Topic}', aspect: 'cost and budget' },
  { heading: 'A Step-by-Step {Topic} Checklist', aspect: 'a repeatable checklist' },
  { heading: '{Topic} for Beginners and Experts', aspect: 'skill level' },
  { heading: 'The Future of {Topic}', aspect: 'upcoming trends' },
];

/** The most sections an article gets; longer articles get longer sections. */
export const MAX_SECTIONS = SECTION_IDEAS.length;

const BODY_SENTENCES: readonly string[] = [
  '{Topic} is easier to get right when you start with a clear goal and a simple plan.',
  'Many teams treat {topic} as a one-off project, yet the best results come from steady habits.',
  'When it comes to {aspect}, a short written plan beats good intentions every time.',
  'Small improvements in {aspect} add up quickly when you review them every month.',
  'Readers notice when {aspect} is handled with care, and they reward it with their time and trust.',
  'Start with the questions your {audience} already ask about {topic}, then answer each one plainly.',
  'Keep a short checklist for {aspect} so that nothing important slips through the cracks.',
  'Your own data is a better guide to {aspect} than any generic rule of thumb.',
  'When in doubt, choose the option that makes {aspect} simpler for the people you serve.',
  'Experienced practitioners change one thing at a time, so they can see what really moves the needle.',
  'Roughly {n} percent of the effort in {topic} goes into planning, and that work pays for itself later.',
  'Concrete examples make {aspect} far easier to understand than abstract advice.',
  'It helps to compare your approach to {aspect} with what the leading voices in your field already do.',
  'Clear headings, short paragraphs and honest claims make any guide to {topic} easier to trust.',
  'Set aside time for updates, because advice about {topic} ages faster than most people expect.',
  'A practical way to begin is to pick the three most important tasks in {aspect} and do them well.',
  'Tools can speed up {aspect}, but they work best when a person reviews the result.',
  'The most common trap with {topic} is trying to do everything at once.',
  'Write for people first, since search engines increasingly reward pages that genuinely help.',
  'Document what you learn about {aspect}, so the next project starts from a stronger base.',
  'Even {n} minutes a week spent on {aspect} can make a visible difference within a quarter.',
  'For most {audience}, consistency matters more than any single clever tactic.',
  'Ask for feedback early, because fresh eyes spot gaps in {aspect} that you no longer see.',
  'A simple spreadsheet is often enough to track progress on {aspect} at the start.',
  'The goal is not perfection but a process for {topic} that you can repeat and improve.',
  'Break large goals into weekly steps, and {topic} stops feeling overwhelming.',
  'Good {topic} work balances what your audience needs with what your business can deliver.',
  'If a step in {aspect} does not serve the reader, it is usually safe to drop it.',
  'Successful {audience} revisit their assumptions about {topic} at least twice a year.',
  'Be specific: numbers, names and dates make advice on {aspect} far more useful.',
  'Think of {aspect} as an investment that compounds rather than a cost to minimise.',
  'A quick review before publishing catches most problems with {aspect}.',
  'The first version does not need to be perfect; it needs to be clear and useful.',
  'Over time, a steady approach to {topic} builds authority that is hard for competitors to copy.',
  'Pair every recommendation with a reason, so readers understand why {aspect} matters.',
  'Keep your {audience} in mind at every step, and decisions about {topic} become easier.',
];

const INTRO_SENTENCES: readonly string[] = [
  '{Topic} can look complicated at first, but the essentials are surprisingly simple.',
  'Whether you are new to {topic} or refining an existing approach, this guide walks you through what matters most.',
  'In this article we look at {topic} from a practical angle, with steps you can apply today.',
  'More and more {audience} are paying attention to {topic}, and for good reason.',
  'This guide explains {topic} in plain language and shows how to avoid the usual pitfalls.',
];

const CONCLUSION_SENTENCES: readonly string[] = [
  '{Topic} rewards patience, clear goals and a willingness to learn from results.',
  'Start small, measure what happens and build on what works.',
  'With the steps in this guide, you have everything you need to make real progress with {topic}.',
  'The most important move is the first one, so pick one idea from this article and apply it this week.',
  'Revisit your approach to {topic} regularly, and it will keep paying off for years.',
];

const AUDIENCES = ['readers', 'beginners', 'small businesses', 'marketers', 'bloggers', 'teams'] as const;

/** What every template slot is filled with. */
export interface Subject {
  /** The topic in lower case ("email marketing"). */
  topic: string;
  /** The current section's angle ("common mistakes"). */
  aspect?: string;
}

function fill(template: string, subject: Subject, rng: Random): string {
  const topic = subject.topic;
  const aspect = subject.aspect ?? topic;
  return template
    .replace(/\{Topic\}/g, capitalize(topic))
    .replace(/\{topic\}/g, topic)
    .replace(/\{Aspect\}/g, capitalize(aspect))
    .replace(/\{aspect\}/g, aspect)
    .replace(/\{audience\}/g, () => rng.pick(AUDIENCES))
    .replace(/\{n\}/g, () => String(rng.int(2, 8) * 5));
}

/** A writer of sentences on one subject that avoids repeats until its pool is used up. */
export class SentenceSource {
  private readonly body: () => string;
  private readonly intro: () => string;
  private readonly conclusion: () => string;

  constructor(private readonly rng: Random) {
    this.body = rng.deck(BODY_SENTENCES);
    this.intro = rng.deck(INTRO_SENTENCES);
    this.conclusion = rng.deck(CONCLUSION_SENTENCES);
  }

  sentence(subject: Subject): string {
    return fill(this.body(), subject, this.rng);
  }

  introSentence(subject: Subject): string {
    return fill(this.intro(), subject, this.rng);
  }

  conclusionSentence(subject: Subject): string {
    return fill(this.conclusion(), subject, this.rng);
  }

  /** A paragraph of 3 to 5 sentences, stopping early once `maxWords` is reached. */
  paragraph(subject: Subject, maxWords = Number.POSITIVE_INFINITY): string {
    const count = this.rng.int(3, 5);
    const out: string[] = [];
    let words = 0;
    while (out.length < count && words < maxWords) {
      const s = this.sentence(subject);
      out.push(s);
      words += countWords(s);
    }
    return out.join(' ');
  }
}

/** Section headings for an article: its outline when given, else section ideas in a seeded order. */
export function sectionHeadings(topic: string, count: number, rng: Random): SectionIdea[] {
  const ideas = [SECTION_IDEAS[0] as SectionIdea, ...rng.shuffle(SECTION_IDEAS.slice(1))].slice(0, count);
  return ideas.map((idea) => ({
    heading: titleCase(fill(idea.heading, { topic }, rng)),
    aspect: fill(idea.aspect, { topic }, rng),
  }));
}

export interface ArticlePlan {
  title: string;
  topic: string;
  /** Target length in words (the whole article, headings included). */
  words: number;
  /** Section headings chosen by the user (the edited outline). */
  outline?: string[];
  /** Add a short questions-and-answers section before the conclusion. */
  faqs?: boolean;
}

/**
 * An article as blocks: one h1 (the title), an introduction, h2 sections of
 * paragraphs and a conclusion, within a few percent of `words`. Sections
 * number about one per 330 words (2 to 14) unless an outline is given.
 */
export function composeArticle(plan: ArticlePlan, rng: Random): Block[] {
  const source = new SentenceSource(rng);
  const subject: Subject = { topic: plan.topic };
  const blocks: Block[] = [{ tag: 'h1', text: plan.title }];
  let used = countWords(plan.title);

  const intro = [source.introSentence(subject), source.introSentence(subject), source.sentence(subject)].join(
    ' ',
  );
  blocks.push({ tag: 'p', text: intro });
  used += countWords(intro);

  const outline = plan.outline?.filter((h) => h.trim()).slice(0, 30);
  const sections = outline?.length
    ? outline.map((heading) => ({ heading, aspect: heading.toLowerCase().replace(/[?.!:]+$/, '') }))
    : sectionHeadings(plan.topic, Math.min(MAX_SECTIONS, Math.max(2, Math.round(plan.words / 330))), rng);

  const faqBlocks = plan.faqs ? composeFaqs(plan.topic, 3, rng) : [];
  const conclusionReserve =
    60 + faqBlocks.reduce((n, f) => n + countWords(f.question) + countWords(f.answer), 0);
  const start = used;
  const perSection = Math.max(40, (plan.words - conclusionReserve - start) / sections.length);

  for (const [index, section] of sections.entries()) {
    blocks.push({ tag: 'h2', text: section.heading });
    used += countWords(section.heading);
    // Aim at where the article should stand after this section, so rounding never accumulates.
    const goal = start + perSection * (index + 1);
    const aspect = { topic: plan.topic, aspect: section.aspect };
    do {
      const paragraph = source.paragraph(aspect, goal - used);
      blocks.push({ tag: 'p', text: paragraph });
      used += countWords(paragraph);
    } while (used < goal - 8);
  }

  if (faqBlocks.length) {
    blocks.push({ tag: 'h2', text: 'Frequently Asked Questions' });
    for (const faq of faqBlocks)
      blocks.push({ tag: 'h3', text: faq.question }, { tag: 'p', text: faq.answer });
  }
  blocks.push({ tag: 'h2', text: 'Conclusion' });
  const closing = [source.conclusionSentence(subject), source.conclusionSentence(subject)];
  while (used + countWords(closing.join(' ')) < plan.words - 10 && closing.length < 5) {
    closing.push(source.conclusionSentence(subject));
  }
  blocks.push({ tag: 'p', text: closing.join(' ') });
  return blocks;
}

/**
 * Links the team's own pages from the article: each link closes the first
 * paragraph of a section ("Read more: …"), in order, from the second
 * section on (from the first when there are as many links as sections);
 * links left over close the conclusion's paragraph as one list.
 */
export function linkSections(
  blocks: readonly Block[],
  links: readonly { url: string; title: string }[],
): Block[] {
  const pending = [...links];
  const sections = blocks.filter((b) => b.tag === 'h2').length;
  let section = -1;
  const out = blocks.map((block, i) => {
    if (block.tag === 'h2') section += 1;
    const first = block.tag === 'p' && blocks[i - 1]?.tag === 'h2';
    if (!first || !pending.length || (section === 0 && pending.length < sections)) return block;
    return { ...block, link: pending.shift() };
  });
  return out;
}

const QUESTIONS: readonly string[] = [
  'What is {topic}?',
  'How long does it take to see results from {topic}?',
  'Is {topic} worth it for small businesses?',
  'What are the most common {topic} mistakes?',
  'How much does {topic} cost?',
  'Which tools help with {topic}?',
  'How do I measure the success of {topic}?',
  'Can beginners handle {topic} on their own?',
  'How often should I review my {topic} strategy?',
  'What is the first step in {topic}?',
  'How does {topic} fit into a wider content strategy?',
  'What skills does {topic} require?',
];

const ANSWERS: readonly string[] = [
  '{Topic} is the practice of planning and improving how you reach and help your audience. Start with clear goals and build from there.',
  'Most people see early signs of progress within a few weeks, while lasting results usually take three to six months of steady work.',
  'Yes. Even a small, consistent effort pays off, because the work compounds over time and costs little to maintain.',
  'The usual mistakes are doing too much at once, skipping measurement and ignoring what readers actually ask for.',
  'Costs range from a few hours of your own time to a monthly budget for tools or help; start lean and invest where results show.',
  'A simple analytics setup, a checklist and a writing assistant cover most needs; add specialised tools only when a gap appears.',
  'Pick two or three numbers that reflect your goal, such as visits, sign-ups or time on page, and review them every month.',
  'Absolutely. The basics are easy to learn, and a step-by-step plan keeps beginners on track.',
  'A short monthly check and a deeper quarterly review keep your approach current without taking over your calendar.',
  'Write down what success looks like, then list the three tasks most likely to get you there.',
  'It supports every other channel: good {topic} work gives you material to share, link to and build on.',
  'Clear writing, curiosity about your audience and the patience to test and adjust are the skills that matter most.',
];

/** `count` questions with answers on a topic, skipping questions already asked (compared case-insensitively). */
export function composeFaqs(
  topic: string,
  count: number,
  rng: Random,
  previous: readonly string[] = [],
): Faq[] {
  const asked = new Set(previous.map((q) => q.trim().toLowerCase()));
  const subject = { topic };
  const order = rng.shuffle(QUESTIONS.map((_, i) => i));
  const out: Faq[] = [];
  for (const i of order) {
    if (out.length >= count) break;
    const question = fill(QUESTIONS[i] as string, subject, rng);
    if (asked.has(question.toLowerCase())) continue;
    out.push({ question: capitalize(question), answer: fill(ANSWERS[i] as string, subject, rng) });
  }
  // More questions than the pool holds: vary the pool with an angle.
  const angles = [
    'for beginners',
    'in 2025',
    'for teams',
    'on a budget',
    'for online stores',
    'for bloggers',
  ];
  let round = 0;
  while (out.length < count) {
    const i = order[round % order.length] as number;
    const angle = angles[Math.floor(round / order.length) % angles.length] as string;
    const question = fill((QUESTIONS[i] as string).replace('?', ` ${angle}?`), subject, rng);
    round++;
    if (asked.has(question.toLowerCase()) || out.some((f) => f.question === capitalize(question))) {
      if (round > count * QUESTIONS.length * angles.length) break;
      continue;
    }
    out.push({ question: capitalize(question), answer: fill(ANSWERS[i] as string, subject, rng) });
  }
  return out;
}

const HEADLINES: readonly string[] = [
  'The Complete Guide to {Topic}',
  '{Topic}: What Actually Works',
  '{n} {Topic} Tips That Make a Real Difference',
  'How to Master {Topic} Step by Step',
  '{Topic} Made Simple: A Practical Guide',
  'Why {Topic} Matters More Than Ever',
  'The Beginner’s Guide to {Topic}',
  '{n} Common {Topic} Mistakes and How to Fix Them',
  '{Topic} Explained in Plain English',
  'A Smarter Approach to {Topic}',
  'Everything You Need to Know About {Topic}',
  '{Topic} Strategies for Busy Teams',
  'From Zero to Results with {Topic}',
  'The {Topic} Checklist You Will Actually Use',
];

/** Distinct headlines on a topic, in title case. */
export function composeHeadlines(topic: string, count: number, rng: Random): string[] {
  const titled = titleCase(topic);
  const out: string[] = [];
  const deck = rng.deck(HEADLINES);
  for (let i = 0; out.length < count && i < count * 4; i++) {
    const headline = titleCase(fill(deck(), { topic: titled }, rng).replace(/\s+/g, ' '));
    if (!out.includes(headline)) out.push(headline);
  }
  for (let i = 1; out.length < count; i++) out.push(`${titled}: Part ${i}`);
  return out;
}

const TALKING_POINTS: readonly string[] = [
  'Define what {topic} means for your audience',
  'Explain why {topic} matters right now',
  'Walk through the first three steps of {topic}',
  'Share a real example of {topic} done well',
  'List the most common {topic} mistakes',
  'Compare the main approaches to {topic}',
  'Recommend tools that make {topic} easier',
  'Show how to measure {topic} results',
  'Answer the questions readers ask most about {topic}',
  'Estimate the time and budget {topic} needs',
  'Point out quick wins for {topic}',
  'Close with a clear next step for the reader',
];

/** Talking points on a topic, each a short imperative line. */
export function composeTalkingPoints(topic: string, count: number, rng: Random): string[] {
  const picked = [TALKING_POINTS[0] as string, ...rng.shuffle(TALKING_POINTS.slice(1))];
  const out = picked.slice(0, count).map((p) => fill(p, { topic }, rng));
  for (let i = out.length; i < count; i++) out.push(`Expand on ${topic}: angle ${i + 1}`);
  return out;
}
