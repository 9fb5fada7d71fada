import { z } from 'zod';
import { gameResultSchema } from '../core/game-result.js';

/**
 * The Broadside game record ("our PGN"): a versioned JSON document that holds everything needed
 * to replay and verify a game. docs/record-format.md describes every field; docs/record.schema.json
 * is generated from these schemas.
 */

/** Value of the `format` field: says what the document is. */
export const RECORD_FORMAT = 'broadside-record';

/**
 * Current format version. Readers refuse records of a newer version. Version 2 makes every
 * state hash mandatory and adds the hash-chain head (`chain`) and the server's `signature`.
 * Version 3 adds seeds made together: `dice.derivation`, the seats' nonce commitments and
 * nonces from which, with the server's secret, the seed is derived. Version 4 signs the
 * signature's own algorithm, key id and public key with the rest of the record (see
 * `recordDigest`), so that no field but the signature value is left unbound. Version 5 starts
 * the hash chain from the format version and the seats with their names too (`chainGenesis`),
 * so the fingerprint a player keeps binds who played, with or without a signature; its `chain`
 * is required.
 */
export const RECORD_FORMAT_VERSION = 5;

/** The dice scheme of the Starfire rulings (Dice): HMAC-SHA256 of "k:attempt" keyed by the seed. */
export const DICE_SCHEME = 'hmac-sha256-k-attempt';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 lowercase hex digits');
const isoTime = z.iso.datetime({ offset: true });
const seat = z.string().min(1).max(32);

/**
 * Seeds made together (format 3, docs/fair-play.md): `commitment` is then the server's
 * commitment to its secret, and the seed is `jointSeed(serverSecret, nonces in seat order)`.
 */
export const seedDerivationSchema = z
  .strictObject({
    domain: z.literal('broadside/seed/v1').describe('Domain label of the derivation.'),
    serverSecret: hex64
      .nullable()
      .describe("The server's 32-byte secret in hex; null until the game is over."),
    seats: z
      .array(
        z.strictObject({
          seat,
          commitment: hex64.describe("SHA-256 of the seat's nonce, made when taking the seat."),
          nonce: hex64
            .nullable()
            .describe('The revealed 32-byte nonce in hex; null if the seat never revealed it.'),
        }),
      )
      .min(1)
      .describe('Every seat that contributed a nonce, in seat order.'),
  })
  .describe('How the seed was made from the server secret and the seats’ nonces.');

/** How a format-3 seed was derived. */
export type SeedDerivation = z.infer<typeof seedDerivationSchema>;

/** One die: roll number `k` of the game, a `sides`-faced die, and the value it gave. */
export const dieRollSchema = z
  .strictObject({
    k: z.int().min(0).describe('Roll number within the game: 0, 1, 2 … across the whole game.'),
    sides: z.int().min(1).describe('Faces of the die (10 for a d10).'),
    value: z.int().min(1).describe('What the die showed, 1 … sides.'),
  })
  .describe('One die roll.');

/** A die as recorded. */
export type DieRoll = z.infer<typeof dieRollSchema>;

const entryCommon = {
  /** 1, 2, 3 … with no gap. */
  seq: z.int().min(1).describe('Sequence number: 1, 2, 3 … without gaps.'),
  /** The seat the entry is for. */
  seat: seat.describe('The seat the entry is for.'),
  /** When the server accepted it (ISO 8601). The rules never read a clock: this is the server's time. */
  at: isoTime.describe("When the server accepted the entry (ISO 8601, the server's clock)."),
  /** Every die the entry rolled, in the order rolled. */
  dice: z.array(dieRollSchema).describe('Every die the entry rolled, in order.'),
  /** The ruleset's hash of the state after the entry. Optional, but it lets a verifier name a changed order. */
  stateHash: hex64.optional().describe("The ruleset's hash of the state after the entry."),
};

/** An accepted order. */
export const orderEntrySchema = z.strictObject({
  kind: z.literal('order'),
  ...entryCommon,
  /** The order exactly as accepted (ruleset-specific JSON). */
  order: z.json().describe('The order exactly as accepted (ruleset-specific JSON).'),
});

/** A seat that ran out of time, replayed through the ruleset's `timeout()`. */
export const timeoutEntrySchema = z.strictObject({
  kind: z.literal('timeout'),
  ...entryCommon,
});

/**
 * The game's tournament organiser decided it while it was being played (an adjudication, or a
 * board settled by a withdrawal): the state does not change, the game ends with `result`, whose
 * reason is `adjudicated`. It is for no seat and rolls no dice; nothing may follow it.
 */
export const adjudicationEntrySchema = z.strictObject({
  kind: z.literal('adjudication'),
  seq: entryCommon.seq,
  at: entryCommon.at,
  dice: z.array(dieRollSchema).max(0).describe('Always []: an adjudication rolls no dice.'),
  /** The result the organiser gave the game. */
  result: gameResultSchema.describe(
    'The result the organiser gave the game; its reason is "adjudicated".',
  ),
  stateHash: entryCommon.stateHash,
});

/** One entry of the record. */
export const recordEntrySchema = z.discriminatedUnion('kind', [
  orderEntrySchema,
  timeoutEntrySchema,
  adjudicationEntrySchema,
]);

/** An entry as recorded. */
export type RecordEntry = z.infer<typeof recordEntrySchema>;

/** An entry made by a seat: an order or a timeout (not an adjudication). */
export type SeatEntry = Extract<RecordEntry, { kind: 'order' | 'timeout' }>;

/** The whole record. */
export const gameRecordSchema = z.strictObject({
  format: z.literal(RECORD_FORMAT).describe('Always "broadside-record".'),
  formatVersion: z
    .int()
    .min(1)
    .describe('Version of this format (see docs/record-format.md, Versioning).'),
  ruleset: z.strictObject({
    id: z.string().min(1).max(64),
    version: z.string().min(1).max(64),
  }),
  game: z.strictObject({
    /** The server's id for the game, if any. */
    id: z.string().max(128).nullable(),
    createdAt: isoTime,
    /** The server that ran the game, e.g. its public URL; free text. */
    server: z.string().max(256).nullable().optional(),
  }),
  /** The set-up exactly as the creator sent it (ruleset-specific JSON). */
  setup: z.json().describe('The set-up exactly as the creator sent it (ruleset-specific JSON).'),
  /** The seats and who sat in them. */
  seats: z
    .array(z.strictObject({ seat, name: z.string().max(64) }))
    .min(1)
    .describe('The seats and who sat in them; from format 5 bound by the hash chain.'),
  dice: z.strictObject({
    scheme: z.literal(DICE_SCHEME),
    /** Lowercase hex SHA-256 of the seed, public from the start. */
    commitment: hex64.describe('Lowercase hex SHA-256 of the seed bytes, public from the start.'),
    /** The seed, 64 hex digits, present only once the game is over (or in a record made for analysis). */
    seed: hex64.nullable().describe('The 32-byte seed in hex; null until the game is over.'),
    /** Seeds made together (format 3): how the seed was derived, when any seat contributed. */
    derivation: seedDerivationSchema.optional(),
  }),
  /** Creating the game: the dice it rolled (e.g. initiative) and the resulting state hash. */
  start: z.strictObject({
    dice: z.array(dieRollSchema),
    stateHash: hex64.optional(),
  }),
  entries: z
    .array(recordEntrySchema)
    .describe(
      'Every accepted order and timeout, and an adjudication that ended the game, in order.',
    ),
  /** The result, or `null` while the game is not over. */
  result: gameResultSchema.nullable().describe('How the game ended; null while it is not over.'),
  /** The ruleset's hash of the final state. */
  finalStateHash: hex64.optional().describe("The ruleset's hash of the final state."),
  /** The hash-chain head after the last entry: the game's fingerprint (format 2; required from 5). */
  chain: hex64
    .optional()
    .describe(
      "The hash-chain head after the last entry, the game's fingerprint (format 2). From format 5 the chain starts from the seats and the format version too, and this field is required.",
    ),
  /** The server's Ed25519 signature over the record's digest (format 2). */
  signature: z
    .strictObject({
      algorithm: z.literal('ed25519'),
      keyId: z.string().min(1).max(64).describe("The server's name for its key."),
      publicKey: hex64.describe('The Ed25519 public key, 64 hex digits.'),
      value: z
        .string()
        .regex(/^[0-9a-f]{128}$/, 'expected 128 lowercase hex digits')
        .describe(
          'The signature over recordDigest(record), 128 hex digits. From format 4 the digest covers algorithm, keyId and publicKey too.',
        ),
    })
    .optional()
    .describe("The server's signature (format 2); see docs/record-format.md, Signatures."),
});

/** A parsed game record. */
export type GameRecord = z.infer<typeof gameRecordSchema>;
