/**
 * A least-recently-used cache of at most `capacity` entries: reading an entry makes it the
 * newest, and adding one past the capacity drops the oldest.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();
  readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.capacity)
      this.#entries.delete(this.#entries.keys().next().value!);
  }

  /** The cached value of `key`, made with `make` (and kept) when there is none. */
  getOrSet(key: K, make: () => V): V {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = make();
    this.set(key, value);
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }
}
