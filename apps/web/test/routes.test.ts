import { describe, expect, test } from 'vitest';
import { parseRoute, routeFromPath, routeHref, type Route } from '../src/app/routes.js';

describe('parseRoute', () => {
  test.each<[string, Route]>([
    ['', { page: 'lobby' }],
    ['#/', { page: 'lobby' }],
    ['#/designer', { page: 'designer' }],
    ['#/help', { page: 'help' }],
    ['#/game/g1', { page: 'game', gameId: 'g1', seat: null, invite: null }],
    ['#/game/g1?seat=B&invite=t0k', { page: 'game', gameId: 'g1', seat: 'B', invite: 't0k' }],
    ['#/watch/g2', { page: 'watch', gameId: 'g2' }],
    ['#/replay/g3', { page: 'replay', gameId: 'g3' }],
    ['#/verify', { page: 'verify', gameId: '' }],
    ['#/verify?game=g4', { page: 'verify', gameId: 'g4' }],
    ['#/help/starfire', { page: 'help', ruleset: 'starfire' }],
    ['#/practice/onepage/duel', { page: 'practice', ruleset: 'onepage', scenario: 'duel' }],
    ['#/practice/patrol', { page: 'practice', ruleset: 'starfire', scenario: 'patrol' }],
    ['#/scenarios', { page: 'scenarios' }],
    ['#/scenarios/scl', { page: 'scenarios', ruleset: 'scl' }],
    ['#/scenarios/edit/scl', { page: 'scenario-editor', ruleset: 'scl' }],
    ['#/?setup=BSD1.abc', { page: 'lobby' }],
    ['#/nowhere/at/all', { page: 'not-found', path: '/nowhere/at/all' }],
  ])('%s', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  test.each<Route>([
    { page: 'lobby' },
    { page: 'designer' },
    { page: 'game', gameId: 'a b', seat: 'A', invite: 'x/y' },
    { page: 'watch', gameId: 'w' },
    { page: 'replay', gameId: 'r' },
    { page: 'verify', gameId: '' },
    { page: 'verify', gameId: 'v 1' },
    { page: 'practice', ruleset: 'starfire', scenario: 'patrol' },
    { page: 'help', ruleset: 'starfire' },
    { page: 'scenarios' },
    { page: 'scenarios', ruleset: 'star trek' },
  ])('routeHref round-trips %o', (route) => {
    expect(parseRoute(routeHref(route))).toEqual(route);
  });
});

describe('routeFromPath (links the server hands out, apps/server/src/http/lobby.ts)', () => {
  test.each<[string, string, string, Route | null]>([
    [
      '/join/g1/B',
      '',
      '#invite=secret',
      { page: 'game', gameId: 'g1', seat: 'B', invite: 'secret' },
    ],
    ['/games/g1', '', '', { page: 'game', gameId: 'g1', seat: null, invite: null }],
    ['/games/g1', '?watch=1', '', { page: 'watch', gameId: 'g1' }],
    ['/replay/g1', '', '', { page: 'replay', gameId: 'g1' }],
    ['/', '', '#/designer', null],
  ])('%s%s%s', (path, search, hash, route) => {
    expect(routeFromPath(path, search, hash)).toEqual(route);
  });
});
