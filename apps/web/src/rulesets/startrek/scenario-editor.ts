import { html } from 'lit';
import { formatLabel, type Hex } from '@broadside/rules';
import {
  CLASS_IDS,
  CLASSES,
  FACTION_IDS,
  FACTIONS,
  SCENARIOS,
  SEATS,
  fleetPoints,
  shipPoints,
  type ClassId,
  type ScenarioId,
} from '@broadside/rules/startrek';
import type { ScenarioEditorPart } from '../contract/scenario-editor.js';
import { labelForcesPart } from '../../scenario-editor/label-forces.js';
import { valueAt, withValueAt } from '../../scenario-editor/setup-json.js';
import { scenarioForces } from './lobby/setup-fields.js';
import { loadOwnCards } from './designer/own-cards.js';

const scenarioOf = (id: string) => SCENARIOS[id in SCENARIOS ? (id as ScenarioId) : 'duel'];

const ships = labelForcesPart({
  designKey: 'cls',
  headingKey: 'heading',
  seats: SEATS,
  designs: CLASS_IDS.map((id) => ({ id, name: CLASSES[id].name, points: shipPoints(id) })),
  base: (scenario) => ({ scenario }),
  scenarioForces,
  fleetPoints: (rows) => fleetPoints(rows as readonly { cls: ClassId }[]),
  defaultHeading: { A: 1, B: 4 },
  mapLimits: { min: 8, max: 60 },
});

const sceneryOn = (setup: unknown) => valueAt(setup, ['options', 'scenery']) === 'on';

/** The asteroid hexes of a set-up: its own list, or its scenario's. */
function asteroidsOf(setup: unknown): readonly string[] {
  const given = valueAt(setup, ['custom', 'asteroids']);
  return Array.isArray(given) ? (given as string[]) : scenarioOf(ships.scenarioOf(setup)).asteroids;
}

/**
 * Star Trek's part of the scenario editor (docs/rules/startrek.md, custom battles): classes with
 * their fleet points, each side's faction, ships that start cloaked or arrive later from warp,
 * and asteroids on the board when the scenery option is on.
 */
export const startrekScenarioEditor: ScenarioEditorPart = {
  ...ships,
  // Own ship cards (docs/rules/star-trek.md, own cards) count at their own points.
  fleetPoints(setup, seat) {
    const rows = valueAt(setup, ['custom', 'forces', seat]);
    const own = valueAt(setup, ['custom', 'classes']);
    const classes = Array.isArray(own) ? (own as { id: string }[]) : [];
    const known = new Set<string>([...CLASS_IDS, ...classes.map((c) => c.id)]);
    const fielded = (Array.isArray(rows) ? (rows as { cls: string }[]) : []).filter((r) =>
      known.has(r.cls),
    );
    return fleetPoints(fielded, { custom: { classes } } as Parameters<typeof fleetPoints>[1]);
  },
  async ownDesigns() {
    const cards = await loadOwnCards();
    return cards.classes.map((c) => {
      const faction = cards.factions.find((f) => f.id === c.faction);
      return {
        id: c.id,
        name: c.name,
        points: shipPoints(c),
        custom: { classes: [c], ...(faction ? { factions: [faction] } : {}) },
      };
    });
  },
  terrainTools: [{ id: 'asteroid', label: 'Asteroid' }],
  toggleTerrain(setup, _tool, hex: Hex) {
    const label = formatLabel(hex);
    const list = asteroidsOf(setup);
    const next = list.includes(label) ? list.filter((a) => a !== label) : [...list, label];
    // Asteroids are scenery: placing one turns the option on.
    return withValueAt(
      withValueAt(setup, ['custom', 'asteroids'], next),
      ['options', 'scenery'],
      'on',
    );
  },
  renderFields(setup, update, note) {
    const base = scenarioOf(ships.scenarioOf(setup));
    return html`<label>
        <input
          type="checkbox"
          data-testid="editor-startrek-scenery"
          .checked=${sceneryOn(setup)}
          @change=${(e: Event) => {
            const on = (e.target as HTMLInputElement).checked;
            const next = withValueAt(setup, ['options', 'scenery'], on ? 'on' : undefined);
            update(on ? next : withValueAt(next, ['custom', 'asteroids'], undefined));
          }}
        />
        Scenery: asteroids (place them with the Asteroid tool) ${note(['custom', 'asteroids'])}
        ${note(['options'])}
      </label>
      ${SEATS.map((seat) => {
        const path = ['custom', 'sides', seat, 'faction'];
        const own = base.sides.find((s) => s.id === seat)?.faction;
        const faction = valueAt(setup, path) ?? own;
        return html`<label
          >Side ${seat} faction
          <select
            data-testid="editor-startrek-faction-${seat}"
            @change=${(e: Event) =>
              update(withValueAt(setup, path, (e.target as HTMLSelectElement).value))}
          >
            ${FACTION_IDS.map(
              (f) =>
                html`<option value=${f} ?selected=${f === faction}>${FACTIONS[f].name}</option>`,
            )}
          </select>
          ${note(['custom', 'sides', seat])}
        </label>`;
      })}`;
  },
  renderShipFields(setup, seat, index, update) {
    const row = ['custom', 'forces', seat, index];
    const cloaked = valueAt(setup, [...row, 'cloaked']) === true;
    const arrives = valueAt(setup, [...row, 'arrives']);
    return html`<label
        ><input
          type="checkbox"
          data-testid="editor-startrek-cloaked-${seat}-${index}"
          .checked=${cloaked}
          @change=${(e: Event) =>
            update(
              withValueAt(
                setup,
                [...row, 'cloaked'],
                (e.target as HTMLInputElement).checked ? true : undefined,
              ),
            )}
        />
        cloaked</label
      >
      <label
        >arrives on turn
        <input
          type="number"
          min="2"
          data-testid="editor-startrek-arrives-${seat}-${index}"
          placeholder="start"
          .value=${typeof arrives === 'number' ? String(arrives) : ''}
          @change=${(e: Event) => {
            const text = (e.target as HTMLInputElement).value.trim();
            update(withValueAt(setup, [...row, 'arrives'], text === '' ? undefined : Number(text)));
          }}
        />
      </label>`;
  },
};
