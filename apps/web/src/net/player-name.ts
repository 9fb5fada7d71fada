import type { KeyValueStorage } from './storage.js';

const key = 'broadside.playerName';
/** Longest player name the server accepts. */
export const MAX_PLAYER_NAME = 40;

/** The name this browser plays under (set when creating or joining a game); empty when none. */
export function rememberedName(storage: KeyValueStorage): string {
  return (storage.getItem(key) ?? '').trim().slice(0, MAX_PLAYER_NAME);
}

/** Remembers the name this browser plays under, for the next game it creates or joins. */
export function rememberName(storage: KeyValueStorage, name: string): void {
  storage.setItem(key, name.trim().slice(0, MAX_PLAYER_NAME));
}
