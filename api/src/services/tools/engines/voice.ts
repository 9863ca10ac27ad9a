/**
 * passive-to-active-voice and active-to-passive-voice: compromise (MIT) tags
 * each sentence's words and finds its verb phrase and its form; rules here
 * move the noun phrases and conjugate the verb. A sentence is converted by rule
 * only when it has exactly this shape, every part recognised:
 *
 *   passive  [subject NP] [be-auxiliaries] [adverbs] [participle] by [agent NP] [rest]
 *   active   [subject NP] [auxiliaries] [adverbs] [verb] [object NP] [rest]
 *
 * where [rest] is empty or starts with a preposition, an adverb or a date. A
 * sentence that could be converted but is not of that shape — a passive with
 * no agent ("The cake was eaten."), two verbs, a contraction, a clause — is
 * marked 'ai' and left as it was for the AI; one with nothing to convert
 * (already in the other voice, a copula, no object) is 'unchanged'.
 *
 * Sentences come from our own linear scan; compromise (about 8 ms per 1,000
 * characters) reads one sentence at a time, and only sentences that can be
 * candidates: a passive needs a form of "be".
 */
import type { VoiceReport, VoiceSentence } from '@inkpress/shared-core/tools';
import nlp from 'compromise';
import { assertMaxLength } from './errors';
import { capitalize, sentences, words } from './text';

export type VoiceDirection = VoiceReport['direction'];

/** Above this the engine refuses the text (the catalogue allows 10,000 characters). */
export const VOICE_MAX_CHARS = 100_000;
/** Longer sentences are not parsed: they go to the AI when they may hold a candidate. */
const MAX_SENTENCE_WORDS = 60;

interface Term {
  text: string;
  normal: string;
  tags: Set<string>;
  start: number;
  end: number;
  post: string;
}

interface Phrase {
  start: number; // first term index
  end: number; // one past the last term index
  plural: boolean;
  person: 1 | 2 | 3;
  pronoun: boolean;
}

interface CompromiseTerm {
  text: string;
  normal?: string;
  tags?: string[];
  post?: string;
  offset?: { start: number; length: number };
}

interface CompromiseVerb {
  text: string;
  offset?: { start: number; length: number };
  verb?: {
    auxiliary?: string;
    negative?: boolean;
    infinitive?: string;
    grammar?: { form?: string; tense?: string; passive?: boolean; copula?: boolean };
  };
}

const BE = new Set(['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being']);
const MODALS = new Set(['will', 'would', 'can', 'could', 'shall', 'should', 'may', 'might', 'must']);
const SUBJECT_OF: Record<string, string> = {
  me: 'I',
  him: 'he',
  her: 'she',
  us: 'we',
  them: 'they',
  whom: 'who',
};
const OBJECT_OF: Record<string, string> = {
  i: 'me',
  he: 'him',
  she: 'her',
  we: 'us',
  they: 'them',
  who: 'whom',
};
const PERSONAL = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they', 'me', 'him', 'her', 'us', 'them']);

type Outcome = { method: 'rule'; after: string } | { method: 'ai' | 'unchanged' };

const UNCHANGED: Outcome = { method: 'unchanged' };
const AI: Outcome = { method: 'ai' };

type Doc = ReturnType<typeof nlp>;

function termsOf(doc: Doc): Term[] {
  const json = doc.json({ offset: true }) as Array<{ terms: CompromiseTerm[] }>;
  return json.flatMap((s) =>
    s.terms.map((t) => {
      const start = t.offset?.start ?? 0;
      return {
        text: t.text,
        normal: (t.normal ?? t.text).toLowerCase(),
        tags: new Set(t.tags ?? []),
        start,
        end: start + (t.offset?.length ?? t.text.length),
        post: t.post ?? '',
      };
    }),
  );
}

const isNounish = (t: Term) =>
  (t.tags.has('Noun') || t.tags.has('Value') || t.tags.has('Acronym')) &&
  !t.tags.has('Pronoun') &&
  t.text !== '';
const isModifier = (t: Term) =>
  t.tags.has('Determiner') ||
  t.tags.has('Possessive') ||
  t.tags.has('Adjective') ||
  t.tags.has('Value') ||
  isNounish(t) ||
  (t.tags.has('Adverb') && t.normal.endsWith('ly'));
const breaks = (t: Term) => /[,;:()"“”—–]/.test(t.post);

/** One noun phrase from term i: a personal pronoun, or modifiers ending in a noun; "and" / "of" joins another. */
function nounPhrase(terms: Term[], i: number): Phrase | undefined {
  const first = terms[i];
  if (!first || first.text === '') return undefined;
  let end: number;
  let plural = false;
  let person: 1 | 2 | 3 = 3;
  let pronoun = false;
  const next = terms[i + 1];
  if (PERSONAL.has(first.normal) && !(first.normal === 'her' && next && isModifier(next) && !breaks(first))) {
    end = i + 1;
    pronoun = true;
    const n = first.normal;
    person = n === 'i' || n === 'me' ? 1 : n === 'you' ? 2 : n === 'we' || n === 'us' ? 1 : 3;
    plural = ['we', 'us', 'they', 'them', 'you'].includes(n);
  } else {
    // Determiners, numbers, adjectives, then nouns; once a noun is seen only nouns may follow.
    let j = i;
    let lastNoun = -1;
    while (j < terms.length) {
      const t = terms[j]!;
      if (t.text === '' || t.tags.has('Date') || (lastNoun >= 0 ? !isNounish(t) : !isModifier(t))) break;
      if (isNounish(t)) lastNoun = j;
      j++;
      if (breaks(t)) break;
    }
    if (lastNoun < 0) return undefined;
    end = lastNoun + 1;
    plural = terms[lastNoun]!.tags.has('Plural');
  }
  // "the manager of the store", "John and Mary"
  const joiner = terms[end];
  if (joiner && !breaks(terms[end - 1]!) && (joiner.normal === 'of' || joiner.normal === 'and')) {
    const more = nounPhrase(terms, end + 1);
    if (!more) return undefined;
    if (joiner.normal === 'and') {
      plural = true;
      person = 3;
    }
    end = more.end;
    pronoun = false;
  }
  return { start: i, end, plural, person, pronoun };
}

const singularThird = (p: Phrase) => !p.plural && p.person === 3;

function beFor(p: Phrase, past: boolean): string {
  if (past) return p.plural || p.person === 2 ? 'were' : 'was';
  if (p.person === 1 && !p.plural) return 'am';
  return singularThird(p) ? 'is' : 'are';
}

const formsCache = new Map<string, ReturnType<typeof conjugate>>();

function forms(infinitive: string) {
  if (!formsCache.has(infinitive)) {
    if (formsCache.size > 5_000) formsCache.clear();
    formsCache.set(infinitive, conjugate(infinitive));
  }
  return formsCache.get(infinitive);
}

function conjugate(infinitive: string) {
  const doc = nlp(infinitive);
  doc.tag('Infinitive'); // alone, "chase" reads as a noun
  const c = (doc.verbs().conjugate() as Array<Record<string, string>>)[0] ?? {};
  const past = c.PastTense;
  const participle = c.Participle ?? past;
  if (!past || !participle || !c.PresentTense || !c.Gerund) return undefined;
  return {
    infinitive: c.Infinitive ?? infinitive,
    past,
    present: c.PresentTense,
    gerund: c.Gerund,
    participle,
  };
}

/** The phrase's text, moved to the other end of the sentence: pronouns change case, a capital that only started the sentence goes. */
function moved(terms: Term[], p: Phrase, body: string, toFront: boolean, wasFirst: boolean): string {
  if (p.pronoun) {
    const n = terms[p.start]!.normal;
    const word = toFront ? (SUBJECT_OF[n] ?? n) : (OBJECT_OF[n] ?? n);
    return toFront ? capitalize(word) : word === 'i' ? 'I' : word;
  }
  const text = body.slice(terms[p.start]!.start, terms[p.end - 1]!.end);
  if (toFront) return capitalize(text);
  const head = terms[p.start]!;
  const keepCapital =
    head.tags.has('ProperNoun') || head.tags.has('Acronym') || head.text === head.text.toUpperCase();
  return wasFirst && !keepCapital ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * The words after the object or agent, with the space or comma before them:
 * empty, or starting with a preposition, an adverb or a date ("next week").
 */
function restOf(terms: Term[], from: number, body: string): string | undefined {
  const first = terms[from];
  if (!first) return '';
  const second = terms[from + 1];
  const ok =
    (first.tags.has('Preposition') && first.normal !== 'of' && first.normal !== 'by') ||
    first.tags.has('Adverb') ||
    first.tags.has('Date') ||
    (first.tags.has('Adjective') && !!second?.tags.has('Date'));
  if (!ok) return undefined;
  return body.slice(terms[from - 1]!.end).trimEnd();
}

function verbTerms(terms: Term[], vp: CompromiseVerb): [number, number] | undefined {
  const start = vp.offset?.start;
  if (start === undefined) return undefined;
  const end = start + (vp.offset?.length ?? 0);
  let a = -1;
  let b = -1;
  terms.forEach((t, i) => {
    if (t.start >= start && t.start < end) {
      if (a < 0) a = i;
      b = i + 1;
    }
  });
  return a < 0 ? undefined : [a, b];
}

function passiveToActive(body: string): Outcome {
  const doc = nlp(body);
  const terms = termsOf(doc);
  const verbs = doc.verbs().json({ offset: true }) as CompromiseVerb[];
  const passives = verbs.filter((v) => v.verb?.grammar?.passive || isPassiveShape(terms, v));
  if (passives.length === 0) return copulaPassive(terms, verbs) ? AI : UNCHANGED;
  if (verbs.length > 1 || terms.some((t) => t.text === '')) return AI;
  const vp = passives[0]!;
  const range = verbTerms(terms, vp);
  if (!range) return AI;
  const [vStart, vEnd] = range;
  const subject = nounPhrase(terms, 0);
  if (!subject || subject.end !== vStart) return AI;

  let k = vEnd;
  const postAdverbs: string[] = [];
  while (terms[k]?.tags.has('Adverb') && !breaks(terms[k - 1]!)) postAdverbs.push(terms[k++]!.text);
  if (terms[k]?.normal !== 'by' || breaks(terms[k - 1]!)) return AI; // no agent: the AI rewrites it
  const agent = nounPhrase(terms, k + 1);
  if (!agent) return AI;
  const rest = restOf(terms, agent.end, body);
  if (rest === undefined) return AI;

  const vpTerms = terms.slice(vStart, vEnd);
  const participle = vpTerms.at(-1)!;
  const adverbs = vpTerms.filter((t) => t.tags.has('Adverb') && t.normal !== 'not').map((t) => t.text);
  const aux = vpTerms
    .filter((t) => !t.tags.has('Adverb') && t.normal !== 'not' && t !== participle)
    .map((t) => t.normal);
  const negative = vpTerms.some((t) => t.normal === 'not');
  const f = forms(vp.verb?.infinitive ?? participle.normal);
  // The verb must conjugate back to the participle in the sentence, or compromise guessed its root wrong.
  if (!f || (f.participle !== participle.normal && f.past !== participle.normal)) return AI;

  let verb: string[];
  const key = aux.join(' ');
  const not = negative ? ['not'] : [];
  const third = singularThird(agent);
  if (key === 'was' || key === 'were') verb = negative ? ['did', 'not', f.infinitive] : [f.past];
  else if (key === 'is' || key === 'are' || key === 'am')
    verb = negative ? [third ? 'does' : 'do', 'not', f.infinitive] : [third ? f.present : f.infinitive];
  else if (key === 'has been' || key === 'have been') verb = [third ? 'has' : 'have', ...not, f.participle];
  else if (key === 'had been') verb = ['had', ...not, f.participle];
  else if (aux.length === 2 && MODALS.has(aux[0]!) && aux[1] === 'be') verb = [aux[0]!, ...not, f.infinitive];
  else if (aux.length === 3 && MODALS.has(aux[0]!) && aux[1] === 'have' && aux[2] === 'been')
    verb = [aux[0]!, ...not, 'have', f.participle];
  else if (aux.length === 2 && aux[1] === 'being' && ['is', 'are', 'am'].includes(aux[0]!))
    verb = [beFor(agent, false), ...not, f.gerund];
  else if (aux.length === 2 && aux[1] === 'being' && ['was', 'were'].includes(aux[0]!))
    verb = [beFor(agent, true), ...not, f.gerund];
  else return AI;
  if (adverbs.length) verb.splice(verb.length - 1, 0, ...adverbs);

  const parts = [
    moved(terms, agent, body, true, false),
    ...verb,
    moved(terms, subject, body, false, true),
    ...postAdverbs,
  ];
  return { method: 'rule', after: parts.join(' ') + rest };
}

/** "was broken by the storm": compromise reads be + adjective, but an agent makes it a passive. */
function copulaPassive(terms: Term[], verbs: CompromiseVerb[]): boolean {
  return verbs.some((v) => {
    const range = verbTerms(terms, v);
    if (!range || !v.verb?.grammar?.copula) return false;
    const next = terms[range[1]];
    return (
      !!next &&
      next.tags.has('Adjective') &&
      /(?:ed|en|wn|ung|ought)$/.test(next.normal) &&
      terms[range[1] + 1]?.normal === 'by'
    );
  });
}

/** compromise misses some passives ("The cake was not eaten by…"): be + participle counts too. */
function isPassiveShape(terms: Term[], vp: CompromiseVerb): boolean {
  const range = verbTerms(terms, vp);
  if (!range) return false;
  const vpTerms = terms.slice(range[0], range[1]);
  const last = vpTerms.at(-1);
  return (
    !!last &&
    (last.tags.has('Participle') || last.tags.has('PastTense')) &&
    vpTerms.some((t) => BE.has(t.normal.replace(/n['’]t$/, ''))) &&
    !vp.verb?.grammar?.copula
  );
}

function activeToPassive(body: string): Outcome {
  const doc = nlp(body);
  const terms = termsOf(doc);
  const verbs = doc.verbs().json({ offset: true }) as CompromiseVerb[];
  if (verbs.length === 0) return UNCHANGED;
  if (verbs.some((v) => v.verb?.grammar?.passive || isPassiveShape(terms, v))) return UNCHANGED;
  const active = verbs.filter((v) => !v.verb?.grammar?.copula);
  if (active.length === 0) return UNCHANGED;
  if (verbs.length > 1 || terms.some((t) => t.text === '')) return AI;
  const vp = active[0]!;
  const range = verbTerms(terms, vp);
  if (!range) return AI;
  const [vStart, vEnd] = range;
  const main = terms[vEnd - 1]!;
  if (main.tags.has('Auxiliary') || !main.tags.has('Verb')) return AI; // "does not like": compromise lost the verb
  const after = terms[vEnd];
  if (!after || after.tags.has('Preposition') || after.tags.has('Adverb') || after.tags.has('Conjunction')) {
    return UNCHANGED; // nothing that could be an object
  }
  const object = nounPhrase(terms, vEnd);
  if (!object) return AI;
  if (
    ['myself', 'yourself', 'himself', 'herself', 'itself', 'ourselves', 'themselves'].includes(after.normal)
  )
    return AI;
  const subject = nounPhrase(terms, 0);
  if (!subject || subject.end !== vStart) return AI;
  const rest = restOf(terms, object.end, body);
  if (rest === undefined) return AI;

  const vpTerms = terms.slice(vStart, vEnd);
  const adverbs = vpTerms.filter((t) => t.tags.has('Adverb') && t.normal !== 'not').map((t) => t.text);
  const aux = vpTerms
    .filter((t) => !t.tags.has('Adverb') && t.normal !== 'not' && t !== main)
    .map((t) => t.normal);
  const negative = vpTerms.some((t) => t.normal === 'not');
  const f = forms(vp.verb?.infinitive ?? main.normal);
  if (!f) return AI;
  const not = negative ? ['not'] : [];
  const m = main.normal;

  let be: string[];
  if (aux.length === 0) {
    // Simple tenses: the verb's own form must agree with the subject, or the parse is wrong;
    // "They read the book" could be past or present, so it goes to the AI.
    if (m === f.past && m === f.infinitive) return AI;
    if (m === f.past) be = [beFor(object, true)];
    else if (m === (singularThird(subject) ? f.present : f.infinitive)) be = [beFor(object, false)];
    else return AI;
  } else if (aux.length === 1 && aux[0] === 'did' && m === f.infinitive) be = [beFor(object, true), ...not];
  else if (aux.length === 1 && (aux[0] === 'do' || aux[0] === 'does') && m === f.infinitive)
    be = [beFor(object, false), ...not];
  else if (aux.length === 1 && MODALS.has(aux[0]!) && m === f.infinitive) be = [aux[0]!, ...not, 'be'];
  else if (aux.length === 1 && (aux[0] === 'has' || aux[0] === 'have') && m === f.participle)
    be = [singularThird(object) ? 'has' : 'have', ...not, 'been'];
  else if (aux.length === 1 && aux[0] === 'had' && m === f.participle) be = ['had', ...not, 'been'];
  else if (aux.length === 2 && MODALS.has(aux[0]!) && aux[1] === 'have' && m === f.participle)
    be = [aux[0]!, ...not, 'have', 'been'];
  else if (aux.length === 1 && ['is', 'are', 'am'].includes(aux[0]!) && m === f.gerund)
    be = [beFor(object, false), ...not, 'being'];
  else if (aux.length === 1 && ['was', 'were'].includes(aux[0]!) && m === f.gerund)
    be = [beFor(object, true), ...not, 'being'];
  else return AI;

  const parts = [
    moved(terms, object, body, true, false),
    ...be,
    ...adverbs,
    f.participle,
    'by',
    moved(terms, subject, body, false, true),
  ];
  return { method: 'rule', after: parts.join(' ') + rest };
}

/** Splits the sentence's closing punctuation (and closing quotes) from its body. */
function splitEnd(sentence: string): [body: string, end: string] {
  let i = sentence.length;
  while (i > 0 && /[.!?…"”’')\]\s]/.test(sentence[i - 1]!)) i--;
  return [sentence.slice(0, i), sentence.slice(i)];
}

function mayBePassive(sentence: string): boolean {
  return words(sentence).some((w) => BE.has(w.text.toLowerCase().replace(/n['’]t$/, '')));
}

function convertSentence(sentence: string, direction: VoiceDirection): Outcome {
  const [body, end] = splitEnd(sentence);
  if (!/\p{L}/u.test(body)) return UNCHANGED;
  const count = words(body).length;
  const candidate = direction === 'passive-to-active' ? mayBePassive(body) : count >= 2;
  if (!candidate) return UNCHANGED;
  if (count > MAX_SENTENCE_WORDS) return AI;
  const outcome = direction === 'passive-to-active' ? passiveToActive(body) : activeToPassive(body);
  return outcome.method === 'rule' ? { method: 'rule', after: outcome.after + end } : outcome;
}

export function convertVoice(text: string, direction: VoiceDirection): VoiceReport {
  assertMaxLength('text', text, VOICE_MAX_CHARS);
  const out: VoiceSentence[] = [];
  let rebuilt = '';
  let at = 0;
  for (const s of sentences(text)) {
    const outcome = convertSentence(s.text, direction);
    const after = outcome.method === 'rule' ? outcome.after : s.text;
    out.push({ start: s.start, end: s.end, before: s.text, after, method: outcome.method });
    rebuilt += text.slice(at, s.start) + after;
    at = s.end;
  }
  rebuilt += text.slice(at);
  return { direction, sentences: out, text: rebuilt };
}
