import {
  SCENARIOS,
  SIDE_IDS,
  fleetPoints,
  parseDesign,
  type HullCode,
  type PricedUnit,
  type ScenarioId,
  type SideId,
} from '@broadside/rules/starfire';
import type { CreateGameBody } from '@broadside/protocol';
import { DEFAULT_COMMON, commonBody, type CommonForm } from '../../../lobby/create-form.js';

export { inviteLink } from '../../../lobby/create-form.js';

/** Starfire's own create-form fields (custom battle, designs, turn limit). */
export interface StarfireFields {
  readonly customMap: boolean;
  readonly columns: number;
  readonly rows: number;
  readonly customForces: boolean;
  /** Per side, hull → count (only used with `customForces`). */
  readonly forces: Readonly<Partial<Record<SideId, Readonly<Partial<Record<HullCode, number>>>>>>;
  /**
   * Who picks the designs: `setup` (the creator, below) or `each_side` (each player picks its
   * own in the battle's fleet phase; the designs below are then not sent).
   */
  readonly fleetChoice: 'setup' | 'each_side';
  /** Per side, hull → design text; hulls left out use the default design. */
  readonly designs: Readonly<Partial<Record<SideId, Readonly<Partial<Record<HullCode, string>>>>>>;
  readonly turnLimit: number | null;
  /** Per side, the most points its fleet may cost (sides left out: no budget). */
  readonly budget: Readonly<Partial<Record<SideId, number>>>;
}

/** Everything the Starfire create-game form holds, as plain values. */
export interface CreateForm extends CommonForm, StarfireFields {
  readonly scenario: ScenarioId;
  readonly sideCount: number;
}

/** The form as it first appears: scenario 1, two sides, you play side A. */
export function defaultForm(scenario: ScenarioId = 'patrol'): CreateForm {
  const def = SCENARIOS[scenario];
  return {
    ...DEFAULT_COMMON,
    scenario,
    sideCount: def.sides.length,
    customMap: false,
    columns: def.map.columns,
    rows: def.map.rows,
    customForces: false,
    forces: scenarioForces(scenario, def.sides.length),
    fleetChoice: 'setup',
    designs: {},
    turnLimit: null,
    budget: {},
  };
}

/** The sides in play for a form. */
export function formSides(form: CreateForm): readonly SideId[] {
  return SIDE_IDS.slice(0, form.sideCount);
}

/**
 * The scenario's order of battle per side; sides beyond the scenario's copy its second side,
 * as the rules package does for custom side counts.
 */
export function scenarioForces(
  scenario: ScenarioId,
  sideCount: number,
): Partial<Record<SideId, Partial<Record<HullCode, number>>>> {
  const def = SCENARIOS[scenario];
  const out: Partial<Record<SideId, Partial<Record<HullCode, number>>>> = {};
  SIDE_IDS.slice(0, sideCount).forEach((side, i) => {
    const source = def.sides[Math.min(i, def.sides.length - 1)];
    const counts: Partial<Record<HullCode, number>> = {};
    for (const line of source?.forces ?? [])
      counts[line.hull] = (counts[line.hull] ?? 0) + line.count;
    out[side] = counts;
  });
  return out;
}

/** The hulls a side fields (for picking designs). */
export function sideHulls(form: CreateForm, side: SideId): readonly HullCode[] {
  const counts = form.customForces
    ? form.forces[side]
    : scenarioForces(form.scenario, form.sideCount)[side];
  return Object.entries(counts ?? {})
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([h]) => h as HullCode);
}

/**
 * A side's fleet points as the form stands (the rules package's `fleetPoints`): every ship of
 * its hulls in the design picked for it, or the default design when none is picked, the design
 * is not valid, or each side picks its own (the defaults are what a side keeps).
 */
export function sidePoints(form: CreateForm, side: SideId): number {
  const counts = form.customForces
    ? form.forces[side]
    : scenarioForces(form.scenario, form.sideCount)[side];
  const units: PricedUnit[] = [];
  for (const [hull, count] of Object.entries(counts ?? {}) as [HullCode, number][]) {
    const text = form.fleetChoice === 'setup' ? form.designs[side]?.[hull] : undefined;
    const parsed = text ? parseDesign(hull, text) : null;
    const design = parsed?.ok ? parsed.value : undefined;
    for (let i = 0; i < count; i += 1) units.push({ hull, design });
  }
  return fleetPoints(units);
}

/** Builds the `POST /api/games` body from the form. */
export function buildCreateBody(form: CreateForm): CreateGameBody {
  const def = SCENARIOS[form.scenario];
  const sides = formSides(form);
  const custom: Record<string, unknown> = {};
  if (form.sideCount !== def.sides.length) custom.sides = form.sideCount;
  if (form.customMap) custom.map = { columns: form.columns, rows: form.rows };
  if (form.customForces) {
    const forces: Record<string, { hull: HullCode; count: number }[]> = {};
    for (const side of sides) {
      forces[side] = Object.entries(form.forces[side] ?? {})
        .filter(([, n]) => (n ?? 0) > 0)
        .map(([hull, count]) => ({ hull: hull as HullCode, count: count ?? 0 }));
    }
    custom.forces = forces;
  }
  const budget = Object.fromEntries(
    sides.flatMap((side) => {
      const value = form.budget[side];
      return value === undefined ? [] : [[side, value]];
    }),
  );
  if (Object.keys(budget).length > 0) custom.budget = budget;
  const sideSetup: Record<string, { designs?: Record<string, string>; seatName?: string }> = {};
  for (const side of sides) {
    const designs = Object.fromEntries(
      Object.entries(form.designs[side] ?? {}).filter(
        ([hull, text]) => text && sideHulls(form, side).includes(hull as HullCode),
      ),
    ) as Record<string, string>;
    const entry: { designs?: Record<string, string>; seatName?: string } = {};
    if (Object.keys(designs).length > 0 && form.fleetChoice === 'setup') entry.designs = designs;
    if (side === form.mySeat && form.playerName.trim()) entry.seatName = form.playerName.trim();
    if (Object.keys(entry).length > 0) sideSetup[side] = entry;
  }
  const setup: Record<string, unknown> = { scenario: form.scenario };
  if (Object.keys(sideSetup).length > 0) setup.sides = sideSetup;
  if (Object.keys(custom).length > 0) setup.custom = custom;
  if (form.turnLimit !== null) setup.turnLimit = form.turnLimit;
  if (form.fleetChoice === 'each_side') setup.fleetChoice = 'each_side';

  return commonBody(form, 'starfire', setup);
}
