/** The minimal part of the Web Storage API the stores use (tests pass a plain object). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
