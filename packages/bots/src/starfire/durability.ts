import { designOf, type StarfireState, type UnitState } from '@broadside/rules/starfire';

/** Codes that do not keep a ship alive: when only these are left, it is destroyed. */
const HUSK = new Set(['S', 'A', 'H']);

/**
 * Damage points that destroy `target` (non-laser fire): its intact systems from the left up to
 * its last intact system that keeps it alive; and how many of them are shields.
 */
export function pointsToKill(
  state: StarfireState,
  target: UnitState,
): { points: number; shields: number } {
  const design = designOf(state, target.id);
  let last = -1;
  for (const slot of design.slots)
    if (target.slots[slot.index] === 'intact' && !HUSK.has(slot.code)) last = slot.index;
  let points = 0;
  let shields = 0;
  for (const slot of design.slots) {
    if (slot.index > last) break;
    if (target.slots[slot.index] !== 'intact') continue;
    points += 1;
    if (slot.code === 'S') shields += 1;
  }
  return { points, shields };
}

/**
 * How much more a point of damage to `unit` matters than to a fresh ship: 1 when far from
 * destruction, up to 5 when one more point destroys it. The hard level's planning leans on it to
 * finish damaged enemies and to keep its own damaged ships out of reach.
 */
export function fragility(state: StarfireState, unit: UnitState): number {
  return 1 + 4 / Math.max(1, pointsToKill(state, unit).points);
}
