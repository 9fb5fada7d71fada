import type { Result } from '../../core/result.js';
import type { HullCode } from '../data/hulls.js';
import { parseDesign } from '../design/parse.js';
import { reject } from '../errors.js';
import type { ChooseFleetOrder } from '../orders.js';
import { fleetHulls } from '../phases/fleet.js';
import type { SideId } from '../scenarios/types.js';
import type { StarfireState } from '../state.js';
import { expectTurn } from './common.js';

/**
 * A fleet choice: the side's turn in the fleet phase, only hulls the side fields
 * (`fleet/hull_not_fielded`), and every design valid for its hull (`fleet/invalid_design`, its
 * path `['designs', hull, position]` ending at the character of the design's first fault).
 */
export function checkChooseFleet(
  state: StarfireState,
  seat: SideId,
  order: ChooseFleetOrder,
): Result<void> {
  const turn = expectTurn(state, seat, 'choose_fleet');
  if (!turn.ok) return turn;
  const fielded = fleetHulls(state, seat);
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
  }
  return { ok: true, value: undefined };
}
