import { html } from 'lit';
import { hexEquals, type Hex } from '@broadside/rules';
import {
  HULL_CODES,
  HULLS,
  SCENARIOS,
  SIDE_IDS,
  defaultDesign,
  designPoints,
  fleetPoints,
  parseDesign,
  type ForceLine,
  type HullCode,
  type ScenarioId,
} from '@broadside/rules/starfire';
import type { EditorShip, ScenarioEditorPart } from '../contract/scenario-editor.js';
import { asObject, valueAt, withValueAt } from '../../scenario-editor/setup-json.js';

const scenarioOf = (id: string) => SCENARIOS[id in SCENARIOS ? (id as ScenarioId) : 'patrol'];

const TERRAIN_KEYS = { planet: 'planets', moon: 'moons', warp: 'warpPoints' } as const;

const idOf = (setup: unknown) => String(asObject(setup).scenario ?? '');

/** The sides in play: the set-up's count, or its scenario's. */
function seatsOf(setup: unknown): readonly string[] {
  const count = valueAt(setup, ['custom', 'sides']);
  const n = typeof count === 'number' ? count : scenarioOf(idOf(setup)).sides.length;
  return SIDE_IDS.slice(0, n);
}

/** A side's order of battle: its own lines, or its scenario's. */
function linesOf(setup: unknown, seat: string): readonly ForceLine[] {
  const given = valueAt(setup, ['custom', 'forces', seat]);
  if (Array.isArray(given)) return given as ForceLine[];
  return scenarioOf(idOf(setup)).sides.find((s) => s.id === seat)?.forces ?? [];
}

/** The lines with one ship fewer at the `index`-th ship counted through them. */
function withoutShip(lines: readonly ForceLine[], index: number): readonly ForceLine[] {
  let at = index;
  return lines.flatMap((line) => {
    if (at < 0 || at >= line.count) {
      at -= line.count;
      return [line];
    }
    at = -1;
    return line.count > 1 ? [{ ...line, count: line.count - 1 }] : [];
  });
}

/** The terrain hexes of one kind: the set-up's own list, or its scenario's. */
function terrainOf(setup: unknown, key: (typeof TERRAIN_KEYS)[keyof typeof TERRAIN_KEYS]) {
  const given = valueAt(setup, ['custom', 'terrain', key]);
  return Array.isArray(given) ? (given as Hex[]) : scenarioOf(idOf(setup)).terrain[key];
}

/**
 * A side's fleet points by the rules (docs/rules/starfire.md, "Points"): each ship in the design
 * the set-up gives its hull, or the default design.
 */
function sidePoints(setup: unknown, seat: string): number {
  return fleetPoints(
    linesOf(setup, seat).flatMap((line) => {
      const text = valueAt(setup, ['sides', seat, 'designs', line.hull]);
      const parsed = typeof text === 'string' ? parseDesign(line.hull as HullCode, text) : null;
      const design = parsed?.ok ? parsed.value : undefined;
      return Array.from({ length: line.count }, () => ({ hull: line.hull, design }));
    }),
  );
}

/**
 * Starfire's part of the scenario editor (docs/rules/starfire.md, custom scenarios): planets,
 * moons and warp points placed on the board, each side's order of battle by hull (its ships
 * deploy in the game's own deployment phase, so they have no hex here) and the number of sides
 * where the scenario allows more. The scenario keeps its deployment zones and victory rule.
 */
export const starfireScenarioEditor: ScenarioEditorPart = {
  start: (scenario) => ({
    scenario,
    custom: {
      forces: Object.fromEntries(
        scenarioOf(scenario).sides.map((s) => [s.id, s.forces.map((l) => ({ ...l }))]),
      ),
    },
  }),
  scenarioOf: idOf,
  withMap: (setup, bounds) =>
    withValueAt(setup, ['custom', 'map'], { columns: bounds.columns, rows: bounds.rows }),
  mapLimits: { min: 8, max: 99 },
  turnLimit(setup) {
    const turns = valueAt(setup, ['turnLimit']);
    return typeof turns === 'number' ? turns : null;
  },
  withTurnLimit: (setup, turns) =>
    withValueAt(setup, ['turnLimit'], turns === null ? undefined : turns),
  seats: seatsOf,
  designs: HULL_CODES.map((code) => ({
    id: code,
    name: HULLS[code].name,
    points: designPoints(defaultDesign(code)),
  })),
  ships: (setup, seat): readonly EditorShip[] =>
    linesOf(setup, seat).flatMap((line) =>
      Array.from({ length: line.count }, () => ({ design: line.hull, hex: null, heading: null })),
    ),
  placeShip(setup, seat, design) {
    const lines = linesOf(setup, seat);
    const next = lines.some((l) => l.hull === design)
      ? lines.map((l) => (l.hull === design ? { ...l, count: l.count + 1 } : l))
      : [...lines, { hull: design, count: 1 }];
    return withValueAt(setup, ['custom', 'forces', seat], next);
  },
  turnShip: (setup) => setup,
  removeShip: (setup, seat, index) =>
    withValueAt(setup, ['custom', 'forces', seat], withoutShip(linesOf(setup, seat), index)),
  forcesPath: (seat) => ['custom', 'forces', seat],
  // A refusal names a side's order of battle, never one ship in it.
  shipPath: (seat) => ['custom', 'forces', seat],
  fleetPoints: (setup, seat) => sidePoints(setup, seat),
  budget(setup, seat) {
    const budget = valueAt(setup, ['custom', 'budget', seat]);
    return typeof budget === 'number' ? budget : undefined;
  },
  withBudget: (setup, seat, budget) => withValueAt(setup, ['custom', 'budget', seat], budget),
  shipHint:
    'Starfire ships deploy in play, in the scenario’s zones: a click with Place ship adds one ' +
    'of the chosen hull to the side’s order of battle.',
  terrainTools: [
    { id: 'planet', label: 'Planet' },
    { id: 'moon', label: 'Moon' },
    { id: 'warp', label: 'Warp point' },
  ],
  toggleTerrain(setup, tool, hex) {
    const key = TERRAIN_KEYS[tool as keyof typeof TERRAIN_KEYS] ?? 'planets';
    const list = terrainOf(setup, key);
    const next = list.some((h) => hexEquals(h, hex))
      ? list.filter((h) => !hexEquals(h, hex))
      : [...list, { q: hex.q, r: hex.r }];
    return withValueAt(setup, ['custom', 'terrain', key], next);
  },
  renderFields(setup, update, note) {
    const base = scenarioOf(idOf(setup));
    const count = seatsOf(setup).length;
    return html`${
        base.minSides === base.maxSides
          ? html`<p class="hint">${base.name} is played by ${count} sides.</p>`
          : html`<label
              >Sides
              <select
                data-testid="editor-starfire-sides"
                @change=${(e: Event) =>
                  update(
                    withValueAt(
                      setup,
                      ['custom', 'sides'],
                      Number((e.target as HTMLSelectElement).value),
                    ),
                  )}
              >
                ${Array.from(
                  { length: base.maxSides - base.minSides + 1 },
                  (_, i) => base.minSides + i,
                ).map((n) => html`<option value=${n} ?selected=${n === count}>${n}</option>`)}
              </select>
              ${note(['custom', 'sides'])}
            </label>`
      }
      <p class="hint">
        Deployment zones and victory are the scenario's: ${base.victory.replaceAll('_', ' ')}.
      </p>
      ${note(['custom', 'terrain'])}`;
  },
};
