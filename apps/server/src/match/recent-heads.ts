/** Bytes of a chain head (a SHA-256). */
const HEAD_BYTES = 32;

/**
 * The chain heads after a game's latest entries, kept as raw bytes in one ring buffer: a live
 * game holds `size × 32` bytes for them instead of `size` 64-character strings in a map (about
 * 2 KB a game at 16 heads). Heads are added in sequence order; adding one that does not follow
 * the newest starts the ring again.
 */
export class RecentHeads {
  private readonly ring: Buffer;
  private readonly size: number;
  /** Sequence number of the newest head kept; 0 when none is. */
  private newest = 0;
  /** How many heads, ending at `newest`, are kept. */
  private count = 0;

  constructor(size: number) {
    this.size = size;
    this.ring = Buffer.alloc(size * HEAD_BYTES);
  }

  /** Keeps `head` (64 lowercase hex digits) as the head after entry `seq`. */
  add(seq: number, head: string): void {
    if (seq !== this.newest + 1) this.count = 0;
    this.ring.write(head, (seq % this.size) * HEAD_BYTES, HEAD_BYTES, 'hex');
    this.newest = seq;
    this.count = Math.min(this.count + 1, this.size);
  }

  /** The head after entry `seq`, when it is among the kept ones. */
  get(seq: number): string | undefined {
    if (seq > this.newest || seq <= this.newest - this.count) return undefined;
    const at = (seq % this.size) * HEAD_BYTES;
    return this.ring.toString('hex', at, at + HEAD_BYTES);
  }
}
