import type { Annotation, AnnotationList } from '@broadside/protocol';
import { accountRequest, loadAccount } from '../net/account.js';

/**
 * The HTTP calls of replay comments (docs/protocol.md, Annotations). A player proves their seat
 * with the seat token this browser holds, or, without one, with the signed-in account (the
 * session cookie and its CSRF token).
 */

const base = (gameId: string) => `/api/games/${encodeURIComponent(gameId)}/annotations`;

/** Every comment on a finished game, and the seat the signed-in account holds in it. */
export async function listAnnotations(gameId: string): Promise<AnnotationList> {
  await loadAccount();
  return accountRequest<AnnotationList>('GET', base(gameId));
}

/** Writes a comment on record entry `seq` as the player holding `seatToken` (or the account). */
export async function addAnnotation(
  gameId: string,
  seq: number,
  text: string,
  seatToken: string | null,
): Promise<Annotation> {
  await loadAccount();
  return accountRequest<Annotation>('POST', base(gameId), {
    seq,
    text,
    ...(seatToken ? { seatToken } : {}),
  });
}

/** Deletes one of the player's own comments. */
export async function deleteAnnotation(
  gameId: string,
  id: string,
  seatToken: string | null,
): Promise<void> {
  await loadAccount();
  await accountRequest<null>(
    'DELETE',
    `${base(gameId)}/${encodeURIComponent(id)}`,
    seatToken ? { seatToken } : {},
  );
}
