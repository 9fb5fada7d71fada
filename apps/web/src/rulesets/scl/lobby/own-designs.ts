import {
  checkOwnClasses,
  CLASSES,
  explainConversion,
  type ClassBook,
  type ScShipInput,
} from '@broadside/rules/scl';
import { currentLibrary } from '../../../library/library.js';

/**
 * The player's saved converted designs (the converter's "Save"), as own classes a custom battle
 * may field (docs/rules/star-cruiser-lite.md, "Your own ships"). Each takes a game id of its
 * own, `own_1`, `own_2` …, so that a design saved as `bismarck` never clashes with the printed
 * Bismarck; only designs the conversion accepts are offered.
 */

/** A saved design ready to field: its game id, the name it was saved under and its figures. */
export interface OwnDesign {
  readonly id: string;
  readonly name: string;
  readonly figures: ScShipInput;
}

/** The saved designs of `bodies` the conversion accepts, with their game ids and names. */
export function ownDesigns(
  entries: readonly { readonly name: string; readonly body: unknown }[],
): OwnDesign[] {
  const out: OwnDesign[] = [];
  for (const entry of entries) {
    const id = `own_${out.length + 1}`;
    const body = { ...(entry.body as object), id, name: entry.name } as ScShipInput;
    const checked = explainConversion(body);
    if (checked.ok && checked.value.design.kind === 'ship')
      out.push({ id, name: entry.name, figures: body });
  }
  return out;
}

/** The player's Star Cruiser Lite designs from the library (browser or server), checked. */
export async function loadOwnDesigns(): Promise<OwnDesign[]> {
  const entries = await currentLibrary().list('design', 'scl');
  return ownDesigns(entries);
}

/** The printed classes with `own` added (the same book the rules build for the game). */
export function bookOf(own: readonly OwnDesign[]): ClassBook {
  const checked = checkOwnClasses(own.map((d) => d.figures));
  return checked.ok ? checked.value : CLASSES;
}
