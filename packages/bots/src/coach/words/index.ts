import { plainWords, type Words } from './phrase.js';

/** Each ruleset's words, by ruleset id. */
const WORDS: Readonly<Record<string, Words>> = {};

/** The words of a ruleset; a ruleset without its own names orders by their type. */
export function wordsFor(rulesetId: string): Words {
  return WORDS[rulesetId] ?? plainWords;
}

export type { Phrase, Words } from './phrase.js';
