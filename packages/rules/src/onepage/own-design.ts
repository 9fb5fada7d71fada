import { z } from 'zod';
import { err, ok, ruleError, type Result, type RuleError } from '../core/result.js';
import { DESIGN_IDS, DESIGNS, isDesignId, lossesBetween, type Design } from './designs.js';

/**
 * Own designs (docs/rules/onepage.md, Own designs): a creator's ship with the printed sheet's
 * figures — hull points, guns, missiles and launchers, MP — and its lettered loss boxes. The
 * caps keep every figure within the scale of the seven printed designs (Ship designs).
 */

/** The largest figure an own design may have, per figure. */
export const DESIGN_CAPS = {
  hull: 40,
  guns: 6,
  missiles: 12,
  launchers: 4,
  mp: 6,
  /** Loss rules (rows) per design. */
  losses: 8,
  /** Ships lost per box. */
  amount: 6,
  /** Hit numbers one `on` rule may list. */
  on: 12,
} as const;

/** The most own designs one set-up may carry. */
export const MAX_OWN_DESIGNS = 12;

/** An own design's id: a short lower-case slug. */
export const DESIGN_ID_PATTERN = /^[a-z][a-z0-9_-]{0,23}$/;

const count = (max: number) => z.number().int().min(0).max(max);
const hitNumber = z.number().int().min(1).max(DESIGN_CAPS.hull);

/** A loss box rule's shape: system, `every` N or `on` hits, and the amount per box. */
const lossSchema = z.strictObject({
  system: z.enum(['guns', 'launchers', 'mp']),
  every: hitNumber.optional(),
  on: z.array(hitNumber).min(1).max(DESIGN_CAPS.on).optional(),
  amount: z.number().int().min(1).max(DESIGN_CAPS.amount),
});

/** An own design's shape; {@link checkDesign} checks the rest. */
export const ownDesignSchema = z.strictObject({
  id: z.string().regex(DESIGN_ID_PATTERN, 'a lower-case slug of at most 24 letters and digits'),
  name: z.string().trim().min(1).max(30),
  hull: z.number().int().min(1).max(DESIGN_CAPS.hull),
  guns: count(DESIGN_CAPS.guns),
  missiles: count(DESIGN_CAPS.missiles),
  launchers: count(DESIGN_CAPS.launchers),
  mp: z.number().int().min(1).max(DESIGN_CAPS.mp),
  losses: z.array(lossSchema).max(DESIGN_CAPS.losses),
});

/** An own design as the input gives it, shape-checked. */
export type OwnDesignInput = z.infer<typeof ownDesignSchema>;

type Path = (string | number)[];

const SYSTEM_NAMES = { guns: 'guns', launchers: 'launchers', mp: 'MP' } as const;

/** The first thing wrong with a shape-checked design beyond its shape, or null. */
function designProblem(d: OwnDesignInput): RuleError | null {
  if (isDesignId(d.id))
    return ruleError(
      'design/reserved_id',
      `"${d.id}" is a printed design's id (${DESIGN_IDS.join(', ')}); choose another.`,
      ['id'],
    );
  if (d.missiles > 0 !== d.launchers > 0)
    return ruleError(
      'design/bad_missiles',
      d.missiles > 0
        ? `${d.missiles} missiles need at least one launcher.`
        : `${d.launchers} launchers need missiles to launch.`,
      [d.missiles > 0 ? 'launchers' : 'missiles'],
    );
  for (const [i, rule] of d.losses.entries()) {
    const path: Path = ['losses', i];
    if ((rule.every === undefined) === (rule.on === undefined))
      return ruleError(
        'design/bad_losses',
        'A loss box row needs either "every" N hull hits or a list of hull hits "on", not both.',
        [...path, rule.every === undefined ? 'every' : 'on'],
      );
    if (rule.every !== undefined && rule.every > d.hull)
      return ruleError(
        'design/bad_losses',
        `A box every ${rule.every} hull hits lies beyond the hull of ${d.hull}.`,
        [...path, 'every'],
      );
    for (const [j, hit] of (rule.on ?? []).entries()) {
      if (hit > d.hull)
        return ruleError(
          'design/bad_losses',
          `A box on hull hit ${hit} lies beyond the hull of ${d.hull}.`,
          [...path, 'on', j],
        );
      if (rule.on!.indexOf(hit) !== j)
        return ruleError('design/bad_losses', `Hull hit ${hit} is listed twice.`, [
          ...path,
          'on',
          j,
        ]);
    }
  }
  // Boxes on the last hull hit never cost anything: the ship is destroyed (the Raider's third G).
  const lost = lossesBetween({ ...d, losses: d.losses }, 0, d.hull - 1);
  for (const system of ['guns', 'launchers', 'mp'] as const) {
    if (lost[system] <= d[system]) continue;
    const row = d.losses.findIndex((rule) => rule.system === system);
    return ruleError(
      'design/bad_losses',
      `The loss boxes take ${lost[system]} ${SYSTEM_NAMES[system]} before the last hull hit; ` +
        `the design has ${d[system]}.`,
      ['losses', row, 'amount'],
    );
  }
  return null;
}

/** Keeps only the loss rule's given parts, in the printed designs' order of keys. */
function tidy(d: OwnDesignInput): Design {
  return {
    ...d,
    losses: d.losses.map((rule) => ({
      system: rule.system,
      ...(rule.every === undefined ? {} : { every: rule.every }),
      ...(rule.on === undefined ? {} : { on: [...rule.on] }),
      amount: rule.amount,
    })),
  };
}

/**
 * Checks an own design, e.g. live in the ship editor. Errors, each with the path into the
 * design: `design/invalid` (a figure missing, out of its cap, or of the wrong kind),
 * `design/reserved_id` (the id of a printed design), `design/bad_missiles` (missiles without a
 * launcher, or launchers without missiles) and `design/bad_losses` (a row with both or neither
 * of `every` and `on`, a box beyond the hull, a hit listed twice, or boxes that take more guns,
 * launchers or MP than fitted before the last hull hit).
 */
export function checkDesign(input: unknown): Result<Design> {
  const parsed = ownDesignSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = (issue?.path ?? []).map((p) => (typeof p === 'number' ? p : String(p)));
    const where = path.length > 0 ? ` at ${path.join('.')}` : '';
    return err(
      ruleError('design/invalid', `Design is not valid${where}: ${issue?.message ?? '?'}.`, path),
    );
  }
  const problem = designProblem(parsed.data);
  return problem ? err(problem) : ok(tidy(parsed.data));
}

/** Whatever carries a set-up's own designs: a set-up, a state or a view. */
export interface WithDesigns {
  readonly setup: { readonly custom?: { readonly designs?: readonly Design[] } };
}

/**
 * The design a ship names in a game: one of the set-up's own designs, or a printed one. An
 * unknown id is a programmer error (the set-up was checked).
 */
export function designOf(game: WithDesigns, id: string): Design {
  const own = game.setup.custom?.designs?.find((d) => d.id === id);
  if (own) return own;
  if (isDesignId(id)) return DESIGNS[id];
  throw new Error(`no design ${id}`);
}

/** The designs a game may field: the set-up's own ones, then the seven printed ones. */
export function gameDesigns(own: readonly Design[] = []): Design[] {
  return [...own, ...DESIGN_IDS.map((id) => DESIGNS[id])];
}
