import { FACINGS, type Facing } from '../hex/facing.js';
import type { HullCode } from './data/hulls.js';
import { INTERCEPT_OPTIONS } from './data/intercept.js';
import { DEFAULT_DESIGNS } from './design/defaults.js';
import { fleetHulls } from './phases/fleet.js';
import { fireOptions, type FireOptions } from './fire-options.js';
import type { FireOrder, Shot, StarfireOrder, StepOrder } from './orders.js';
import { owedDecision } from './pending.js';
import { declarers, mayModulate } from './phases/declaration.js';
import { currentDeploymentStep, deploymentContext } from './phases/deployment.js';
import { adjacentFacings } from './phases/movement.js';
import { awaitedAttack } from './phases/point-defense.js';
import { shelterCandidates } from './phases/shelter.js';
import { activatableShips } from './phases/combat.js';
import {
  legalPlacementHexes,
  legalWarpPointHexes,
  requiredFacing,
} from './scenarios/deployment.js';
import type { SideId } from './scenarios/types.js';
import type { StarfireState, UnitState } from './state.js';
import { designOf, getUnit, turnModeOf } from './unit-state.js';
import { checkStep } from './check/step.js';

/** Fleet choices: the default designs, left implicit and written out (representative). */
function fleetOrders(state: StarfireState, side: SideId): StarfireOrder[] {
  const written: Partial<Record<HullCode, string>> = {};
  for (const hull of fleetHulls(state, side)) written[hull] = DEFAULT_DESIGNS[hull].text;
  return [
    { type: 'choose_fleet', designs: {} },
    { type: 'choose_fleet', designs: written },
  ];
}

/** Placements of the step's next unit (flagship first): every legal hex with every allowed facing. */
function deployOrders(state: StarfireState): StarfireOrder[] {
  const step = currentDeploymentStep(state);
  if (!step) return [];
  const next = step.units.find((id) => getUnit(state, id).status === 'undeployed');
  if (!next) return [];
  const ctx = deploymentContext(state);
  const fixed = requiredFacing(ctx, next);
  const facings: readonly Facing[] = fixed ? [fixed] : FACINGS;
  return legalPlacementHexes(ctx, next).flatMap((hex) =>
    facings.map((facing) => ({ type: 'deploy' as const, unit: next, hex, facing })),
  );
}

/** Every legal step of every unit that owes one. */
export function stepOrders(state: StarfireState, side: SideId): StepOrder[] {
  if (state.stage.phase !== 'movement') return [];
  const orders: StepOrder[] = [];
  for (const id of state.stage.owed) {
    const unit = getUnit(state, id);
    if (unit.status === 'waiting_transit') {
      for (const facing of FACINGS)
        orders.push({ type: 'step', unit: id, action: 'transit', facing });
      continue;
    }
    const facings: (Facing | undefined)[] = [
      undefined,
      ...(unit.declaration === 'hard_turn' && unit.mp === 1
        ? FACINGS.filter((f) => f !== unit.facing)
        : adjacentFacings(unit.facing as Facing)),
    ];
    for (const action of ['forward', 'stay', 'exit'] as const) {
      for (const facing of action === 'exit' ? [undefined] : facings) {
        const order: StepOrder = facing
          ? { type: 'step', unit: id, action, facing }
          : { type: 'step', unit: id, action };
        if (checkStep(state, side, order).ok) orders.push(order);
      }
    }
  }
  return orders;
}

/**
 * Representative activations of one ship: a pass, all weapons that can bear at each target, and
 * each weapon at its best target (highest to-hit). Launchers that would need more magazine
 * reloads than are left are left out. `fireOptions` gives the complete per-weapon picture.
 */
export function fireOrdersFor(options: FireOptions): StarfireOrder[] {
  const orders: StarfireOrder[] = [{ type: 'pass', unit: options.unit }];
  const build = (
    pick: (weapon: FireOptions['weapons'][number]) => string | null,
  ): FireOrder | null => {
    let reloads = options.reloads;
    const shots: Shot[] = [];
    for (const weapon of options.weapons) {
      const target = pick(weapon);
      if (!target) continue;
      if (weapon.munitions === 0) {
        if (reloads === 0) continue;
        reloads -= 1;
      }
      shots.push({ slot: weapon.slot, target });
    }
    return shots.length > 0 ? { type: 'fire', unit: options.unit, shots } : null;
  };
  const targets = [...new Set(options.weapons.flatMap((w) => w.targets.map((t) => t.target)))];
  for (const target of targets) {
    const order = build((w) => (w.targets.some((t) => t.target === target) ? target : null));
    if (order) orders.push(order);
  }
  const best = build((w) => [...w.targets].sort((a, b) => b.toHit - a.toHit)[0]?.target ?? null);
  if (best && targets.length > 1) orders.push(best);
  return orders;
}

/** Point Defense choices: none, and every intact D on each applicable option. */
function pointDefenseOrders(state: StarfireState): StarfireOrder[] {
  const awaited = awaitedAttack(state);
  if (!awaited) return [];
  const defender = getUnit(state, awaited.attack.target);
  const slots = designOf(state, defender.id)
    .slots.filter((s) => s.code === 'D' && defender.slots[s.index] === 'intact')
    .map((s) => s.index);
  const munitions = new Set(
    awaited.attack.hits.filter((h) => h.interceptable).map((h) => h.weapon),
  );
  const orders: StarfireOrder[] = [{ type: 'point_defense', intercepts: [] }];
  for (const row of INTERCEPT_OPTIONS) {
    if (!munitions.has(row.munition)) continue;
    orders.push({
      type: 'point_defense',
      intercepts: slots.map((slot) => ({ slot, option: row.option })),
    });
  }
  return orders;
}

function subsetsOfOne(ids: readonly string[]): string[][] {
  return [[], ...ids.map((id) => [id]), ...(ids.length > 1 ? [[...ids]] : [])];
}

/**
 * Legal orders for a seat: complete for steps; representative for choices whose full list
 * explodes (fleets: the default designs only; placements of the next unit only, subsets of
 * declarations and shelters, fire combinations, intercept combinations). Every order listed is legal; a side that owes a
 * decision always gets at least one. Concession is always legal and is not listed.
 */
export function legalOrders(state: StarfireState, seat: string): StarfireOrder[] {
  const owed = owedDecision(state);
  if (!owed || owed.seat !== seat) return [];
  const side = owed.seat;
  switch (owed.kind) {
    case 'choose_fleet':
      return fleetOrders(state, side);
    case 'place_warp_point':
      return legalWarpPointHexes(state.setup).map((hex) => ({ type: 'place_warp_point', hex }));
    case 'deploy':
      return deployOrders(state);
    case 'transit_order': {
      const units = state.units
        .filter((u) => u.side === side && u.status === 'waiting_transit')
        .map((u) => u.id);
      return [
        { type: 'transit_order', units },
        ...(units.length > 1
          ? [{ type: 'transit_order' as const, units: [...units].reverse() }]
          : []),
      ];
    }
    case 'declare': {
      const ships = declarers(state, side);
      const ids = ships.map((u) => u.id);
      const modulating = ships.filter((u: UnitState) => mayModulate(u)).map((u) => u.id);
      const orders: StarfireOrder[] = subsetsOfOne(ids).map((hardTurn) => ({
        type: 'declare',
        hardTurn,
        engineModulation: [],
      }));
      for (const em of subsetsOfOne(modulating).slice(1))
        orders.push({ type: 'declare', hardTurn: [], engineModulation: em });
      return orders;
    }
    case 'move':
      return stepOrders(state, side);
    case 'shelter':
      return subsetsOfOne(shelterCandidates(state, side).map((u) => u.id)).map((units) => ({
        type: 'shelter',
        units,
      }));
    case 'fire':
      return activatableShips(state, side).flatMap((unit) =>
        fireOrdersFor(fireOptions(state, unit.id)),
      );
    case 'point_defense':
      return pointDefenseOrders(state);
  }
}

/** For UIs: the turn-mode progress of a ship (MPs spent in one direction / turn mode). */
export function turnModeProgress(unit: UnitState): {
  readonly spent: number;
  readonly needed: number;
} {
  return { spent: unit.turnCount, needed: turnModeOf(unit) };
}
