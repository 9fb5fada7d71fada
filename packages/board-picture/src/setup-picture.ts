import {
  isFleetPickView,
  verifiableDice,
  type AnyRuleset,
  type RuleError,
  type SeatId,
} from '@broadside/rules';
import { boardPicture, type BoardPicture } from './picture.js';

/**
 * A set-up as a picture, before any game is played: what the scenario editor draws and the
 * scenario library shows. One function for both, so they always agree.
 */

/** A set-up, checked by its ruleset and drawn: the refusal, or the picture and fleet zones. */
export type SetupPicture =
  | { readonly ok: false; readonly error: RuleError }
  | {
      readonly ok: true;
      /** The initial position, or null for a ruleset without a map picture. */
      readonly picture: BoardPicture | null;
      /** Each side's deployment zone (CCRR labels) where the sides pick their fleets. */
      readonly zones: Readonly<Record<SeatId, readonly string[]>> | null;
    };

/** The fleet-phase options, which the position is drawn without (the set-up's ships suggested). */
const FLEET_KEYS = ['fleetChoice', 'fleetZones'] as const;

function withoutFleetChoice(setup: unknown): unknown {
  if (typeof setup !== 'object' || setup === null) return setup;
  const rest: Record<string, unknown> = { ...(setup as Record<string, unknown>) };
  for (const key of FLEET_KEYS) delete rest[key];
  return rest;
}

/**
 * Checks `setupInput` with the ruleset's own `parseSetup` and draws its initial position, created
 * over `seed` (a fixed seed: the same set-up always draws the same). The picture is a
 * spectator's view with each side's own ships added as that side sees them, so ships hidden from
 * spectators (Star Cruiser Lite's detection, a cloak) are still drawn. A set-up in which each
 * side picks its fleet is drawn with the ships it suggests, and its zones are returned.
 */
export function setupPicture(
  rules: AnyRuleset,
  setupInput: unknown,
  seed: Uint8Array,
): SetupPicture {
  const parsed = rules.parseSetup(setupInput);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  let zones: Readonly<Record<SeatId, readonly string[]>> | null = null;
  const fleet = rules.create(parsed.value, verifiableDice(seed));
  if (!fleet.ok) return { ok: false, error: fleet.error };
  const fleetView = rules.view(fleet.value.state, { kind: 'spectator' });
  let state = fleet.value.state;
  if (isFleetPickView(fleetView)) {
    zones = fleetView.fleetPick.zones;
    const plain = rules.parseSetup(withoutFleetChoice(setupInput));
    if (!plain.ok) return { ok: true, picture: null, zones };
    const created = rules.create(plain.value, verifiableDice(seed));
    if (!created.ok) return { ok: true, picture: null, zones };
    state = created.value.state;
  }
  const picture = boardPicture(rules.id, rules.view(state, { kind: 'spectator' }));
  if (!picture) return { ok: true, picture: null, zones };
  const units = new Map(picture.units.map((u) => [u.id, u]));
  for (const seat of rules.seats(state)) {
    const own = boardPicture(rules.id, rules.view(state, { kind: 'seat', seat }));
    for (const unit of own?.units ?? []) if (unit.side === seat) units.set(unit.id, unit);
  }
  return { ok: true, picture: { ...picture, units: [...units.values()] }, zones };
}
