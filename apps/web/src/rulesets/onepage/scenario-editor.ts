import { html } from 'lit';
import { formatLabel, type Hex } from '@broadside/rules';
import {
  DESIGN_IDS,
  DESIGN_POINTS,
  DESIGNS,
  PLANET_RINGS,
  SCENARIOS,
  SEATS,
  fleetPoints,
  type Design,
  type DesignId,
  type ScenarioId,
} from '@broadside/rules/onepage';
import type { ScenarioEditorPart } from '../contract/scenario-editor.js';
import { labelForcesPart } from '../../scenario-editor/label-forces.js';
import { valueAt, withValueAt } from '../../scenario-editor/setup-json.js';
import { ownDesigns, scenarioForces } from './lobby/setup-fields.js';

/** A body with its gravity well as the custom set-up writes it (Gravity wells). */
interface Well {
  readonly name?: string;
  readonly hex: string;
  readonly rings: readonly { readonly distance: number; readonly pull: number }[];
}

const scenarioOf = (id: string) => SCENARIOS[id in SCENARIOS ? (id as ScenarioId) : 'duel'];

const wellsOf = (setup: unknown): readonly Well[] => {
  const wells = valueAt(setup, ['custom', 'terrain', 'wells']);
  return Array.isArray(wells) ? (wells as Well[]) : [];
};

/** Rings as the field writes them: `distance:pull` pairs, e.g. `2:2, 3:1`. */
export function ringsText(rings: Well['rings']): string {
  return rings.map((r) => `${r.distance}:${r.pull}`).join(', ');
}

/** The rings of a field's text; a pair that is not two numbers is kept as NaN for the rules to refuse. */
export function readRings(text: string): Well['rings'] {
  return text
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair.length > 0)
    .map((pair) => {
      const [distance = '', pull = ''] = pair.split(':');
      return { distance: Number(distance), pull: Number(pull) };
    });
}

const ships = labelForcesPart({
  designKey: 'design',
  headingKey: 'heading',
  seats: SEATS,
  designs: DESIGN_IDS.map((id) => ({ id, name: DESIGNS[id].name, points: DESIGN_POINTS[id] })),
  base: (scenario) => ({ scenario, options: { movement: 'written' } }),
  scenarioForces,
  fleetPoints: (rows) => fleetPoints(rows as readonly { design: DesignId }[]),
  defaultHeading: { A: 2, B: 5 },
  mapLimits: { min: 8, max: 40 },
});

/**
 * The one-page rules' part of the scenario editor (docs/rules/onepage.md, Custom battles): the
 * ships by design with their points, gravity wells placed on the board with their numbered
 * rings, the victory condition and the movement option.
 */
export const onepageScenarioEditor: ScenarioEditorPart = {
  ...ships,
  // Own designs (docs/rules/onepage.md, Own designs) count at their own points.
  fleetPoints(setup, seat) {
    const rows = valueAt(setup, ['custom', 'forces', seat]);
    const own = valueAt(setup, ['custom', 'designs']);
    return fleetPoints(
      Array.isArray(rows) ? (rows as { design: string }[]) : [],
      Array.isArray(own) ? (own as Design[]) : [],
    );
  },
  async ownDesigns() {
    return (await ownDesigns()).map((d) => ({
      id: d.id,
      name: d.name,
      points: d.points,
      custom: { designs: [d.body] },
    }));
  },
  start(scenario) {
    const base = scenarioOf(scenario);
    const wells: Well[] = base.bodies.map((b) => ({ name: b.name, hex: b.at, rings: b.rings }));
    return withValueAt(ships.start(scenario), ['custom', 'terrain'], { wells });
  },
  terrainTools: [{ id: 'well', label: 'Planet and gravity well' }],
  toggleTerrain(setup, _tool, hex: Hex) {
    const label = formatLabel(hex);
    const wells = wellsOf(setup);
    const next = wells.some((w) => w.hex === label)
      ? wells.filter((w) => w.hex !== label)
      : [...wells, { name: 'Planet', hex: label, rings: PLANET_RINGS }];
    return withValueAt(setup, ['custom', 'terrain'], { wells: next });
  },
  renderFields(setup, update, note) {
    const victory =
      valueAt(setup, ['custom', 'victory']) ?? scenarioOf(ships.scenarioOf(setup)).victory;
    const movement = valueAt(setup, ['options', 'movement']) ?? 'written';
    const wells = wellsOf(setup);
    const val = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement).value;
    return html`<label
        >Victory
        <select
          data-testid="editor-onepage-victory"
          @change=${(e: Event) => update(withValueAt(setup, ['custom', 'victory'], val(e)))}
        >
          <option value="annihilation" ?selected=${victory === 'annihilation'}>
            Annihilation (and points at the turn limit)
          </option>
          <option value="convoy" ?selected=${victory === 'convoy'}>
            Convoy: side A's Freighters run for the right edge
          </option>
        </select>
        ${note(['custom', 'victory'])}
      </label>
      <label
        >Movement
        <select
          data-testid="editor-onepage-movement"
          @change=${(e: Event) => update(withValueAt(setup, ['options', 'movement'], val(e)))}
        >
          <option value="written" ?selected=${movement === 'written'}>Written</option>
          <option value="initiative" ?selected=${movement === 'initiative'}>Initiative</option>
        </select>
      </label>
      <fieldset>
        <legend>Gravity wells</legend>
        ${
          wells.length === 0
            ? html`<p class="hint">Open space: place a planet on the board.</p>`
            : wells.map(
                (w, i) =>
                  html`<label
                    >${w.name ?? 'Planet'} at ${w.hex}: rings (distance:pull)
                    <input
                      data-testid="editor-onepage-rings-${i}"
                      .value=${ringsText(w.rings)}
                      @change=${(e: Event) =>
                        update(
                          withValueAt(
                            setup,
                            ['custom', 'terrain', 'wells', i, 'rings'],
                            readRings(val(e)),
                          ),
                        )}
                    />
                    ${note(['custom', 'terrain', 'wells', i])}
                  </label>`,
              )
        }
        ${note(['custom', 'terrain'])}
      </fieldset>`;
  },
};
