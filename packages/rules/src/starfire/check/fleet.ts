import type { Result } from '../../core/result.js';
import type { HullCode } from '../data/hulls.js';
import { parseDesign } from '../design/parse.js';
import { fleetPoints } from '../design/points.js';
import type { Design } from '../design/types.js';
import { reject } from '../errors.js';
import type { ChooseFleetOrder } from '../orders.js';
import { fleetHulls } from '../phases/fleet.js';
import type { SideId } from '../scenarios/types.js';
import type { StarfireState } from '../state.js';
import { expectTurn } from './common.js';

/**
 * A fleet choice: the side's turn in the fleet phase, only hulls the side fields
 * (`fleet/hull_not_fielded`), every design valid for its hull (`fleet/invalid_design`, its
 * path `['designs', hull, position]` ending at the character of the design's first fault), and
 * the whole fleet within the side's budget when it has one (`order/over_budget`, path `['designs']`).
 */
export function checkChooseFleet(
  state: StarfireState,
  seat: SideId,
  order: ChooseFleetOrder,
): Result<void> {
  const turn = expectTurn(state, seat, 'choose_fleet');
  if (!turn.ok) return turn;
  const fielded = fleetHulls(state, seat);
  const chosen = new Map<HullCode, Design>();
  for (const [hull, text] of Object.entries(order.designs) as [HullCode, string][]) {
    if (!fielded.includes(hull)) {
      return reject(
        'fleet/hull_not_fielded',
        `Side ${seat} fields no ${hull} (it fields ${fielded.join(', ')}).`,
        ['designs', hull],
      );
    }
    const parsed = parseDesign(hull, text);
    if (!parsed.ok) {
      const first = parsed.error[0];
      const position = first?.position ?? 0;
      return reject(
        'fleet/invalid_design',
        `The ${hull} design is not valid at character ${position + 1} (${first?.code ?? 'design/invalid'}): ${first?.message ?? 'unknown problem'}`,
        ['designs', hull, position],
      );
    }
    chosen.set(hull, parsed.value);
  }
  return checkFleetBudget(state, seat, chosen);
}

/** The chosen fleet's points (hulls not chosen keep the default design) within the side's budget. */
function checkFleetBudget(
  state: StarfireState,
  seat: SideId,
  chosen: ReadonlyMap<HullCode, Design>,
): Result<void> {
  const budget = state.setup.budget?.[seat];
  if (budget === undefined) return { ok: true, value: undefined };
  const units = state.setup.units
    .filter((unit) => unit.side === seat)
    .map((unit) => ({ hull: unit.hull, design: chosen.get(unit.hull) }));
  const points = fleetPoints(units);
  if (points > budget) {
    return reject(
      'order/over_budget',
      `Side ${seat}'s fleet would cost ${points} points; its budget is ${budget}.`,
      ['designs'],
    );
  }
  return { ok: true, value: undefined };
}
