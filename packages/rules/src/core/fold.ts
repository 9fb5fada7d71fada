import type { DiceSource } from './dice-source.js';
import type { RuleError } from './result.js';
import type { AnyRuleset, SeatId } from './ruleset.js';

/**
 * One entry of a game's log, as every replay reads it. An `adjudication` (a tournament organiser
 * decided the game) changes no state: it only ends the game with its recorded result.
 */
export interface FoldEntry {
  readonly kind: 'order' | 'timeout' | 'adjudication';
  /** The seat the entry is for (an adjudication is for none: the server stores it as ''). */
  readonly seat: SeatId;
  /** The order (ignored for a timeout and an adjudication). */
  readonly order?: unknown;
}

/** What one entry did. */
export type Folded =
  | { readonly ok: true; readonly state: unknown; readonly events: readonly unknown[] }
  | { readonly ok: false; readonly error: RuleError };

/**
 * Applies one log entry to a state: the one replay step shared by the record verifier, the
 * server's rebuild and the web replay. An order is checked first (a stored order that is no
 * longer legal gives its rule error, never a half-applied state); a timeout goes to the
 * ruleset's `timeout`; an adjudication leaves the state as it is.
 */
export function foldEntry(
  ruleset: AnyRuleset,
  state: unknown,
  entry: FoldEntry,
  dice: DiceSource,
): Folded {
  if (entry.kind === 'adjudication') return { ok: true, state, events: [] };
  if (entry.kind === 'timeout') {
    const applied = ruleset.timeout(state, entry.seat, dice);
    return { ok: true, state: applied.state, events: applied.events };
  }
  const checked = ruleset.check(state, entry.seat, entry.order);
  if (!checked.ok) return checked;
  const applied = ruleset.apply(state, entry.seat, checked.value, dice);
  return { ok: true, state: applied.state, events: applied.events };
}
