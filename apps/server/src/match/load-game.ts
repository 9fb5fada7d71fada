import { serverError, type WireError } from '@broadside/protocol';
import { recordingDice, shareSetup, verifiableDice, type AnyRuleset } from '@broadside/rules';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { GameStore } from '../store/types.js';
import type { Clock } from '../util/clock.js';
import { startChain } from './chain-heads.js';
import { decisionTracker } from './decisions.js';
import { diceSeedOf } from './game-seed.js';
import type { LiveGame } from './live-game.js';
import { CorruptGameError, stateAt } from './rebuild.js';
import { seatNames } from './seat-names.js';
import { seenOrderIdsOf } from './seen-order-ids.js';
import { restoreDelayedBatches } from './spectator-delay.js';
import { ViewPatches } from './view-patches.js';

/** What {@link loadGame} reads from and reports to. */
export interface LoadGameDeps {
  readonly store: GameStore;
  readonly rulesets: ReadonlyMap<string, AnyRuleset>;
  readonly clock: Clock;
  readonly log: Logger;
}

/**
 * Reads game `id` from the store and rebuilds it as a live game with no subscribers: its latest
 * snapshot and the log after it, checked against the stored hashes (see `stateAt`), its seats,
 * decisions, hash chain and held spectator batches. A game that is missing, of a ruleset this
 * server lacks, or that does not replay to its hashes is an error (the last two logged).
 */
export function loadGame(
  deps: LoadGameDeps,
  id: string,
): { ok: true; game: LiveGame } | { ok: false; error: WireError } {
  const { store, log } = deps;
  const row = store.getGame(id);
  if (!row) return { ok: false, error: serverError('game/not_found') };
  const current = deps.rulesets.get(row.ruleset);
  // A game keeps the rules version it was created with, where the ruleset still plays it.
  const ruleset =
    current && current.version !== row.rulesetVersion
      ? (current.atVersion?.(row.rulesetVersion) ?? current)
      : current;
  if (!ruleset) {
    log.error({ gameId: id, ruleset: row.ruleset }, 'stored game uses a ruleset this server lacks');
    return { ok: false, error: serverError('ruleset/unknown') };
  }
  if (ruleset.version !== row.rulesetVersion) {
    log.warn(
      { gameId: id, stored: row.rulesetVersion, current: ruleset.version },
      'game was created with another ruleset version',
    );
  }
  const dice = verifiableDice(diceSeedOf(row));
  const started = performance.now();
  const seats = store.seats(id);
  const decisions = decisionTracker(ruleset, seats);
  let rebuilt: ReturnType<typeof stateAt>;
  try {
    rebuilt = stateAt(store, ruleset, dice, id, row.seq, decisions.step);
  } catch (error) {
    if (!(error instanceof CorruptGameError)) throw error;
    log.error({ gameId: id, err: error }, 'stored game does not replay to its stored hashes');
    return { ok: false, error: serverError('game/unavailable') };
  }
  const state = shareSetup(rebuilt.state);
  const game: LiveGame = {
    id,
    ruleset,
    dice,
    recording: recordingDice(dice),
    header: { ...row },
    seats,
    seatNames: seatNames(
      ruleset,
      row,
      seats.map((s) => s.seat),
    ),
    state,
    pending: ruleset.pending(state),
    decisionSeq: decisions.decisionSeq,
    subscribers: new Set(),
    delayed: [],
    spectatorSeq: row.seq,
    spectatorView: null,
    inFlight: new Map(),
    orderIds: seenOrderIdsOf(store.clientOrderIds(id)),
    viewPatches: new ViewPatches(),
  };
  // A snapshot with its chain head: the chain resumes there, from the entries just replayed.
  const { snapshot, entries } = rebuilt;
  if (snapshot.chainHead) startChain(game, snapshot.seq, snapshot.chainHead, entries);
  restoreDelayedBatches(game, store, deps.clock.now());
  log.debug({ gameId: id, seq: row.seq, ms: performance.now() - started }, 'game loaded');
  return { ok: true, game };
}
