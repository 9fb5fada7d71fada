import {
  CLASS_IDS,
  CLASSES,
  FACTION_IDS,
  FACTIONS,
  MAX_SHIPS_PER_SIDE,
  SCENARIOS,
  SEATS,
  fleetPoints,
  type ScenarioId,
  type Seat,
} from '@broadside/rules/startrek';
import { html } from 'lit';
import {
  customForcesFields,
  customForcesSetup,
  type CustomForcesState,
} from '../../../lobby/custom-forces.js';
import type { SetupFields } from '../../types.js';
import { loadOwnCards, type OwnCards } from '../designer/own-cards.js';

/** A ship row of the custom forces: class, fore hex (CCRR), heading; the scenario's extras kept. */
export interface CustomShip {
  /** A printed class id or an own card's id. */
  readonly cls: string;
  readonly hex: string;
  readonly heading: number;
  readonly cloaked?: boolean;
  readonly arrives?: number;
}

/** Star Trek's own lobby fields: custom forces on or off, each side's ships and budget, own cards. */
export interface StartrekFields extends CustomForcesState<CustomShip> {
  /** The player's saved datacards, once loaded. */
  readonly cards?: OwnCards;
  /** Each side's faction card (printed or own) when it is not the scenario's. */
  readonly factions?: Readonly<Partial<Record<Seat, string>>>;
}

/** The scenario's ships as rows of the custom forces (Duel's when the id is not a scenario). */
export function scenarioForces(id: string): Record<Seat, CustomShip[]> {
  const [a, b] = SCENARIOS[id in SCENARIOS ? (id as ScenarioId) : 'duel'].sides;
  const rows = (ships: typeof a.ships) => ships.map(({ at, ...rest }) => ({ ...rest, hex: at }));
  return { A: rows(a.ships), B: rows(b.ships) };
}

const NO_CARDS: OwnCards = { classes: [], factions: [] };

/**
 * The `setup` the lobby sends: the scenario and options, and the forces when custom is on, with
 * the own ship cards the rows field and the own faction cards those name (`custom.classes`,
 * `custom.factions`).
 */
export function startrekSetup(
  scenario: string,
  options: Readonly<Record<string, string>>,
  fields: StartrekFields,
): Record<string, unknown> {
  const { cards = NO_CARDS, factions: sideFactions = {}, ...forces } = fields;
  const setup = customForcesSetup(scenario, options, forces);
  if (!fields.custom) return setup;
  const fielded = new Set(Object.values(fields.forces).flatMap((ships) => ships.map((s) => s.cls)));
  const classes = cards.classes.filter((c) => fielded.has(c.id));
  const chosen = SEATS.filter((seat) => sideFactions[seat] !== undefined);
  const named = new Set([...classes.map((c) => c.faction), ...chosen.map((s) => sideFactions[s])]);
  const factions = cards.factions.filter((f) => named.has(f.id));
  const sides = Object.fromEntries(chosen.map((seat) => [seat, { faction: sideFactions[seat] }]));
  return {
    ...setup,
    custom: {
      ...(setup['custom'] as Record<string, unknown>),
      ...(factions.length > 0 ? { factions } : {}),
      ...(classes.length > 0 ? { classes } : {}),
      ...(chosen.length > 0 ? { sides } : {}),
    },
  };
}

/** The shared box with the printed classes and the player's own ship cards. */
function box(cards: OwnCards) {
  const setup = { custom: { classes: [...cards.classes] } };
  return customForcesFields<CustomShip>({
    prefix: 'startrek',
    seats: SEATS,
    designs: [
      ...CLASS_IDS.map((id) => ({ id, name: CLASSES[id].name })),
      ...cards.classes.map((c) => ({ id: c.id, name: `${c.name} (yours)` })),
    ],
    designOf: (ship) => ship.cls,
    withDesign: (ship, cls) => ({ ...ship, cls }),
    newShip: (cls) => ({ cls, hex: '', heading: 0 }),
    defaultDesign: 'heavy_cruiser',
    designPoints: (cls) => fleetPoints([{ cls }], setup),
    fleetPoints: (ships) => fleetPoints(ships, setup),
    maxShips: MAX_SHIPS_PER_SIDE,
    scenarioForces,
    hint:
      'Any class or one of your own ship cards on either side; each ship’s fore hex as CCRR and ' +
      'its heading (0 up, then clockwise). Stands may not share a hex at the start.',
  });
}

/** Each side's faction card: the scenario's, a printed one or one of the player's own. */
function factionFields(state: StartrekFields, update: (s: StartrekFields) => void) {
  const options = [
    ...FACTION_IDS.map((id) => ({ id, name: FACTIONS[id].name })),
    ...(state.cards?.factions ?? []).map((f) => ({ id: f.id, name: `${f.name} (yours)` })),
  ];
  return html`<fieldset data-testid="startrek-factions">
    <legend>Faction cards</legend>
    ${SEATS.map(
      (seat) =>
        html`<label
          >Side ${seat}
          <select
            data-testid="startrek-faction-${seat}"
            @change=${(e: Event) => {
              const value = (e.target as HTMLSelectElement).value;
              update({
                ...state,
                factions: { ...state.factions, [seat]: value === '' ? undefined : value },
              });
            }}
          >
            <option value="" ?selected=${state.factions?.[seat] === undefined}>
              The scenario’s
            </option>
            ${options.map(
              (o) =>
                html`<option value=${o.id} ?selected=${state.factions?.[seat] === o.id}>
                  ${o.name}
                </option>`,
            )}
          </select></label
        >`,
    )}
  </fieldset>`;
}

/** Saved cards, loaded once per page. */
let loaded: OwnCards | undefined;
let loading = false;

/**
 * Star Trek's lobby fields (issue 30): the shared "Custom forces" box with the printed classes
 * and the player's saved ship cards, and fleet points by the rules' `fleetPoints` (Points); the
 * rules package checks the set-up when the game is created.
 */
export const startrekSetupFields: SetupFields<StartrekFields> = {
  initial(context, previous) {
    const cards = previous?.cards ?? loaded;
    const inner = box(cards ?? NO_CARDS).initial(context, previous);
    return { ...previous, ...inner, ...(cards ? { cards } : {}) };
  },
  render(context, state, update) {
    if (state.cards === undefined && !loading) {
      loading = true;
      void loadOwnCards()
        .catch(() => NO_CARDS)
        .then((cards) => {
          loaded = cards;
          loading = false;
          update({ ...state, cards });
        });
    }
    const forces = box(state.cards ?? NO_CARDS).render(context, state, (next) =>
      update({ ...state, ...next }),
    );
    return html`${forces} ${state.custom ? factionFields(state, update) : null}`;
  },
  setup(context, state) {
    return startrekSetup(context.scenario.id, context.options, state);
  },
};
