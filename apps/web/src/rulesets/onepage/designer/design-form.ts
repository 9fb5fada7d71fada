import {
  DESIGNS,
  checkDesign,
  type Design,
  type DesignId,
  type LossSystem,
} from '@broadside/rules/onepage';
import type { LibraryEntry } from '@broadside/protocol';

/**
 * The one-page ship editor's form (docs/rules/onepage.md, Own designs): what the fields hold,
 * turned into the design the rules package checks, and back. No rules here: `checkDesign` is
 * the only judge.
 */

/** One row of loss boxes as the form holds it: `every` N hull hits, or `on` a list of hits. */
export interface LossRow {
  readonly system: LossSystem;
  readonly mode: 'every' | 'on';
  /** N for `every`; the hit numbers for `on`, separated by commas or spaces. */
  readonly hits: string;
  readonly amount: number;
}

/** The figures a design has, in the form's order. */
export const FIGURES = ['hull', 'guns', 'missiles', 'launchers', 'mp'] as const;

/** One of {@link FIGURES}. */
export type Figure = (typeof FIGURES)[number];

/** The editor's fields. */
export interface DesignForm {
  readonly name: string;
  readonly hull: number;
  readonly guns: number;
  readonly missiles: number;
  readonly launchers: number;
  readonly mp: number;
  readonly losses: readonly LossRow[];
}

/**
 * An own design's id from its name: `own_` and a slug of the name, so it never clashes with a
 * printed design's id and one name always gives one id.
 */
export function designIdFor(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+/, '')
    .slice(0, 20)
    .replace(/_+$/, '');
  return `own_${slug || 'design'}`;
}

/** The design input the form stands for (unchecked: `checkDesign` judges it). */
export function formToInput(form: DesignForm): Record<string, unknown> {
  return {
    id: designIdFor(form.name),
    name: form.name,
    hull: form.hull,
    guns: form.guns,
    missiles: form.missiles,
    launchers: form.launchers,
    mp: form.mp,
    losses: form.losses.map((row) =>
      row.mode === 'every'
        ? { system: row.system, every: Number(row.hits), amount: row.amount }
        : {
            system: row.system,
            on: row.hits
              .split(/[\s,]+/)
              .filter(Boolean)
              .map(Number),
            amount: row.amount,
          },
    ),
  };
}

/** The form showing `design` (a printed design or an own one), named `name`. */
export function designToForm(design: Design, name = design.name): DesignForm {
  return {
    name,
    hull: design.hull,
    guns: design.guns,
    missiles: design.missiles,
    launchers: design.launchers,
    mp: design.mp,
    losses: design.losses.map((rule) => ({
      system: rule.system,
      mode: rule.every === undefined ? 'on' : 'every',
      hits: rule.every === undefined ? (rule.on ?? []).join(', ') : String(rule.every),
      amount: rule.amount,
    })),
  };
}

/** The form a new design starts from: a copy of a printed design. */
export function startFrom(id: DesignId): DesignForm {
  return designToForm(DESIGNS[id], `My ${DESIGNS[id].name}`);
}

/** The player's saved one-page designs that the rules still accept, one per id. */
export function savedDesigns(entries: readonly LibraryEntry[]): Design[] {
  const designs: Design[] = [];
  for (const entry of entries) {
    const checked = checkDesign(entry.body);
    if (checked.ok && !designs.some((d) => d.id === checked.value.id)) designs.push(checked.value);
  }
  return designs;
}
