import { newGameId } from '../util/secrets.js';
import { EVERY_GAME, type GameOwnership } from '../match/ownership.js';
import type { HashRing } from './ring.js';

/**
 * The ownership of member `self` of `ring`, within `within` (every game by default). New ids are
 * drawn from `within` until one falls to `self` (N draws on average for N members); the id keeps
 * its full 96 random bits.
 */
export function ringOwnership(
  ring: HashRing,
  self: string,
  within: GameOwnership = EVERY_GAME,
): GameOwnership {
  if (!ring.members.includes(self)) throw new Error(`${self} is not a member of the ring`);
  return {
    owns: (gameId) => within.owns(gameId) && ring.ownerOf(gameId) === self,
    newGameId: () => {
      for (;;) {
        const id = within.newGameId();
        if (ring.ownerOf(id) === self) return id;
      }
    },
  };
}

/**
 * The ownership of node `name` of a cluster of machines: the games whose id starts with
 * `<name>-`, which is also how the reverse proxy finds the node (a prefix map, see
 * deploy/haproxy.cfg).
 */
export function nodeOwnership(name: string): GameOwnership {
  const prefix = `${name}-`;
  return {
    owns: (gameId) => gameId.startsWith(prefix),
    newGameId: () => `${prefix}${newGameId()}`,
  };
}

/** The shard (node name) a game id belongs to: its prefix before the first `-`, or null. */
export function shardOfGame(gameId: string): string | null {
  const dash = gameId.indexOf('-');
  return dash > 0 ? gameId.slice(0, dash) : null;
}

/**
 * The ownership of node `home` in a cluster where nodes take over each other's games: the games
 * of every shard `holds` says this process holds right now (its own, and those of dead nodes it
 * took over), asked afresh at each call. New games are always named after `home`.
 */
export function heldShardsOwnership(
  home: string,
  holds: (shard: string) => boolean,
): GameOwnership {
  return {
    owns: (gameId) => {
      const shard = shardOfGame(gameId);
      return shard !== null && holds(shard);
    },
    newGameId: nodeOwnership(home).newGameId,
  };
}

/**
 * The shards the process of node `home` holds, asked by its match service from the moment that is
 * built: only `home` until the process's lease keeper runs (it needs the app's database, so it
 * comes later), then whatever the keeper holds, asked afresh at each call. {@link ownership} is
 * the match service's, the same object before and after (`holdShard` calls {@link follow}).
 */
export class HeldShards {
  /** The games of every shard held; new games are named after `home`. */
  readonly ownership: GameOwnership;
  /** The node's name: its own shard. */
  readonly home: string;
  private keeper: { holds(shard: string): boolean } | null = null;

  constructor(home: string) {
    this.home = home;
    this.ownership = heldShardsOwnership(home, (shard) => this.holds(shard));
  }

  /** Whether this process holds `shard`: its own node's alone until a keeper is followed. */
  holds(shard: string): boolean {
    return this.keeper === null ? shard === this.home : this.keeper.holds(shard);
  }

  /** From now on, the shards held are those `keeper` holds. */
  follow(keeper: { holds(shard: string): boolean }): void {
    this.keeper = keeper;
  }
}
