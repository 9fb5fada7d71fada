import {
  TRACK_MAX,
  TRACKS,
  classCard,
  fitted,
  type StartrekState,
} from '@broadside/rules/startrek';

/**
 * Share of a side's fleet lost: every track point a fitted system has lost, and all of a ship's
 * fitted points once it is destroyed or gone to warp. Ships still to arrive count as intact.
 */
function lostShare(state: StartrekState, side: string): number {
  let lost = 0;
  let total = 0;
  for (const ship of state.ships) {
    if (ship.side !== side) continue;
    const card = classCard(state.setup, ship.cls);
    for (const track of TRACKS) {
      if (!fitted(card, track) || track === 'cloak') continue;
      total += TRACK_MAX - 1;
      const gone = ship.status === 'destroyed' || ship.status === 'warped';
      // A cloaked ship's phasers are what dropping the cloak gives back.
      const value =
        track === 'phasers' && ship.cloak
          ? ship.tracks.phasers + ship.tracks.cloak - 1
          : ship.tracks[track];
      lost += gone ? TRACK_MAX - 1 : TRACK_MAX - Math.min(TRACK_MAX, value);
    }
  }
  return total === 0 ? 0 : lost / total;
}

/**
 * The bench's tiebreak for a Star Trek battle the rules call a draw (victory points even at the
 * turn limit): the side that lost the smaller share of its fleet wins on points. The cloak is
 * left out (cloaking moves the phasers' points into it; a cloaked ship's phasers count what
 * dropping the cloak would give back). Positive when
 * `seat` did better, 0 when even. Not a rule of the game: a way to score a tournament whose
 * games end level, independent of the bots' own evaluation.
 */
export function startrekPoints(raw: unknown, seat: string): number {
  const state = raw as StartrekState;
  const sides = [...new Set(state.ships.map((s) => s.side))];
  const mine = lostShare(state, seat);
  const theirs = Math.min(...sides.filter((s) => s !== seat).map((s) => lostShare(state, s)));
  return theirs - mine;
}
