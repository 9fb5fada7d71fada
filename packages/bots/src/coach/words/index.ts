import { onepageWords } from './onepage.js';
import { plainWords, type Words } from './phrase.js';
import { sclWords } from './scl.js';
import { starfireWords } from './starfire.js';
import { startrekWords } from './startrek.js';

/** Each ruleset's words, by ruleset id. */
const WORDS: Readonly<Record<string, Words>> = {
  starfire: starfireWords,
  onepage: onepageWords,
  scl: sclWords,
  startrek: startrekWords,
};

/** The words of a ruleset; a ruleset without its own names orders by their type. */
export function wordsFor(rulesetId: string): Words {
  return WORDS[rulesetId] ?? plainWords;
}

export type { Phrase, Words } from './phrase.js';
