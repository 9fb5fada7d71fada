import { html } from 'lit';
import {
  CLASS_IDS,
  CLASSES,
  MAX_SHIPS_PER_SIDE,
  SCENARIOS,
  SEATS,
  fleetPoints,
  shipPoints,
  type ClassId,
  type ScenarioId,
  type Seat,
} from '@broadside/rules/startrek';
import type { SetupContext, SetupFields } from '../../types.js';

/** A ship row of the custom forces: class, fore hex (CCRR), heading; the scenario's extras kept. */
export interface CustomShip {
  readonly cls: ClassId;
  readonly hex: string;
  readonly heading: number;
  readonly cloaked?: boolean;
  readonly arrives?: number;
}

/** Star Trek's own lobby fields: custom forces on or off, and each side's ships. */
export interface StartrekFields {
  readonly custom: boolean;
  readonly forces: Readonly<Record<Seat, readonly CustomShip[]>>;
}

function scenarioId(context: SetupContext): ScenarioId {
  return context.scenario.id in SCENARIOS ? (context.scenario.id as ScenarioId) : 'duel';
}

/** The scenario's ships as rows of the custom forces. */
export function scenarioForces(id: ScenarioId): Record<Seat, CustomShip[]> {
  const [a, b] = SCENARIOS[id].sides;
  const rows = (ships: typeof a.ships) => ships.map(({ at, ...rest }) => ({ ...rest, hex: at }));
  return { A: rows(a.ships), B: rows(b.ships) };
}

/** The `setup` the lobby sends: the scenario and options, and the forces when custom is on. */
export function startrekSetup(
  scenario: string,
  options: Readonly<Record<string, string>>,
  fields: StartrekFields,
): Record<string, unknown> {
  return {
    scenario,
    ...(Object.keys(options).length > 0 ? { options: { ...options } } : {}),
    ...(fields.custom
      ? { custom: { forces: { A: [...fields.forces.A], B: [...fields.forces.B] } } }
      : {}),
  };
}

function shipRow(
  seat: Seat,
  i: number,
  ship: CustomShip,
  change: (next: CustomShip | null) => void,
) {
  const id = `startrek-ship-${seat}-${i}`;
  return html`<li data-testid=${id}>
    <select
      aria-label="Side ${seat} ship ${i + 1} class"
      data-testid="${id}-class"
      @change=${(e: Event) =>
        change({ ...ship, cls: (e.target as HTMLSelectElement).value as ClassId })}
    >
      ${CLASS_IDS.map(
        (cls) =>
          html`<option value=${cls} ?selected=${cls === ship.cls}>
            ${CLASSES[cls].name} (${shipPoints(cls)})
          </option>`,
      )}
    </select>
    <input
      aria-label="Side ${seat} ship ${i + 1} hex"
      data-testid="${id}-hex"
      required
      pattern="[0-9]{4}"
      placeholder="CCRR"
      size="5"
      .value=${ship.hex}
      @input=${(e: Event) => change({ ...ship, hex: (e.target as HTMLInputElement).value })}
    />
    <select
      aria-label="Side ${seat} ship ${i + 1} heading"
      data-testid="${id}-heading"
      @change=${(e: Event) =>
        change({ ...ship, heading: Number((e.target as HTMLSelectElement).value) })}
    >
      ${[0, 1, 2, 3, 4, 5].map(
        (h) => html`<option value=${h} ?selected=${h === ship.heading}>heading ${h}</option>`,
      )}
    </select>
    <button type="button" data-testid="${id}-remove" @click=${() => change(null)}>Remove</button>
  </li>`;
}

function sideFieldset(
  context: SetupContext,
  fields: StartrekFields,
  seat: Seat,
  update: (next: StartrekFields) => void,
) {
  const ships = fields.forces[seat];
  const name = context.scenario.seats.find((s) => s.id === seat)?.name ?? `Side ${seat}`;
  const setShips = (next: readonly CustomShip[]) =>
    update({ ...fields, forces: { ...fields.forces, [seat]: next } });
  const change = (i: number) => (next: CustomShip | null) =>
    setShips(next ? ships.map((s, j) => (j === i ? next : s)) : ships.filter((_, j) => j !== i));
  return html`<fieldset data-testid="startrek-forces-${seat}">
    <legend>
      ${name} (${seat}):
      <output data-testid="startrek-points-${seat}">${fleetPoints(ships)} points</output>
    </legend>
    <ol>
      ${ships.map((ship, i) => shipRow(seat, i, ship, change(i)))}
    </ol>
    <button
      type="button"
      data-testid="startrek-add-${seat}"
      ?disabled=${ships.length >= MAX_SHIPS_PER_SIDE}
      @click=${() =>
        setShips([...ships, { cls: ships.at(-1)?.cls ?? 'heavy_cruiser', hex: '', heading: 0 }])}
    >
      Add ship
    </button>
  </fieldset>`;
}

/**
 * Star Trek's lobby fields (issue 30): "Custom forces" turns each side's ships into rows to add,
 * remove and place (class, fore hex, heading), with each side's fleet points; the rules package
 * checks the set-up when the game is created.
 */
export const startrekSetupFields: SetupFields<StartrekFields> = {
  initial(context, previous) {
    return { custom: previous?.custom ?? false, forces: scenarioForces(scenarioId(context)) };
  },
  render(context, fields, update) {
    return html`<fieldset data-testid="startrek-custom">
      <legend>
        <label>
          <input
            type="checkbox"
            data-testid="startrek-custom-toggle"
            .checked=${fields.custom}
            @change=${(e: Event) =>
              update({ ...fields, custom: (e.target as HTMLInputElement).checked })}
          />
          Custom forces
        </label>
      </legend>
      ${
        fields.custom
          ? html`<p class="muted">
                Any class on either side; each ship's fore hex as CCRR and its heading (0 up, then
                clockwise). Stands may not share a hex at the start.
              </p>
              ${SEATS.map((seat) => sideFieldset(context, fields, seat, update))}`
          : null
      }
    </fieldset>`;
  },
  setup(context, fields) {
    return startrekSetup(context.scenario.id, context.options, fields);
  },
};
