import type { GameRecordRow } from '../store/types.js';

/**
 * The seed a game's dice come from: the joint seed once the seats' nonces fixed it (seeds made
 * together), else the server's own secret seed.
 */
export function diceSeedOf(row: Pick<GameRecordRow, 'seed' | 'gameSeed'>): Uint8Array {
  return row.gameSeed ?? row.seed;
}
