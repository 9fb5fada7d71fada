import type { BracketMatchState, BracketSectionName } from '@broadside/protocol';
import { eliminationWinner } from '../elimination.js';
import type { Pairing, PlayedBoard, PlayerId } from '../types.js';

/** The part of an elimination bracket a match belongs to. */
export type BracketSection = BracketSectionName;

/** Where a match's place is filled from: a seed, or the winner or loser of an earlier match. */
export type BracketSlot =
  | { readonly kind: 'seed'; readonly seed: number }
  | { readonly kind: 'winner' | 'loser'; readonly of: number };

/** One match of a bracket: its place in the bracket and where its two players come from. */
export interface BracketMatch {
  /** Its index in the bracket's list; slots only name earlier matches. */
  readonly id: number;
  readonly section: BracketSection;
  /** The round within its section (1-based). */
  readonly stage: number;
  readonly slots: readonly [BracketSlot, BracketSlot];
  /**
   * A bracket reset: played only when the player from the second place of match `resetOf` (the
   * losers' bracket champion) won it.
   */
  readonly resetOf?: number;
  /** Placement tier of a loser knocked out here (higher is better). */
  readonly loserTier: number;
  /** Placement tier of the winner when no later match takes it (the champion, third place). */
  readonly winnerTier: number;
}

/** How a match stands after replaying the boards (see the protocol's `BracketMatchState`). */
export type MatchState = BracketMatchState;

/** A match after replaying the boards. */
export interface PlayedMatch {
  readonly match: BracketMatch;
  state: MatchState;
  /** Players by place; undefined while not known, null for an empty place. */
  players: [PlayerId | null | undefined, PlayerId | null | undefined];
  /** The board it is played on: tournament round and index in that round (0-based). */
  round: number | null;
  boardIndex: number | null;
  board: PlayedBoard | null;
  winner: PlayerId | null;
  loser: PlayerId | null;
}

/** A bracket replayed: every match, and the pairing of the next round (ready matches). */
export interface BracketReplay {
  readonly matches: PlayedMatch[];
  /** Matches ready for the next round, in bracket order, with their seating. */
  readonly next: { readonly match: PlayedMatch; readonly pairing: Pairing }[];
}

/**
 * Replays `boards` (every round so far) through `bracket`. Each tournament round holds every match
 * whose players are known and that is not yet played: a round's boards are matched to those
 * matches by their players, or else in order (an organiser's own pairing). A place left empty
 * (a bye, or the loser of a bye) lets the other player through without a game, except in the
 * first winners' round, where a bye is a board of its own, as in every format. A draw, or a
 * double forfeit, sends the higher seed through. The higher seed takes the first seat.
 */
export function replayBracket(
  bracket: readonly BracketMatch[],
  seeded: readonly PlayerId[],
  boards: readonly PlayedBoard[],
): BracketReplay {
  const seeds = new Map(seeded.map((p, i) => [p, i + 1]));
  const seedOf = (p: PlayerId) => seeds.get(p) ?? seeded.length + 1;
  const matches: PlayedMatch[] = bracket.map((match) => ({
    match,
    state: 'waiting',
    players: [undefined, undefined],
    round: null,
    boardIndex: null,
    board: null,
    winner: null,
    loser: null,
  }));
  const fill = (slot: BracketSlot): PlayerId | null | undefined => {
    if (slot.kind === 'seed') return seeded[slot.seed - 1] ?? null;
    const from = matches[slot.of]!;
    if (from.state === 'waiting' || from.state === 'paired') return undefined;
    return slot.kind === 'winner' ? from.winner : from.loser;
  };
  const ready = (): PlayedMatch[] => {
    settle(matches, fill);
    return matches.filter(
      (m) => m.state === 'waiting' && m.players[0] !== undefined && m.players[1] !== undefined,
    );
  };
  const last = boards.reduce((n, b) => Math.max(n, b.round), 0);
  for (let round = 1; round <= last; round++) {
    const open = ready();
    const played = boards.filter((b) => b.round === round);
    // Boards with the expected players first; an organiser's own boards then in order.
    const at = new Map<PlayedMatch, number>();
    const claimed = new Set<number>();
    for (const m of open) {
      const j = played.findIndex((b, k) => !claimed.has(k) && same(m.players, [b.first, b.second]));
      if (j < 0) continue;
      at.set(m, j);
      claimed.add(j);
    }
    const spare = played.map((_, k) => k).filter((k) => !claimed.has(k));
    for (const m of open) if (!at.has(m) && spare.length > 0) at.set(m, spare.shift()!);
    for (const [m, j] of at) {
      const b = played[j]!;
      // The organiser may have seated others here: the board's players then fill the places.
      if (!same(m.players, [b.first, b.second])) m.players = [b.first, b.second];
      m.round = round;
      m.boardIndex = j;
      m.board = b;
      if (b.second === null) decide(m, b.first, null, 'bye');
      else if (b.result === null) m.state = 'paired';
      else {
        const winner = eliminationWinner(b, seedOf);
        decide(m, winner, winner === b.first ? b.second : b.first, 'decided');
      }
    }
  }
  const next = ready().map((match) => {
    const [a, b] = match.players as [PlayerId | null, PlayerId | null];
    const [first, second] =
      a === null ? [b!, null] : b === null || seedOf(a) <= seedOf(b) ? [a, b] : [b, a];
    return { match, pairing: { first, second } };
  });
  return { matches, next };
}

/** Whether two places hold the same players, in any order. */
function same(
  places: readonly (PlayerId | null | undefined)[],
  seats: readonly (PlayerId | null)[],
) {
  const a = places.map((p) => p ?? '').sort();
  const b = seats.map((p) => p ?? '').sort();
  return a[0] === b[0] && a[1] === b[1];
}

function decide(m: PlayedMatch, winner: PlayerId | null, loser: PlayerId | null, s: MatchState) {
  m.state = s;
  m.winner = winner;
  m.loser = loser;
}

/**
 * Fills in known places and settles, until nothing changes, the matches that need no board: no
 * player at all, one player outside the first winners' round, or a reset the final made moot.
 */
function settle(
  matches: PlayedMatch[],
  fill: (slot: BracketSlot) => PlayerId | null | undefined,
): void {
  for (let changed = true; changed;) {
    changed = false;
    for (const m of matches) {
      if (m.state !== 'waiting') continue;
      m.players = [fill(m.match.slots[0]), fill(m.match.slots[1])];
      const [a, b] = m.players;
      if (a === undefined || b === undefined) continue;
      const reset = m.match.resetOf === undefined ? null : matches[m.match.resetOf]!;
      const firstRound = m.match.section === 'winners' && m.match.stage === 1;
      if (reset && reset.winner !== reset.players[1]) decide(m, null, null, 'not_needed');
      else if (a === null && b === null) decide(m, null, null, 'not_needed');
      else if ((a === null || b === null) && !firstRound) decide(m, a ?? b, null, 'bye');
      else continue;
      changed = true;
    }
  }
}

/** Whether a later match that is (or may still be) played takes this match's winner or loser. */
function fedOn(matches: readonly PlayedMatch[], id: number, kind: 'winner' | 'loser'): boolean {
  return matches.some(
    (m) => m.state !== 'not_needed' && m.match.slots.some((s) => s.kind === kind && s.of === id),
  );
}

/**
 * Each player's placement tier from a replay (higher is better): a player knocked out gets the
 * match's loser tier, the winner of a last match (the champion, third place) its winner tier,
 * and a player still in the running is above every tier.
 */
export function placementTiers(replay: BracketReplay): Map<PlayerId, number> {
  const tiers = new Map<PlayerId, number>();
  for (const m of replay.matches) {
    if (m.state !== 'decided' && m.state !== 'bye') continue;
    const id = m.match.id;
    if (m.loser !== null && !fedOn(replay.matches, id, 'loser'))
      tiers.set(m.loser, m.match.loserTier);
    if (m.winner !== null && !fedOn(replay.matches, id, 'winner'))
      tiers.set(m.winner, m.match.winnerTier);
  }
  return tiers;
}
