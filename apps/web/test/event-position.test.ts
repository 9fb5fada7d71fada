import { describe, expect, test } from 'vitest';
import {
  appendEntry,
  diceCommitment,
  hexEquals,
  newRecord,
  seedToHex,
  verifiableDice,
  type GameRecord,
} from '@broadside/rules';
import {
  playRandomly,
  seededRandom,
  starfireRuleset,
  type StarfireOrder,
} from '@broadside/rules/starfire';
import {
  nextOrderIndex,
  overlayEvents,
  positionAt,
  previousOrderIndex,
} from '../src/rulesets/starfire/replay/event-position.js';
import {
  buildTimeline,
  type StarfireTimeline as ReplayTimeline,
} from '../src/rulesets/starfire/replay/timeline.js';
import { phaseWord } from '../src/rulesets/starfire/battle/phase-text.js';

/** Issue 7: "Replay: any finished game stepped event by event with a scrubber, the map and cards at each step." */

const SEED = new Uint8Array(32).fill(3);

/** A finished game of random legal orders (scenario and seed fixed), as its record. */
function randomRecord(scenario: string, gameSeed: number): GameRecord {
  const setup = { scenario, turnLimit: 6 };
  const resolved = starfireRuleset.parseSetup(setup);
  if (!resolved.ok) throw new Error(resolved.error.message);
  const dice = verifiableDice(SEED);
  const created = starfireRuleset.create(resolved.value, dice);
  if (!created.ok) throw new Error(created.error.message);
  const played = playRandomly(created.value.state, dice, seededRandom(gameSeed), 5000);
  let record = newRecord({
    ruleset: starfireRuleset,
    gameId: 'g',
    createdAt: '2026-01-01T00:00:00.000Z',
    setup,
    seats: resolved.value.sides.map((seat) => ({ seat, name: seat })),
    commitment: diceCommitment(SEED),
    startDice: [],
    startStateHash: '0'.repeat(64),
  });
  for (const { seat, order } of played.orders) {
    record = appendEntry(record, {
      kind: 'order',
      seat,
      at: '2026-01-01T00:00:01.000Z',
      dice: [],
      order: order as StarfireOrder,
    });
  }
  return { ...record, dice: { ...record.dice, seed: seedToHex(SEED) } };
}

function timelineOf(scenario: string, gameSeed: number): ReplayTimeline {
  const built = buildTimeline(randomRecord(scenario, gameSeed));
  if (typeof built === 'string') throw new Error(built);
  return built;
}

const GAMES = [
  ['patrol', 1],
  ['task_groups', 2],
  ['convoy_raid', 3],
  ['warp_assault', 8],
] as const;

describe.each(GAMES)('%s, random game %i', (scenario, gameSeed) => {
  const timeline = timelineOf(scenario, gameSeed);
  const unitAt = (i: number, id: string) =>
    positionAt(timeline, i).view.units.find((u) => u.id === id);

  test('laying a step’s events over the state before it gives the engine’s positions after it', () => {
    timeline.steps.forEach((step, k) => {
      if (k === 0) return;
      const before = timeline.steps[k - 1];
      if (!before) return;
      const laid = overlayEvents(before.view, step.events);
      for (const unit of step.view.units) {
        const mine = laid.units.find((u) => u.id === unit.id);
        const where = `${unit.id} after entry ${step.seq}`;
        expect(mine?.status, where).toBe(unit.status);
        if (unit.status === 'on_map') {
          expect(mine?.hex, where).toEqual(unit.hex);
          expect(mine?.facing, where).toBe(unit.facing);
        }
        expect(
          mine?.slots.map((s) => s === 'destroyed'),
          where,
        ).toEqual(unit.slots.map((s) => s === 'destroyed'));
      }
    });
  });

  test('a unit that moved stands where the event says; one destroyed is shown destroyed from that event on', () => {
    timeline.log.forEach((entry, i) => {
      const e = entry.event;
      if (e.type === 'unit_stepped') {
        expect(hexEquals(unitAt(i, e.unit)?.hex ?? { q: 99, r: 99 }, e.to)).toBe(true);
        expect(positionAt(timeline, i).path).toEqual([e.from, e.to]);
      }
      if (e.type === 'unit_destroyed') {
        expect(unitAt(i - 1, e.unit)?.status).toBe('on_map');
        for (let j = i; j < Math.min(timeline.log.length, i + 40); j += 1)
          expect(unitAt(j, e.unit)?.status).toBe('destroyed');
      }
    });
  });

  test('the title follows the turn and phase the events announce, also inside an order', () => {
    timeline.log.forEach((entry, i) => {
      const e = entry.event;
      if (e.type === 'phase_started')
        expect(positionAt(timeline, i).title).toMatch(
          new RegExp(`^Turn ${e.turn} · ${phaseWord(e.phase)}`),
        );
      if (e.type === 'game_over') expect(positionAt(timeline, i).title).toMatch(/Game over$/);
    });
  });

  test('a shot draws a line from the firer to its target and marks both', () => {
    timeline.log.forEach((entry, i) => {
      const e = entry.event;
      if (e.type !== 'shot') return;
      const position = positionAt(timeline, i);
      const hexOf = (id: string) => position.view.units.find((u) => u.id === id)?.hex;
      expect(position.lines).toEqual([{ from: hexOf(e.firer), to: hexOf(e.target), kind: 'fire' }]);
      expect(position.marks.map((m) => m.kind)).toEqual(['focus', 'target']);
    });
  });
});

test('the random games fire shots, destroy ships and move (so the checks above bite)', () => {
  const types = GAMES.flatMap(([scenario, seed]) =>
    timelineOf(scenario, seed).log.map((l) => l.event.type),
  );
  for (const type of [
    'shot',
    'unit_destroyed',
    'unit_stepped',
    'damage',
    'warp_point_placed',
  ] as const)
    expect(types, type).toContain(type);
});

describe('stepping one order at a time', () => {
  const timeline = timelineOf('patrol', 1);
  const ends = timeline.log.flatMap((entry, i) =>
    timeline.log[i + 1]?.seq === entry.seq ? [] : [i],
  );

  /** An event inside an order of several events (not its last), and the ends around it. */
  const k = ends.findIndex((end, n) => n > 0 && end - (ends[n - 1] ?? 0) >= 2);
  const inside = (ends[k] ?? 0) - 1;
  const insideBefore = ends[k - 1];
  const insideEnd = ends[k];

  test.each([
    ['from before any event, Shift+→ goes to the end of the first order', -1, 'next', ends[0]],
    ['from the end of an order, to the end of the next', ends[1], 'next', ends[2]],
    [
      'from inside an order, Shift+← goes to the end of the order before',
      inside,
      'previous',
      insideBefore,
    ],
    ['from inside an order, Shift+→ goes to its end', inside, 'next', insideEnd],
    ['Shift+← from the first order goes before any event', ends[0], 'previous', -1],
    [
      'Shift+→ at the end stays at the end',
      timeline.log.length - 1,
      'next',
      timeline.log.length - 1,
    ],
  ] as const)('%s', (_name, from, direction, expected) => {
    const go = direction === 'next' ? nextOrderIndex : previousOrderIndex;
    expect(go(timeline, from ?? -1)).toBe(expected);
  });

  test('before any event: the game as created, with nothing highlighted', () => {
    const position = positionAt(timeline, -1);
    expect(position.step.seq).toBe(0);
    expect(position.lines).toEqual([]);
    expect(position.view.units.every((u) => u.status === 'undeployed')).toBe(true);
  });
});
