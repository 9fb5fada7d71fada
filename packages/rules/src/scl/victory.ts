import type { GameResult } from '../core/game-result.js';
import { finishIfDecided as finishWhenDecided, oneWinner } from '../core/finish.js';
import { sideNamer } from '../core/kit-ruleset.js';
import type { Ctx } from './context.js';
import { scenarioOf } from './custom.js';
import { SCENARIOS } from './scenarios.js';
import { enemyOf, type SclState, type Seat } from './state.js';

/** Victory levels. */
export const VICTORY_LEVELS = ['decisive', 'marginal'] as const;

/** A scenario's name for a seat. */
export const sideName = sideNamer(SCENARIOS);

function build(
  state: SclState,
  winner: Seat | null,
  level: 'decisive' | 'marginal',
  reason: GameResult['reason'],
  why: string,
): GameResult {
  const summary = winner
    ? `${level === 'decisive' ? 'Decisive' : 'Marginal'} victory for ${sideName(state, winner)}: ${why}.`
    : `A draw: ${why}.`;
  return oneWinner(winner, level, reason, summary, { A: state.score.A, B: state.score.B });
}

/** Ships and fighter flights of a side still on the map. */
function fighting(state: SclState, seat: Seat): number {
  return state.units.filter((u) => u.side === seat && u.status === 'active' && u.kind !== 'missile')
    .length;
}

function onPoints(state: SclState, reason: GameResult['reason'], level: 'decisive' | 'marginal') {
  const { A, B } = state.score;
  const points = `${A}–${B} on points`;
  if (A === B) return build(state, null, 'marginal', reason, points);
  return build(state, A > B ? 'A' : 'B', level, reason, points);
}

/** The result if the battle is decided now, else `null`. */
export function decidedNow(state: SclState): GameResult | null {
  const scenario = scenarioOf(state.setup);
  if (
    scenario.victory === 'carrier' &&
    state.units.find((u) => u.id === 'A1')?.status === 'destroyed'
  )
    return build(state, 'B', 'decisive', 'victory', 'the carrier was destroyed');
  const a = fighting(state, 'A');
  const b = fighting(state, 'B');
  if (a > 0 && b > 0) return null;
  if (a === 0 && b === 0)
    return build(state, null, 'marginal', 'victory', 'no ship is left on the map');
  if (scenario.victory === 'breakout' && b === 0) return onPoints(state, 'victory', 'marginal');
  const winner: Seat = a > 0 ? 'A' : 'B';
  return build(state, winner, 'decisive', 'victory', 'no enemy ship is left on the map');
}

/** The result at the end of the last turn: on points. */
export function atTurnLimit(state: SclState): GameResult {
  return onPoints(state, 'turn_limit', 'marginal');
}

/** A concession: the other side wins decisively. */
export function concession(state: SclState, seat: Seat): GameResult {
  return build(state, enemyOf(seat), 'decisive', 'concession', `${sideName(state, seat)} conceded`);
}

/** Ends the game if it is decided; true when over. */
export function finishIfDecided(ctx: Ctx): boolean {
  return finishWhenDecided(ctx, decidedNow);
}

export { finish } from '../core/finish.js';
