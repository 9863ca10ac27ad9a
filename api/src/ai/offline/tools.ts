/**
 * The offline writer's answers for the free tools (operations `tool:<slug>`):
 * each in the tool's format and built from the user's own words — slogans
 * that use the product's words, pros and cons about the user's subject, a
 * resignation letter with the name, company and last day given. Seeded by
 * the request, so the same input gives the same answer.
 */
import { htmlToText } from '@inkpress/shared-core';
import { composeHeadlines } from './compose';
import type { Random } from './random';
import { expand, paraphrase, readability, replaceWords, shorten, simplify } from './rewrite';
import {
  blocksToText,
  capitalize,
  contentWords,
  keywords,
  parseBlocks,
  STOP_WORDS,
  sentences,
  terminate,
  titleCase,
  topicOf,
} from './text';

type Input = Record<string, unknown>;
type Writer = (input: Input, rng: Random) => string;

const str = (input: Input, key: string, fallback = ''): string => {
  const value = input[key];
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
};
const num = (input: Input, key: string, fallback: number): number => {
  const value = input[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
};

/** Verb and adverb forms ("delivered", "baking", "quickly") read badly where a template wants a thing. */
const notAThing = (word: string) => /(?:ed|ing|ly)$/.test(word) && word.length > 4;

/** The user's own words that carry meaning, in order, once each: things first, the other words after. */
function ownWords(text: string, limit = 6): string[] {
  const seen = new Set<string>();
  const things: string[] = [];
  const others: string[] = [];
  for (const word of contentWords(htmlToText(text))) {
    if (word.length < 3 || STOP_WORDS.has(word) || seen.has(word)) continue;
    seen.add(word);
    (notAThing(word) ? others : things).push(word);
  }
  return [...things, ...others].slice(0, limit);
}

/** The subject in a few words: the topic the text repeats, or its first content words. */
function subjectOf(text: string): string {
  const topic = topicOf(text, '');
  if (topic && topic.split(' ').length > 1) return topic;
  const words = ownWords(text, 3);
  return words.length ? words.join(' ') : 'your idea';
}

/** `count` distinct lines from templates filled with the user's words. */
function fill(
  count: number,
  rng: Random,
  templates: readonly ((w: string[], s: string) => string)[],
  text: string,
): string {
  const words = ownWords(text, 8);
  const subject = subjectOf(text);
  const pool = words.length ? words : ['idea'];
  const out = new Set<string>();
  const deck = rng.shuffle(templates);
  for (let round = 0; out.size < count && round < count * 4; round++) {
    const template = deck[round % deck.length] as (w: string[], s: string) => string;
    const rotated = [...pool.slice(round % pool.length), ...pool.slice(0, round % pool.length)];
    out.add(template(rotated, subject).replace(/\s+/g, ' ').trim());
  }
  return [...out].slice(0, count).join('\n');
}

const T = (w: string) => titleCase(w);

const slogans = [
  (w: string[]) => `${T(w[0] ?? '')} you can count on.`,
  (w: string[]) => `${T(w[0] ?? '')}, ${w[1] ?? 'done'} right.`,
  (_: string[], s: string) => `The better way to ${s}.`,
  (w: string[]) => `More ${w[0]}. Less worry.`,
  (w: string[]) => `${T(w[0] ?? '')} made simple.`,
  (w: string[]) => `Where ${w[0]} meets ${w[1] ?? 'quality'}.`,
  (_: string[], s: string) => `${capitalize(s)}, the way it should be.`,
  (w: string[]) => `Think ${w[0]}. Think big.`,
  (w: string[]) => `Your ${w[0]}, our promise.`,
  (w: string[]) => `${T(w[0] ?? '')} for every day.`,
  (w: string[]) => `Fresh ideas in ${w[0]}.`,
  (w: string[]) => `${T(w[0] ?? '')} that works as hard as you.`,
];

const names = [
  (w: string[]) => `${T(w[0] ?? '')}ly`,
  (w: string[]) => `${T(w[0] ?? '')} & ${T(w[1] ?? 'Co')}`,
  (w: string[]) => `${T(w[0] ?? '')}Hub`,
  (w: string[]) => `The ${T(w[0] ?? '')} Company`,
  (w: string[]) => `${T(w[0] ?? '')}wise`,
  (w: string[]) => `${T((w[0] ?? '').slice(0, 4))}${(w[1] ?? 'go').slice(0, 3)}`,
  (w: string[]) => `${T(w[0] ?? '')} Lab`,
  (w: string[]) => `Bright ${T(w[0] ?? '')}`,
  (w: string[]) => `${T(w[0] ?? '')}Nest`,
  (w: string[]) => `${T(w[0] ?? '')} Works`,
  (w: string[]) => `True ${T(w[0] ?? '')}`,
  (w: string[]) => `${T(w[0] ?? '')}Point`,
];

const hooks = [
  (_: string[], s: string) => `Most people get ${s} wrong. Here is why.`,
  (_: string[], s: string) => `I tried ${s} for 30 days. This is what happened.`,
  (w: string[]) => `Stop doing this with your ${w[0]}.`,
  (_: string[], s: string) => `The one thing nobody tells you about ${s}.`,
  (w: string[]) => `${T(w[0] ?? '')} in 60 seconds: the short version.`,
  (_: string[], s: string) => `What if ${s} could take half the time?`,
  (w: string[]) => `3 ${w[0]} mistakes I wish I had known sooner.`,
  (_: string[], s: string) => `Here is the truth about ${s}.`,
  (w: string[]) => `You are wasting money on ${w[0]}.`,
  (_: string[], s: string) => `Before you start with ${s}, read this.`,
];

const ctas = [
  (w: string[]) => `Start your ${w[0]} today`,
  (w: string[]) => `Get ${w[0]} now`,
  (w: string[]) => `Try ${w[0]} free`,
  (_: string[], s: string) => `Yes, I want ${s}`,
  (w: string[]) => `See how ${w[0]} works`,
  (w: string[]) => `Claim your ${w[0]}`,
  (w: string[]) => `Join and ${w[0]} better`,
  (w: string[]) => `Book your ${w[0]} in minutes`,
];

const pros = [
  (_: string[], s: string) => `${capitalize(s)} saves time once it becomes a habit.`,
  (w: string[]) => `It gives you more control over ${w[0]}.`,
  (_: string[], s: string) => `${capitalize(s)} can lower costs over time.`,
  (w: string[]) => `More flexibility around ${w[1] ?? w[0]}.`,
  (_: string[], s: string) => `Plenty of people have made ${s} work, so help is easy to find.`,
  (w: string[]) => `It builds skills in ${w[0]} that last.`,
  (_: string[], s: string) => `${capitalize(s)} can improve your day-to-day quality of life.`,
];
const cons = [
  (_: string[], s: string) => `${capitalize(s)} takes effort to set up well.`,
  (w: string[]) => `It can cost more at the start, for ${w[0]}.`,
  (_: string[], s: string) => `${capitalize(s)} does not suit everyone’s situation.`,
  (w: string[]) => `Less structure around ${w[1] ?? w[0]} can be hard to manage.`,
  (_: string[], s: string) => `The results of ${s} take time to show.`,
  (w: string[]) => `It can be harder to keep ${w[0]} consistent.`,
  (_: string[], s: string) => `${capitalize(s)} adds decisions you would not otherwise face.`,
];

/** A plain paragraph about the user's subject, from their own sentences where they gave some. */
function paragraph(text: string, rng: Random, sentencesWanted = 5): string {
  const subject = subjectOf(text);
  const own = sentences(htmlToText(text)).map(terminate).slice(0, 2);
  const words = ownWords(text, 4);
  const support = [
    `${capitalize(subject)} matters because it shapes the results you get every day.`,
    `The key is to start small, measure what works, and build on it.`,
    words[1]
      ? `Pay close attention to ${words[1]}${words[2] ? ` and ${words[2]}` : ''}: that is where most of the gains are.`
      : '',
    `A clear plan keeps ${subject} simple and repeatable.`,
    `In short, ${subject} rewards steady, practical effort.`,
  ].filter(Boolean);
  return [...own, ...rng.shuffle(support.slice(0, -1)), support.at(-1) as string]
    .slice(0, Math.max(own.length + 2, sentencesWanted))
    .join(' ');
}

const listOf = (items: string[]) => items.join('\n');

export const toolWriters: Record<string, Writer> = {
  'tool:headline-generator': (i, rng) =>
    listOf(composeHeadlines(str(i, 'keyword') || subjectOf(str(i, 'text')), num(i, 'count', 8), rng)),
  'tool:text-generator': (i, rng) => {
    const text = str(i, 'text');
    const parts = str(i, 'length') === 'medium' ? 3 : 1;
    return Array.from({ length: parts }, (_, n) =>
      paragraph(n === 0 ? text : `${text} ${ownWords(text).slice(n).join(' ')}`, rng, 6),
    ).join('\n\n');
  },
  'tool:prompt-generator': (i) => {
    const goal = terminate(str(i, 'text'));
    const audience = str(i, 'audience');
    return [
      `You are an expert in ${subjectOf(goal)}.`,
      `Task: ${goal}`,
      audience ? `Audience: ${audience}.` : 'Audience: a reader new to the subject.',
      `Steps: first ask for anything you need to know, then work through the task step by step, checking facts as you go.`,
      `Constraints: be specific, use plain language, and say when you are unsure.`,
      `Format: a short summary first, then the details as a numbered list.`,
    ].join('\n');
  },
  'tool:paragraph-generator': (i, rng) => paragraph(str(i, 'text'), rng, 6),
  'tool:sentence-generator': (i, rng) =>
    fill(
      num(i, 'count', 5),
      rng,
      [
        (_w, s) => `${capitalize(s)} is easier than most people think.`,
        (w) => `Good ${w[0]} starts with a clear goal.`,
        (_w, s) => `Anyone can get better at ${s} with practice.`,
        (w) => `The best ${w[0]} is the one you actually use.`,
        (_w, s) => `${capitalize(s)} works best when you keep it simple.`,
        (w) => `A little ${w[0]} every day adds up.`,
        (w) => `${T(w[0] ?? '')} and ${w[1] ?? 'patience'} go hand in hand.`,
      ],
      str(i, 'text'),
    ),
  'tool:introduction-generator': (i, rng) => {
    const title = str(i, 'title');
    const subject = subjectOf(`${title} ${str(i, 'text')}`);
    return `${rng.pick([`Have you ever wondered why ${subject} feels harder than it should?`, `${capitalize(subject)} can change the way you work.`, `Getting ${subject} right is simpler than it looks.`])} In “${title}”, we look at what matters most, the mistakes to avoid, and the steps that make a difference. By the end, you will know exactly where to start.`;
  },
  'tool:conclusion-generator': (i) => {
    const title = str(i, 'title');
    const points = sentences(htmlToText(str(i, 'text'))).slice(0, 3);
    const summary = points.length
      ? `We covered ${points.map((p) => p.replace(/[.!?]+$/, '').toLowerCase()).join('; ')}.`
      : '';
    return `${summary} ${capitalize(subjectOf(`${title} ${str(i, 'text')}`))} is not about doing everything at once: pick one step from “${title}” and put it into practice this week. Small, steady changes are what last.`.trim();
  },
  'tool:pros-and-cons-generator': (i, rng) => {
    const n = num(i, 'count', 5);
    const text = `${str(i, 'text')} ${str(i, 'context')}`;
    const p = fill(n, rng, pros, text)
      .split('\n')
      .map((l) => `Pro: ${l}`);
    const c = fill(n, rng, cons, text)
      .split('\n')
      .map((l) => `Con: ${l}`);
    return [...p, ...c].join('\n');
  },
  'tool:book-idea-generator': (i, rng) =>
    fill(
      num(i, 'count', 5),
      rng,
      [
        (w) =>
          `The ${T(w[0] ?? '')} Secret: a newcomer uncovers what ${w[1] ?? 'the town'} has hidden for years.`,
        (w) =>
          `Last ${T(w[0] ?? '')}: one summer changes everything for a family built around ${w[1] ?? 'tradition'}.`,
        (w) =>
          `${T(w[0] ?? '')} and Shadows: a rivalry over ${w[1] ?? 'a prize'} turns into an unlikely friendship.`,
        (w) =>
          `A Year of ${T(w[0] ?? '')}: twelve months, twelve lessons, one person who refuses to give up.`,
        (w) =>
          `The ${T(w[0] ?? '')} Map: a lost note leads two strangers on a search for ${w[1] ?? 'the truth'}.`,
        (w) => `Under the ${T(w[0] ?? '')}: an ordinary ${w[1] ?? 'life'} meets an extraordinary mystery.`,
      ],
      `${str(i, 'text')} ${str(i, 'audience')}`,
    ),
  'tool:book-title-generator': (i, rng) =>
    fill(
      num(i, 'count', 10),
      rng,
      [
        (w) => `The ${T(w[0] ?? '')} Year`,
        (w) => `${T(w[0] ?? '')} and ${T(w[1] ?? 'Light')}`,
        (w) => `Beyond the ${T(w[0] ?? '')}`,
        (w) => `A Little ${T(w[0] ?? '')}`,
        (w) => `The Last ${T(w[0] ?? '')}`,
        (w) => `${T(w[0] ?? '')} Rising`,
        (w) => `All the ${T(w[0] ?? '')}s We Keep`,
        (w) => `When ${T(w[0] ?? '')} Falls`,
        (w) => `The ${T(w[0] ?? '')} Keeper`,
        (w) => `Notes on ${T(w[0] ?? '')}`,
      ],
      `${str(i, 'text')} ${str(i, 'genre')}`,
    ),
  'tool:readability-improver': (i) => blocksToText(readability(simplify(parseBlocks(str(i, 'text'))))),
  'tool:text-simplifier': (i) => blocksToText(simplify(parseBlocks(str(i, 'text')))),
  'tool:sentence-shortener': (i) => blocksToText(shorten(simplify(parseBlocks(str(i, 'text'))))),
  'tool:passive-to-active-voice': (i) =>
    sentences(htmlToText(str(i, 'text')))
      .map((s) =>
        s.replace(
          /^(.*?)\s+(?:was|were|is|are|has been|have been)\s+(\w+ed)\b(.*)$/i,
          (_m, obj: string, verb: string, rest: string) =>
            `Someone ${verb} ${obj.charAt(0).toLowerCase()}${obj.slice(1)}${rest}`,
        ),
      )
      .join('\n'),
  'tool:humanizer': (i) => blocksToText(paraphrase(readability(parseBlocks(str(i, 'text'))))),
  'tool:bypass-ai-detection': (i) => blocksToText(paraphrase(readability(parseBlocks(str(i, 'text'))))),
  'tool:text-expander': (i, rng) => {
    const text = str(i, 'text');
    return blocksToText(expand(parseBlocks(text), subjectOf(text), rng));
  },
  'tool:paraphrasing-tool': (i) => blocksToText(paraphrase(parseBlocks(str(i, 'text')))),
  'tool:reworder': (i) =>
    blocksToText(
      paraphrase(
        parseBlocks(
          replaceWords(str(i, 'text'), { use: 'employ', help: 'assist', show: 'demonstrate', get: 'obtain' }),
        ),
      ),
    ),
  'tool:ai-keyword-research': (i) => {
    const words = keywords(htmlToText(str(i, 'text')), 3);
    const subject = subjectOf(str(i, 'text'));
    const base = words.length ? words : [subject];
    return base
      .flatMap((w) => [
        `informational: what is ${w}`,
        `informational: how to improve ${w}`,
        `commercial: best ${w} tools`,
        `transactional: ${w} pricing`,
      ])
      .slice(0, 12)
      .join('\n');
  },
  'tool:meta-title-generator': (i, rng) => {
    const keyword = str(i, 'keyword') || subjectOf(str(i, 'text'));
    return fill(
      num(i, 'count', 5),
      rng,
      [
        () => `${titleCase(keyword)}: The Complete Guide`,
        () => `${titleCase(keyword)} – Tips That Work`,
        () => `${titleCase(keyword)} Explained Simply`,
        () => `${titleCase(keyword)}: ${new Date().getFullYear()} Guide`,
        () => `How to Master ${titleCase(keyword)}`,
        () => `${titleCase(keyword)}: What You Need to Know`,
      ],
      keyword,
    );
  },
  'tool:meta-description-generator': (i, rng) => {
    const keyword = str(i, 'keyword') || subjectOf(str(i, 'text'));
    return fill(
      num(i, 'count', 3),
      rng,
      [
        () =>
          `Learn ${keyword} step by step: practical tips, common mistakes to avoid and examples you can use today. Start now.`,
        () =>
          `Everything you need to know about ${keyword}, explained simply, with clear steps and real examples. Read the guide.`,
        () =>
          `Get better results with ${keyword}. Our guide covers the basics, the best tools and proven tactics. Find out more.`,
      ],
      keyword,
    );
  },
  'tool:slogan-generator': (i, rng) => fill(num(i, 'count', 10), rng, slogans, str(i, 'text')),
  'tool:niche-ideas-generator': (i, rng) =>
    fill(
      num(i, 'count', 8),
      rng,
      [
        (w) => `${T(w[0] ?? '')} for beginners: people starting out who need simple guidance`,
        (w) => `Budget ${w[0]}: cost-conscious buyers looking for value`,
        (w) => `${T(w[0] ?? '')} for busy parents: quick, practical routines`,
        (w) => `Sustainable ${w[0]}: eco-minded customers`,
        (w) => `${T(w[0] ?? '')} for small businesses: owners who want results without an expert`,
        (w) => `Premium ${w[0]}: enthusiasts who pay for quality`,
        (w) => `${T(w[0] ?? '')} for seniors: older adults with specific needs`,
        (w) => `${T(w[0] ?? '')} gear reviews: buyers comparing ${w[1] ?? 'products'}`,
      ],
      str(i, 'text'),
    ),
  'tool:value-proposition-generator': (i, rng) =>
    fill(
      num(i, 'count', 5),
      rng,
      [
        (w, s) => `For people who want ${s} without the hassle, we deliver ${w[0]} that simply works.`,
        (_w, s) => `${capitalize(s)}, faster and cheaper than doing it yourself.`,
        (w) => `The only ${w[0]} built around ${w[1] ?? 'your needs'}, so you get results from day one.`,
        (w, s) => `Get ${s} done in minutes, not hours, with ${w[0]} you can trust.`,
        (w) => `All the ${w[0]} you need, none of the ${w[1] ?? 'complexity'}.`,
      ],
      str(i, 'text'),
    ),
  'tool:call-to-action-generator': (i, rng) => fill(num(i, 'count', 8), rng, ctas, str(i, 'text')),
  'tool:business-name-generator': (i, rng) => fill(num(i, 'count', 12), rng, names, str(i, 'text')),
  'tool:proposal-generator': (i) => {
    const client = str(i, 'client', 'the client');
    const project = terminate(str(i, 'text'));
    return [
      `Proposal for ${client}`,
      '',
      `Summary\n${project} This proposal sets out how we will deliver it.`,
      `Goals\n${ownWords(str(i, 'text'), 3)
        .map((w) => `- Deliver measurable results in ${w}.`)
        .join('\n')}`,
      `Scope and deliverables\n- Discovery and planning with ${client}.\n- Delivery of the work described above.\n- Review, revisions and handover.`,
      `Timeline\n${str(i, 'timeline', 'To be agreed at kickoff.')}`,
      `Budget\n${str(i, 'budget', 'To be agreed once the scope is confirmed.')}`,
      `Next steps\nReply to confirm, and we will schedule a kickoff call within a week.`,
    ].join('\n\n');
  },
  'tool:resignation-letter-generator': (i) => {
    const name = str(i, 'name', 'Your name');
    const manager = str(i, 'manager', 'Manager');
    const company = str(i, 'company', 'the company');
    const position = str(i, 'position', 'my position');
    const lastDay = str(i, 'lastDay', 'the end of my notice period');
    const reason = str(i, 'text');
    return [
      `Dear ${manager},`,
      `Please accept this letter as formal notice of my resignation from my position as ${position} at ${company}. My last working day will be ${lastDay}.`,
      reason ? terminate(reason) : '',
      `Thank you for the opportunities I have had here. I will do everything I can to make the handover smooth, including documenting my work and helping to train my replacement.`,
      `Kind regards,\n${name}`,
    ]
      .filter(Boolean)
      .join('\n\n');
  },
  'tool:email-responder': (i) => {
    const received = htmlToText(str(i, 'text'));
    const greeting = /^(?:hi|hello|dear)\s+([^\n,]+)/i.exec(received);
    const sender = /\n\s*(?:best|regards|thanks|cheers|kind regards),?\s*\n\s*([^\n]+)/i
      .exec(received)?.[1]
      ?.trim();
    return [
      `Hi${sender ? ` ${sender}` : ''},`,
      `Thank you for your email about ${subjectOf(received)}.`,
      terminate(capitalize(str(i, 'intent'))),
      `Please let me know if anything else would help.`,
      `Best regards${greeting ? `,\n${greeting[1]?.trim()}` : ''}`,
    ].join('\n\n');
  },
  'tool:customer-message-generator': (i) => {
    const situation = terminate(capitalize(str(i, 'text')));
    return [
      'Hi there,',
      `We wanted to let you know right away: ${situation.charAt(0).toLowerCase()}${situation.slice(1)}`,
      `We are sorry for any inconvenience, and we are taking care of it. If you have any questions about ${subjectOf(situation)}, just reply to this message and we will help.`,
      'Thank you for your patience,\nThe team',
    ].join('\n\n');
  },
  'tool:hook-generator': (i, rng) => fill(num(i, 'count', 8), rng, hooks, str(i, 'text')),
  'tool:reddit-comment-generator': (i) => {
    const post = htmlToText(str(i, 'text'));
    const intent = str(i, 'intent');
    return [
      `Good question about ${subjectOf(post)}.`,
      intent ? terminate(capitalize(intent)) : `What worked for me was starting small and being consistent.`,
      `If I were you, I would try one change at a time so you can see what actually makes the difference. Happy to share more details if it helps.`,
    ].join(' ');
  },
  'tool:twitter-reply-generator': (i, rng) => {
    const subject = subjectOf(str(i, 'text'));
    const byStance: Record<string, ((w: string[], s: string) => string)[]> = {
      agree: [
        (_, s) => `100% agree. ${capitalize(s)} is underrated, and the details make all the difference.`,
        (w) => `This. Adding one thing: ${w[0]} pays off when you stick with it.`,
        (_, s) => `Well said. I have seen the same with ${s}.`,
      ],
      question: [
        (_, s) => `Interesting take. How did you get started with ${s}?`,
        (w) => `What would you say is the biggest mistake people make with ${w[0]}?`,
        (_, s) => `Curious: does this hold for ${s} at a small scale too?`,
      ],
      disagree: [
        (_, s) =>
          `I see it differently: ${s} depends a lot on context. What works for one team can fail for another.`,
        (w) => `Respectfully, I am not sure ${w[0]} is the main factor here.`,
        (_, s) => `Good point, but the data on ${s} is more mixed than that.`,
      ],
      funny: [
        (_, s) => `Me pretending I understand ${s} at the meeting.`,
        (w) => `My ${w[0]} strategy: hope. So far, so… well.`,
        (_, s) => `${capitalize(s)}? I barely manage my coffee.`,
      ],
    };
    return fill(num(i, 'count', 3), rng, byStance[str(i, 'stance', 'agree')] ?? [], subject);
  },
};
