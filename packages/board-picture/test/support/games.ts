import { RULESETS, type GameRecord } from '@broadside/rules';
import { randomOrder as onepageOrder } from '@broadside/rules/onepage';
import { randomOrder as sclOrder } from '@broadside/rules/scl';
import { randomOrder as starfireOrder } from '@broadside/rules/starfire';
import { randomOrder as startrekOrder } from '@broadside/rules/startrek';
import { randomRecord, type RandomOrder } from './random-record.js';

/** A short seeded game of each ruleset, for the story pictures' tests and bench. */
export const GAMES: readonly {
  readonly id: string;
  readonly setup: unknown;
  readonly order: RandomOrder;
  readonly seed: number;
  readonly maxMoves: number;
}[] = [
  {
    id: 'onepage',
    setup: { scenario: 'duel' },
    order: onepageOrder as RandomOrder,
    seed: 3,
    maxMoves: 40,
  },
  {
    id: 'scl',
    setup: { scenario: 'bismarck_at_bay' },
    order: sclOrder as RandomOrder,
    seed: 5,
    maxMoves: 40,
  },
  {
    id: 'starfire',
    setup: { scenario: 'set_piece', turnLimit: 3 },
    order: starfireOrder as RandomOrder,
    seed: 1,
    maxMoves: 300,
  },
  {
    id: 'startrek',
    setup: { scenario: 'ambush' },
    order: startrekOrder as RandomOrder,
    seed: 11,
    maxMoves: 60,
  },
];

/** The record of a game of {@link GAMES}. */
export function gameRecord(game: (typeof GAMES)[number]): GameRecord {
  return randomRecord(RULESETS[game.id]!, game.setup, game.order, {
    seed: game.seed,
    maxMoves: game.maxMoves,
    names: { A: 'Ann <Admiral> & "Co"', B: 'Bob' },
  });
}
