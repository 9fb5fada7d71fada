/** Benchmark seed number n: bytes 0..3 hold n big-endian, the rest are zero. Never for real games. */
export function benchSeed(n: number): Uint8Array {
  const seed = new Uint8Array(32);
  new DataView(seed.buffer).setUint32(0, n);
  return seed;
}
