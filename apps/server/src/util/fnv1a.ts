/**
 * FNV-1a (32-bit) over a text's UTF-16 code units, as an unsigned integer: cheap, spread well
 * enough for bucketing, and the same in every process. Not a cryptographic hash.
 */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
