import { createHash } from 'node:crypto';

/** Points each member places on the ring; enough that N members share keys within a few %. */
export const DEFAULT_VIRTUAL_NODES = 160;

/** A 32-bit position on the ring: the first four bytes of the SHA-1 of the text. */
export function ringPosition(text: string): number {
  return createHash('sha1').update(text, 'utf8').digest().readUInt32BE(0);
}

/**
 * A consistent-hash ring. Each member owns the keys that fall between its points and the
 * previous ones, so adding or removing a member moves only about 1/N of the keys. Lookups are
 * a hash and a binary search; the same members always give the same owner, in every process.
 */
export class HashRing {
  private readonly points: number[] = [];
  private readonly owners: string[] = [];
  /** The members, in the order given. */
  readonly members: readonly string[];

  /** Builds the ring of `members` (names, e.g. `w0`, `w1`), each with `virtualNodes` points. */
  constructor(members: readonly string[], virtualNodes = DEFAULT_VIRTUAL_NODES) {
    this.members = [...members];
    if (members.length === 0) throw new Error('a hash ring needs at least one member');
    const placed: { point: number; owner: string }[] = [];
    for (const owner of members)
      for (let v = 0; v < virtualNodes; v += 1)
        placed.push({ point: ringPosition(`${owner}#${v}`), owner });
    // Ties (vanishingly rare) are broken by name, so every process builds the same ring.
    placed.sort((a, b) => a.point - b.point || (a.owner < b.owner ? -1 : 1));
    for (const p of placed) {
      this.points.push(p.point);
      this.owners.push(p.owner);
    }
  }

  /** The member that owns `key`: the first point at or after the key's position, wrapping. */
  ownerOf(key: string): string {
    const at = ringPosition(key);
    let lo = 0;
    let hi = this.points.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.points[mid]! < at) lo = mid + 1;
      else hi = mid;
    }
    return this.owners[lo === this.points.length ? 0 : lo]!;
  }
}

/** The names of the members of a one-machine cluster of `n` workers: `w0` … `w<n-1>`. */
export function workerNames(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `w${i}`);
}
