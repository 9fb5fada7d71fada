import { describe, expect, it } from 'vitest';
import { roundRobin } from '../../src/tournaments/round-robin.js';
import { pairSwissRound, type SwissPlayer } from '../../src/tournaments/swiss.js';
import {
  bracketOrder,
  firstEliminationRound,
  nextEliminationRound,
} from '../../src/tournaments/elimination.js';
import type { Pairing } from '../../src/tournaments/types.js';

const show = (round: Pairing[]) => round.map((p) => `${p.first}-${p.second ?? 'bye'}`).join(' ');

describe('round robin (Berger tables)', () => {
  it('matches the published Berger table for 6 players', () => {
    const rounds = roundRobin(['1', '2', '3', '4', '5', '6']).map(show);
    expect(rounds).toEqual([
      '1-6 2-5 3-4',
      '6-4 5-3 1-2',
      '2-6 3-1 4-5',
      '6-5 1-4 2-3',
      '3-6 4-2 5-1',
    ]);
  });

  it.each([3, 4, 5, 7, 8])('meets everyone once with %i players, a bye each when odd', (n) => {
    const ids = Array.from({ length: n }, (_, i) => `p${i + 1}`);
    const rounds = roundRobin(ids);
    const met = new Set<string>();
    const byes = new Map<string, number>();
    for (const round of rounds) {
      const seen = new Set<string>();
      for (const b of round) {
        for (const p of [b.first, b.second]) if (p !== null) expect(seen.has(p)).toBe(false);
        seen.add(b.first);
        if (b.second === null) byes.set(b.first, (byes.get(b.first) ?? 0) + 1);
        else {
          seen.add(b.second);
          const key = [b.first, b.second].sort().join('|');
          expect(met.has(key)).toBe(false);
          met.add(key);
        }
      }
    }
    expect(met.size).toBe((n * (n - 1)) / 2);
    if (n % 2 === 1) for (const id of ids) expect(byes.get(id)).toBe(1);
  });

  it('plays the table twice with seats swapped in a double round robin', () => {
    const rounds = roundRobin(['a', 'b', 'c', 'd'], true);
    expect(rounds).toHaveLength(6);
    expect(show(rounds[3]!)).toBe(rounds[0]!.map((p) => `${p.second}-${p.first}`).join(' '));
  });
});

function swissPlayers(n: number): SwissPlayer[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `s${i + 1}`,
    score: 0,
    seed: i + 1,
    opponents: [],
    seats: [],
    hadBye: false,
  }));
}

/** Plays a round: the higher seed always wins. */
function play(players: SwissPlayer[], round: Pairing[]): SwissPlayer[] {
  const byId = new Map(players.map((p) => [p.id, { ...p }]));
  for (const b of round) {
    const a = byId.get(b.first)!;
    if (b.second === null) {
      byId.set(a.id, { ...a, score: a.score + 1, hadBye: true });
      continue;
    }
    const c = byId.get(b.second)!;
    const winner = a.seed < c.seed ? a : c;
    byId.set(a.id, {
      ...a,
      opponents: [...a.opponents, c.id],
      seats: [...a.seats, 'first'],
      score: a.score + (winner === a ? 1 : 0),
    });
    byId.set(c.id, {
      ...c,
      opponents: [...c.opponents, a.id],
      seats: [...c.seats, 'second'],
      score: c.score + (winner === c ? 1 : 0),
    });
  }
  return players.map((p) => byId.get(p.id)!);
}

describe('Swiss (Dutch principles, simplified)', () => {
  it('pairs round 1 top half against bottom half, seats alternating by board', () => {
    expect(show(pairSwissRound(swissPlayers(6))!)).toBe('s1-s4 s5-s2 s3-s6');
  });

  it('pairs within score groups and never repeats in 6 players over 5 rounds', () => {
    let players = swissPlayers(6);
    const met = new Set<string>();
    for (let r = 0; r < 5; r += 1) {
      const round = pairSwissRound(players)!;
      expect(round).not.toBeNull();
      for (const b of round) {
        const key = [b.first, b.second].sort().join('|');
        expect(met.has(key)).toBe(false);
        met.add(key);
      }
      players = play(players, round);
    }
    for (const p of players)
      expect(Math.abs(p.seats.filter((s) => s === 'first').length * 2 - 5)).toBe(1);
  });

  it('gives the bye to the lowest-ranked player without one, never twice', () => {
    let players = swissPlayers(5);
    const byes: string[] = [];
    for (let r = 0; r < 5; r += 1) {
      const round = pairSwissRound(players)!;
      byes.push(round.find((b) => b.second === null)!.first);
      players = play(players, round);
    }
    expect(byes[0]).toBe('s5');
    expect(new Set(byes).size).toBe(5);
  });

  it('answers null when every pairing would be a rematch', () => {
    const players = swissPlayers(2).map((p, i) => ({ ...p, opponents: [i === 0 ? 's2' : 's1'] }));
    expect(pairSwissRound(players)).toBeNull();
  });
});

describe('single elimination', () => {
  it('seeds 1 v 8, 4 v 5, 2 v 7, 3 v 6', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it('gives the byes to the top seeds', () => {
    const round = firstEliminationRound(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(show(round)).toBe('a-bye d-e b-bye c-f');
  });

  it('pairs winners of neighbouring boards, the higher seed first', () => {
    const seeds = new Map([
      ['a', 1],
      ['d', 4],
      ['e', 5],
      ['b', 2],
    ]);
    expect(show(nextEliminationRound(['a', 'e', 'b', 'c'], (id) => seeds.get(id) ?? 3))).toBe(
      'a-e b-c',
    );
  });
});
