import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerKey } from '../util/server-key.js';
import { NO_RATE_LIMIT } from './rate-limits.js';
import { routeSchema } from './zod-compilers.js';

/** The answer of `GET /api/keys`. */
export const serverKeysSchema = z.object({
  keys: z.array(
    z.object({
      keyId: z.string().describe("The key's short name, as records name it."),
      algorithm: z.literal('ed25519'),
      publicKey: z.string().describe('The raw Ed25519 public key, 64 hex digits.'),
    }),
  ),
});

/** `GET /api/keys`: the public key this server signs its records with. */
export async function keyRoutes(
  app: FastifyInstance,
  options: { serverKey: ServerKey },
): Promise<void> {
  app.get(
    '/api/keys',
    {
      config: NO_RATE_LIMIT,
      schema: routeSchema({
        summary: "The server's record-signing keys",
        description:
          'Every record this server exports is signed with this Ed25519 key (docs/record-format.md, Signatures). Keep the key to check records later: `broadside verify record.json --public-key <publicKey>`.',
        tags: ['games'],
        response: { 200: serverKeysSchema },
      }),
    },
    async () => ({
      keys: [
        {
          keyId: options.serverKey.keyId,
          algorithm: 'ed25519' as const,
          publicKey: options.serverKey.publicKey,
        },
      ],
    }),
  );
}
