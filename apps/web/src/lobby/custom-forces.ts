import { html, type TemplateResult } from 'lit';
import type { SetupContext, SetupFields } from '../rulesets/types.js';
import { genericSetup } from './create-form.js';

/**
 * The lobby's "Custom forces" box (issue 30), shared by every ruleset with custom battles: each
 * side's ships as rows (design, hex, heading) to add and remove, each side's points total beside
 * its name and an optional budget per side. A ruleset configures it with its designs, its rules
 * package's points function and its own field names; the rules package checks the set-up when
 * the game is created.
 */

/** The least a ship row holds: its hex (CCRR) and heading; the design is under the ruleset's name. */
export interface ForceShip {
  readonly hex: string;
  readonly heading: number;
}

/** One design offered in a row's design list. */
export interface ForceDesign {
  readonly id: string;
  readonly name: string;
}

/** One of the player's own designs offered beside the ruleset's: its points and its body. */
export interface OwnForceDesign extends ForceDesign {
  readonly points: number;
  /** The design as the set-up's `custom.designs` carries it (checked by the rules package). */
  readonly body: unknown;
}

/** What a ruleset tells the box. */
export interface CustomForcesConfig<Ship extends ForceShip> {
  /** The prefix of every `data-testid`, e.g. `startrek`. */
  readonly prefix: string;
  /** The sides, in order. */
  readonly seats: readonly string[];
  /** The designs a row may pick, in order. */
  readonly designs: readonly ForceDesign[];
  /** A row's design id. */
  designOf(ship: Ship): string;
  /** The row with another design. */
  withDesign(ship: Ship, design: string): Ship;
  /** A new, unplaced row of `design`. */
  newShip(design: string): Ship;
  /** The design a new row takes when its side has none. */
  readonly defaultDesign: string;
  /** One design's points (from the rules package). */
  designPoints(design: string): number;
  /**
   * A side's points total (the rules package's own function, never re-computed here); `own` are
   * the player's own designs the rows may name.
   */
  fleetPoints(ships: readonly Ship[], own: readonly OwnForceDesign[]): number;
  /**
   * The player's own designs (e.g. from the library), loaded when the box is turned on and
   * offered after the ruleset's; a row naming one puts its body into `custom.designs`.
   */
  ownDesigns?(): Promise<readonly OwnForceDesign[]>;
  /** The most ships a side may field. */
  readonly maxShips: number;
  /** The scenario's own ships as rows, by seat. */
  scenarioForces(scenarioId: string): Record<string, Ship[]>;
  /** A sentence on how to fill a row. */
  readonly hint: string;
  /**
   * A ruleset's own controls in a row, after its heading (Star Cruiser Lite: crew quality);
   * `label` names the row for screen readers, `id` is its `data-testid`.
   */
  rowExtras?(ship: Ship, change: (next: Ship) => void, id: string, label: string): TemplateResult;
}

/** The box's form state: on or off, each side's rows, and each side's budget if any. */
export interface CustomForcesState<Ship extends ForceShip> {
  readonly custom: boolean;
  readonly forces: Readonly<Record<string, readonly Ship[]>>;
  readonly budget?: Readonly<Record<string, number | undefined>>;
  /**
   * Each side picks its fleet when the game starts (within its budget); the rows are then only
   * the ships each side starts its pick from.
   */
  readonly fleetChoice?: boolean;
  /** The player's own designs, once loaded (see `ownDesigns`). */
  readonly own?: readonly OwnForceDesign[];
}

/**
 * The `setup` the lobby sends: the scenario and options, and when custom is on the `custom`
 * part the rules accept (`forces`, `budget` for the sides given one, and `designs`: the own
 * designs some row names, found by `designOf`), with `fleetChoice: 'each_side'` when each side
 * picks its fleet.
 */
export function customForcesSetup<Ship extends ForceShip>(
  scenario: string,
  options: Readonly<Record<string, string>>,
  state: CustomForcesState<Ship>,
  designOf?: (ship: Ship) => string,
): Record<string, unknown> {
  const budget = Object.fromEntries(
    Object.entries(state.budget ?? {}).filter(([, v]) => v !== undefined),
  );
  const forces = Object.fromEntries(
    Object.entries(state.forces).map(([s, ships]) => [s, [...ships]]),
  );
  const named = new Set(
    designOf ? Object.values(state.forces).flatMap((ships) => ships.map(designOf)) : [],
  );
  const designs = (state.own ?? []).filter((d) => named.has(d.id)).map((d) => d.body);
  return {
    ...genericSetup(scenario, options),
    ...(state.custom && state.fleetChoice ? { fleetChoice: 'each_side' } : {}),
    ...(state.custom
      ? {
          custom: {
            ...(designs.length > 0 ? { designs } : {}),
            forces,
            ...(Object.keys(budget).length > 0 ? { budget } : {}),
          },
        }
      : {}),
  };
}

/** A budget field's text as the state keeps it: a whole number, or none when left empty. */
export function readBudget(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

function shipRow<Ship extends ForceShip>(
  config: CustomForcesConfig<Ship>,
  own: readonly OwnForceDesign[],
  seat: string,
  i: number,
  ship: Ship,
  change: (next: Ship | null) => void,
) {
  const id = `${config.prefix}-ship-${seat}-${i}`;
  const design = config.designOf(ship);
  return html`<li data-testid=${id}>
    <select
      aria-label="Side ${seat} ship ${i + 1} design"
      data-testid="${id}-class"
      @change=${(e: Event) =>
        change(config.withDesign(ship, (e.target as HTMLSelectElement).value))}
    >
      ${config.designs.map(
        (d) =>
          html`<option value=${d.id} ?selected=${d.id === design}>
            ${d.name} (${config.designPoints(d.id)})
          </option>`,
      )}
      ${own.map(
        (d) =>
          html`<option value=${d.id} ?selected=${d.id === design}>
            ${d.name} (${d.points}, own)
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
    ${config.rowExtras?.(ship, change, id, `Side ${seat} ship ${i + 1}`)}
    <button type="button" data-testid="${id}-remove" @click=${() => change(null)}>Remove</button>
  </li>`;
}

function sideFieldset<Ship extends ForceShip>(
  config: CustomForcesConfig<Ship>,
  context: SetupContext,
  state: CustomForcesState<Ship>,
  seat: string,
  update: (next: CustomForcesState<Ship>) => void,
) {
  const p = config.prefix;
  const ships = state.forces[seat] ?? [];
  const name = context.scenario.seats.find((s) => s.id === seat)?.name ?? `Side ${seat}`;
  const budget = state.budget?.[seat];
  const setShips = (next: readonly Ship[]) =>
    update({ ...state, forces: { ...state.forces, [seat]: next } });
  const change = (i: number) => (next: Ship | null) =>
    setShips(next ? ships.map((s, j) => (j === i ? next : s)) : ships.filter((_, j) => j !== i));
  const last = ships.at(-1);
  return html`<fieldset data-testid="${p}-forces-${seat}">
    <legend>
      ${name} (${seat}):
      <output data-testid="${p}-points-${seat}"
        >${config.fleetPoints(ships, state.own ?? [])} points</output
      >
    </legend>
    <ol>
      ${ships.map((ship, i) => shipRow(config, state.own ?? [], seat, i, ship, change(i)))}
    </ol>
    <button
      type="button"
      data-testid="${p}-add-${seat}"
      ?disabled=${ships.length >= config.maxShips}
      @click=${() =>
        setShips([...ships, config.newShip(last ? config.designOf(last) : config.defaultDesign)])}
    >
      Add ship
    </button>
    <label>
      Budget
      <input
        type="number"
        inputmode="numeric"
        min="1"
        step="1"
        placeholder="none"
        data-testid="${p}-budget-${seat}"
        .value=${budget === undefined ? '' : String(budget)}
        @input=${(e: Event) =>
          update({
            ...state,
            budget: { ...state.budget, [seat]: readBudget((e.target as HTMLInputElement).value) },
          })}
      />
    </label>
  </fieldset>`;
}

/**
 * A ruleset's lobby fields with the "Custom forces" box: `initial` takes the scenario's ships
 * (keeping whether the box was on), `setup` sends {@link customForcesSetup}.
 */
export function customForcesFields<Ship extends ForceShip>(
  config: CustomForcesConfig<Ship>,
): SetupFields<CustomForcesState<Ship>> {
  const p = config.prefix;
  // The latest state drawn, so own designs that arrive later join it rather than an old one.
  let latest: CustomForcesState<Ship> | null = null;
  let loading = false;
  const loadOwn = (update: (next: CustomForcesState<Ship>) => void) => {
    if (loading || !config.ownDesigns) return;
    loading = true;
    void config.ownDesigns().then(
      (own) => {
        loading = false;
        if (latest) update({ ...latest, own });
      },
      () => {
        loading = false;
        if (latest) update({ ...latest, own: [] });
      },
    );
  };
  return {
    initial(context, previous) {
      return {
        custom: previous?.custom ?? false,
        forces: config.scenarioForces(context.scenario.id),
        ...(previous?.budget ? { budget: previous.budget } : {}),
        ...(previous?.fleetChoice ? { fleetChoice: true } : {}),
      };
    },
    render(context, state, update) {
      latest = state;
      if (state.custom && state.own === undefined) loadOwn(update);
      return html`<fieldset data-testid="${p}-custom">
        <legend>
          <label>
            <input
              type="checkbox"
              data-testid="${p}-custom-toggle"
              .checked=${state.custom}
              @change=${(e: Event) =>
                update({ ...state, custom: (e.target as HTMLInputElement).checked })}
            />
            Custom forces
          </label>
        </legend>
        ${
          state.custom
            ? html`<p class="muted">${config.hint}</p>
                <label>
                  <input
                    type="checkbox"
                    data-testid="${p}-fleet-choice"
                    .checked=${state.fleetChoice === true}
                    @change=${(e: Event) =>
                      update({ ...state, fleetChoice: (e.target as HTMLInputElement).checked })}
                  />
                  Each side picks its fleet
                </label>
                <p class="muted">
                  When on, each player picks their own ships within their side’s budget before the
                  battle, hidden from the other; the rows below are where each side’s pick starts.
                </p>
                ${config.seats.map((seat) => sideFieldset(config, context, state, seat, update))}`
            : null
        }
      </fieldset>`;
    },
    setup(context, state) {
      return customForcesSetup(context.scenario.id, context.options, state, config.designOf);
    },
  };
}
