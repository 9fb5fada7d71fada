import { chainGenesis, chainLink, RECORD_FORMAT_VERSION } from '@broadside/rules';
import type { GameStore, LogEntry } from '../store/types.js';
import type { LiveGame } from './live-game.js';
import { chainStartOfRow, recordEntryOf } from './record-entry.js';
import { RecentHeads } from './recent-heads.js';
import { recordSeats } from './seat-names.js';

/**
 * Heads kept per game, for the acknowledgement of an order once its group commit is durable (a
 * game moves on by a few entries at most meanwhile) and of a recent order sent again. An older
 * order sent again is acknowledged without a head; a welcome reads any head from the store.
 */
const RECENT_HEADS = 16;

interface GameChain {
  /** The chain heads after the latest entries. */
  readonly heads: RecentHeads;
  seq: number;
  head: string;
}

/** Each live game's hash chain, kept beside the game and dropped with it. */
const chains = new WeakMap<LiveGame, GameChain>();

/**
 * The chain of a game as stored: its genesis, then every stored entry up to `seq`. The genesis
 * is that of the current record format (5): it binds the seats with their names as the record
 * will state them.
 */
function storedChain(store: Pick<GameStore, 'entries'>, game: LiveGame, seq: number): GameChain {
  const stated = {
    formatVersion: RECORD_FORMAT_VERSION,
    seats: recordSeats(game.seatNames, game.seats),
  };
  let head = chainGenesis(chainStartOfRow(game.header, stated));
  const heads = new RecentHeads(RECENT_HEADS);
  for (const entry of seq > 0 ? store.entries(game.id, 1, seq) : []) {
    head = chainLink(head, recordEntryOf(entry));
    heads.add(entry.seq, head);
  }
  return { heads, seq, head };
}

/**
 * Extends a game's hash chain by a new entry (docs/record-format.md, The hash chain) and
 * returns the head after it. The first call after a game is loaded reads its stored log once.
 */
export function extendChain(
  store: Pick<GameStore, 'entries'>,
  game: LiveGame,
  entry: LogEntry,
): string {
  let chain = chains.get(game);
  if (!chain || chain.seq !== entry.seq - 1) {
    chain = storedChain(store, game, entry.seq - 1);
    chains.set(game, chain);
  }
  chain.head = chainLink(chain.head, recordEntryOf(entry));
  chain.seq = entry.seq;
  chain.heads.add(entry.seq, chain.head);
  return chain.head;
}

/**
 * Starts a loaded game's chain from a snapshot that stored its chain head and the entries
 * replayed after it (as the game was rebuilt), so that no entry is read or hashed again.
 */
export function startChain(
  game: LiveGame,
  snapshotSeq: number,
  snapshotHead: string,
  entries: readonly LogEntry[],
): void {
  let head = snapshotHead;
  const heads = new RecentHeads(RECENT_HEADS);
  if (snapshotSeq > 0) heads.add(snapshotSeq, head);
  for (const entry of entries) {
    head = chainLink(head, recordEntryOf(entry));
    heads.add(entry.seq, head);
  }
  chains.set(game, { heads, seq: snapshotSeq + entries.length, head });
}

/** The head after entry `seq`, when it is among the game's latest; otherwise undefined. */
export function recentChainHead(game: LiveGame, seq: number): string | undefined {
  if (seq === 0) return undefined;
  return chains.get(game)?.heads.get(seq);
}

/**
 * The head after entry `seq` of a game whose entries up to `seq` are stored (a welcome flushes
 * the commit queue first): from memory when recent, else from the stored log.
 */
export function chainHeadAt(
  store: Pick<GameStore, 'entries'>,
  game: LiveGame,
  seq: number,
): string {
  const known = recentChainHead(game, seq);
  if (known !== undefined) return known;
  const stored = storedChain(store, game, seq);
  // While a game is open a seat may still be taken, which names it: its start is not final.
  if (!chains.has(game) && seq === game.header.seq && game.header.status !== 'open')
    chains.set(game, stored);
  return stored.head;
}

/** Forgets a game's chain (its memory was put back as stored); the next entry reads it again. */
export function forgetChain(game: LiveGame): void {
  chains.delete(game);
}
