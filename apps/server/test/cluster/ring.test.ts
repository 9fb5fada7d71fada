import { describe, expect, test } from 'vitest';
import { nodeOwnership, ringOwnership } from '../../src/cluster/ownership.js';
import { HashRing, workerNames } from '../../src/cluster/ring.js';
import { routeKeyOf } from '../../src/cluster/route-key.js';
import { newGameId } from '../../src/util/secrets.js';

const ids = Array.from({ length: 4000 }, () => newGameId());

describe('consistent hashing of game ids (issue 19: routing)', () => {
  test('two workers share games within 10 % of an even split', () => {
    const ring = new HashRing(workerNames(2));
    const w0 = ids.filter((id) => ring.ownerOf(id) === 'w0').length;
    expect(Math.abs(w0 / ids.length - 0.5)).toBeLessThan(0.1);
  });

  test('every process builds the same ring from the same members', () => {
    const a = new HashRing(['n1', 'n2', 'n3']);
    const b = new HashRing(['n3', 'n1', 'n2']);
    for (const id of ids.slice(0, 500)) expect(a.ownerOf(id)).toBe(b.ownerOf(id));
  });

  test('adding a fourth member moves only the games it takes (about a quarter)', () => {
    const three = new HashRing(['n1', 'n2', 'n3']);
    const four = new HashRing(['n1', 'n2', 'n3', 'n4']);
    let moved = 0;
    for (const id of ids) {
      const before = three.ownerOf(id);
      const after = four.ownerOf(id);
      if (before !== after) {
        moved += 1;
        expect(after).toBe('n4');
      }
    }
    expect(moved / ids.length).toBeGreaterThan(0.15);
    expect(moved / ids.length).toBeLessThan(0.35);
  });

  test('a worker makes only game ids it owns, and owns no other', () => {
    const ring = new HashRing(workerNames(3));
    const w1 = ringOwnership(ring, 'w1');
    for (let i = 0; i < 200; i += 1) {
      const id = w1.newGameId();
      expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(w1.owns(id)).toBe(true);
      expect(ringOwnership(ring, 'w0').owns(id)).toBe(false);
    }
  });
});

describe('the game a request is about (routing hint)', () => {
  test.each([
    ['/ws?game=abcDEF_12-x', 'abcDEF_12-x'],
    ['/ws?views=1&game=g1', 'g1'],
    ['/ws', null],
    ['/ws?game=', null],
    ['/ws?game=../etc', null],
    ['/api/games/g42', 'g42'],
    ['/api/games/g42/seats/A/join', 'g42'],
    ['/api/games/g42/record?signed=1', 'g42'],
    ['/api/games', null],
    ['/api/games?status=live', null],
    ['/api/tournaments/7', null],
    ['/', null],
  ])('%s → %s', (url, key) => {
    expect(routeKeyOf(url)).toBe(key);
  });
});

describe('nodes of a cluster of machines: games named after their node', () => {
  test('node n2 owns and makes only ids that start with n2-', () => {
    const n2 = nodeOwnership('n2');
    const id = n2.newGameId();
    expect(id).toMatch(/^n2-[A-Za-z0-9_-]{16}$/);
    expect(n2.owns(id)).toBe(true);
    expect(nodeOwnership('n1').owns(id)).toBe(false);
    expect(routeKeyOf(`/ws?game=${id}`)).toBe(id);
  });

  test('a worker of node n1 owns a share of n1’s games and none of n2’s', () => {
    const ring = new HashRing(workerNames(2));
    const w0 = ringOwnership(ring, 'w0', nodeOwnership('n1'));
    const w1 = ringOwnership(ring, 'w1', nodeOwnership('n1'));
    for (let i = 0; i < 50; i += 1) {
      const id = w0.newGameId();
      expect(id.startsWith('n1-')).toBe(true);
      expect([w0.owns(id), w1.owns(id)]).toEqual([true, false]);
      expect(w0.owns(nodeOwnership('n2').newGameId())).toBe(false);
    }
  });
});
