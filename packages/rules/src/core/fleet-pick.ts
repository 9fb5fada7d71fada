import type { DiceSource } from './dice-source.js';
import { deploymentZones, zonesProblem, type FleetDeployment } from './fleet-pick-zones.js';
import type { FinishableState } from './finish.js';
import type { GameResult } from './game-result.js';
import { ok, type Result, type RuleError } from './result.js';
import { rejecter } from './reject.js';
import type { PendingDecision, Ruleset, SeatId, Viewer } from './ruleset.js';

/**
 * The fleet phase, written once for the rulesets built with the kit (one-page, Star Cruiser Lite,
 * Star Trek). A set-up with `fleetChoice: 'each_side'` (Starfire's name for the same thing)
 * starts in it: every seat sends one `choose_fleet` order with its ships, in the ruleset's own
 * force rows (`custom.forces`), and its own designs where the ruleset takes them. Each pick is
 * checked by merging it into the set-up's `custom` part and running the ruleset's own set-up
 * check, and by the side's deployment zone (see fleet-pick-zones.ts). Picks stay hidden from the
 * other seats and spectators until every seat has picked; then the battle starts exactly as if
 * the merged set-up had been given from the start. A set-up without `fleetChoice` never reaches
 * this code: its games are as they were.
 */

/** One force row, in the ruleset's own shape (e.g. `{ design, hex, heading }`). */
export type ForceRow = Readonly<Record<string, unknown>>;

/** What a seat picks: its ships, and its own designs under the ruleset's custom keys. */
export interface FleetPick {
  readonly forces: readonly ForceRow[];
  readonly [designKey: string]: unknown;
}

/** The order of the fleet phase. */
export type ChooseFleetOrder = FleetPick & { readonly type: 'choose_fleet' };

/** What the fleet phase needs of a ruleset; each supplies it in its own `fleet-*.ts` file. */
export interface FleetPickHooks<Setup> {
  /** The custom keys under which a side may bring its own designs (e.g. `designs`, `classes`). */
  readonly designKeys: readonly string[];
  /** The map and each side's set-up ships, for the deployment zones. */
  deployment(setup: Setup): FleetDeployment;
  /**
   * The picks to try, in order, when a side needs one made for it (random play, bots, a seat
   * out of time): the set-up's own ships first, then smaller fleets. The first that passes the
   * check is used.
   */
  candidates(setup: Setup, seat: SeatId): readonly (readonly ForceRow[])[];
}

/** The set-up of a game with fleet choice: the ruleset's own, with the input it was read from. */
export type FleetChoiceSetup<Setup> = Setup & {
  readonly fleetChoice: 'each_side';
  /** The creator's own deployment zones, per seat (CCRR labels); the default rule elsewhere. */
  readonly fleetZones?: Readonly<Record<SeatId, readonly string[]>>;
  /** The set-up input without `fleetChoice`: the picks merge into its `custom` part. */
  readonly fleetInput: Readonly<Record<string, unknown>>;
};

/** The state of the fleet phase. Its fields besides `fleetPick` are the kit's. */
export interface FleetPhaseState extends FinishableState {
  readonly fleetPick: {
    readonly input: Readonly<Record<string, unknown>>;
    readonly picks: Readonly<Record<SeatId, FleetPick>>;
    /** The creator's zones, where the set-up gives them (absent otherwise). */
    readonly zones?: Readonly<Record<SeatId, readonly string[]>>;
  };
  readonly turn: 0;
}

/** One seat as the fleet phase's view shows it: whether it has picked, never what. */
export interface FleetPickSeat {
  readonly seat: SeatId;
  readonly name: string;
  readonly status: 'picking' | 'picked';
}

/** What every viewer sees of the fleet phase; a seat also sees its own pick. */
export interface FleetPickView {
  readonly fleetPick: {
    readonly label: string;
    readonly input: Readonly<Record<string, unknown>>;
    readonly columns: number;
    readonly rows: number;
    readonly seats: readonly FleetPickSeat[];
    /** Each side's deployment zone (CCRR labels): the set-up is public, so are they. */
    readonly zones: Readonly<Record<SeatId, readonly string[]>>;
    /** Each side's budget in points, where the set-up sets one. */
    readonly budget: Readonly<Record<SeatId, number>>;
    /** The viewer's own pick once made (seats only). */
    readonly own?: FleetPick;
    /** The viewer's set-up ships, as a starting pick (seats only). */
    readonly suggested?: readonly ForceRow[];
  };
  readonly result: GameResult | null;
}

/** The fleet phase's events: a seat has picked (what it picked is never told). */
export interface FleetChosenEvent {
  readonly type: 'fleet_chosen';
  readonly seat: SeatId;
}

/** The fleet phase's own order error codes, with what each means (see docs/protocol.md). */
export const FLEET_PICK_ERRORS = {
  'order/malformed': 'A choose_fleet order is an object with its type, forces and own designs.',
  'order/game_over': 'The game is over; no order is accepted.',
  'order/not_a_side': 'The seat is not a side of this game.',
  'order/fleet_phase': 'Each side picks its fleet first; no other order is accepted until then.',
  'order/fleet_chosen': 'This side has picked its fleet already.',
  'order/outside_zone': "A picked ship stands outside its side's deployment zone.",
} as const;

/** A fleet-phase error code. */
export type FleetPickError = keyof typeof FLEET_PICK_ERRORS;

const reject = rejecter<FleetPickError>();

type Rec = Record<string, unknown>;
const isRecord = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x);

/** True for a state in its fleet phase. */
export function isFleetPhase(state: unknown): state is FleetPhaseState {
  return isRecord(state) && isRecord(state['fleetPick']);
}

/** A set-up refusal of the fleet options. */
function refuseSetup(code: string, message: string, path: (string | number)[]) {
  return { ok: false as const, error: { code, message, path } };
}

/** True for a view of a game in its fleet phase. */
export function isFleetPickView(view: unknown): view is FleetPickView {
  return isRecord(view) && isRecord(view['fleetPick']);
}

/** Merges own designs: lists join, records join (the pick's entry wins), else the pick's. */
function mergeDesigns(before: unknown, added: unknown): unknown {
  if (Array.isArray(before) && Array.isArray(added)) return [...before, ...added];
  if (isRecord(before) && isRecord(added)) return { ...before, ...added };
  return added;
}

/** The set-up input with `picks` merged into its custom part. */
export function mergePicks(
  input: Readonly<Rec>,
  picks: Readonly<Record<SeatId, FleetPick>>,
  designKeys: readonly string[],
): Rec {
  const custom: Rec = isRecord(input['custom']) ? { ...input['custom'] } : {};
  for (const [seat, pick] of Object.entries(picks)) {
    const forces = isRecord(custom['forces']) ? custom['forces'] : {};
    custom['forces'] = { ...forces, [seat]: pick.forces };
    for (const key of designKeys) {
      if (pick[key] !== undefined) custom[key] = mergeDesigns(custom[key], pick[key]);
    }
  }
  return { ...input, custom };
}

/** The merged input with only `seat`'s budget left in its custom part. */
function ownBudgetOnly(input: Rec, seat: SeatId): Rec {
  const custom = { ...(input['custom'] as Rec) };
  const budget = isRecord(custom['budget']) ? custom['budget'][seat] : undefined;
  delete custom['budget'];
  if (budget !== undefined) custom['budget'] = { [seat]: budget };
  return { ...input, custom };
}

/** A set-up check's error path (into the set-up input) as a path into `seat`'s order. */
function orderPath(
  path: readonly (string | number)[],
  seat: SeatId,
  designKeys: readonly string[],
) {
  const [top, key, owner, ...rest] = path;
  if (top === 'custom' && key === 'forces' && owner === seat) return ['forces', ...rest];
  if (top === 'custom' && typeof key === 'string' && designKeys.includes(key))
    return [key, ...(owner === undefined ? [] : [owner]), ...rest];
  return ['forces'];
}

type Inner<Setup> = Ruleset<Setup, unknown, unknown, unknown, unknown>;

/**
 * `inner` with the fleet phase: `parseSetup` takes `fleetChoice: 'each_side'`, and a game so set
 * up starts in its fleet phase (see the module's comment). Every other set-up goes straight to
 * `inner`. `seats` are the game's seats, in order.
 */
export function withFleetPick<Setup, State, Order, Event, View>(
  inner: Ruleset<Setup, State, Order, Event, View>,
  hooks: FleetPickHooks<Setup>,
  seats: readonly SeatId[],
): Ruleset<Setup, State, Order, Event, View> {
  const R = inner as unknown as Inner<Setup>;
  const keys = hooks.designKeys;
  const parseBase = (input: Rec): Result<Setup> => {
    const parsed = R.parseSetup(input);
    if (parsed.ok || parsed.error.code !== 'setup/over_budget') return parsed;
    // The set-up's own ships may cost more than the budget: the sides pick new ones anyway.
    const custom = isRecord(input['custom']) ? { ...input['custom'] } : {};
    delete custom['budget'];
    const unbudgeted = R.parseSetup({ ...input, custom });
    return unbudgeted.ok ? unbudgeted : parsed;
  };
  const baseOf = (input: Rec): Setup => {
    const parsed = parseBase(input);
    if (!parsed.ok) throw new Error(`unchecked fleet-choice set-up: ${parsed.error.message}`);
    return parsed.value;
  };
  const budgetOf = (input: Rec): Record<SeatId, number> => {
    const custom = isRecord(input['custom']) ? input['custom'] : {};
    return isRecord(custom['budget']) ? (custom['budget'] as Record<SeatId, number>) : {};
  };
  /** Each side's zone: the creator's where given, else the default rule's. */
  const zonesOf = (state: FleetPhaseState): Readonly<Record<SeatId, readonly string[]>> => ({
    ...deploymentZones(hooks.deployment(baseOf(state.fleetPick.input))),
    ...state.fleetPick.zones,
  });

  /** Checks `seat`'s pick against the set-up (and, for the last seat, the other picks). */
  const checkPick = (state: FleetPhaseState, seat: SeatId, order: unknown) => {
    if (!isRecord(order)) return reject('order/malformed', 'An order is an object.');
    const { type: _type, forces, ...designs } = order;
    if (!Array.isArray(forces))
      return reject('order/malformed', 'A choose_fleet order lists its ships in forces.', [
        'forces',
      ]);
    const stray = Object.keys(designs).find((k) => !keys.includes(k));
    if (stray !== undefined)
      return reject(
        'order/malformed',
        `A choose_fleet order has no "${stray}" (it takes forces${keys.map((k) => `, ${k}`).join('')}).`,
        [stray],
      );
    const pick: FleetPick = { forces, ...designs };
    const { input, picks } = state.fleetPick;
    const waiting = seats.filter((s) => s !== seat && picks[s] === undefined);
    // Until the last pick, a pick is checked against the set-up alone: never the others' picks,
    // nor the others' budgets (their set-up ships are only a suggestion; their picks are
    // checked against their budgets in turn).
    const merged =
      waiting.length === 0
        ? mergePicks(input, { ...picks, [seat]: pick }, keys)
        : ownBudgetOnly(mergePicks(input, { [seat]: pick }, keys), seat);
    const parsed = R.parseSetup(merged);
    if (!parsed.ok) {
      const e: RuleError = parsed.error;
      return { ok: false as const, error: { ...e, path: orderPath(e.path, seat, keys) } };
    }
    const zone = new Set(zonesOf(state)[seat] ?? []);
    const outside = forces.findIndex((row) => !zone.has(String((row as Rec)['hex'])));
    if (outside >= 0)
      return reject(
        'order/outside_zone',
        `Hex ${String((forces[outside] as Rec)['hex'])} is outside your deployment zone.`,
        ['forces', outside, 'hex'],
      );
    return ok({ type: 'choose_fleet' as const, ...pick });
  };

  /** The first candidate pick that passes the check, or null. */
  const defaultPick = (state: FleetPhaseState, seat: SeatId): ChooseFleetOrder | null => {
    for (const forces of hooks.candidates(baseOf(state.fleetPick.input), seat)) {
      const checked = checkPick(state, seat, { type: 'choose_fleet', forces });
      if (checked.ok) return checked.value;
    }
    return null;
  };

  const pendingOf = (state: FleetPhaseState): PendingDecision[] =>
    state.result
      ? []
      : seats
          .filter((s) => state.fleetPick.picks[s] === undefined)
          .map((seat) => ({ seat, kind: 'choose_fleet' }));

  const ended = (state: FleetPhaseState, seat: SeatId, reason: 'concession' | 'timeout') => {
    const name = inner.seatName(baseOf(state.fleetPick.input), seat);
    const result: GameResult = {
      winners: seats.filter((s) => s !== seat),
      level: null,
      reason,
      summary:
        reason === 'concession'
          ? `${name} conceded before the battle.`
          : `${name} picked no fleet in time.`,
    };
    const events = [
      ...(reason === 'concession' ? [{ type: 'side_conceded', seat }] : []),
      { type: 'game_over', result },
    ];
    return { state: { ...state, result, stage: { phase: 'over' } }, events };
  };

  const applyPick = (state: FleetPhaseState, seat: SeatId, pick: FleetPick, dice: DiceSource) => {
    const { type: _t, ...body } = pick as ChooseFleetOrder;
    const picks = { ...state.fleetPick.picks, [seat]: body as FleetPick };
    const chosen: FleetChosenEvent = { type: 'fleet_chosen', seat };
    if (seats.some((s) => picks[s] === undefined))
      return { state: { ...state, fleetPick: { ...state.fleetPick, picks } }, events: [chosen] };
    const setup = R.parseSetup(mergePicks(state.fleetPick.input, picks, keys));
    if (!setup.ok) throw new Error(`checked picks refused: ${setup.error.message}`);
    const created = R.create(setup.value, dice);
    if (!created.ok) throw new Error(`checked picks did not start: ${created.error.message}`);
    return { state: created.value.state, events: [chosen, ...created.value.events] };
  };

  const fleetState = (
    input: Rec,
    picks: Record<SeatId, FleetPick>,
    zones?: Readonly<Record<SeatId, readonly string[]>>,
  ): FleetPhaseState => ({
    fleetPick: { input, picks, ...(zones ? { zones } : {}) },
    stage: { phase: 'fleet' },
    turn: 0,
    result: null,
    rolls: 0,
  });

  const wrapped: Inner<Setup> = {
    ...R,
    parseSetup: (input) => {
      if (!isRecord(input) || input['fleetChoice'] === undefined) {
        if (isRecord(input) && input['fleetZones'] !== undefined)
          return refuseSetup('setup/bad_option', 'fleetZones needs fleetChoice "each_side".', [
            'fleetZones',
          ]);
        return R.parseSetup(input);
      }
      const { fleetChoice, fleetZones, ...rest } = input;
      if (fleetChoice !== 'each_side')
        return {
          ok: false,
          error: {
            code: 'setup/bad_option',
            message: 'fleetChoice is "each_side" or left out.',
            path: ['fleetChoice'],
          },
        };
      const parsed = parseBase(rest);
      if (!parsed.ok) return parsed;
      if (fleetZones !== undefined) {
        const problem = zonesProblem(fleetZones, hooks.deployment(parsed.value), seats);
        if (problem)
          return refuseSetup('setup/bad_zone', problem.message, ['fleetZones', ...problem.path]);
      }
      return ok({
        ...parsed.value,
        fleetChoice: 'each_side',
        fleetInput: rest,
        ...(fleetZones === undefined ? {} : { fleetZones }),
      } as Setup);
    },
    setupLabel: (setup) => {
      const s = setup as FleetChoiceSetup<Setup>;
      if (s.fleetChoice !== 'each_side') return R.setupLabel(setup);
      return `${R.setupLabel(baseOf(s.fleetInput as Rec))}, each side picks its fleet`;
    },
    create: (setup, dice) => {
      const s = setup as FleetChoiceSetup<Setup>;
      if (s.fleetChoice !== 'each_side') return R.create(setup, dice);
      return ok({ state: fleetState(s.fleetInput as Rec, {}, s.fleetZones), events: [] });
    },
    pending: (state) => (isFleetPhase(state) ? pendingOf(state) : R.pending(state)),
    viewPending: (state, viewer) =>
      isFleetPhase(state) ? pendingOf(state) : R.viewPending(state, viewer),
    legalOrders: (state, seat) => {
      if (!isFleetPhase(state)) return R.legalOrders(state, seat);
      if (state.result || state.fleetPick.picks[seat] !== undefined) return [];
      const pick = defaultPick(state, seat);
      return pick ? [pick] : [];
    },
    check: (state, seat, order) => {
      if (!isFleetPhase(state)) return R.check(state, seat, order);
      if (state.result) return reject('order/game_over', 'The game is over.');
      if (!seats.includes(seat)) return reject('order/not_a_side', `${seat} is not a side.`);
      const type = isRecord(order) ? order['type'] : undefined;
      if (type === 'concede') return ok({ type });
      if (type !== 'choose_fleet')
        return reject('order/fleet_phase', 'Each side picks its fleet first.', ['type']);
      if (state.fleetPick.picks[seat] !== undefined)
        return reject('order/fleet_chosen', 'You have picked your fleet already.');
      return checkPick(state, seat, order);
    },
    apply: (state, seat, order, dice) => {
      if (!isFleetPhase(state)) return R.apply(state, seat, order, dice);
      if ((order as Rec)['type'] === 'concede') return ended(state, seat, 'concession');
      return applyPick(state, seat, order as FleetPick, dice);
    },
    timeout: (state, seat, dice) => {
      if (!isFleetPhase(state)) return R.timeout(state, seat, dice);
      if (state.fleetPick.picks[seat] !== undefined) return { state, events: [] };
      const pick = defaultPick(state, seat);
      return pick ? applyPick(state, seat, pick, dice) : ended(state, seat, 'timeout');
    },
    view: (state, viewer: Viewer) => {
      if (!isFleetPhase(state)) return R.view(state, viewer);
      const { input, picks } = state.fleetPick;
      const base = baseOf(input);
      const deployment = hooks.deployment(base);
      const mine = viewer.kind === 'seat' ? viewer.seat : null;
      const own = mine === null ? undefined : picks[mine];
      const view: FleetPickView = {
        fleetPick: {
          label: R.setupLabel(base),
          input,
          columns: deployment.columns,
          rows: deployment.rows,
          seats: seats.map((seat) => ({
            seat,
            name: R.seatName(base, seat),
            status: picks[seat] === undefined ? 'picking' : 'picked',
          })),
          zones: { ...deploymentZones(deployment), ...state.fleetPick.zones },
          budget: budgetOf(input),
          ...(own ? { own } : {}),
          ...(mine !== null && seats.includes(mine)
            ? { suggested: hooks.candidates(base, mine)[0] ?? [] }
            : {}),
        },
        result: state.result,
      };
      return view;
    },
    viewEvent: (event, viewer) =>
      isRecord(event) && event['type'] === 'fleet_chosen' ? event : R.viewEvent(event, viewer),
    ...(R.determinize && {
      determinize: (view: unknown, seat: SeatId, random: () => number) => {
        if (!isFleetPickView(view)) return R.determinize!(view, seat, random);
        const { input, seats: shown, own, zones } = view.fleetPick;
        const state = fleetState(input, own ? { [seat]: own } : {}, zones);
        const picks: Record<SeatId, FleetPick> = own ? { [seat]: own } : {};
        for (const s of shown) {
          if (s.seat === seat || s.status !== 'picked') continue;
          // A hidden pick: the other side's default, as good a guess as any.
          const { type: _t, ...body } = defaultPick(state, s.seat) ?? {
            type: 'choose_fleet',
            forces: [],
          };
          picks[s.seat] = body as FleetPick;
        }
        return { ...state, fleetPick: { ...state.fleetPick, picks } };
      },
    }),
  };
  return wrapped as unknown as Ruleset<Setup, State, Order, Event, View>;
}
