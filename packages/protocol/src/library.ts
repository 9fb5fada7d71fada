import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { z } from 'zod';

/**
 * The design and scenario library (issue 30, "Designs and scenarios to keep and share"): what a
 * player keeps, on the server when signed in and in the browser otherwise, and the short text
 * code that carries one entry from player to player. The `body` of an entry is the ruleset's own:
 * a design or a set-up the rules package checks. The library never interprets it.
 */

/** What an entry holds: one ship design, or a whole set-up. */
export const LIBRARY_KINDS = ['design', 'scenario'] as const;
/** One of {@link LIBRARY_KINDS}. */
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/** Limits of the library. */
export const LIBRARY_LIMITS = {
  /** Longest entry name. */
  maxNameLength: 60,
  /** Largest body, as canonical JSON, in bytes. */
  maxBodyBytes: 16 * 1024,
  /** Most entries one account may keep. */
  maxEntriesPerUser: 200,
  /** Longest share code accepted, in characters. */
  maxCodeLength: 24 * 1024,
} as const;

const bodySchema = z
  .unknown()
  .refine((b) => b !== undefined && JSON.stringify(b).length <= LIBRARY_LIMITS.maxBodyBytes, {
    message: `A body must be JSON of at most ${LIBRARY_LIMITS.maxBodyBytes} bytes.`,
  });

/** What is saved: kind, ruleset, name and the ruleset's body. */
export const libraryDraftSchema = z.strictObject({
  kind: z.enum(LIBRARY_KINDS),
  ruleset: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(LIBRARY_LIMITS.maxNameLength),
  body: bodySchema,
  /** Listed for everyone on the scenario library page (signed-in users only). */
  shared: z.boolean().default(false),
});
/** A draft as the client sends it. */
export type LibraryDraft = z.input<typeof libraryDraftSchema>;

/** A kept entry. `author` is the account's username, or null for the browser's own entries. */
export const libraryEntrySchema = z.strictObject({
  id: z.string().min(1).max(64),
  kind: z.enum(LIBRARY_KINDS),
  ruleset: z.string().min(1).max(64),
  name: z.string().min(1).max(LIBRARY_LIMITS.maxNameLength),
  body: z.unknown(),
  shared: z.boolean(),
  author: z.string().nullable(),
  updatedAt: z.number().int().min(0),
});
/** A kept entry. */
export type LibraryEntry = z.infer<typeof libraryEntrySchema>;

/** What a share code carries: an entry without its id, owner or time. */
export interface SharedItem {
  readonly kind: LibraryKind;
  readonly ruleset: string;
  readonly name: string;
  readonly body: unknown;
}

/** The prefix of every share code, with its version: `BSD1.` then base64url of deflated JSON. */
export const SHARE_CODE_PREFIX = 'BSD1.';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Base64url without padding (RFC 4648 §5), written out: the package runs in Node and browsers. */
function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c += 1) out += ALPHABET[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

/** The bytes of base64url text; throws on a character outside the alphabet. */
function fromBase64Url(text: string): Uint8Array {
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const ch of text) {
    const digit = ALPHABET.indexOf(ch);
    if (digit < 0) throw new Error('not base64url');
    value = ((value << 6) | digit) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 0xff;
    }
  }
  return bytes;
}

/** The short text code of an item: the same item always gives the same code. */
export function encodeShareCode(item: SharedItem): string {
  const json = JSON.stringify([item.kind, item.ruleset, item.name, item.body]);
  return SHARE_CODE_PREFIX + toBase64Url(deflateSync(strToU8(json), { level: 9 }));
}

/** Why a share code was refused: a stable code and a sentence. */
export interface ShareCodeError {
  readonly code: 'share/bad_code';
  readonly message: string;
  readonly path: readonly (string | number)[];
}

const sharedTupleSchema = z.tuple([
  z.enum(LIBRARY_KINDS),
  z.string().min(1).max(64),
  z.string().trim().min(1).max(LIBRARY_LIMITS.maxNameLength),
  bodySchema,
]);

/**
 * Reads a share code (surrounding white space and line breaks are ignored). The body is only
 * shaped JSON: the caller checks it with the ruleset before using it.
 */
export function decodeShareCode(
  text: string,
): { ok: true; value: SharedItem } | { ok: false; error: ShareCodeError } {
  const refuse = (message: string) =>
    ({ ok: false, error: { code: 'share/bad_code', message, path: ['code'] } }) as const;
  const code = text.replace(/\s+/g, '');
  if (!code.startsWith(SHARE_CODE_PREFIX))
    return refuse(`A share code starts with "${SHARE_CODE_PREFIX}".`);
  if (code.length > LIBRARY_LIMITS.maxCodeLength) return refuse('This share code is too long.');
  let parsed: unknown;
  try {
    // Inflating into a bounded buffer: a tiny code cannot expand into megabytes.
    const limit = LIBRARY_LIMITS.maxBodyBytes * 2;
    const packed = fromBase64Url(code.slice(SHARE_CODE_PREFIX.length));
    const bytes = inflateSync(packed, { out: new Uint8Array(limit + 1) });
    if (bytes.length > limit) return refuse('This share code holds too much.');
    parsed = JSON.parse(strFromU8(bytes));
  } catch {
    return refuse('This share code is damaged: check that it was copied whole.');
  }
  const shaped = sharedTupleSchema.safeParse(parsed);
  if (!shaped.success) return refuse('This share code does not hold a design or a scenario.');
  const [kind, ruleset, name, body] = shaped.data;
  return { ok: true, value: { kind, ruleset, name, body } };
}

/**
 * The body of a design in a ruleset whose designs are text its rules check (`checkDesign`, as
 * Starfire's): the hull (the unit kind the design is for) and the canonical design text.
 */
export const designTextBodySchema = z.strictObject({
  hull: z.string().min(1).max(16),
  text: z.string().min(1).max(512),
});
/** A text design's body. */
export type DesignTextBody = z.infer<typeof designTextBodySchema>;

/** The body field of a text design that names its unit kind (the `kind` of `checkDesign`). */
export const DESIGN_KIND_FIELD = 'hull';

/**
 * A text design's body read for a ruleset-agnostic caller (the server): the unit kind and the
 * text, or the zod error of a body of another shape.
 */
export function readDesignText(
  body: unknown,
): { ok: true; kind: string; text: string } | { ok: false; error: z.ZodError } {
  const shaped = designTextBodySchema.safeParse(body);
  return shaped.success
    ? { ok: true, kind: shaped.data.hull, text: shaped.data.text }
    : { ok: false, error: shaped.error };
}

/** The body to keep for a text design: its unit kind and canonical text. */
export function designTextBody(kind: string, text: string): DesignTextBody {
  return { hull: kind, text };
}

/** `GET /api/library` query: the signed-in player's own entries, of one kind or ruleset. */
export const libraryListQuerySchema = z.strictObject({
  kind: z.enum(LIBRARY_KINDS).optional(),
  ruleset: z.string().min(1).max(64).optional(),
});

/** Most shared entries one page of `GET /api/library/shared` holds. */
export const SHARED_PAGE_SIZE = 50;

/** `GET /api/library/shared` query: everyone's shared entries, newest first, a page at a time. */
export const librarySharedQuerySchema = z.strictObject({
  kind: z.enum(LIBRARY_KINDS).optional(),
  ruleset: z.string().min(1).max(64).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** A list of entries; `more` is true when a further page exists (shared listing). */
export const libraryListSchema = z
  .strictObject({
    entries: z.array(libraryEntrySchema),
    more: z.boolean(),
  })
  .meta({ id: 'LibraryList' });
/** A list of entries. */
export type LibraryList = z.infer<typeof libraryListSchema>;

/** `POST /api/library/picture.svg`: an unsaved set-up to draw. */
export const setupPictureBodySchema = z.strictObject({
  ruleset: z.string().min(1).max(64),
  setup: bodySchema,
});
