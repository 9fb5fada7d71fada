import { z } from 'zod';
import { err, ok, ruleError, type Result } from '../core/result.js';
import {
  BANDS,
  CLASS_IDS,
  CLASSES,
  FACTION_IDS,
  FACTIONS,
  TRACKS,
  type Faction,
  type ShipClass,
} from './cards.js';
import type { StartrekSetup } from './state.js';

/**
 * A creator's own datacards (issue 30, "Bring your own fleet"): faction cards and ship cards with
 * the same fields as the printed ones (Basics: "Each Faction has a datacard … Each ship has a
 * datacard"). A set-up carries them in `custom.factions` / `custom.classes`; the editor checks
 * them live with {@link checkFaction} and {@link checkCard}.
 */

/** Most own ship cards a set-up may carry. */
export const MAX_OWN_CLASSES = 16;
/** Most own faction cards a set-up may carry. */
export const MAX_OWN_FACTIONS = 8;

/** Card ids: lower case letters, digits and `_`, starting with a letter. */
const idSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'an id is 1–40 of a–z, 0–9 and _, starting with a letter');
const nameSchema = z.string().trim().min(1).max(40);
const die = (min: number) => z.number().int().min(min).max(6);

/** An own faction card: the printed faction card's fields, each within the dice's reach. */
export const ownFactionSchema = z.strictObject({
  /** Says what a library body holds. */
  card: z.literal('faction').optional(),
  id: idSchema,
  name: nameSchema,
  /** Initiative dice rolled each turn, 1–6. */
  initiative: die(1),
  /** Damage control target number, 2–6. */
  crewQuality: die(2),
  /** Boarding option: dice of an assault (1–6) and the target number against this faction (2–6). */
  assault: die(1),
  defence: die(2),
});

/** An own ship card: the printed ship card's fields. */
export const ownClassSchema = z.strictObject({
  /** Says what a library body holds. */
  card: z.literal('class').optional(),
  id: idSchema,
  name: nameSchema,
  /** A printed faction id or an own faction card's id. */
  faction: z.string(),
  /** The longest movement band. */
  move: z.enum(BANDS),
  /** Turn Value: hexsides of one turn, 0–3. */
  turn: z.number().int().min(0).max(3),
  /** Damage dice of its photon torpedoes, 0–6 (0 exactly when Torpedoes are not fitted). */
  torpedoDice: z.number().int().min(0).max(6),
  /** Victory points its loss is worth, 1–50. */
  points: z.number().int().min(1).max(50),
  /** The tracks not fitted (they stay at 1); every other track starts at 6. */
  lacks: z.array(z.enum(TRACKS)).max(TRACKS.length),
});

/** An own faction card as the schema reads it. */
export type OwnFaction = z.infer<typeof ownFactionSchema>;
/** An own ship card as the schema reads it. */
export type OwnClass = z.infer<typeof ownClassSchema>;

type Path = (string | number)[];

function refuse(code: string, message: string, path: Path): Result<never> {
  return err(ruleError(`card/${code}`, message, path));
}

function shape<T>(schema: z.ZodType<T>, input: unknown): Result<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const path = (issue?.path ?? []).map((p) => (typeof p === 'number' ? p : String(p)));
  const where = path.length > 0 ? ` at ${path.join('.')}` : '';
  return refuse('invalid', `The card is not valid${where}: ${issue?.message ?? 'unknown'}.`, path);
}

/** A card id made from a name: `own_` and the name in lower case, e.g. `own_bird_of_prey`. */
export function ownCardId(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `own_${slug}`.slice(0, 40).replace(/_+$/, '');
}

/** The semantic checks of a faction card that passed its shape (paths relative to the card). */
export function factionProblem(card: OwnFaction): Result<Faction> {
  if ((FACTION_IDS as readonly string[]).includes(card.id))
    return refuse('printed_id', `"${card.id}" is a printed faction card's id.`, ['id']);
  const { card: _kind, ...faction } = card;
  return ok(faction);
}

/**
 * The semantic checks of a ship card that passed its shape (paths relative to the card);
 * `factions` are the own faction cards it may name beside the printed ones.
 */
export function classProblem(
  card: OwnClass,
  factions: readonly { readonly id: string }[] = [],
): Result<ShipClass> {
  if ((CLASS_IDS as readonly string[]).includes(card.id))
    return refuse('printed_id', `"${card.id}" is a printed ship card's id.`, ['id']);
  const known = [...FACTION_IDS, ...factions.map((f) => f.id)];
  if (!known.includes(card.faction))
    return refuse('unknown_faction', `No faction card "${card.faction}" (${known.join(', ')}).`, [
      'faction',
    ]);
  const twice = card.lacks.findIndex((t, i) => card.lacks.indexOf(t) !== i);
  if (twice >= 0)
    return refuse('duplicate_track', `${card.lacks[twice]} is listed twice.`, ['lacks', twice]);
  if (card.lacks.length === TRACKS.length)
    return refuse('no_tracks', 'A ship needs at least one fitted track.', ['lacks']);
  const torpedoes = !card.lacks.includes('torpedoes');
  if (torpedoes && card.torpedoDice === 0)
    return refuse('torpedo_dice', 'A ship with Torpedoes fitted rolls at least one die.', [
      'torpedoDice',
    ]);
  if (!torpedoes && card.torpedoDice > 0)
    return refuse('torpedo_dice', 'A ship without Torpedoes has no torpedo dice.', ['torpedoDice']);
  const { card: _kind, ...ship } = card;
  return ok(ship);
}

/**
 * Checks an own faction card (the editor's live check, and imported share codes). Errors, with
 * the path into the card: `card/invalid` (shape or range), `card/printed_id`.
 */
export function checkFaction(input: unknown): Result<Faction> {
  const read = shape(ownFactionSchema, input);
  return read.ok ? factionProblem(read.value) : read;
}

/**
 * Checks an own ship card; `factions` are own faction cards it may name. Errors, with the path
 * into the card: `card/invalid` (shape or range), `card/printed_id`, `card/unknown_faction`,
 * `card/duplicate_track`, `card/no_tracks`, `card/torpedo_dice`.
 */
export function checkCard(
  input: unknown,
  factions: readonly { readonly id: string }[] = [],
): Result<ShipClass> {
  const read = shape(ownClassSchema, input);
  return read.ok ? classProblem(read.value, factions) : read;
}

type CardSource = Pick<StartrekSetup, 'custom'>;

/** The ship card of `cls` in a game: the set-up's own card, else the printed one. */
export function classCard(setup: CardSource, cls: string): ShipClass {
  const own = setup.custom?.classes?.find((c) => c.id === cls);
  if (own) return own;
  const printed = (CLASSES as Readonly<Record<string, ShipClass>>)[cls];
  if (!printed) throw new Error(`no ship card ${cls}`);
  return printed;
}

/** The faction card `id` in a game: the set-up's own card, else the printed one. */
export function factionCard(setup: CardSource, id: string): Faction {
  const own = setup.custom?.factions?.find((f) => f.id === id);
  if (own) return own;
  const printed = (FACTIONS as Readonly<Record<string, Faction>>)[id];
  if (!printed) throw new Error(`no faction card ${id}`);
  return printed;
}

/** Every ship card a game knows: the printed ones, then the set-up's own. */
export function gameClasses(setup: CardSource): ShipClass[] {
  return [...CLASS_IDS.map((id) => CLASSES[id]), ...(setup.custom?.classes ?? [])];
}

/** Every faction card a game knows: the printed ones, then the set-up's own. */
export function gameFactions(setup: CardSource): Faction[] {
  return [...FACTION_IDS.map((id) => FACTIONS[id]), ...(setup.custom?.factions ?? [])];
}
