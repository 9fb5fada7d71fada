import type { MyGame } from '@broadside/protocol';
import { describe, expect, test } from 'vitest';
import { groupMyGames, outcomeText, timeLeftText } from '../src/account/my-games-order.js';
import { parseRoute, routeHref, type Route } from '../src/app/routes.js';
import { ownedBy, playerName, setPlayerNames, withPlayerNames } from '../src/game/player-names.js';

/** Issue 14, "Names everywhere a person looks" and "A My games page". */
describe('player names on the battle screen', () => {
  test.each([
    ['Side A concedes.', 'Ann concedes.'],
    ["Side B's plot is in (secret until both are).", "Bob's plot is in (secret until both are)."],
    [
      'Side A lost the roll and moves first; side B moves last.',
      'Ann lost the roll and moves first; Bob moves last.',
    ],
    ['Side C has no player here.', 'Side C has no player here.'],
    ['Sidewinder A1 fires.', 'Sidewinder A1 fires.'],
  ])('%s', (rules, shown) => {
    setPlayerNames([
      { seat: 'A', name: 'Ann' },
      { seat: 'B', name: 'Bob' },
    ]);
    expect(withPlayerNames(rules)).toBe(shown);
  });

  test('ship cards and chat name the owner', () => {
    setPlayerNames([{ seat: 'A', name: 'Ann' }]);
    expect(ownedBy('A', 'Corvette A1')).toBe('Ann’s Corvette A1');
    expect(ownedBy('B', 'Corvette B1')).toBe('Corvette B1');
    expect(playerName('A')).toBe('Ann');
    expect(playerName('B')).toBe('Side B');
  });
});

describe('routes of the account pages', () => {
  test.each<[string, Route]>([
    ['#/account', { page: 'account' }],
    ['#/my', { page: 'my' }],
    ['#/users/ann', { page: 'profile', username: 'ann' }],
  ])('%s', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
    expect(routeHref(route)).toBe(hash);
  });
});

function game(
  id: string,
  extra: Partial<MyGame> & { status?: 'open' | 'live' | 'finished' },
): MyGame {
  const { status = 'live', ...rest } = extra;
  return {
    game: {
      id,
      title: id,
      ruleset: { id: 'starfire', version: '1' },
      scenario: 'patrol',
      status,
      visibility: 'public',
      createdAt: 0,
      startedAt: 0,
      finishedAt: status === 'finished' ? 1 : null,
      seats: [],
      openSeats: [],
      spectators: 0,
      seq: 0,
      timeControl: { kind: 'none' },
      spectatorDelay: { kind: 'none' },
      result:
        status === 'finished'
          ? { winners: ['A'], level: null, reason: 'concession', summary: '' }
          : null,
      commitment: '',
    },
    seat: 'A',
    invited: false,
    myMove: false,
    timeLeftMs: null,
    ...rest,
  } as MyGame;
}

describe('My games', () => {
  test('my move, then live and invitations, then finished', () => {
    const groups = groupMyGames([
      game('due', { myMove: true, timeLeftMs: 1000 }),
      game('theirs', {}),
      game('invite', { status: 'open', invited: true }),
      game('done', { status: 'finished' }),
    ]);
    expect(groups.myMove.map((g) => g.game.id)).toEqual(['due']);
    expect(groups.live.map((g) => g.game.id)).toEqual(['theirs', 'invite']);
    expect(groups.finished.map((g) => g.game.id)).toEqual(['done']);
    expect(outcomeText(groups.finished[0]!)).toBe('won');
  });

  test.each([
    [3 * 86_400_000 + 5 * 3_600_000, '3 d 5 h'],
    [2 * 3_600_000 + 7 * 60_000, '2 h 7 min'],
    [65_000, '1:05'],
    [-5, '0:00'],
  ])('time left %i ms reads %s', (ms, text) => {
    expect(timeLeftText(ms)).toBe(text);
  });
});
