import { HOUSE_RULES } from './data/house-rules.js';
import { HULLS } from './data/hulls.js';
import type { SystemCode } from './data/systems.js';
import type { Design } from './design/types.js';
import type { ResolvedUnit, SideId } from './scenarios/types.js';
import type { SlotCondition, StarfireState, UnitState } from './state.js';

/** Launchers that fire munitions (seed: "a limited number of munitions"). */
export const LAUNCHER_CODES: readonly SystemCode[] = ['R', 'G', 'Pt'];

/** Systems that may remain on a wreck (seed: "reduced to only shields, armor and cargo holds"). */
const WRECK_SYSTEMS: readonly SystemCode[] = ['S', 'A', 'H'];

/** The fresh state of a unit from its resolved setup entry: every system intact, launchers and magazines full. */
export function newUnitState(unit: ResolvedUnit, waiting: boolean): UnitState {
  const slots: SlotCondition[] = unit.design.slots.map(() => 'intact');
  const stores = unit.design.slots.map((slot) => {
    if (LAUNCHER_CODES.includes(slot.code)) return HOUSE_RULES.munitionsPerLauncher;
    if (slot.code === 'Mg') return HOUSE_RULES.reloadsPerMagazine;
    return null;
  });
  return {
    id: unit.id,
    side: unit.side,
    hull: unit.hull,
    status: waiting ? 'waiting_transit' : 'undeployed',
    hex: null,
    facing: null,
    slots,
    stores,
    mp: 0,
    turnCount: 0,
    declaration: 'none',
    startHex: null,
    leftStartHex: false,
    enteredByLastStep: false,
    transited: false,
    activated: false,
    sheltering: false,
    damagedThisTurn: false,
    cleanTurns: 0,
  };
}

/** Index of a unit in the state (and in the setup), or -1. */
export function unitIndex(state: StarfireState, id: string): number {
  for (let i = 0; i < state.units.length; i += 1) if (state.units[i]?.id === id) return i;
  return -1;
}

/** The unit with that id, or `undefined`. */
export function findUnit(state: StarfireState, id: string): UnitState | undefined {
  const i = unitIndex(state, id);
  return i < 0 ? undefined : state.units[i];
}

/** The unit with that id; throws when there is none (a programmer error). */
export function getUnit(state: StarfireState, id: string): UnitState {
  const unit = findUnit(state, id);
  if (!unit) throw new Error(`unknown unit ${id}`);
  return unit;
}

/** The design of a unit. */
export function designOf(state: StarfireState, id: string): Design {
  const entry = state.setup.units[unitIndex(state, id)];
  if (!entry) throw new Error(`unknown unit ${id}`);
  return entry.design;
}

/** The system code at a slot of a unit's design, or `undefined` when the slot does not exist. */
export function slotCode(design: Design, slot: number): SystemCode | undefined {
  return design.slots[slot]?.code;
}

/** True when the unit has at least one intact system with that code. */
export function hasIntact(unit: UnitState, design: Design, code: SystemCode): boolean {
  for (const slot of design.slots)
    if (slot.code === code && unit.slots[slot.index] === 'intact') return true;
  return false;
}

/** Number of intact systems with that code. */
export function countIntact(unit: UnitState, design: Design, code: SystemCode): number {
  let n = 0;
  for (const slot of design.slots)
    if (slot.code === code && unit.slots[slot.index] === 'intact') n += 1;
  return n;
}

/**
 * The MP a ship's engines give now: the sum over its engine rooms whose drives are all intact
 * (seed: "The destruction of a single drive (I) in an Engine Room will prevent that room …").
 * Bases give 0.
 */
export function currentSpeed(unit: UnitState, design: Design): number {
  if (HULLS[unit.hull].kind === 'base') return 0;
  let mp = 0;
  for (const room of design.engineRooms) {
    if (room.slotIndexes.every((i) => unit.slots[i] === 'intact')) mp += room.mp;
  }
  return mp;
}

/**
 * True when the ship counts as destroyed: every system destroyed or offline, or only shields,
 * armor and cargo holds left intact (seed: a wreck).
 */
export function isWreck(unit: UnitState, design: Design): boolean {
  return design.slots.every(
    (slot) => unit.slots[slot.index] !== 'intact' || WRECK_SYSTEMS.includes(slot.code),
  );
}

/** True for bases (no MP, no blindspot, cannot shelter or transit). */
export function isBase(unit: UnitState): boolean {
  return HULLS[unit.hull].kind === 'base';
}

/** True for freighters (double damage). */
export function isFreighter(unit: UnitState): boolean {
  return HULLS[unit.hull].kind === 'freighter';
}

/** True while the unit is on the map and in play. */
export function isOnMap(unit: UnitState): boolean {
  return unit.status === 'on_map';
}

/** The turn mode of a unit. */
export function turnModeOf(unit: UnitState): number {
  return HULLS[unit.hull].turnMode;
}

/** True when the side is still in the game (not conceded). */
export function sideInPlay(state: StarfireState, side: SideId): boolean {
  return state.setup.sides.includes(side) && !state.conceded.includes(side);
}

/** True when the unit can use Combat Sensors now: an intact Y and no warp transit this turn. */
export function hasCombatSensors(unit: UnitState, design: Design): boolean {
  return !unit.transited && hasIntact(unit, design, 'Y');
}

/** True when the unit can use its Datalink now: an intact Z and no warp transit this turn. */
export function hasDatalink(unit: UnitState, design: Design): boolean {
  return !unit.transited && hasIntact(unit, design, 'Z');
}
