import { z } from 'zod';

/**
 * Seeds made together (docs/fair-play.md). The server commits to a secret when the game is
 * created; a client commits to a random 32-byte nonce when it takes a seat (`nonceCommitment` in
 * the create or join body); once every seat is taken, each seat that committed sends `reveal`;
 * the game's seed is then SHA-256 over the server's secret and the nonces in seat order, and the
 * game starts. A seat that never reveals loses by forfeit at the reveal deadline.
 */

/** 64 lowercase hex digits: a SHA-256 commitment, a nonce or a secret. */
export const hex64Schema = z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 lowercase hex digits');

/** SHA-256 of a seat's 32-byte nonce, in lowercase hex, sent when taking the seat. */
export const nonceCommitmentSchema = hex64Schema.describe(
  "SHA-256 of the seat's secret 32-byte nonce, 64 lowercase hex digits.",
);

/** The steps of making a game's seed together. */
export const SEEDING_STAGES = ['committing', 'revealing', 'done', 'abandoned'] as const;

/** One seat's part in the seed, as everyone may see it. */
export const seatSeedingSchema = z
  .object({
    seat: z.string(),
    /** The seat's commitment, or `null` when its player sent none (it then adds nothing). */
    commitment: hex64Schema.nullable(),
    /** True once the seat revealed a nonce matching its commitment. */
    revealed: z.boolean(),
  })
  .meta({ id: 'SeatSeeding' });

/**
 * How far a game's seed is made, shown to every player and spectator: the server's commitment
 * and every seat's, in full, from before the first roll.
 */
export const seedingSchema = z
  .object({
    /** SHA-256 of the server's secret, fixed when the game was created. */
    serverCommitment: hex64Schema,
    /**
     * `committing`: seats are still being taken; `revealing`: every seat is taken and the seats
     * that committed must reveal; `done`: the seed is fixed and the game has started;
     * `abandoned`: a seat did not reveal in time and lost by forfeit.
     */
    stage: z.enum(SEEDING_STAGES),
    /** Every seat in seat order. */
    seats: z.array(seatSeedingSchema),
    /** While `revealing`: when a seat that has not revealed loses by forfeit (ms since epoch). */
    revealDeadline: z.number().nullable(),
  })
  .meta({ id: 'Seeding' });
/** How far a game's seed is made. */
export type Seeding = z.infer<typeof seedingSchema>;

/**
 * Client message, from a seat that committed to a nonce: the nonce itself, 64 hex digits. Sent
 * once the game's seeding is `revealing` (every seat taken). Sending the same nonce again is
 * harmless; a nonce that does not match the commitment is refused with `seed/nonce_mismatch`.
 */
export const revealSchema = z
  .object({ type: z.literal('reveal'), nonce: hex64Schema })
  .strict()
  .meta({ id: 'Reveal' });

/** Server frame to everyone in the game whenever its seeding changes. */
export const seedingFrameSchema = z
  .object({ type: z.literal('seeding'), seeding: seedingSchema })
  .meta({ id: 'SeedingFrame' });
