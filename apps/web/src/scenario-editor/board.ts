import { setupPicture, type BoardPicture } from '@broadside/board-picture';
import { SEED_BYTES, type AnyRuleset, type RuleError, type SeatId } from '@broadside/rules';

/** The fixed dice seed of the editor's board: the same set-up always draws the same position. */
const EDITOR_SEED = new Uint8Array(SEED_BYTES);

/** What the rules say of a set-up: accepted, or refused with the error (code, message, path). */
export type SetupCheck = { readonly ok: true } | { readonly ok: false; readonly error: RuleError };

/** The editor's check of a set-up and, when accepted, the board of its initial position. */
export interface EditorBoard {
  readonly check: SetupCheck;
  /** The initial position as the battle board draws it, or `null` when refused. */
  readonly picture: BoardPicture | null;
  /** Each side's deployment zone where the sides pick their fleets, else `null`. */
  readonly zones: Readonly<Record<SeatId, readonly string[]>> | null;
}

/**
 * Checks a set-up with the ruleset's own `parseSetup` and draws its first position through the
 * same map model as battles (`setupPicture` of the board-picture package, which the scenario
 * library's pictures use too). Nothing is re-checked here.
 */
export function editorBoard(rules: AnyRuleset, setup: unknown): EditorBoard {
  const drawn = setupPicture(rules, setup, EDITOR_SEED);
  if (!drawn.ok) return { check: { ok: false, error: drawn.error }, picture: null, zones: null };
  return { check: { ok: true }, picture: drawn.picture, zones: drawn.zones };
}
