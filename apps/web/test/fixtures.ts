import { offsetToHex, verifiableDice } from '@broadside/rules';
import { starfireRuleset, type StarfireOrder, type StarfireState } from '@broadside/rules/starfire';
import type { OverlayInput } from '../src/rulesets/starfire/battle/map-props.js';

/** Fixed dice for tests: the verifiable dice of an all-zero seed. */
export const DICE = verifiableDice(new Uint8Array(32));

/** Applies orders in turn, each by the seat that owes; throws if one is refused. */
export function play(state: StarfireState, orders: readonly StarfireOrder[]): StarfireState {
  let s = state;
  for (const order of orders) {
    const seat = starfireRuleset.pending(s)[0]?.seat;
    if (!seat) throw new Error('game over');
    const checked = starfireRuleset.check(s, seat, order);
    if (!checked.ok) throw new Error(`${checked.error.code}: ${checked.error.message}`);
    s = starfireRuleset.apply(s, seat, checked.value, DICE).state;
  }
  return s;
}

/** A new Patrol game (scenario 1), in deployment. */
export function newPatrol(): StarfireState {
  const setup = starfireRuleset.parseSetup({ scenario: 'patrol' });
  if (!setup.ok) throw new Error(setup.error.message);
  const created = starfireRuleset.create(setup.value, DICE);
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

/** Patrol with A1 at 1010 facing C and B1 25 hexes down-right at 3523 facing F, at the declarations of turn 1. */
export function deployedPatrol(): StarfireState {
  return play(newPatrol(), [
    { type: 'deploy', unit: 'A1', hex: offsetToHex(10, 10), facing: 'C' },
    { type: 'deploy', unit: 'B1', hex: offsetToHex(35, 23), facing: 'F' },
  ]);
}

/**
 * A combat position built for view tests: the deployed Patrol with B1 moved to `bHex`, in the
 * combat phase with side A to fire. Only view helpers use it; the engine never sees it.
 */
export function combatPosition(bColumn: number, bRow: number): StarfireState {
  const s = structuredClone(deployedPatrol());
  const b = s.units.find((u) => u.id === 'B1');
  if (b) b.hex = offsetToHex(bColumn, bRow);
  s.stage = { phase: 'combat', sideIndex: 0, queue: null };
  s.initiative = ['A', 'B'];
  s.moveOrder = ['B', 'A'];
  return s;
}

/** What the Starfire map overlay is drawn from: nothing picked, planned or owed, unless `over` says. */
export function overlayInput(view: StarfireState, over: Partial<OverlayInput> = {}): OverlayInput {
  return {
    view,
    owedKind: '',
    orders: [],
    selected: null,
    deployHex: null,
    previewHex: null,
    assignments: new Map<number, string>(),
    focusSlot: null,
    focusUnits: [],
    log: [],
    plan: null,
    queued: [],
    ...over,
  };
}
