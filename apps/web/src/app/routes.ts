/**
 * The pages of the app and their hash URLs. Hash routing needs no server fallback, so the
 * built app works from any static file server as well as from the game server.
 *
 * - `#/`                       lobby
 * - `#/designer`               ship designer (a page of the Starfire folder)
 * - `#/designer/<ruleset>`     that ruleset's designer (`#/designer/scl`: the Star Cruiser converter)
 * - `#/game/<id>`              a game, as a player (seat token in localStorage) or to join
 * - `#/game/<id>?seat=A&invite=…`  an invite link: claims the seat, then drops the invite from the URL
 * - `#/watch/<id>`             spectator
 * - `#/replay/<id>`            replay of a finished game
 * - `#/practice/<ruleset>/<scenario>`  a hot-seat practice game run in the page
 *   (`#/practice/<scenario>`, the old form, means a Starfire scenario)
 * - `#/help`                   keyboard shortcuts; `#/help/<ruleset>` that ruleset's rules
 * - `#/verify`                 verify a game record (`#/verify?game=<id>` fetches one)
 * - `#/tournaments`            tournaments; `#/tournaments/<id>` one tournament
 * - `#/leaderboard`            ratings; `#/leaderboard/<ruleset>` one ruleset's
 * - `#/account`                sign in, create an account, settings
 * - `#/my`                     My games (a signed-in player's first page)
 * - `#/users/<name>`           a player's profile
 * - `#/scenarios`              the scenario library; `#/scenarios/<ruleset>` one ruleset's
 * - `#/scenarios/edit`         the scenario editor: pick a ruleset
 * - `#/scenarios/edit/<ruleset>?code=…`  edit that ruleset's set-ups (a share code opens one)
 */

import { DEFAULT_RULESET } from '../rulesets/registry.js';

/** A parsed route. */
export type Route =
  | { readonly page: 'lobby' }
  | { readonly page: 'designer'; readonly ruleset?: string }
  | { readonly page: 'help'; readonly ruleset?: string }
  | {
      readonly page: 'game';
      readonly gameId: string;
      readonly seat: string | null;
      readonly invite: string | null;
    }
  | { readonly page: 'watch'; readonly gameId: string }
  | { readonly page: 'practice'; readonly ruleset: string; readonly scenario: string }
  | { readonly page: 'replay'; readonly gameId: string }
  | { readonly page: 'verify'; readonly gameId: string }
  | { readonly page: 'tournaments' }
  | { readonly page: 'tournament'; readonly tournamentId: string }
  | { readonly page: 'leaderboard'; readonly ruleset: string }
  | { readonly page: 'account' }
  | { readonly page: 'my' }
  | { readonly page: 'profile'; readonly username: string }
  | { readonly page: 'scenario-editor'; readonly ruleset?: string; readonly code?: string }
  | { readonly page: 'scenarios'; readonly ruleset?: string }
  | { readonly page: 'not-found'; readonly path: string };

/** Reads a route from a location hash such as `#/game/abc?seat=A`. */
export function parseRoute(hash: string): Route {
  const raw = hash.replace(/^#/, '') || '/';
  const [pathPart = '/', queryPart = ''] = raw.split('?', 2);
  const query = new URLSearchParams(queryPart);
  const parts = pathPart
    .split('/')
    .filter((p) => p.length > 0)
    .map(decodeURIComponent);
  const [first, second, third] = parts;
  if (parts.length === 0) return { page: 'lobby' };
  if (first === 'designer' && parts.length === 1) return { page: 'designer' };
  if (first === 'designer' && second !== undefined && parts.length === 2)
    return { page: 'designer', ruleset: second };
  if (first === 'verify' && parts.length === 1)
    return { page: 'verify', gameId: query.get('game') ?? '' };
  if (first === 'help' && parts.length === 1) return { page: 'help' };
  if (first === 'tournaments' && parts.length === 1) return { page: 'tournaments' };
  if (first === 'tournaments' && second !== undefined && parts.length === 2)
    return { page: 'tournament', tournamentId: second };
  if (first === 'leaderboard' && parts.length <= 2)
    return { page: 'leaderboard', ruleset: second ?? '' };
  if (first === 'account' && parts.length === 1) return { page: 'account' };
  if (first === 'my' && parts.length === 1) return { page: 'my' };
  if (first === 'scenarios' && second === 'edit' && parts.length <= 3) {
    const code = query.get('code');
    return {
      page: 'scenario-editor',
      ...(third !== undefined ? { ruleset: third } : {}),
      ...(code ? { code } : {}),
    };
  }
  if (first === 'scenarios' && parts.length <= 2)
    return { page: 'scenarios', ...(second !== undefined ? { ruleset: second } : {}) };
  if (first === 'users' && second !== undefined && parts.length === 2)
    return { page: 'profile', username: second };
  if (first === 'help' && second !== undefined && parts.length === 2)
    return { page: 'help', ruleset: second };
  if (first === 'practice' && second !== undefined && third !== undefined && parts.length === 3)
    return { page: 'practice', ruleset: second, scenario: third };
  if (second !== undefined && parts.length === 2) {
    if (first === 'game') {
      return { page: 'game', gameId: second, seat: query.get('seat'), invite: query.get('invite') };
    }
    if (first === 'watch') return { page: 'watch', gameId: second };
    if (first === 'practice')
      return { page: 'practice', ruleset: DEFAULT_RULESET, scenario: second };
    if (first === 'replay') return { page: 'replay', gameId: second };
  }
  return { page: 'not-found', path: pathPart };
}

/** The hash URL of a route (the inverse of {@link parseRoute}). */
export function routeHref(route: Route): string {
  switch (route.page) {
    case 'lobby':
      return '#/';
    case 'designer':
      return route.ruleset ? `#/designer/${encodeURIComponent(route.ruleset)}` : '#/designer';
    case 'help':
      return route.ruleset ? `#/help/${encodeURIComponent(route.ruleset)}` : '#/help';
    case 'game': {
      const query = new URLSearchParams();
      if (route.seat) query.set('seat', route.seat);
      if (route.invite) query.set('invite', route.invite);
      const q = query.toString();
      return `#/game/${encodeURIComponent(route.gameId)}${q ? `?${q}` : ''}`;
    }
    case 'watch':
      return `#/watch/${encodeURIComponent(route.gameId)}`;
    case 'replay':
      return `#/replay/${encodeURIComponent(route.gameId)}`;
    case 'practice':
      return `#/practice/${encodeURIComponent(route.ruleset)}/${encodeURIComponent(route.scenario)}`;
    case 'verify':
      return route.gameId ? `#/verify?game=${encodeURIComponent(route.gameId)}` : '#/verify';
    case 'tournaments':
      return '#/tournaments';
    case 'tournament':
      return `#/tournaments/${encodeURIComponent(route.tournamentId)}`;
    case 'leaderboard':
      return route.ruleset ? `#/leaderboard/${encodeURIComponent(route.ruleset)}` : '#/leaderboard';
    case 'account':
      return '#/account';
    case 'my':
      return '#/my';
    case 'profile':
      return `#/users/${encodeURIComponent(route.username)}`;
    case 'scenario-editor': {
      const path = route.ruleset
        ? `#/scenarios/edit/${encodeURIComponent(route.ruleset)}`
        : '#/scenarios/edit';
      return route.code ? `${path}?code=${encodeURIComponent(route.code)}` : path;
    }
    case 'scenarios':
      return route.ruleset ? `#/scenarios/${encodeURIComponent(route.ruleset)}` : '#/scenarios';
    case 'not-found':
      return `#${route.path}`;
  }
}

/**
 * The server hands out path-style links (`/join/<id>/<seat>#invite=…`, `/games/<id>`,
 * `/games/<id>?watch=1`, `/replay/<id>`). This turns such a location into the app's hash
 * route, or returns `null` when the location is already a plain hash route.
 */
export function routeFromPath(pathname: string, search: string, hash: string): Route | null {
  const parts = pathname
    .split('/')
    .filter((p) => p.length > 0)
    .map(decodeURIComponent);
  const [first, id, seat] = parts;
  if (first === 'join' && id && seat && parts.length === 3) {
    const invite = new URLSearchParams(hash.replace(/^#/, '')).get('invite');
    return { page: 'game', gameId: id, seat, invite };
  }
  if (first === 'games' && id && parts.length === 2) {
    return new URLSearchParams(search).has('watch')
      ? { page: 'watch', gameId: id }
      : { page: 'game', gameId: id, seat: null, invite: null };
  }
  if ((first === 'replay' || first === 'watch') && id && parts.length === 2) {
    return first === 'replay' ? { page: 'replay', gameId: id } : { page: 'watch', gameId: id };
  }
  return null;
}

/**
 * The tab title of a page, e.g. `Lobby · Broadside`. A game page sets a finer one (the scenario,
 * and a marker while a decision is owed) once the game is known.
 */
export function pageTitle(route: Route, base = 'Broadside'): string {
  const words: Record<Route['page'], string> = {
    lobby: 'Lobby',
    designer: 'Ship designer',
    help: 'Help',
    game: 'Game',
    watch: 'Watching',
    practice: 'Practice',
    replay: 'Replay',
    verify: 'Verify a record',
    tournaments: 'Tournaments',
    tournament: 'Tournament',
    leaderboard: 'Leaderboard',
    account: 'Account',
    my: 'My games',
    profile: 'Player',
    'scenario-editor': 'Scenario editor',
    scenarios: 'Scenarios',
    'not-found': 'No such page',
  };
  return `${words[route.page]} · ${base}`;
}
