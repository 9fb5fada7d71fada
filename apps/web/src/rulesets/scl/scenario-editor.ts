import { html } from 'lit';
import {
  CLASS_IDS,
  CLASSES,
  CQ_RANGE,
  SCENARIOS,
  SEATS,
  checkOwnClasses,
  classPoints,
  fleetPoints,
  isScenarioId,
  type ScShipInput,
} from '@broadside/rules/scl';
import { bookOf, loadOwnDesigns } from './lobby/own-designs.js';
import type { ScenarioEditorPart } from '../contract/scenario-editor.js';
import { labelForcesPart } from '../../scenario-editor/label-forces.js';
import { valueAt, withValueAt } from '../../scenario-editor/setup-json.js';

/** The ship classes a custom force may field: fighter flights come aboard their carrier. */
const SHIP_CLASSES = CLASS_IDS.filter((id) => CLASSES[id]?.kind === 'ship');

const scenarioOf = (id: string) => SCENARIOS[isScenarioId(id) ? id : 'bismarck_at_bay'];

const ships = labelForcesPart({
  designKey: 'cls',
  headingKey: 'facing',
  seats: SEATS,
  designs: SHIP_CLASSES.map((id) => ({
    id,
    name: CLASSES[id]!.name,
    points: classPoints(CLASSES[id]!),
  })),
  base: (scenario) => ({ scenario, options: { movement: 'standard' } }),
  scenarioForces: (scenario) =>
    Object.fromEntries(
      scenarioOf(scenario).sides.map((side) => [
        side.id,
        side.units
          .filter((u) => CLASSES[u.cls]?.kind === 'ship')
          .map((u) => ({ cls: u.cls, hex: u.at, facing: u.facing, cq: u.cq })),
      ]),
    ),
  fleetPoints: (rows) => fleetPoints(rows as readonly { cls: string }[]),
  defaultHeading: { A: 2, B: 5 },
  mapLimits: { min: 10, max: 40 },
});

const CQ_VALUES = Array.from({ length: CQ_RANGE[1] - CQ_RANGE[0] + 1 }, (_, i) => CQ_RANGE[0] + i);

/**
 * Star Cruiser Lite's part of the scenario editor (docs/rules/star-cruiser-lite.md, Custom
 * battles): ship classes with their fleet points, each ship's crew quality, and how the battle
 * is won. Open space: the rules have no terrain to place.
 */
export const sclScenarioEditor: ScenarioEditorPart = {
  ...ships,
  // Own ships (docs/rules/star-cruiser-lite.md, "Your own ships") count at their own points.
  fleetPoints(setup, seat) {
    const rows = valueAt(setup, ['custom', 'forces', seat]);
    const own = valueAt(setup, ['custom', 'classes']);
    const book = Array.isArray(own) ? checkOwnClasses(own as ScShipInput[]) : null;
    return fleetPoints(
      Array.isArray(rows) ? (rows as { cls: string }[]) : [],
      book?.ok ? book.value : CLASSES,
    );
  },
  async ownDesigns() {
    const own = await loadOwnDesigns();
    const book = bookOf(own);
    return own.flatMap((d) => {
      const c = book[d.id];
      return c
        ? [
            {
              id: d.id,
              name: d.name,
              points: classPoints(c, book),
              custom: { classes: [d.figures] },
            },
          ]
        : [];
    });
  },
  terrainTools: [],
  toggleTerrain: (setup) => setup,
  renderFields(setup, update, note) {
    const victory =
      valueAt(setup, ['custom', 'victory']) ?? scenarioOf(ships.scenarioOf(setup)).victory;
    const val = (e: Event) => (e.target as HTMLSelectElement).value;
    return html`<label
      >Victory
      <select
        data-testid="editor-scl-victory"
        @change=${(e: Event) => update(withValueAt(setup, ['custom', 'victory'], val(e)))}
      >
        <option value="battle" ?selected=${victory === 'battle'}>Battle: points</option>
        <option value="carrier" ?selected=${victory === 'carrier'}>
          Carrier: side A's first ship must survive
        </option>
        <option value="breakout" ?selected=${victory === 'breakout'}>Breakout</option>
      </select>
      ${note(['custom', 'victory'])}
    </label>`;
  },
  renderShipFields(setup, seat, index, update) {
    const path = ['custom', 'forces', seat, index, 'cq'];
    const cq = Number(valueAt(setup, path) ?? 0);
    return html`<label
      >CQ
      <select
        aria-label="Side ${seat} ship ${index + 1} crew quality"
        data-testid="editor-scl-cq-${seat}-${index}"
        @change=${(e: Event) =>
          update(withValueAt(setup, path, Number((e.target as HTMLSelectElement).value)))}
      >
        ${CQ_VALUES.map(
          (v) => html`<option value=${v} ?selected=${v === cq}>${v > 0 ? `+${v}` : v}</option>`,
        )}
      </select>
    </label>`;
  },
};
