import { distance } from '../hex/hex.js';
import { detectionRange } from './detection.js';
import type { WithSetup } from './classes.js';
import { statsOf } from './stats.js';
import { activeUnits, type SclState, type Unit } from './state.js';

/**
 * "Communicators": each controls one missile (salvo) at a time, out to sensor + CQ + 10 hexes.
 * The launcher controls its own missiles first; with missile hand-off, a missile its launcher
 * cannot control goes to another ship of the side with a free communicator in range, provided
 * that ship and the launcher are within detection range of each other. Missiles are assigned
 * in id order, so the result is fixed.
 */
export function controlRange(game: WithSetup, ship: Unit): number {
  return statsOf(game, ship).sensor + ship.cq + 10;
}

function canControl(game: WithSetup, ship: Unit, missile: Unit): boolean {
  return (
    ship.status === 'active' &&
    statsOf(game, ship).comms > 0 &&
    distance(ship.hex, missile.hex) <= controlRange(game, ship)
  );
}

function inTouch(game: WithSetup, a: Unit, b: Unit): boolean {
  const d = distance(a.hex, b.hex);
  return d <= detectionRange(game, a, b) || d <= detectionRange(game, b, a);
}

/** The controller of every missile in flight (`null`: uncontrolled). */
export function controllers(state: SclState): Record<string, string | null> {
  const load = new Map<string, number>();
  const result: Record<string, string | null> = {};
  const missiles = activeUnits(state).filter((u) => u.kind === 'missile');
  const free = (ship: Unit) => (load.get(ship.id) ?? 0) < statsOf(state, ship).comms;
  for (const m of missiles) {
    const mother = state.units.find((u) => u.id === m.mother);
    let chosen: Unit | undefined;
    if (mother && canControl(state, mother, m) && free(mother)) chosen = mother;
    else if (state.setup.rules.missile_handoff && mother?.status === 'active') {
      chosen = activeUnits(state, m.side).find(
        (s) =>
          s.id !== mother.id && canControl(state, s, m) && free(s) && inTouch(state, s, mother),
      );
    }
    result[m.id] = chosen ? chosen.id : null;
    if (chosen) load.set(chosen.id, (load.get(chosen.id) ?? 0) + 1);
  }
  return result;
}

/** Free communicators of a ship now (for launches). */
export function freeCommunicators(state: SclState, ship: Unit): number {
  const control = controllers(state);
  const used = Object.values(control).filter((c) => c === ship.id).length;
  return Math.max(0, statsOf(state, ship).comms - used);
}
