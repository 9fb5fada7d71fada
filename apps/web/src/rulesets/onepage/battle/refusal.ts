import type { WireError } from '@broadside/protocol';
import type { OnepageView, Plan } from '@broadside/rules/onepage';
import { whatToDo } from '../../../game/refusal-text.js';
import { shipName } from './map-model.js';

/**
 * The ship a refused plot or move is about: the rules point their error at one entry of the
 * order (`['moves', i, …]` or `['launches', i, …]`), and that entry names the ship. `null` when
 * the error is about the order as a whole.
 */
export function refusedShip(plan: Plan, path: WireError['path']): string | null {
  const [list, index] = path;
  if ((list !== 'moves' && list !== 'launches') || typeof index !== 'number') return null;
  return plan[list][index]?.ship ?? null;
}

/**
 * What the orders panel says about a refused plot or move: which ship held it up (by name),
 * the rules' reason, that the draft is kept, and what to do: put that ship's orders right, or
 * for an error about the order as a whole the hint its code calls for. The stable code is not
 * part of the sentence (the panel keeps it in `data-code`).
 */
export function refusalText(
  view: OnepageView,
  kind: string,
  error: WireError,
  ship: string | null,
): string {
  const what = kind === 'move' ? 'move' : 'plot';
  const fix = ship
    ? `The orders of ${shipName(view, ship)} are marked: change or drop them, then send again.`
    : whatToDo(error.code);
  return `Your ${what} was not taken: ${error.message} It is kept as you drew it. ${fix}`;
}
