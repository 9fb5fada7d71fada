import { statfsSync } from 'node:fs';

/** Limits that keep games from filling the disk. */
export interface GameLimits {
  /** Open games (waiting for players) one client address may have at once. */
  readonly maxOpenGamesPerAddress: number;
  /** An open game nobody completes within this time is deleted, in ms. */
  readonly openGameTtlMs: number;
  /** Below this much free space in the data folder no new game is created, in bytes. */
  readonly minFreeDiskBytes: number;
  /** The largest initial state a set-up may make (its JSON, in bytes): every game stays playable. */
  readonly maxInitialStateBytes: number;
}

/** The defaults, documented in docs/operations.md. */
export const DEFAULT_GAME_LIMITS: GameLimits = {
  maxOpenGamesPerAddress: 20,
  openGameTtlMs: 7 * 24 * 3600 * 1000,
  minFreeDiskBytes: 256 * 1024 * 1024,
  maxInitialStateBytes: 384 * 1024,
};

/** Free bytes of the file system that holds `dir`, or null where the system cannot tell. */
export function freeDiskBytes(dir: string): number | null {
  try {
    const stats = statfsSync(dir);
    return Number(stats.bavail) * Number(stats.bsize);
  } catch {
    return null;
  }
}
