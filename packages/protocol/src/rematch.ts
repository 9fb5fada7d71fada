import { z } from 'zod';
import { gameIdSchema, seatIdSchema, secretSchema } from './common.js';
import { seatGrantSchema } from './http.js';

/**
 * A rematch offered after a finished game: a new game with the same ruleset, set-up, title,
 * player names, clock, spectator delay and visibility, the sides swapped. Seats move one place
 * along the game's seat order: with two sides the players swap; with three or more, the player
 * of the first seat takes the second, the second the third, and the last the first.
 */
export const rematchOfferSchema = z
  .object({
    /** The new game. */
    gameId: gameIdSchema,
    /** The seat of the finished game whose player offered the rematch. */
    offeredBy: seatIdSchema,
    /** Server time of the offer (ms since epoch). */
    offeredAt: z.number(),
    /** Every seat of the finished game, the seat its player gets in the new game, and whether they took it. */
    seats: z.array(
      z.object({
        seat: seatIdSchema,
        newSeat: seatIdSchema,
        name: z.string(),
        accepted: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'RematchOffer' });
/** A rematch offer. */
export type RematchOffer = z.infer<typeof rematchOfferSchema>;

/**
 * Body of `POST /api/games/{id}/rematch` and `POST /api/games/{id}/rematch/accept`: the caller's
 * seat token of the finished game, which proves which player asks.
 */
export const rematchBodySchema = z
  .object({ seatToken: secretSchema })
  .strict()
  .meta({ id: 'RematchBody' });
/** Body of the rematch routes. */
export type RematchBody = z.input<typeof rematchBodySchema>;

/** Answer of the rematch routes: the offer and the caller's own seat in the new game. */
export const rematchAnswerSchema = z
  .object({ rematch: rematchOfferSchema, grant: seatGrantSchema })
  .meta({ id: 'RematchAnswer' });
/** Answer of the rematch routes. */
export type RematchAnswer = z.infer<typeof rematchAnswerSchema>;

/** Server frame: a rematch was offered, or a player accepted it (sent to everyone in the old game). */
export const rematchFrameSchema = z
  .object({ type: z.literal('rematch'), rematch: rematchOfferSchema })
  .meta({ id: 'RematchFrame' });
