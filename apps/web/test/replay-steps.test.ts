import { describe, expect, test } from 'vitest';
import {
  appendEntry,
  diceCommitment,
  newRecord,
  offsetToHex,
  seedToHex,
  type GameRecord,
} from '@broadside/rules';
import { starfireRuleset, type StarfireOrder } from '@broadside/rules/starfire';
import { buildTimeline, stepAt } from '../src/rulesets/starfire/replay/timeline.js';

const SEED = new Uint8Array(32);

function patrolRecord(orders: readonly [string, StarfireOrder][], revealed = true): GameRecord {
  let record = newRecord({
    ruleset: starfireRuleset,
    gameId: 'g1',
    createdAt: '2026-01-01T00:00:00.000Z',
    setup: { scenario: 'patrol' },
    seats: [
      { seat: 'A', name: 'Ann' },
      { seat: 'B', name: 'Bob' },
    ],
    commitment: diceCommitment(SEED),
    startDice: [],
    startStateHash: '0'.repeat(64),
  });
  for (const [seat, order] of orders) {
    record = appendEntry(record, {
      kind: 'order',
      seat,
      at: '2026-01-01T00:00:01.000Z',
      dice: [],
      order,
    });
  }
  return revealed ? { ...record, dice: { ...record.dice, seed: seedToHex(SEED) } } : record;
}

const DEPLOYS: [string, StarfireOrder][] = [
  ['A', { type: 'deploy', unit: 'A1', hex: offsetToHex(10, 10), facing: 'C' }],
  ['B', { type: 'deploy', unit: 'B1', hex: offsetToHex(35, 23), facing: 'F' }],
];

describe('buildTimeline', () => {
  test('one step per entry after creation; every event in order with its step', () => {
    const timeline = buildTimeline(patrolRecord(DEPLOYS));
    if (typeof timeline === 'string') throw new Error(timeline);
    expect(timeline.steps.map((s) => s.seq)).toEqual([0, 1, 2]);
    const types = timeline.log.map((e) => e.event.type);
    expect(types.slice(0, 3)).toEqual(['game_created', 'unit_deployed', 'unit_deployed']);
    expect(types).toContain('initiative_rolled');
    // Standing on the first deployment shows A1 placed and B1 not yet.
    const step = stepAt(timeline, 1);
    expect(step?.view.units.find((u) => u.id === 'A1')?.status).toBe('on_map');
    expect(step?.view.units.find((u) => u.id === 'B1')?.status).toBe('undeployed');
    // Before any event: the created game.
    expect(stepAt(timeline, -1)?.seq).toBe(0);
  });

  test('a game still being played has no seed to replay with', () => {
    expect(buildTimeline(patrolRecord(DEPLOYS, false))).toMatch(/not revealed/);
  });

  test('an entry that does not replay is named', () => {
    const bad: [string, StarfireOrder][] = [
      ['A', { type: 'deploy', unit: 'A1', hex: offsetToHex(99, 99), facing: 'C' }],
    ];
    expect(buildTimeline(patrolRecord(bad))).toMatch(/^Entry 1 does not replay/);
  });
});
