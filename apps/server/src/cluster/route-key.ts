/** Query parameter of the WebSocket URL that names the game, a routing hint (`/ws?game=<id>`). */
export const GAME_PARAM = 'game';

/** Game ids as the server makes them (base64url), bounded so that a hint is cheap to hash. */
const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The game a request is about, by its URL alone, or null: `/ws?game=<id>` for a socket,
 * `/api/games/<id>` and everything under it for HTTP. It is only a hint for routing: the
 * hello (or the route's own parameters) stays the authority, and a request without a game is
 * served by any process.
 */
export function routeKeyOf(url: string | undefined): string | null {
  if (!url) return null;
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (path === '/ws') {
    if (queryAt < 0) return null;
    const id = new URLSearchParams(url.slice(queryAt + 1)).get(GAME_PARAM);
    return id !== null && GAME_ID.test(id) ? id : null;
  }
  const match = /^\/api\/games\/([^/]+)(?:\/|$)/.exec(path);
  if (!match) return null;
  const id = decodeURIComponent(match[1]!);
  return GAME_ID.test(id) ? id : null;
}
