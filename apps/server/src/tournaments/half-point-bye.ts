import type { BoardResult, PlayedBoard, Scoring } from './types.js';

/**
 * A requested half-point bye is stored as a bye board (no second player) that carries a result:
 * a draw. A bye the pairing gives (an odd player out) has no result. Pure.
 */
export const HALF_POINT_BYE: BoardResult = { kind: 'draw' };

/** Whether a board is a requested (or late entrant's) half-point bye. */
export function isHalfPointBye(b: Pick<PlayedBoard, 'second' | 'result'>): boolean {
  return b.second === null && b.result?.kind === 'draw';
}

/** The points a bye board gives its player: the bye's, or a half-point bye's. */
export function byePoints(b: Pick<PlayedBoard, 'second' | 'result'>, scoring: Scoring): number {
  return isHalfPointBye(b) ? halfPointByePoints(scoring) : scoring.bye;
}

/** The points of a half-point bye: the organiser's setting, or a draw's. */
export function halfPointByePoints(scoring: Scoring): number {
  return scoring.halfPointBye ?? scoring.draw;
}
