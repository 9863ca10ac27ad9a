import { wordsOf } from './text';

/** Forms of "to be" (and "get") that start a passive. */
const AUXILIARIES = new Set([
  'am',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  'get',
  'gets',
  'got',
  'gotten',
  'getting',
]);

/** Words that may sit between the auxiliary and the participle ("was quickly written", "is not allowed"). */
const IN_BETWEEN = new Set([
  'not',
  'yet',
  'never',
  'also',
  'already',
  'often',
  'always',
  'just',
  'still',
  'being',
  'been',
  'all',
  'then',
  'now',
  'usually',
  'rarely',
  'widely',
]);

/** Irregular past participles (regular ones end in -ed). */
const IRREGULAR = new Set(
  (
    'arisen awoken borne born beaten become begun bent bet bid bitten bled blown broken bred brought built burnt bought ' +
    'caught chosen come cost crept cut dealt dug done drawn dreamt drunk driven eaten fallen fed felt fought found fled ' +
    'flung flown forbidden forgotten forgiven frozen given gone ground grown hung heard hidden hit held hurt kept knelt ' +
    'known laid led leant learnt left lent let lain lit lost made meant met paid proven put quit read rid ridden rung ' +
    'risen run said seen sought sold sent set sewn shaken shed shone shot shown shrunk shut sung sunk sat slain slept ' +
    'slid slung spoken sped spent spilt spun spread sprung stood stolen stuck stung struck strung sworn swept swollen ' +
    'swum swung taken taught torn told thought thrown thrust trodden understood undertaken upset woken worn woven wed ' +
    'wept won wound withdrawn written'
  ).split(' '),
);

/** -ed words that are usually adjectives after "is" ("is interested", "was tired"), not passives. */
const ADJECTIVES = new Set([
  'interested',
  'tired',
  'excited',
  'bored',
  'worried',
  'pleased',
  'married',
  'scared',
  'surprised',
  'confused',
  'concerned',
  'determined',
  'qualified',
  'advanced',
  'limited',
  'detailed',
  'related',
  'supposed',
  'need',
  'indeed',
  'speed',
  'seed',
  'feed',
  'heed',
  'weed',
  'deed',
  'bleed',
  'breed',
  'proceed',
  'exceed',
  'succeed',
]);

function isParticiple(word: string): boolean {
  if (IRREGULAR.has(word)) return true;
  return word.length > 3 && word.endsWith('ed') && !ADJECTIVES.has(word);
}

/**
 * Whether an English sentence reads as passive, by a heuristic: a form of
 * "to be" or "get", then up to two adverbs or "not", then a past participle
 * ("The report was written", "Cookies are not allowed", "It got stolen").
 * Misses passives with irregular participles not listed and flags a few
 * adjectives ("was closed" can be either); good enough for a hint.
 */
export function isPassive(sentence: string): boolean {
  const words = wordsOf(sentence.toLowerCase()).map((w) => w.replace(/’/g, "'"));
  for (let i = 0; i < words.length; i++) {
    if (!AUXILIARIES.has(words[i]!)) continue;
    for (let j = i + 1; j <= i + 3 && j < words.length; j++) {
      const word = words[j]!;
      if (isParticiple(word)) return true;
      if (!IN_BETWEEN.has(word) && !word.endsWith('ly')) break;
    }
  }
  return false;
}
