import { z } from 'zod';

/**
 * Schemas of the contract's shapes that travel outside the rules: the wire protocol and the game
 * record reuse them instead of restating them.
 */

/** A seat id as a ruleset names it. */
export const seatIdSchema = z.string().min(1).max(16);

/** The `{ code, message, path }` of every rule error, and of every error on the wire. */
export const ruleErrorSchema = z
  .object({
    code: z.string(),
    message: z.string(),
    path: z.array(z.union([z.string(), z.number()])),
  })
  .meta({ id: 'WireError' });

/** Who is looking at a game: a seat's holder or a spectator (the protocol's `Role`). */
export const viewerSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('seat'), seat: seatIdSchema }),
    z.object({ kind: z.literal('spectator') }),
  ])
  .meta({ id: 'Role' });

/** A decision the game waits for, as a viewer may see it. */
export const pendingDecisionSchema = z
  .object({ seat: seatIdSchema, kind: z.string(), detail: z.unknown().optional() })
  .meta({ id: 'Pending' });
