import type { KeyValueStorage } from './storage.js';

/** A game's hash-chain head as this browser last saw it during play. */
export interface KeptFingerprint {
  /** The batch it follows. */
  readonly seq: number;
  /** The head, 64 hex digits. */
  readonly head: string;
}

const key = (gameId: string) => `broadside.fingerprint.${gameId}`;

/**
 * Keeps the latest fingerprint seen for a game (never an older one), so that after the game
 * the "Verify a record" page can prove the record is the history this browser saw.
 */
export function keepFingerprint(
  storage: KeyValueStorage,
  gameId: string,
  fingerprint: KeptFingerprint,
): void {
  const known = keptFingerprint(storage, gameId);
  if (known && known.seq >= fingerprint.seq) return;
  storage.setItem(key(gameId), JSON.stringify({ seq: fingerprint.seq, head: fingerprint.head }));
}

/** The fingerprint this browser kept for a game, or null. */
export function keptFingerprint(storage: KeyValueStorage, gameId: string): KeptFingerprint | null {
  try {
    const value = JSON.parse(storage.getItem(key(gameId)) ?? 'null') as KeptFingerprint | null;
    return value && typeof value.seq === 'number' && /^[0-9a-f]{64}$/.test(value.head)
      ? value
      : null;
  } catch {
    return null;
  }
}
