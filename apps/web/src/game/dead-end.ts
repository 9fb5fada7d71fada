import { html, nothing } from 'lit';

/** Why a game page cannot show its game, in words, and where to go instead. */
export interface DeadEnd {
  readonly title: string;
  readonly detail: string;
  /** The game exists and may be watched (a link to watch it is offered). */
  readonly watchable: boolean;
}

/** A game this server does not know (close 4002, or 404 on `GET /api/games/<id>`). */
export function noSuchGame(gameId: string): DeadEnd {
  return {
    title: 'No such game',
    detail: `This server has no game “${gameId}”. The link may be mistyped or cut short, or the game was removed.`,
    watchable: false,
  };
}

/** Words for an error code met while opening a game, or `null` for the server's own message. */
export function deadEndOf(code: string, message: string, gameId: string): DeadEnd {
  if (code === 'game/not_found') return noSuchGame(gameId);
  if (code === 'request/invalid' || code === 'auth/invalid_invite')
    return {
      title: 'This invite link does not work',
      detail:
        'The link is not a valid invite for this game: it may be cut short or mistyped, or a newer link for the seat replaced it. Ask for the link again, or watch the game.',
      watchable: true,
    };
  if (code === 'auth/invalid_token')
    return {
      title: 'Your seat moved to another browser',
      detail: 'The seat was taken again with its link elsewhere. Open your newest seat link here.',
      watchable: true,
    };
  return { title: 'This game cannot be opened', detail: message, watchable: true };
}

/** The page shown instead of a game that cannot be opened: what happened and a way back. */
export function renderDeadEnd(end: DeadEnd, gameId: string) {
  return html`<section class="problem" data-testid="battle-problem" role="alert">
    <h2>${end.title}</h2>
    <p>${end.detail}</p>
    <p>
      ${end.watchable ? html`<a href="#/watch/${encodeURIComponent(gameId)}">Watch this game</a> · ` : nothing}
      <a href="#/" data-testid="back-to-lobby">Back to the lobby</a>
    </p>
  </section>`;
}
