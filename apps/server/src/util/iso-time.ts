/** The second the cached prefix belongs to, in ms since the epoch divided by 1,000. */
let cachedSecond = Number.NaN;
/** `YYYY-MM-DDTHH:MM:SS.` of {@link cachedSecond}. */
let cachedPrefix = '';

/**
 * `new Date(ms).toISOString()`, for a time in milliseconds since the epoch. Every log entry's
 * time is written this way into its hash-chain link, and `toISOString` costs about 0.8 µs; entries
 * come many to a second, so the text up to the second is kept and only the milliseconds are
 * added. Times outside the years 0–9999 (whose text has another shape) and non-integer
 * milliseconds take the full path.
 */
export function isoTime(ms: number): string {
  if (!Number.isInteger(ms)) return new Date(ms).toISOString();
  const second = Math.floor(ms / 1000);
  if (second !== cachedSecond) {
    const text = new Date(ms).toISOString();
    if (text.length !== 24) return text;
    cachedSecond = second;
    cachedPrefix = text.slice(0, 20);
    return text;
  }
  const millis = ms - second * 1000;
  return `${cachedPrefix}${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
}
