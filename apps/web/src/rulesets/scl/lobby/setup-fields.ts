import { html } from 'lit';
import {
  CLASS_IDS,
  CLASSES,
  CQ_RANGE,
  MAX_SHIPS_PER_SIDE,
  MAX_TURN_LIMIT,
  SCENARIOS,
  SEATS,
  classPoints,
  fleetPoints,
  type ScenarioId,
} from '@broadside/rules/scl';
import { genericSetup } from '../../../lobby/create-form.js';
import { customForcesFields, type CustomForcesState } from '../../../lobby/custom-forces.js';
import type { SetupContext, SetupFields } from '../../types.js';
import { bookOf, loadOwnDesigns, type OwnDesign } from './own-designs.js';

/** A ship row of the custom forces: class, starting hex (CCRR), facing and crew quality. */
export interface SclShip {
  /** A printed class id, or a saved design's game id (`own_1` …). */
  readonly cls: string;
  readonly hex: string;
  /** The facing, 0–5 (the box calls it heading). */
  readonly heading: number;
  readonly cq: number;
}

/** Star Cruiser Lite's lobby fields: the custom forces, the player's designs, map, turns, victory. */
export interface SclFields extends CustomForcesState<SclShip> {
  /** The player's saved converted designs, once loaded. */
  readonly saved?: readonly OwnDesign[];
  readonly columns?: number;
  readonly rows?: number;
  readonly turnLimit?: number;
  readonly victory?: 'battle' | 'carrier' | 'breakout';
}

/** The printed ship classes (fighter flights come aboard their carrier). */
const SHIP_CLASSES = CLASS_IDS.filter((id) => CLASSES[id]!.kind === 'ship');

const scenarioOf = (id: string) =>
  SCENARIOS[id in SCENARIOS ? (id as ScenarioId) : 'bismarck_at_bay'];

/** The scenario's ships as rows (Bismarck at Bay's when the id is not a scenario). */
export function scenarioForces(id: string): Record<string, SclShip[]> {
  return Object.fromEntries(
    scenarioOf(id).sides.map((side) => [
      side.id,
      side.units.map((u) => ({ cls: u.cls, hex: u.at, heading: u.facing, cq: u.cq })),
    ]),
  );
}

/** The box configured with the printed classes and `own`, points from the rules package. */
function box(own: readonly OwnDesign[]) {
  const book = bookOf(own);
  return customForcesFields<SclShip>({
    prefix: 'scl',
    seats: SEATS,
    designs: [
      ...SHIP_CLASSES.map((id) => ({ id, name: CLASSES[id]!.name })),
      ...own.map((d) => ({ id: d.id, name: `${d.name} (yours)` })),
    ],
    designOf: (ship) => ship.cls,
    withDesign: (ship, cls) => ({ ...ship, cls }),
    newShip: (cls) => ({ cls, hex: '', heading: 0, cq: 0 }),
    defaultDesign: 'lance',
    designPoints: (id) => (book[id] ? classPoints(book[id], book) : 0),
    fleetPoints: (ships) => fleetPoints(ships, book),
    maxShips: MAX_SHIPS_PER_SIDE,
    scenarioForces,
    hint:
      'Any printed class or one of your converted designs on either side: each ship’s starting ' +
      'hex as CCRR, its facing (0 up, then clockwise) and its crew quality. Fighter flights ' +
      'come aboard their carrier.',
    rowExtras: (ship, change, id, label) =>
      html`<select
        aria-label="${label} crew quality"
        data-testid="${id}-cq"
        @change=${(e: Event) => change({ ...ship, cq: Number((e.target as HTMLSelectElement).value) })}
      >
        ${Array.from({ length: CQ_RANGE[1] - CQ_RANGE[0] + 1 }, (_, i) => CQ_RANGE[0] + i).map(
          (cq) => html`<option value=${cq} ?selected=${cq === ship.cq}>CQ ${cq}</option>`,
        )}
      </select>`,
  });
}

/** A number field's text as the state keeps it: a whole number, or none when left empty. */
const numberOrNone = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** A label of the battle fields: as wide as the box, never wider (a 360 px phone). */
const LABEL = 'display: block; box-sizing: border-box; max-width: 100%; min-width: 0';

/** Map size, turn limit and victory: empty keeps the scenario's. */
function battleFields(context: SetupContext, state: SclFields, update: (s: SclFields) => void) {
  const scenario = scenarioOf(context.scenario.id);
  const num = (key: 'columns' | 'rows' | 'turnLimit', label: string, base: number) =>
    html`<label style=${LABEL}
      >${label}
      <input
        type="number"
        inputmode="numeric"
        step="1"
        style="box-sizing: border-box; width: 100%; min-width: 0"
        placeholder=${base}
        data-testid="scl-${key}"
        .value=${state[key] === undefined ? '' : String(state[key])}
        @input=${(e: Event) =>
          update({ ...state, [key]: numberOrNone((e.target as HTMLInputElement).value) })}
    /></label>`;
  return html`<fieldset data-testid="scl-battle" style="min-width: 0">
    <legend>Map, turns and victory</legend>
    ${num('columns', 'Columns', scenario.columns)} ${num('rows', 'Rows', scenario.rows)}
    ${num('turnLimit', `Turn limit (1–${MAX_TURN_LIMIT})`, scenario.turnLimit)}
    <label style=${LABEL}
      >Victory
      <select
        style="box-sizing: border-box; width: 100%; min-width: 0"
        data-testid="scl-victory"
        @change=${(e: Event) => {
          const v = (e.target as HTMLSelectElement).value;
          update({ ...state, victory: v === '' ? undefined : (v as SclFields['victory']) });
        }}
      >
        <option value="" ?selected=${state.victory === undefined}>
          The scenario’s (${scenario.victory})
        </option>
        <option value="battle" ?selected=${state.victory === 'battle'}>Battle: points</option>
        <option value="carrier" ?selected=${state.victory === 'carrier'}>
          Carrier: side A’s first ship must survive
        </option>
        <option value="breakout" ?selected=${state.victory === 'breakout'}>
          Breakout: side A escapes off the right edge
        </option>
      </select></label
    >
  </fieldset>`;
}

/** The `setup` the lobby sends: the scenario and options, and the `custom` part when on. */
export function sclSetup(
  scenario: string,
  options: Readonly<Record<string, string>>,
  state: SclFields,
): Record<string, unknown> {
  const base = genericSetup(scenario, options);
  if (!state.custom) return base;
  const forces = Object.fromEntries(
    Object.entries(state.forces).map(([seat, ships]) => [
      seat,
      ships.map((s) => ({ cls: s.cls, hex: s.hex, facing: s.heading, cq: s.cq })),
    ]),
  );
  const fielded = new Set(Object.values(state.forces).flatMap((ships) => ships.map((s) => s.cls)));
  const classes = (state.saved ?? []).filter((d) => fielded.has(d.id)).map((d) => d.figures);
  const budget = Object.fromEntries(
    Object.entries(state.budget ?? {}).filter(([, v]) => v !== undefined),
  );
  const map =
    state.columns !== undefined || state.rows !== undefined
      ? {
          columns: state.columns ?? scenarioOf(scenario).columns,
          rows: state.rows ?? scenarioOf(scenario).rows,
        }
      : undefined;
  return {
    ...base,
    // Each side picks its fleet (issue 30): the rows are then where each side's pick starts.
    ...(state.fleetChoice ? { fleetChoice: 'each_side' } : {}),
    custom: {
      ...(classes.length > 0 ? { classes } : {}),
      forces,
      ...(Object.keys(budget).length > 0 ? { budget } : {}),
      ...(map ? { map } : {}),
      ...(state.turnLimit !== undefined ? { turnLimit: state.turnLimit } : {}),
      ...(state.victory ? { victory: state.victory } : {}),
    },
  };
}

/** Saved designs, loaded once per page. */
let loaded: readonly OwnDesign[] | undefined;
let loading = false;

/**
 * Star Cruiser Lite's lobby fields (issue 30): the shared "Custom forces" box with the printed
 * classes and the player's saved converted designs, crew quality per ship, points per side by
 * the rules' `fleetPoints`, a budget per side, and map size, turn limit and victory. The rules
 * package checks the set-up when the game is created.
 */
export const sclSetupFields: SetupFields<SclFields> = {
  initial(context, previous) {
    const saved = previous?.saved ?? loaded;
    const inner = box(saved ?? []).initial(context, previous);
    return { ...previous, ...inner, ...(saved ? { saved } : {}) };
  },
  render(context, state, update) {
    if (state.saved === undefined && !loading) {
      loading = true;
      void loadOwnDesigns()
        .catch(() => [])
        .then((saved) => {
          loaded = saved;
          loading = false;
          update({ ...state, saved });
        });
    }
    const forces = box(state.saved ?? []).render(context, state, (next) =>
      update({ ...state, ...next }),
    );
    return html`${forces} ${state.custom ? battleFields(context, state, update) : null}`;
  },
  setup(context, state) {
    return sclSetup(context.scenario.id, context.options, state);
  },
};
