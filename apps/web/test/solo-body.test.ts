import { createGameBodySchema } from '@broadside/protocol';
import { describe, expect, test } from 'vitest';
import { soloBody, type SoloChoice } from '../src/lobby/solo-body.js';

const base: SoloChoice = {
  ruleset: 'starfire',
  setup: { scenario: 'patrol' },
  seats: ['A', 'B'],
  mySeat: 'A',
  playerName: ' Ann ',
  level: 'easy',
  budgetMs: 1500,
};

describe('the body of a game against the computer (issue 15, solo games)', () => {
  test.each([
    ['easy bot in the other seat, no budget', base, [{ seat: 'B', level: 'easy' }]],
    [
      'hard bot with its thinking time',
      { ...base, level: 'hard' as const },
      [{ seat: 'B', level: 'hard', budgetMs: 1500 }],
    ],
    ['the player takes B; a bot takes A', { ...base, mySeat: 'B' }, [{ seat: 'A', level: 'easy' }]],
    [
      'three sides: a bot in each other seat',
      { ...base, seats: ['A', 'B', 'C'] },
      [
        { seat: 'B', level: 'easy' },
        { seat: 'C', level: 'easy' },
      ],
    ],
  ])('%s', (_name, choice, bots) => {
    const body = soloBody(choice);
    expect(body.bots).toEqual(bots);
    expect(body).toMatchObject({
      creatorSeat: choice.mySeat,
      playerName: 'Ann',
      visibility: 'private',
      timeControl: { kind: 'none' },
    });
    expect(createGameBodySchema.safeParse(body).success).toBe(true);
  });
});
