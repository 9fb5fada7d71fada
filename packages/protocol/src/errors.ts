import type { RuleError } from '@broadside/rules';
/**
 * The one error registry: every error code the server itself produces, with the HTTP status
 * it maps to and whether a WebSocket client may retry. Rule errors (`order/…`, `setup/…`,
 * `design/…` from the ruleset) are passed through unchanged and map to {@link RULE_ERROR_STATUS}.
 */
export const SERVER_ERRORS = {
  'request/invalid': { status: 400, message: 'The request or message does not match its schema.' },
  'request/unknown_type': { status: 400, message: 'Unknown message type.' },
  'request/not_found': { status: 404, message: 'No such route.' },
  'request/too_large': { status: 413, message: 'The message is larger than the limit.' },
  'request/rate_limited': { status: 429, message: 'Too many messages; slow down.' },
  'request/hello_required': {
    status: 400,
    message: 'Send hello before anything else on this socket.',
  },
  'request/already_joined': { status: 400, message: 'This socket already said hello.' },
  'auth/invalid_token': { status: 401, message: 'The seat token is not valid for this game.' },
  'auth/invalid_invite': { status: 403, message: 'The invite is not valid for this seat.' },
  'auth/invite_required': {
    status: 403,
    message: 'This game is private: its seats are taken with an invite.',
  },
  'auth/spectators_not_allowed': {
    status: 403,
    message: 'This game is private; only its players may watch.',
  },
  'game/not_found': { status: 404, message: 'No such game.' },
  'game/not_started': { status: 409, message: 'The game waits for every seat to be taken.' },
  'game/over': { status: 409, message: 'The game is over.' },
  'game/seat_taken': {
    status: 409,
    message: 'This seat is already taken; only its invite can take it again.',
  },
  'game/unknown_seat': { status: 404, message: 'This game has no such seat.' },
  'game/started': {
    status: 409,
    message: 'The game has started; it can no longer be cancelled, only conceded.',
  },
  'game/not_creator': {
    status: 403,
    message: 'Only the player who created the game may cancel it.',
  },
  'game/full': { status: 503, message: 'This game has as many spectators as it admits.' },
  'ws/too_many_connections': {
    status: 429,
    message: 'Too many connections or hellos from this address; try again later.',
  },
  'game/unavailable': {
    status: 503,
    message: 'This game cannot be loaded: its stored log does not replay to its stored state.',
  },
  'order/spectator': { status: 403, message: 'Spectators cannot give orders.' },
  'order/not_pending': { status: 409, message: 'This seat may not act now.' },
  'order/stale_sequence': {
    status: 409,
    message: 'The game has moved on; resynchronise and try again.',
  },
  'order/duplicate_mismatch': {
    status: 409,
    message: 'This client order id was already used for a different order.',
  },
  'queue/decision_changed': {
    status: 409,
    message: 'The seat owes a different kind of decision than its queued order answers.',
  },
  'seed/not_committed': {
    status: 409,
    message: 'This seat made no nonce commitment when it was taken; it has nothing to reveal.',
  },
  'seed/not_revealing': {
    status: 409,
    message: 'Nonces are revealed once every seat is taken, and only until the seed is fixed.',
  },
  'seed/nonce_mismatch': {
    status: 400,
    message: "The nonce does not match the seat's commitment (SHA-256 of the nonce).",
  },
  'chat/too_long': { status: 400, message: 'Chat messages are limited in length.' },
  'chat/rate_limited': { status: 429, message: 'Too many chat messages; slow down.' },
  'chat/empty': { status: 400, message: 'A chat message needs some text.' },
  'ruleset/unknown': { status: 404, message: 'No such ruleset.' },
  'scenario/unknown': { status: 404, message: 'No such scenario.' },
  'record/not_available': {
    status: 409,
    message: 'The record of a game in progress is not published.',
  },
  'server/shutting_down': { status: 503, message: 'The server is shutting down.' },
  'server/storage_unavailable': {
    status: 503,
    message: "The server can't save moves right now; nothing was changed. Try again in a moment.",
  },
  'server/disk_full': {
    status: 503,
    message: 'The server is low on disk space and takes no new games now.',
  },
  'game/open_quota': {
    status: 429,
    message:
      'This address has as many open games as it may; wait for players to join them, or for old ones to expire.',
  },
  'setup/too_large': { status: 413, message: 'This set-up makes a game too large to play.' },
  'analysis/busy': {
    status: 503,
    message: 'The coach has as many games waiting as it may; try again in a few minutes.',
  },
  'server/overloaded': {
    status: 503,
    message: 'The server holds as many live games as it may; try again in a moment.',
  },
  'rematch/not_finished': {
    status: 409,
    message: 'A rematch can be offered once the game is over.',
  },
  'rematch/none': { status: 404, message: 'Nobody has offered a rematch of this game.' },
  'rematch/not_offered': {
    status: 409,
    message: 'A tournament game has no rematch: the event pairs the next game.',
  },
  'rematch/reserved': {
    status: 409,
    message:
      'This seat is kept for a player of the earlier game, who takes it by accepting the rematch.',
  },
  'auth/signin_required': { status: 401, message: 'Sign in first.' },
  'auth/csrf': {
    status: 403,
    message:
      'This request did not come from a Broadside page (missing or wrong CSRF token or Origin).',
  },
  'auth/bad_credentials': { status: 401, message: 'Wrong username or password.' },
  'auth/username_taken': { status: 409, message: 'That username is taken.' },
  'auth/signin_rate_limited': {
    status: 429,
    message: 'Too many sign-in attempts; wait a few minutes and try again.',
  },
  'auth/invite_used': {
    status: 403,
    message: 'This invite was already used; the player who took the seat holds it now.',
  },
  'auth/invite_addressed': {
    status: 403,
    message: 'This seat is kept for another player; sign in as that player to take it.',
  },
  'auth/not_seat_owner': { status: 403, message: 'This seat belongs to another account.' },
  'user/not_found': { status: 404, message: 'No such user.' },
  'library/not_found': { status: 404, message: 'No such entry in your library.' },
  'library/full': {
    status: 409,
    message: 'Your library is full: delete an entry before saving another.',
  },
  'annotation/not_finished': {
    status: 409,
    message: 'Comments are written on finished games only.',
  },
  'annotation/not_player': {
    status: 403,
    message: 'Only the players of this game may comment on it.',
  },
  'annotation/bad_seq': { status: 422, message: 'The record of this game has no such entry.' },
  'annotation/limit': {
    status: 409,
    message: 'You have written as many comments on this game as one player may.',
  },
  'annotation/not_found': { status: 404, message: 'No such comment on this game.' },
  'annotation/not_author': {
    status: 403,
    message: 'Only the player who wrote a comment may delete it.',
  },
  'tournament/not_found': { status: 404, message: 'No such tournament.' },
  'tournament/not_organiser': { status: 403, message: 'Only the organiser may do this.' },
  'tournament/registration_closed': {
    status: 409,
    message: 'Registration for this tournament is not open.',
  },
  'tournament/already_registered': { status: 409, message: 'You are already registered.' },
  'tournament/full': { status: 409, message: 'The tournament is full.' },
  'tournament/not_registered': { status: 404, message: 'No such player in this tournament.' },
  'tournament/wrong_status': {
    status: 409,
    message: 'The tournament is not at a stage where this can be done.',
  },
  'tournament/too_few_players': { status: 409, message: 'A tournament needs two players.' },
  'tournament/round_started': {
    status: 409,
    message: 'Only a round that is paired and not started can be changed.',
  },
  'tournament/bad_pairing': { status: 400, message: 'The pairing is not valid.' },
  'tournament/not_swiss': {
    status: 409,
    message: 'A FIDE tournament report (TRF) is made for Swiss tournaments only.',
  },
  'tournament/no_bracket': {
    status: 404,
    message: 'This tournament has no bracket: elimination events have one once they start.',
  },
  'tournament/no_pairing': {
    status: 409,
    message: 'No pairing without a rematch exists for this round.',
  },
  'tournament/board_not_found': { status: 404, message: 'No such board.' },
  'tournament/not_your_board': { status: 403, message: 'You do not play on this board.' },
  'tournament/webhook_forbidden': {
    status: 400,
    message: 'Webhooks go to public addresses only, unless the server allows others.',
  },
  'tournament/setting_locked': {
    status: 409,
    message: 'This setting cannot change at this stage of the tournament.',
  },
  'tournament/bad_settings': { status: 400, message: 'These settings do not fit the tournament.' },
  'tournament/bad_seeds': {
    status: 400,
    message: 'List every player of the tournament exactly once.',
  },
  'tournament/no_result': { status: 409, message: 'Only a board with a result can be corrected.' },
  'tournament/next_round_started': {
    status: 409,
    message: 'The correction changes who goes through, and the next round has already started.',
  },
  'tournament/swiss_only': {
    status: 400,
    message:
      'Check-in, late entries and half-point byes are offered in Swiss tournaments only: a round robin or a bracket has a fixed schedule.',
  },
  'tournament/check_in_closed': {
    status: 409,
    message: 'No check-in window is open in this tournament now.',
  },
  'tournament/bye_limit': {
    status: 409,
    message: 'No more half-point byes: the tournament allows no more for this player.',
  },
  'tournament/bye_too_late': {
    status: 409,
    message:
      'That round is already paired (or the tournament is over): a bye can be asked for or cancelled only before.',
  },
  'tournament/no_bye_request': {
    status: 404,
    message: 'No half-point bye was asked for in that round.',
  },
  'server/internal': { status: 500, message: 'Internal server error.' },
} as const satisfies Record<string, { status: number; message: string }>;

/** A code from {@link SERVER_ERRORS}. */
export type ServerErrorCode = keyof typeof SERVER_ERRORS;

/** HTTP status for an error that comes from the rules (illegal order, invalid setup or design). */
export const RULE_ERROR_STATUS = 422;

/**
 * The error shape of every HTTP error body and every WebSocket `error`/`rejected` frame: the
 * rules' `RuleError` (code, message, path).
 */
export type WireError = RuleError;

/** Whether `code` is one of the server's own codes. */
export function isServerErrorCode(code: string): code is ServerErrorCode {
  return Object.hasOwn(SERVER_ERRORS, code);
}

/** HTTP status for any error code: the registry's, or {@link RULE_ERROR_STATUS} for rule codes. */
export function httpStatusOf(code: string): number {
  return isServerErrorCode(code) ? SERVER_ERRORS[code].status : RULE_ERROR_STATUS;
}

/** Builds a {@link WireError} for a server code, with the registry's message unless one is given. */
export function serverError(
  code: ServerErrorCode,
  message: string = SERVER_ERRORS[code].message,
  path: readonly (string | number)[] = [],
): WireError {
  return { code, message, path };
}
