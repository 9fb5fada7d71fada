import type { AdjudicatedResult } from './api.js';

/** The results an organiser may give a board (adjudication, correction), as selects offer them. */
export const RESULT_CHOICES: readonly (readonly [string, AdjudicatedResult])[] = [
  ['first wins (major)', { kind: 'win', winner: 'first', level: 'major' }],
  ['first wins (minor)', { kind: 'win', winner: 'first', level: 'minor' }],
  ['draw', { kind: 'draw' }],
  ['second wins (minor)', { kind: 'win', winner: 'second', level: 'minor' }],
  ['second wins (major)', { kind: 'win', winner: 'second', level: 'major' }],
  ['second wins by forfeit', { kind: 'forfeit', winner: 'second' }],
  ['first wins by forfeit', { kind: 'forfeit', winner: 'first' }],
  ['both forfeit', { kind: 'double_forfeit' }],
];
