import { err, ok, ruleError, type Result } from '../core/result.js';
import type { ScShipInput } from './convert-input.js';
import { convertShip } from './convert-ship.js';
import { CLASSES, type ClassBook, type SclClass } from './designs.js';

/**
 * A game's ship classes (issue 30, "Bring your own fleet"): the printed classes and the
 * creator's own. A custom set-up carries its own classes as Star Cruiser figures, the
 * converter's input, and every game converts them by the seed's rules when it reads them, just
 * as `designs.ts` converts the printed ones (docs/rules/star-cruiser-lite.md, "Your own ships").
 * The record thus holds the figures a player typed, and the game's figures follow from them.
 */

/** The most own classes one set-up may carry. */
export const MAX_OWN_CLASSES = 12;

/** Anything that carries a game's set-up: its state, or a view of it. */
export interface WithSetup {
  readonly setup: { readonly custom?: { readonly classes?: readonly ScShipInput[] } };
}

type Path = (string | number)[];

const refuse = (code: string, message: string, path: Path) =>
  err(ruleError(`setup/${code}`, message, path));

/**
 * Converts a set-up's own classes and adds them to the printed ones. Fighters are converted
 * first, so that an own carrier may carry an own fighter. Errors, each at the path into the
 * set-up input: `setup/class_taken` (the id is a printed class's, or appears twice) and
 * `setup/bad_class` (the conversion refuses the figures: its message, and the path into the
 * class).
 */
export function checkOwnClasses(classes: readonly ScShipInput[] | undefined): Result<ClassBook> {
  if (!classes || classes.length === 0) return ok(CLASSES);
  const book: Record<string, SclClass> = { ...CLASSES };
  const rank = (c: ScShipInput) => (c.kind === 'fighter' ? 0 : 1);
  const order = [...classes.entries()].sort(([i, a], [j, b]) => rank(a) - rank(b) || i - j);
  for (const [i, input] of order) {
    const path: Path = ['custom', 'classes', i];
    if (book[input.id])
      return refuse(
        'class_taken',
        CLASSES[input.id]
          ? `"${input.id}" is a printed class: give your ${input.name} an id of its own.`
          : `Two of your classes are called "${input.id}".`,
        [...path, 'id'],
      );
    const converted = convertShip(input, book);
    if (!converted.ok)
      return refuse('bad_class', `${input.name}: ${converted.error.message}`, [
        ...path,
        ...converted.error.path,
      ]);
    book[input.id] = converted.value;
  }
  return ok(book);
}

const books = new WeakMap<object, ClassBook>();

/**
 * The classes of a game: the printed ones, with its set-up's own (a checked set-up: an unchecked
 * one throws). The conversion runs once per set-up object.
 */
export function classesOf(game: WithSetup): ClassBook {
  const classes = game.setup.custom?.classes;
  if (!classes || classes.length === 0) return CLASSES;
  const known = books.get(classes);
  if (known) return known;
  const checked = checkOwnClasses(classes);
  if (!checked.ok) throw new Error(`unchecked own classes: ${checked.error.message}`);
  books.set(classes, checked.value);
  return checked.value;
}

/** The class of a ship or fighter flight of `game` (a missing one is a programmer error). */
export function classOf(game: WithSetup, id: string): SclClass {
  const c = classesOf(game)[id];
  if (!c) throw new Error(`no class ${id}`);
  return c;
}
