/** Reads a `Cookie` request header into name → value (the first of repeated names wins). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
      value = value.slice(1, -1);
    if (!out.has(name)) out.set(name, value);
  }
  return out;
}

/** Attributes of a cookie the server sets. */
export interface CookieOptions {
  /** Seconds until it expires; 0 deletes it. */
  readonly maxAgeSeconds: number;
  /** Only over HTTPS. */
  readonly secure: boolean;
}

/**
 * A `Set-Cookie` value: always `HttpOnly` (no script reads it), `SameSite=Lax` (not sent with
 * cross-site POSTs) and `Path=/`; `Secure` when the server is reached over HTTPS.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
