import { z } from 'zod';
import { seatIdSchema, secretSchema } from './common.js';

/**
 * Annotations (issue 33, "after the game"): once a game is finished its players comment on any
 * entry of its record; the replay shows each comment with its step, and the after-action report
 * quotes them. The text is kept exactly as written: every page or report that shows it escapes it.
 */

/** Limits of annotations. */
export const ANNOTATION_LIMITS = {
  /** Longest comment, in characters, after trimming. */
  maxTextLength: 1000,
  /** Most comments one seat may write on one game. */
  maxPerSeat: 200,
} as const;

/** An annotation's id: url-safe characters. */
export const annotationIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{6,32}$/, 'must be an annotation id');

/** One comment on a finished game. */
export const annotationSchema = z
  .strictObject({
    id: annotationIdSchema,
    /** The record entry the comment is on: its `seq`, 0 for the set-up. */
    seq: z.number().int().min(0),
    /** The seat whose player wrote it. */
    seat: seatIdSchema,
    /** That player's name, as the seat carried it when the comment was written. */
    author: z.string(),
    /** The comment as written (trimmed): plain text, to be escaped wherever it is shown. */
    text: z.string(),
    /** Server time it was written (ms since epoch). */
    createdAt: z.number().int().min(0),
  })
  .meta({ id: 'Annotation' });
/** One comment on a finished game. */
export type Annotation = z.infer<typeof annotationSchema>;

/** Answer of `GET /api/games/{id}/annotations`. */
export const annotationListSchema = z
  .strictObject({
    /** Every comment on the game, oldest first. */
    annotations: z.array(annotationSchema),
    /**
     * The seat the signed-in caller's account holds in the game, or null: a page may then offer
     * that player the comment box without a seat token.
     */
    mySeat: seatIdSchema.nullable(),
  })
  .meta({ id: 'AnnotationList' });
/** Answer of `GET /api/games/{id}/annotations`. */
export type AnnotationList = z.infer<typeof annotationListSchema>;

/**
 * Who writes or deletes: a player of the game, proven by a seat token of the game or (without
 * one) by the signed-in account that holds a seat in it.
 */
const proofShape = { seatToken: secretSchema.optional() };

/** Body of `POST /api/games/{id}/annotations`. */
export const annotationDraftSchema = z
  .strictObject({
    seq: z.number().int().min(0),
    text: z.string().trim().min(1).max(ANNOTATION_LIMITS.maxTextLength),
    ...proofShape,
  })
  .meta({ id: 'AnnotationDraft' });
/** Body of `POST /api/games/{id}/annotations`, as the client sends it. */
export type AnnotationDraft = z.input<typeof annotationDraftSchema>;

/** Body of `DELETE /api/games/{id}/annotations/{annotationId}` (may be left out when signed in). */
export const annotationDeleteSchema = z.strictObject(proofShape).meta({ id: 'AnnotationDelete' });
/** Body of `DELETE /api/games/{id}/annotations/{annotationId}`. */
export type AnnotationDelete = z.input<typeof annotationDeleteSchema>;
