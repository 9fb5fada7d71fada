import {
  HOUSE_RULES,
  HULLS,
  currentSpeed,
  type Declaration,
  type SlotCondition,
  type StarfireView,
  type SystemCode,
  type UnitStatus,
} from '@broadside/rules/starfire';
import { unitName } from './map-model.js';

/** One system box of a record card. */
export interface CardSlot {
  readonly index: number;
  readonly code: SystemCode;
  readonly condition: SlotCondition;
  readonly restricted: boolean;
  /** Munitions in a launcher or reloads in a magazine; `null` otherwise. */
  readonly store: number | null;
  /** Engine room index for drives, to draw the parentheses. */
  readonly engineRoom: number | null;
}

/** Everything a ship's record card shows: the paper record sheet, kept by the computer. */
export interface CardModel {
  readonly id: string;
  readonly name: string;
  readonly hull: string;
  readonly side: string;
  readonly status: UnitStatus;
  readonly slots: readonly CardSlot[];
  /** MP left this turn. */
  readonly mp: number;
  /** MP the intact engine rooms give. */
  readonly speed: number;
  readonly maxMp: number;
  /** MPs spent in one direction since the last turn, and the hull's turn mode. */
  readonly turnCount: number;
  readonly turnMode: number;
  readonly declaration: Declaration;
  /** Munitions loaded in launchers, and reloads in intact magazines. */
  readonly munitions: number;
  readonly reloads: number;
  /** When shields are offline: clean turns so far and the turns needed to restore one. */
  readonly shieldRecovery: { readonly cleanTurns: number; readonly needed: number } | null;
  readonly activated: boolean;
  readonly sheltering: boolean;
}

/** Builds a unit's record card from the view. */
export function cardModel(view: StarfireView, unitId: string): CardModel | null {
  const unit = view.units.find((u) => u.id === unitId);
  const entry = view.setup.units.find((u) => u.id === unitId);
  if (!unit || !entry) return null;
  const design = entry.design;
  const slots: CardSlot[] = design.slots.map((slot) => ({
    index: slot.index,
    code: slot.code,
    condition: unit.slots[slot.index] ?? 'intact',
    restricted: slot.restricted,
    store: unit.stores[slot.index] ?? null,
    engineRoom: slot.engineRoom,
  }));
  let munitions = 0;
  let reloads = 0;
  for (const s of slots) {
    if (s.store === null || s.condition !== 'intact') continue;
    if (s.code === 'Mg') reloads += s.store;
    else munitions += s.store;
  }
  const shieldsOffline = slots.some((s) => s.code === 'S' && s.condition === 'offline');
  return {
    id: unit.id,
    name: unitName(view, unit.id),
    hull: unit.hull,
    side: unit.side,
    status: unit.status,
    slots,
    mp: unit.mp,
    speed: currentSpeed(unit, design),
    maxMp: HULLS[unit.hull].maxMp,
    turnCount: unit.turnCount,
    turnMode: HULLS[unit.hull].turnMode,
    declaration: unit.declaration,
    munitions,
    reloads,
    shieldRecovery: shieldsOffline
      ? { cleanTurns: unit.cleanTurns, needed: HOUSE_RULES.shieldRecoveryTurns }
      : null,
    activated: unit.activated,
    sheltering: unit.sheltering,
  };
}
