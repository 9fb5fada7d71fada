import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1: the system picks one, and it is released at once for the caller. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Why the tests that need a service (`name`, e.g. "Redis") cannot run here, or null when it was
 * `found`. With `BROADSIDE_REQUIRE_SERVICES=1` (CI) a missing service is an error, not a reason
 * to skip.
 */
export function missingServiceReason(found: boolean, name: string, reason: string): string | null {
  if (found) return null;
  if (process.env.BROADSIDE_REQUIRE_SERVICES === '1')
    throw new Error(`${reason} (BROADSIDE_REQUIRE_SERVICES=1)`);
  console.warn(`skipping ${name} tests: ${reason}`);
  return reason;
}
