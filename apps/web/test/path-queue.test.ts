import { describe, expect, test } from 'vitest';
import { hexEquals, offsetToHex } from '@broadside/rules';
import {
  planPath,
  type StarfireOrder,
  type StarfireState,
  type StepOrder,
} from '@broadside/rules/starfire';
import {
  plansFromQueue,
  queueFromPlans,
  routeHexes,
} from '../src/rulesets/starfire/battle/path-queue.js';
import {
  canPlan,
  planIsStale,
  planTo,
  queueWithPlan,
} from '../src/rulesets/starfire/battle/plan-actions.js';
import { deployedPatrol, play } from './fixtures.js';

const declareNothing: StarfireOrder = { type: 'declare', hardTurn: [], engineModulation: [] };

/** The deployed Patrol in its first movement phase. */
function movingPatrol(): StarfireState {
  return play(deployedPatrol(), [declareNothing, declareNothing]);
}

function stay(unit: string): StepOrder {
  return { type: 'step', unit, action: 'stay' };
}

function forward(unit: string): StepOrder {
  return { type: 'step', unit, action: 'forward' };
}

/** The Patrol with a second ship for side A (MP given), both owing a step now. */
function twoShips(mpA1: number, mpA2: number): StarfireState {
  const s = structuredClone(movingPatrol());
  const a1 = s.units.find((u) => u.id === 'A1')!;
  a1.mp = mpA1;
  s.units.push({ ...structuredClone(a1), id: 'A2', mp: mpA2 });
  s.stage = { phase: 'movement', round: 1, sideIndex: 0, owed: ['A1', 'A2'], exits: [] };
  return s;
}

describe('the queue a planned path makes', () => {
  test('one ship: its steps in order, each answering a move', () => {
    const view = movingPatrol();
    const steps = [forward('A1'), forward('A1'), stay('A1')];
    expect(queueFromPlans(view, 'A', new Map([['A1', steps]]))).toEqual(
      steps.map((order) => ({ kind: 'move', order })),
    );
  });

  test('two ships: round by round, as the movement phase asks for them', () => {
    const view = twoShips(3, 2);
    const plans = new Map([
      ['A1', [forward('A1'), stay('A1'), forward('A1')]],
      ['A2', [stay('A2'), forward('A2')]],
    ]);
    const queue = queueFromPlans(view, 'A', plans).map((q) => q.order);
    expect(queue).toEqual([forward('A1'), stay('A2'), stay('A1'), forward('A2'), forward('A1')]);
    expect(plansFromQueue(queueFromPlans(view, 'A', plans))).toEqual(plans);
  });

  test('it stops after the first round where a ship that owes a step has none planned', () => {
    const view = twoShips(3, 3);
    const plans = new Map([['A1', [forward('A1'), forward('A1'), forward('A1')]]]);
    expect(queueFromPlans(view, 'A', plans).map((q) => q.order)).toEqual([forward('A1')]);
  });

  test('a new plan replaces what its ship had queued and keeps the others', () => {
    const view = twoShips(2, 2);
    const queued = queueFromPlans(
      view,
      'A',
      new Map([
        ['A1', [stay('A1'), stay('A1')]],
        ['A2', [stay('A2'), stay('A2')]],
      ]),
    );
    const replaced = queueWithPlan(view, 'A', queued, {
      unit: 'A1',
      steps: [forward('A1'), forward('A1')],
    });
    expect(replaced.map((q) => q.order)).toEqual([
      forward('A1'),
      stay('A2'),
      forward('A1'),
      stay('A2'),
    ]);
  });
});

describe('planning on the map', () => {
  test('the route of a plan runs through the hexes the rules package planned', () => {
    const view = movingPatrol();
    const a1 = view.units.find((u) => u.id === 'A1')!;
    const target = offsetToHex(13, 9);
    const planned = planPath(a1, view.setup.scenario.map, target)!;
    const route = routeHexes(
      view,
      'A1',
      planned.map((s) => s.order),
    );
    expect(hexEquals(route[0]!, a1.hex!)).toBe(true);
    expect(hexEquals(route.at(-1)!, target)).toBe(true);
    expect(route.length).toBeGreaterThan(1);
  });

  test('a plan is for the own ship in the movement phase, and goes stale when the ship moves', () => {
    const view = movingPatrol();
    expect(canPlan(view, 'A', 'A1')).toBe(true);
    expect(canPlan(view, 'B', 'A1')).toBe(false);
    expect(canPlan(deployedPatrol(), 'A', 'A1')).toBe(false);
    const plan = planTo(view, 'A1', offsetToHex(12, 10), true)!;
    expect(plan.steps).toHaveLength(view.units.find((u) => u.id === 'A1')!.mp);
    expect(planIsStale(view, plan)).toBe(false);
    const moved = structuredClone(view);
    moved.units.find((u) => u.id === 'A1')!.mp -= 1;
    expect(planIsStale(moved, plan)).toBe(true);
    expect(planTo(view, 'A1', offsetToHex(40, 30), false)).toBeNull();
  });
});
