import type { Viewer } from '../core/ruleset.js';
import type { Hex } from '../hex/hex.js';
import type { StartrekEvent } from './events.js';
import { aftHex } from './geometry.js';
import type { ShipState, Stage, StartrekState, Token } from './state.js';

/** A ship as a viewer sees it: a cloaked enemy has no position and no known real token. */
export interface ShipView extends Omit<ShipState, 'hex' | 'heading' | 'cloak'> {
  hex: Hex | null;
  heading: number | null;
  cloak: {
    tokens: Token[];
    /** The real token: only its owner sees it. */
    real: string | null;
    /** Scans that found something, and which ship made each; `real` is `null` for spectators. */
    scans: { token: string; real: boolean | null; by?: string }[];
  } | null;
}

/** What a board draws: each ship on the map or cloak token, as its two hexes. */
export interface StandView {
  /** The ship id, or the token id. */
  id: string;
  ship: string;
  side: ShipState['side'];
  kind: 'ship' | 'token';
  fore: Hex;
  aft: Hex;
  heading: number;
}

/**
 * What a viewer may see of a game: the state without the salt, without the content of
 * simultaneous decisions other seats have handed in, and without the position and real token of
 * a cloaked ship that is not theirs. `stands` lists what a board draws.
 */
export type StartrekView = Omit<StartrekState, 'ships' | 'stage' | 'salt'> & {
  ships: ShipView[];
  stage: Stage<null>;
  stands: StandView[];
};

function mine(viewer: Viewer, seat: string): boolean {
  return viewer.kind === 'seat' && viewer.seat === seat;
}

function shipView(ship: ShipState, viewer: Viewer): ShipView {
  const cloak = ship.cloak;
  if (!cloak) return ship;
  const owner = mine(viewer, ship.side);
  return {
    ...ship,
    hex: owner ? ship.hex : null,
    heading: owner ? ship.heading : null,
    cloak: {
      tokens: cloak.tokens,
      real: owner ? cloak.real : null,
      scans: cloak.scans.map((s) => ({
        ...s,
        real: viewer.kind === 'seat' ? s.real : null,
      })),
    },
  };
}

function stands(state: StartrekState): StandView[] {
  return state.ships
    .filter((ship) => ship.status === 'active')
    .flatMap((ship) => {
      const where = ship.cloak
        ? ship.cloak.tokens
        : [{ id: ship.id, hex: ship.hex, heading: ship.heading }];
      const kind = ship.cloak ? ('token' as const) : ('ship' as const);
      return where.map((p) => ({
        id: p.id,
        ship: ship.id,
        side: ship.side,
        kind,
        fore: p.hex,
        aft: aftHex(p),
        heading: p.heading,
      }));
    });
}

/** Filters the state for a seat or a spectator. */
export function viewState(state: StartrekState, viewer: Viewer): StartrekView {
  const { salt: _salt, stage, ships, ...rest } = state;
  const hide = <T>(s: { seat: string; content: T; timeout: boolean }) =>
    mine(viewer, s.seat) ? s : { ...s, content: null };
  const shown: Stage<null> =
    stage.phase === 'action' || stage.phase === 'repair'
      ? ({ ...stage, submitted: stage.submitted.map(hide) } as Stage<null>)
      : stage;
  return {
    ...rest,
    ships: ships.map((s) => shipView(s, viewer)),
    stage: shown,
    stands: stands(state),
  };
}

/**
 * Filters one event for a viewer. A simultaneous action or damage control handed in shows others
 * only `{type, seat}` until revealed; the real token of a new cloak is shown to its owner only;
 * what a scan found, and why an action was void, are shown to the seats, never to spectators.
 * Everything else is public.
 */
export function viewEvent(event: StartrekEvent, viewer: Viewer): StartrekEvent | null {
  switch (event.type) {
    case 'action_submitted':
    case 'repair_submitted':
      return mine(viewer, event.seat) ? event : { type: event.type, seat: event.seat };
    case 'ship_cloaked':
      return mine(viewer, event.seat) ? event : { ...event, real: null };
    case 'token_scanned':
      return viewer.kind === 'seat' ? event : { ...event, real: null };
    case 'action_void': {
      if (viewer.kind === 'seat') return event;
      const { message: _secret, ...told } = event;
      return told;
    }
    default:
      return event;
  }
}
