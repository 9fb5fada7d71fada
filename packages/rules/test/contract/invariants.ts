/**
 * What must hold after every step of one ruleset's games, beyond the contract: the random-play
 * fuzzer (fuzz.test.ts) checks the entry for a ruleset, if it has one, after every step it plays.
 * A ruleset without an entry still gets every contract check. Each check throws with the unit at
 * fault.
 */
import { inBounds } from '../../src/hex/map.js';
import type { OnepageState } from '../../src/onepage/state.js';
import type { SclState } from '../../src/scl/state.js';
import { TRACKS } from '../../src/startrek/cards.js';
import { standHexes } from '../../src/startrek/geometry.js';
import type { StartrekState } from '../../src/startrek/state.js';

/** A check of one step: the state before it and the state after it. */
type Invariant<State> = (before: State, after: State) => void;

/** One-page: nothing negative, no ship back from the dead, no ship off the map or in a body. */
const onepage: Invariant<OnepageState> = (before, after) => {
  after.ships.forEach((s, i) => {
    const old = before.ships[i]!;
    if (s.guns < 0 || s.launchers < 0 || s.mp < 0 || s.missiles < 0 || s.hull < 0)
      throw new Error(`${s.id} went negative`);
    if (old.status !== 'active' && s.status !== old.status) throw new Error(`${s.id} came back`);
    if (s.status === 'active' && !inBounds(after.map, s.hex))
      throw new Error(`${s.id} off the map`);
    if (after.map.bodies.some((b) => b.hex.q === s.hex.q && b.hex.r === s.hex.r))
      throw new Error(`${s.id} in a body`);
  });
};

/** Star Cruiser Lite: no hits, magazine or submunitions below zero; the destroyed stay so. */
const scl: Invariant<SclState> = (before, after) => {
  for (const u of after.units) {
    if (u.hits < 0 || u.magazine < 0 || u.subs < 0) throw new Error(`${u.id} went negative`);
    const old = before.units.find((x) => x.id === u.id);
    if (old && (old.status === 'destroyed' || old.status === 'escaped') && u.status !== old.status)
      throw new Error(`${u.id} came back`);
  }
};

/** Star Trek: tracks stay 1–6, no ship back, stands on the map, a cloak keeps its real token. */
const startrek: Invariant<StartrekState> = (before, after) => {
  after.ships.forEach((s, i) => {
    const old = before.ships[i]!;
    for (const t of TRACKS)
      if (s.tracks[t] < 1 || s.tracks[t] > 6) throw new Error(`${s.id} ${t} = ${s.tracks[t]}`);
    if ((old.status === 'destroyed' || old.status === 'warped') && s.status !== old.status)
      throw new Error(`${s.id} came back`);
    if (s.status === 'active' && !standHexes(s).every((h) => inBounds(after.map, h)))
      throw new Error(`${s.id} off the map`);
    if (s.cloak && !s.cloak.tokens.some((t) => t.id === s.cloak!.real))
      throw new Error(`${s.id} lost its real token`);
  });
};

/** The invariants by ruleset id. */
export const INVARIANTS: Readonly<Record<string, Invariant<never>>> = { onepage, scl, startrek };

/** The invariant of a ruleset, or one that checks nothing. */
export function invariantOf(id: string): (before: unknown, after: unknown) => void {
  return (INVARIANTS[id] as Invariant<unknown> | undefined) ?? (() => undefined);
}
