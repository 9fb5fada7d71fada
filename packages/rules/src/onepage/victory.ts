import type { GameResult } from '../core/game-result.js';
import { finishIfDecided as finishWhenDecided, oneWinner } from '../core/finish.js';
import { sideNamer } from '../core/kit-ruleset.js';
import type { Ctx } from './context.js';
import { scenarioOf } from './custom.js';
import { SCENARIOS, enemyOf, type Seat } from './scenarios.js';
import { activeShips, type OnepageState } from './state.js';

/** Victory levels: all enemy ships gone (or the convoy's full outcome), or a win on points. */
export const VICTORY_LEVELS = ['decisive', 'marginal'] as const;

/** A scenario's name for a seat. */
export const sideName = sideNamer(SCENARIOS);

function build(
  state: OnepageState,
  winner: Seat | null,
  level: GameResult['level'],
  reason: GameResult['reason'],
  summary: string,
): GameResult {
  return oneWinner(winner, level, reason, summary, { A: state.score.A, B: state.score.B });
}

/** The convoy's outcome by freighters escaped: two or more win it for the Convoy. */
function convoyOutcome(state: OnepageState, reason: GameResult['reason']): GameResult {
  const escaped = state.ships.filter(
    (s) => s.side === 'A' && s.design === 'freighter' && s.status === 'escaped',
  ).length;
  const total = state.ships.filter((s) => s.side === 'A' && s.design === 'freighter').length;
  const what = `${escaped} of ${total} freighters escaped`;
  if (escaped >= 2) {
    const level = escaped === total ? 'decisive' : 'marginal';
    return build(
      state,
      'A',
      level,
      reason,
      `${level === 'decisive' ? 'Decisive' : 'Marginal'} victory for ${sideName(state, 'A')}: ${what}.`,
    );
  }
  const level = escaped === 0 ? 'decisive' : 'marginal';
  return build(
    state,
    'B',
    level,
    reason,
    `${level === 'decisive' ? 'Decisive' : 'Marginal'} victory for ${sideName(state, 'B')}: ${what}.`,
  );
}

/** The result if the battle is decided now (after movement or combat), else `null`. */
export function decidedNow(state: OnepageState): GameResult | null {
  const liveA = activeShips(state, 'A');
  const liveB = activeShips(state, 'B');
  if (scenarioOf(state.setup).victory === 'convoy') {
    if (liveB.length === 0)
      return build(
        state,
        'A',
        'decisive',
        'victory',
        `Decisive victory for ${sideName(state, 'A')}: every enemy ship was destroyed.`,
      );
    if (!liveA.some((s) => s.design === 'freighter')) return convoyOutcome(state, 'victory');
    return null;
  }
  if (liveA.length === 0 && liveB.length === 0)
    return build(state, null, null, 'victory', 'Both sides were destroyed: a draw.');
  if (liveA.length > 0 && liveB.length > 0) return null;
  const winner: Seat = liveA.length > 0 ? 'A' : 'B';
  return build(
    state,
    winner,
    'decisive',
    'victory',
    `Decisive victory for ${sideName(state, winner)}: every enemy ship was destroyed.`,
  );
}

/** The result at the end of the last turn: the convoy by escapes, the others on points. */
export function atTurnLimit(state: OnepageState): GameResult {
  if (scenarioOf(state.setup).victory === 'convoy') return convoyOutcome(state, 'turn_limit');
  const { A, B } = state.score;
  const points = `${A}–${B} on points`;
  if (A === B) return build(state, null, null, 'turn_limit', `Turn limit: a draw, ${points}.`);
  const winner: Seat = A > B ? 'A' : 'B';
  return build(
    state,
    winner,
    'marginal',
    'turn_limit',
    `Turn limit: marginal victory for ${sideName(state, winner)}, ${points}.`,
  );
}

/** The result of a concession by `seat`: the other side wins decisively. */
export function concession(state: OnepageState, seat: Seat): GameResult {
  const winner = enemyOf(seat);
  return build(
    state,
    winner,
    'decisive',
    'concession',
    `${sideName(state, seat)} conceded: decisive victory for ${sideName(state, winner)}.`,
  );
}

/** Ends the game if the battle is decided; true when it is over. */
export function finishIfDecided(ctx: Ctx): boolean {
  return finishWhenDecided(ctx, decidedNow);
}

export { finish } from '../core/finish.js';
