import type { StarfireOrder } from '@broadside/rules/starfire';
import type { StarfireSession } from '../session.js';
import { activatableUnits } from './decisions.js';
import { unitsWithSteps } from './movement-options.js';
import { actingSeat, owedKind, type BattleMode } from './owed-orders.js';

/**
 * The ship the battle page selects by itself as the game moves on, or `null` to keep the
 * selection: the first ship that owes a step or a fire decision when the selected one owes none
 * (`owed`); off move in the movement phase with none selected, an own ship with MP left, to plan
 * and queue its path.
 */
export function shipToSelect(
  s: StarfireSession,
  mode: BattleMode,
  orders: readonly StarfireOrder[],
  selected: string | null,
): { readonly unit: string | null; readonly owed: boolean } | null {
  const kind = owedKind(s, mode);
  const candidates =
    kind === 'move' ? unitsWithSteps(orders) : kind === 'fire' ? activatableUnits(orders) : [];
  if (candidates.length > 0 && (!selected || !candidates.includes(selected)))
    return { unit: candidates[0] ?? null, owed: true };
  if (!selected && s.view?.stage.phase === 'movement') {
    const side = actingSeat(s, mode);
    return { unit: s.view.units.find((u) => u.side === side && u.mp > 0)?.id ?? null, owed: false };
  }
  return null;
}
