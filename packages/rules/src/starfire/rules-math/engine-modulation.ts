import { HOUSE_RULES } from '../data/house-rules.js';

/**
 * True when a ship with `mp` Movement Points and turn mode `turnMode` may declare Engine
 * Modulation: it needs at least one more MP than its turn mode (seed QSR, Engine Modulation).
 */
export function canModulateEngines(mp: number, turnMode: number): boolean {
  return mp >= turnMode + HOUSE_RULES.engineModulationExtraMp;
}

/**
 * True when a ship may declare a Hard Turn: MP equal to or greater than its turn mode
 * (seed QSR, Hard Turn).
 */
export function canHardTurn(mp: number, turnMode: number): boolean {
  return mp >= turnMode;
}

/**
 * Movement Points left after declaring Engine Modulation: the turn mode is subtracted
 * (seed QSR: a Corvette with turn mode 2 and 6 MP keeps 4). Throws a `RangeError` when the
 * ship may not modulate (see {@link canModulateEngines}): the caller must check first.
 */
export function engineModulatedMp(mp: number, turnMode: number): number {
  if (!canModulateEngines(mp, turnMode)) {
    throw new RangeError(`engineModulatedMp: ${mp} MP with turn mode ${turnMode} cannot modulate`);
  }
  return mp - turnMode;
}
