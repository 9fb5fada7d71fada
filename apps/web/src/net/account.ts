import {
  CSRF_HEADER,
  type Me,
  type MyGame,
  type Notification,
  type NotificationSettings,
  type Profile,
  type PublicUser,
} from '@broadside/protocol';
import { ApiError, wireErrorOf, type SeatGrant } from './api-answers.js';
import { keepNonce, newSeatNonce, nonceStorage } from './seat-nonces.js';

/**
 * The signed-in account of this browser: who it is, the session's CSRF token (sent with every
 * state-changing request; the session cookie itself is HttpOnly), and the account's HTTP calls.
 */

let me: Me = { user: null };
let loaded: Promise<Me> | null = null;
const listeners = new Set<(user: PublicUser | null) => void>();

function setMe(next: Me): void {
  me = next;
  loaded = Promise.resolve(next);
  for (const listen of listeners) listen(me.user);
}

/** The headers a state-changing request carries: the CSRF token while signed in. */
export function csrfHeaders(): Record<string, string> {
  return me.csrfToken ? { [CSRF_HEADER]: me.csrfToken } : {};
}

/** The signed-in user, or null (before {@link loadAccount} resolves: null). */
export function currentAccount(): PublicUser | null {
  return me.user;
}

/** Calls `listen` whenever the user signs in or out; returns the unsubscribe. */
export function onAccountChange(listen: (user: PublicUser | null) => void): () => void {
  listeners.add(listen);
  return () => listeners.delete(listen);
}

/**
 * A JSON request with the session cookie and, for anything but GET, the CSRF header; answers the
 * parsed body or throws {@link ApiError}. Shared by every signed-in API client.
 */
export async function accountRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') Object.assign(headers, csrfHeaders());
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) throw new ApiError(response.status, wireErrorOf(json));
  return json as T;
}

/** Asks the server who is signed in (once per page load unless `again`). */
export function loadAccount(again = false): Promise<Me> {
  if (!loaded || again)
    loaded = accountRequest<Me>('GET', '/api/me')
      .then((answer) => {
        setMe(answer);
        return answer;
      })
      .catch(() => me);
  return loaded;
}

/** Creates an account and signs in. */
export async function signUp(username: string, password: string, displayName?: string) {
  setMe(
    await accountRequest<Me>('POST', '/api/auth/signup', {
      username,
      password,
      ...(displayName ? { displayName } : {}),
    }),
  );
}

/** Signs in. */
export async function signIn(username: string, password: string): Promise<void> {
  setMe(await accountRequest<Me>('POST', '/api/auth/signin', { username, password }));
}

/** Signs out (the session ends on the server). */
export async function signOut(): Promise<void> {
  await accountRequest<null>('POST', '/api/auth/signout');
  setMe({ user: null });
}

/** Changes the password; every other session of the account ends. */
export function changePassword(currentPassword: string, newPassword: string): Promise<null> {
  return accountRequest('POST', '/api/auth/password', { currentPassword, newPassword });
}

/**
 * The account's seat in a game, on this device (or takes a seat kept for the account, committing
 * to a fresh nonce for it: seeds made together).
 */
export async function mySeat(gameId: string): Promise<SeatGrant> {
  const seatNonce = newSeatNonce();
  const grant = await accountRequest<SeatGrant>(
    'POST',
    `/api/games/${encodeURIComponent(gameId)}/my-seat`,
    { nonceCommitment: seatNonce.commitment },
  );
  const storage = nonceStorage();
  if (storage) keepNonce(storage, gameId, grant.seat, seatNonce);
  return grant;
}

/** Signs every device out of the account's seat; returns this device's fresh token. */
export function revokeMySeat(
  gameId: string,
): Promise<{ seat: string; revoked: number; seatToken: string }> {
  return accountRequest('POST', `/api/games/${encodeURIComponent(gameId)}/my-seat/revoke`);
}

/** Keeps an untaken seat of a game for one account. */
export function inviteUser(gameId: string, seat: string, username: string): Promise<null> {
  return accountRequest(
    'POST',
    `/api/games/${encodeURIComponent(gameId)}/seats/${encodeURIComponent(seat)}/invite-user`,
    { username },
  );
}

/** My games: my move first. */
export async function myGames(): Promise<readonly MyGame[]> {
  return (await accountRequest<{ games: MyGame[] }>('GET', '/api/my/games')).games;
}

/** My notifications, newest first, and how many are unread. */
export function notifications(): Promise<{ unread: number; notifications: Notification[] }> {
  return accountRequest('GET', '/api/notifications?limit=30');
}

/** Marks notifications read (all without ids). */
export function markRead(ids?: readonly number[]): Promise<{ unread: number }> {
  return accountRequest('POST', '/api/notifications/read', ids ? { ids } : {});
}

/** My notification settings. */
export function notificationSettings(): Promise<NotificationSettings> {
  return accountRequest('GET', '/api/me/settings');
}

/** Saves my notification settings. */
export function saveNotificationSettings(
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  return accountRequest('PUT', '/api/me/settings', settings);
}

/** A player's profile. */
export function profile(username: string): Promise<Profile> {
  return accountRequest('GET', `/api/users/${encodeURIComponent(username)}`);
}

/** Signs an anonymous seat out of every other device (its other tokens and invite stop working). */
export function revokeOtherDevices(
  gameId: string,
  seatToken: string,
): Promise<{ seat: string; revoked: number; invite: string }> {
  return accountRequest('POST', `/api/games/${encodeURIComponent(gameId)}/seats/revoke-others`, {
    seatToken,
  });
}
