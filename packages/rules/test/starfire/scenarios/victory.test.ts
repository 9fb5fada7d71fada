import { describe, expect, test } from 'vitest';
import {
  concessionResult,
  evaluateAtTurnLimit,
  evaluateVictory,
} from '../../../src/starfire/scenarios/victory.js';
import type {
  BattleSnapshot,
  ResolvedSetup,
  UnitStatus,
} from '../../../src/starfire/scenarios/types.js';
import { resolved } from './helpers.js';

/** A snapshot where unit i of the setup has status `statuses[i]` (default `on_map`). */
function snapshot(
  setup: ResolvedSetup,
  statuses: Record<string, UnitStatus>,
  fallback: UnitStatus = 'on_map',
): BattleSnapshot {
  return {
    turn: 5,
    units: setup.units.map((u) => ({
      id: u.id,
      side: u.side,
      hull: u.hull,
      status: statuses[u.id] ?? fallback,
    })),
  };
}

describe('battle to the death (seed scenarios 1, 2, 4, 5)', () => {
  test.each([
    ['patrol: B destroyed', 'patrol', { B1: 'destroyed' }, ['A']],
    ['patrol: A forced off the map', 'patrol', { A1: 'left_map' }, ['B']],
    [
      'task groups: last undestroyed ship is B3',
      'task_groups',
      { A1: 'destroyed', A2: 'destroyed', A3: 'destroyed', B1: 'destroyed', B2: 'destroyed' },
      ['B'],
    ],
    [
      'set piece: A keeps one CT',
      'set_piece',
      {
        A1: 'destroyed',
        A2: 'destroyed',
        A3: 'destroyed',
        A4: 'destroyed',
        A5: 'destroyed',
        B1: 'destroyed',
        B2: 'destroyed',
        B3: 'destroyed',
        B4: 'destroyed',
        B5: 'left_map',
        B6: 'destroyed',
      },
      ['A'],
    ],
    ['raiders: both CAs destroyed', 'raiders', { A1: 'destroyed', A2: 'destroyed' }, ['B']],
  ] as const)('%s', (_name, id, statuses, winners) => {
    const setup = resolved(id);
    const result = evaluateVictory(setup, snapshot(setup, statuses));
    expect(result).toMatchObject({ winners, level: null, reason: 'victory' });
    expect(result?.summary).toContain(`Side ${winners[0]} wins`);
  });

  test('the battle goes on while both sides have a ship on the map (or still to deploy)', () => {
    const setup = resolved('task_groups');
    expect(
      evaluateVictory(setup, snapshot(setup, { A1: 'destroyed', B2: 'destroyed' })),
    ).toBeNull();
    expect(evaluateVictory(setup, snapshot(setup, {}, 'undeployed'))).toBeNull();
  });

  test('nobody left is a draw', () => {
    const setup = resolved('patrol');
    expect(evaluateVictory(setup, snapshot(setup, {}, 'destroyed'))).toMatchObject({
      winners: [],
      level: null,
    });
  });

  test('three sides: the game goes on until only one side is left', () => {
    const setup = resolved('patrol', { custom: { sides: 3 } });
    expect(evaluateVictory(setup, snapshot(setup, { A1: 'destroyed' }))).toBeNull();
    expect(
      evaluateVictory(setup, snapshot(setup, { A1: 'destroyed', C1: 'left_map' })),
    ).toMatchObject({ winners: ['B'] });
  });

  test('at the turn limit with both sides on the map: a draw', () => {
    const setup = resolved('raiders', { turnLimit: 10 });
    expect(evaluateAtTurnLimit(setup, snapshot(setup, { B1: 'destroyed' }))).toMatchObject({
      winners: [],
      level: null,
      reason: 'turn_limit',
    });
  });
});

describe('convoy raid victory levels (seed: "If all three FT2 escape … Player A gets a Major Victory …")', () => {
  const setup = resolved('convoy_raid');
  test.each([
    ['all three escaped', { A2: 'escaped', A3: 'escaped', A4: 'escaped' }, ['A'], 'major'],
    [
      'two escaped, one destroyed',
      { A2: 'escaped', A3: 'escaped', A4: 'destroyed' },
      ['A'],
      'minor',
    ],
    [
      'one escaped, one destroyed, one off the side edge',
      { A2: 'escaped', A3: 'destroyed', A4: 'left_map' },
      ['B'],
      'minor',
    ],
    ['none escaped', { A2: 'destroyed', A3: 'destroyed', A4: 'destroyed' }, ['B'], 'major'],
  ] as const)('%s', (_name, statuses, winners, level) => {
    expect(evaluateVictory(setup, snapshot(setup, statuses))).toMatchObject({
      winners,
      level,
      reason: 'victory',
    });
  });

  test('the game goes on while a freighter is still on the map, even if the escort is gone', () => {
    expect(
      evaluateVictory(setup, snapshot(setup, { A1: 'destroyed', A2: 'escaped', A3: 'destroyed' })),
    ).toBeNull();
  });

  test('at the turn limit, freighters still on the map have not escaped', () => {
    expect(evaluateAtTurnLimit(setup, snapshot(setup, { A2: 'escaped' }))).toMatchObject({
      winners: ['B'],
      level: 'minor',
      reason: 'turn_limit',
    });
  });
});

describe('warp point assault victory levels (seed: "If Player A has no units on the map … four or more ships …")', () => {
  const setup = resolved('warp_assault');
  const defendersGone = {
    A1: 'destroyed',
    A2: 'destroyed',
    A3: 'destroyed',
    A4: 'left_map',
  } as const;
  test.each([
    [
      'A gone, B has five ships left',
      { ...defendersGone, B1: 'destroyed', B2: 'destroyed', B3: 'destroyed' },
      ['B'],
      'major',
    ],
    [
      'A gone, B has four: two on the map, one exited, one still waiting',
      {
        ...defendersGone,
        B1: 'destroyed',
        B2: 'destroyed',
        B3: 'destroyed',
        B4: 'destroyed',
        B5: 'exited',
        B6: 'waiting_transit',
      },
      ['B'],
      'major',
    ],
    [
      'A gone, B has three',
      {
        ...defendersGone,
        B1: 'destroyed',
        B2: 'destroyed',
        B3: 'destroyed',
        B4: 'destroyed',
        B5: 'left_map',
      },
      ['B'],
      'minor',
    ],
    [
      'A holds, B all destroyed: seven of eight killed and one fled',
      {
        B1: 'destroyed',
        B2: 'destroyed',
        B3: 'destroyed',
        B4: 'destroyed',
        B5: 'destroyed',
        B6: 'destroyed',
        B7: 'destroyed',
        B8: 'exited',
      },
      ['A'],
      'major',
    ],
    [
      'A holds, B all gone but only six destroyed',
      {
        B1: 'destroyed',
        B2: 'destroyed',
        B3: 'destroyed',
        B4: 'destroyed',
        B5: 'destroyed',
        B6: 'destroyed',
        B7: 'exited',
        B8: 'left_map',
      },
      ['A'],
      'minor',
    ],
  ] as const)('%s', (_name, statuses, winners, level) => {
    expect(evaluateVictory(setup, snapshot(setup, statuses))).toMatchObject({
      winners,
      level,
      reason: 'victory',
    });
  });

  test('the battle goes on while B still has a ship waiting to transit', () => {
    const units = snapshot(
      setup,
      { B1: 'destroyed', B2: 'waiting_transit' },
      'destroyed',
    ).units.map((u) => (u.side === 'A' ? { ...u, status: 'on_map' as const } : u));
    expect(evaluateVictory(setup, { turn: 3, units })).toBeNull();
    const noneWaiting = units.map((u) =>
      u.id === 'B2' ? { ...u, status: 'destroyed' as const } : u,
    );
    expect(evaluateVictory(setup, { turn: 3, units: noneWaiting })).toMatchObject({
      winners: ['A'],
      level: 'major',
    });
  });

  test('at the turn limit: A still on the map with six kills is a minor victory', () => {
    const atLimit = snapshot(
      setup,
      { A1: 'on_map', A2: 'on_map', A3: 'on_map', A4: 'on_map', B7: 'on_map', B8: 'on_map' },
      'destroyed',
    );
    expect(evaluateAtTurnLimit(setup, atLimit)).toMatchObject({
      winners: ['A'],
      level: 'minor',
      reason: 'turn_limit',
    });
  });

  test('at the turn limit: A gone from the map is a win for B even with ships still waiting', () => {
    const atLimit = snapshot(
      setup,
      { ...defendersGone, B1: 'on_map', B2: 'waiting_transit' },
      'destroyed',
    );
    expect(evaluateAtTurnLimit(setup, atLimit)).toMatchObject({
      winners: ['B'],
      level: 'minor',
      reason: 'turn_limit',
    });
  });
});

describe('concession (Starfire rulings, End of battle: Concession)', () => {
  test.each([
    ['patrol has no levels', 'patrol', 'A', ['B'], null],
    ['convoy raid: the other side wins a major victory', 'convoy_raid', 'A', ['B'], 'major'],
    ['warp assault: attacker concedes', 'warp_assault', 'B', ['A'], 'major'],
  ] as const)('%s', (_name, id, conceding, winners, level) => {
    const result = concessionResult(resolved(id), conceding);
    expect(result).toMatchObject({ winners, level, reason: 'concession' });
    expect(result?.summary).toContain(`side ${conceding} conceded`);
  });

  test('with three sides, one concession lets play go on; the second ends it', () => {
    const setup = resolved('set_piece', { custom: { sides: 3 } });
    expect(concessionResult(setup, 'C')).toBeNull();
    expect(concessionResult(setup, 'B', ['A', 'B'])).toMatchObject({ winners: ['A'], level: null });
  });
});
