import type { GameResult } from '../core/game-result.js';
import { classCard } from './own-cards.js';
import { finishIfDecided as finishWhenDecided } from '../core/finish.js';
import { nameOfSide } from '../core/kit-ruleset.js';
import type { Ctx } from './context.js';
import { scenarioOf } from './custom.js';
import { SEATS, enemyOf, type Seat } from './scenarios.js';
import type { StartrekState } from './state.js';

/** Victory levels: the loser has no ship left in play, or a win on points. */
export const VICTORY_LEVELS = ['decisive', 'marginal'] as const;

/** The name the game's scenario (with its custom changes) gives a seat. */
export function sideName(state: Pick<StartrekState, 'setup'>, seat: Seat): string {
  return nameOfSide(scenarioOf(state.setup).sides, seat);
}

/** Whether a side still has a ship on the map or one to come. */
export function inPlay(state: StartrekState, seat: Seat): boolean {
  return state.ships.some(
    (s) => s.side === seat && (s.status === 'active' || s.status === 'reserve'),
  );
}

/** The final score: points so far plus the scenario's survivors still on the map. */
export function finalScore(state: StartrekState): Record<Seat, number> {
  const score = { ...state.score };
  const survivors = scenarioOf(state.setup).survivors;
  for (const ship of state.ships)
    if (ship.status === 'active' && survivors.includes(ship.cls))
      score[ship.side] += classCard(state.setup, ship.cls).points;
  return score;
}

function onPoints(state: StartrekState, reason: GameResult['reason']): GameResult {
  const score = finalScore(state);
  const points = `${score.A}–${score.B} on victory points`;
  if (score.A === score.B)
    return { winners: [], level: null, reason, summary: `A draw, ${points}.`, score };
  const winner: Seat = score.A > score.B ? 'A' : 'B';
  const level = inPlay(state, enemyOf(winner)) ? 'marginal' : 'decisive';
  return {
    winners: [winner],
    level,
    reason,
    summary: `${level === 'decisive' ? 'Decisive' : 'Marginal'} victory for ${sideName(state, winner)}, ${points}.`,
    score,
  };
}

/** The result if a side has no ship left in play or to come, else `null`. */
export function decidedNow(state: StartrekState): GameResult | null {
  return SEATS.every((seat) => inPlay(state, seat)) ? null : onPoints(state, 'victory');
}

/** The result after the last turn. */
export function atTurnLimit(state: StartrekState): GameResult {
  return onPoints(state, 'turn_limit');
}

/** The result of a concession by `seat`: the other side wins decisively, whatever the points. */
export function concession(state: StartrekState, seat: Seat): GameResult {
  const winner = enemyOf(seat);
  return {
    winners: [winner],
    level: 'decisive',
    reason: 'concession',
    summary: `${sideName(state, seat)} conceded: decisive victory for ${sideName(state, winner)}.`,
    score: finalScore(state),
  };
}

/** Ends the game if a side is out of play; true when it is over. */
export function finishIfDecided(ctx: Ctx): boolean {
  return finishWhenDecided(ctx, decidedNow);
}

export { finish } from '../core/finish.js';
