import { describe, expect, test } from 'vitest';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { playRandomly, seededRandom } from '../../src/scl/random-play.js';
import { inContact } from '../../src/scl/fleet.js';
import { sclRuleset as R } from '../../src/scl/ruleset.js';
import { SCENARIOS } from '../../src/scl/scenarios.js';
import type { SclState } from '../../src/scl/state.js';
import { eventsOf, expectRefused, play, rolls, unitOf } from './helpers.js';
import { fleetPosition, FLEET_LINE, HOLD } from './fleet-helpers.js';

/**
 * The Fleet Commander rule of the seed's command and control rules. Golden cases quote the seed;
 * positions come from the Fleet Action scenario (four squadrons a side).
 */

const commandOf = (state: SclState) => state.command!;

describe('the Fleet Commander rule, as the seed words it', () => {
  test('"For really big scenarios (more than 3 divisions on each side)": Fleet Action has four a side', () => {
    for (const side of SCENARIOS.fleet_action.sides) {
      expect(side.squadrons.length).toBeGreaterThan(3);
      expect(side.units.map((_, i) => `${side.id}${i + 1}`)).toContain(side.fleetCommander?.ship);
      expect([1, 2, 3]).toContain(side.fleetCommander?.rating);
    }
    for (const id of ['bismarck_at_bay', 'carrier_strike', 'breakout'] as const)
      expect(SCENARIOS[id].sides.every((s) => s.fleetCommander === undefined)).toBe(true);
  });

  test('"after the previous formation ended its activation": asked when B-1 has moved, no die rolled', () => {
    const state = fleetPosition();
    const after = play(state, 'B', HOLD);
    expect(after.state.stage).toEqual({ phase: 'command', asking: ['A', 'B'] });
    expect(R.pending(after.state)).toEqual([
      {
        seat: 'A',
        kind: 'command',
        detail: { squadrons: ['A-bc', 'A-ca', 'A-cv', 'A-ff'], usesLeft: 2 },
      },
    ]);
    expect(after.state.rolls).toBe(state.rolls);
  });

  test('never before the first draw of the turn: movement starts with a chit', () => {
    const state = fleetPosition({ stage: { phase: 'prepare', submitted: [] } });
    const prepare = { type: 'prepare', repairs: [], fullStop: [], launches: [], recover: [] };
    const a = play(state, 'A', prepare);
    const b = play(a.state, 'B', prepare, rolls(3));
    expect(b.events.map((e) => e.type)).toContain('chit_drawn');
    expect(b.state.stage.phase).toBe('move');
  });

  test.each([
    [
      '"A formation may be thus activated even if it has no activation chits remaining in the cup"',
      'A-cv',
    ],
    ['its own division ("in addition to commanding own ship/division")', 'A-bc'],
    ['an already activated squadron: an extra activation', 'B-1'],
  ])('%s', (_quote, squadron) => {
    const seat = squadron[0] as 'A' | 'B';
    const state = fleetPosition({ stage: { phase: 'command', asking: [seat] } });
    expect(commandOf(state).cup).not.toContain('A-cv');
    const after = play(state, seat, { type: 'command', squadron });
    expect(after.state.stage).toMatchObject({
      phase: 'move',
      batches: [{ seat, squadron }],
    });
    expect(eventsOf(after.events, 'fleet_command')).toEqual([
      { type: 'fleet_command', seat, squadron, usesLeft: seat === 'A' ? 1 : 0, cupSize: 4 },
    ]);
  });

  test('"counts as having been activated … but does not need to have any of its activation chits removed"', () => {
    const state = fleetPosition({ stage: { phase: 'command', asking: ['A'] } });
    const cup = [...commandOf(state).cup];
    const after = play(state, 'A', { type: 'command', squadron: 'A-ca' });
    expect(commandOf(after.state).cup).toEqual(cup);
    expect(commandOf(after.state).activated).toContain('A-ca');
    expect(after.state.rolls).toBe(state.rolls);
    expect(eventsOf(after.events, 'chit_drawn')).toEqual([]);
  });

  test('"Turn is completed when all squadrons were activated at least once": the last one ends movement', () => {
    // Every squadron but A-ff has been activated; A-ff's chit is still in the cup.
    const state = fleetPosition({
      cup: ['A-ff', 'B-3'],
      activated: ['A-bc', 'A-ca', 'A-cv', 'B-1', 'B-2', 'B-3', 'B-4'],
      stage: { phase: 'command', asking: ['A'] },
    });
    const after = play(state, 'A', { type: 'command', squadron: 'A-ff' });
    const moved = play(after.state, 'A', HOLD);
    expect(moved.state.stage.phase).not.toBe('move');
    expect(moved.state.stage.phase).not.toBe('command');
    expect(commandOf(moved.state).cup).toEqual(['A-ff', 'B-3']);
  });
});

describe('In Contact: a chain of own ships, each within 6 hexes of the next', () => {
  test.each([
    ['every ship of the line', FLEET_LINE, ['A1', 'A2', 'A3', 'A4', 'A5', 'A6']],
    [
      'the frigates 7 hexes beyond the carrier are cut off',
      FLEET_LINE.map((p) => (p.id === 'A5' ? { ...p, at: '1410' } : p)).filter(
        (p) => p.id !== 'A6',
      ),
      ['A1', 'A2', 'A3', 'A4'],
    ],
    [
      'a ship in between links them again',
      FLEET_LINE.map((p) =>
        p.id === 'A5' ? { ...p, at: '1410' } : p.id === 'A6' ? { ...p, at: '1010' } : p,
      ),
      ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'],
    ],
  ])('%s', (_name, placements, expected) => {
    const state = fleetPosition({ placements });
    expect([...inContact(state, 'A')].sort()).toEqual(expected);
  });

  test('a squadron out of contact is not offered, and is refused', () => {
    const placements = FLEET_LINE.map((p) =>
      p.id === 'A5' || p.id === 'A6' ? { ...p, at: p.id === 'A5' ? '1810' : '1811' } : p,
    );
    const state = fleetPosition({ placements, stage: { phase: 'command', asking: ['A'] } });
    expect(R.pending(state)[0]?.detail).toEqual({
      squadrons: ['A-bc', 'A-ca', 'A-cv'],
      usesLeft: 2,
    });
    expectRefused(state, 'A', { type: 'command', squadron: 'A-ff' }, 'order/not_in_contact');
    expectRefused(state, 'A', { type: 'command', squadron: 'B-1' }, 'order/not_in_contact');
    expectRefused(state, 'A', { type: 'command', squadron: 'A-xx' }, 'order/not_in_contact');
  });
});

describe('uses, the flagship, the order of asking, timeouts', () => {
  test.each([
    [1, 1],
    [2, 2],
    [3, 3],
  ])(
    '"number of times equal to his tactical rating each turn": rating %i → %i uses',
    (rating, n) => {
      let state = fleetPosition({
        ratingA: rating,
        usedB: 1,
        stage: { phase: 'command', asking: ['A'] },
      });
      let uses = 0;
      while (state.stage.phase === 'command' && state.stage.asking[0] === 'A') {
        state = play(state, 'A', { type: 'command', squadron: 'A-bc' }).state;
        uses += 1;
        state = play(state, 'A', HOLD, rolls(1, 1, 1, 1)).state;
      }
      expect(uses).toBe(n);
      expect(commandOf(state).fleet?.find((f) => f.side === 'A')?.used).toBe(n);
    },
  );

  test('uses come back at the start of the next turn', () => {
    const state = fleetPosition({ usedA: 2, stage: { phase: 'prepare', submitted: [] } });
    const prepare = { type: 'prepare', repairs: [], fullStop: [], launches: [], recover: [] };
    const a = play(state, 'A', prepare);
    const b = play(a.state, 'B', prepare, rolls(1));
    expect(commandOf(b.state).fleet?.map((f) => f.used)).toEqual([0, 0]);
  });

  test('flagship destroyed: no more uses, no question', () => {
    const placements = FLEET_LINE.filter((p) => p.id !== 'A1');
    const state = fleetPosition({
      placements: [...placements, { ...FLEET_LINE[0]!, status: 'destroyed' }],
    });
    expect(unitOf(state, 'A1').status).toBe('destroyed');
    const after = play(state, 'B', HOLD);
    expect(after.state.stage).toEqual({ phase: 'command', asking: ['B'] });
  });

  test('both may: the other side is asked first, then the side that just moved, then a chit', () => {
    const state = fleetPosition();
    const moved = play(state, 'B', HOLD).state;
    expect(moved.stage).toEqual({ phase: 'command', asking: ['A', 'B'] });
    const declined = play(moved, 'A', { type: 'command', squadron: null });
    expect(eventsOf(declined.events, 'fleet_command_declined')).toEqual([
      { type: 'fleet_command_declined', seat: 'A' },
    ]);
    expect(R.pending(declined.state)).toMatchObject([{ seat: 'B', kind: 'command' }]);
    const drawn = play(declined.state, 'B', { type: 'command', squadron: null }, rolls(1));
    expect(eventsOf(drawn.events, 'chit_drawn')).toHaveLength(1);
    expectRefused(moved, 'B', { type: 'command', squadron: 'B-1' }, 'order/not_pending');
    expectRefused(moved, 'A', { type: 'move', moves: [] }, 'order/wrong_kind');
  });

  test('a timeout is "draw a chit"', () => {
    const state = fleetPosition({ stage: { phase: 'command', asking: ['A'] } });
    const after = R.timeout(state, 'A', rolls(2));
    expect(eventsOf(after.events, 'fleet_command_declined')).toEqual([
      { type: 'fleet_command_declined', seat: 'A', timeout: true },
    ]);
    expect(eventsOf(after.events, 'chit_drawn')).toHaveLength(1);
  });

  test('legal orders: draw a chit first, then each eligible squadron, then concede', () => {
    const state = fleetPosition({ stage: { phase: 'command', asking: ['A'] } });
    expect(R.legalOrders(state, 'A')).toEqual([
      { type: 'command', squadron: null },
      { type: 'command', squadron: 'A-bc' },
      { type: 'command', squadron: 'A-ca' },
      { type: 'command', squadron: 'A-cv' },
      { type: 'command', squadron: 'A-ff' },
      { type: 'concede' },
    ]);
    expect(R.legalOrders(state, 'B')).toEqual([{ type: 'concede' }]);
  });

  test('who is asked next is private to that side', () => {
    const state = fleetPosition({ stage: { phase: 'command', asking: ['A', 'B'] } });
    expect(R.view(state, { kind: 'seat', seat: 'A' }).stage).toEqual({
      phase: 'command',
      asking: ['A'],
    });
    expect(R.view(state, { kind: 'spectator' }).stage).toEqual({ phase: 'command', asking: ['A'] });
    expect(R.view(state, { kind: 'seat', seat: 'B' }).stage).toEqual({
      phase: 'command',
      asking: ['A', 'B'],
    });
  });

  test('the eligible squadrons are private to the side asked', () => {
    const state = fleetPosition({ stage: { phase: 'command', asking: ['A'] } });
    expect(R.viewPending(state, { kind: 'seat', seat: 'B' })).toEqual([
      { seat: 'A', kind: 'command' },
    ]);
    expect(R.viewPending(state, { kind: 'spectator' })).toEqual([{ seat: 'A', kind: 'command' }]);
  });
});

describe('the Fleet Commander rule in random play', () => {
  // Every movement system: fleet commanders both activate squadrons and decline to, and no game
  // stalls on the question (the contract suite's fuzzer checks the rest of each step).
  test.each(['standard', 'vector', 'naval'])(
    'fleet_action, %s, command and control',
    (movement) => {
      let commands = 0;
      let declined = 0;
      for (let game = 0; game < 4; game += 1) {
        const seed = Uint8Array.from({ length: 32 }, (_, i) => (game * 37 + i * 11 + 100) & 0xff);
        const setup = R.parseSetup({
          scenario: 'fleet_action',
          options: { movement, command_control: 'on' },
        });
        if (!setup.ok) throw new Error(setup.error.message);
        const created = R.create(setup.value, verifiableDice(seed));
        if (!created.ok) throw new Error(created.error.message);
        const { state } = playRandomly(
          created.value.state,
          verifiableDice(seed),
          seededRandom(game),
          {
            timeoutChance: 0.03,
            onMove: (move) => {
              for (const e of move.events) {
                if (e.type === 'fleet_command') commands += 1;
                if (e.type === 'fleet_command_declined') declined += 1;
              }
            },
          },
        );
        expect(state.result).not.toBeNull();
      }
      expect(commands).toBeGreaterThan(0);
      expect(declined).toBeGreaterThan(0);
    },
  );
});
