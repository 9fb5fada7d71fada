import { boardPicture, type BoardPicture } from '@broadside/board-picture';
import { SEED_BYTES, verifiableDice, type AnyRuleset, type RuleError } from '@broadside/rules';

/** The fixed dice seed of the editor's board: the same set-up always draws the same position. */
const EDITOR_SEED = new Uint8Array(SEED_BYTES);

/** What the rules say of a set-up: accepted, or refused with the error (code, message, path). */
export type SetupCheck = { readonly ok: true } | { readonly ok: false; readonly error: RuleError };

/** The editor's check of a set-up and, when accepted, the board of its initial position. */
export interface EditorBoard {
  readonly check: SetupCheck;
  /** The initial position as the battle board draws it, or `null` when refused. */
  readonly picture: BoardPicture | null;
}

/**
 * Checks a set-up with the ruleset's own `parseSetup` and, when it is accepted, creates the game
 * with the rules package over a fixed seed and draws its first position through the same map
 * model as battles: a spectator's view, with each side's own ships as that side sees them.
 * Nothing is re-checked here.
 */
export function editorBoard(rules: AnyRuleset, setup: unknown): EditorBoard {
  const parsed = rules.parseSetup(setup);
  if (!parsed.ok) return { check: { ok: false, error: parsed.error }, picture: null };
  const created = rules.create(parsed.value, verifiableDice(EDITOR_SEED));
  if (!created.ok) return { check: { ok: false, error: created.error }, picture: null };
  const state = created.value.state;
  const picture = boardPicture(rules.id, rules.view(state, { kind: 'spectator' }));
  if (!picture) return { check: { ok: true }, picture: null };
  // A spectator may not see every ship (Star Cruiser Lite's detection, a cloak): each side's own
  // view shows its own ships, and the editor shows them all.
  const units = new Map(picture.units.map((u) => [u.id, u]));
  for (const seat of rules.seats(state)) {
    const own = boardPicture(rules.id, rules.view(state, { kind: 'seat', seat }));
    for (const unit of own?.units ?? []) if (unit.side === seat) units.set(unit.id, unit);
  }
  return { check: { ok: true }, picture: { ...picture, units: [...units.values()] } };
}
