import {
  checkCard,
  checkFaction,
  type Faction,
  type OwnClass,
  type OwnFaction,
  type ShipClass,
} from '@broadside/rules/startrek';
import type { Result } from '@broadside/rules';
import { currentLibrary } from '../../../library/library.js';

/**
 * The player's saved Star Trek datacards (docs/rules/star-trek.md, "Own cards"). A library body
 * says which card it is: `{ card: 'class', … }` for a ship card, `{ card: 'faction', … }` for a
 * faction card; both are checked by the rules package before they are used.
 */
export interface OwnCards {
  readonly classes: readonly OwnClass[];
  readonly factions: readonly OwnFaction[];
}

/** A library body as a checked card: a faction card, or a ship card that may name `factions`. */
export function readCardBody(
  body: unknown,
  factions: readonly { readonly id: string }[],
): Result<{ card: 'class'; value: ShipClass } | { card: 'faction'; value: Faction }> {
  const kind = (body as { card?: unknown } | null)?.card;
  if (kind === 'faction') {
    const checked = checkFaction(body);
    return checked.ok ? { ok: true, value: { card: 'faction', value: checked.value } } : checked;
  }
  const checked = checkCard(body, factions);
  return checked.ok ? { ok: true, value: { card: 'class', value: checked.value } } : checked;
}

/** The cards of `entries` that pass their checks; later entries with a taken id are left out. */
export function ownCards(entries: readonly { readonly body: unknown }[]): OwnCards {
  const factions: OwnFaction[] = [];
  for (const { body } of entries) {
    const read = readCardBody(body, []);
    if (
      read.ok &&
      read.value.card === 'faction' &&
      !factions.some((f) => f.id === read.value.value.id)
    )
      factions.push({ card: 'faction', ...read.value.value });
  }
  const classes: OwnClass[] = [];
  for (const { body } of entries) {
    const read = readCardBody(body, factions);
    if (
      read.ok &&
      read.value.card === 'class' &&
      !classes.some((c) => c.id === read.value.value.id)
    )
      classes.push({ card: 'class', ...(read.value.value as Omit<OwnClass, 'card'>) });
  }
  return { classes, factions };
}

/** The player's Star Trek cards from the library (browser or server), checked. */
export async function loadOwnCards(): Promise<OwnCards> {
  return ownCards(await currentLibrary().list('design', 'startrek'));
}
