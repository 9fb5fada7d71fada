/**
 * Words, not codes: every refusal the UI shows is a sentence that says what to do. The stable
 * code (`order/stale_sequence`, `game/seat_taken` …) is for bots and tests; screens keep it in a
 * `data-code` attribute and never in the visible text.
 */

/** A structured error as the server and the rules send it. */
export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly path?: readonly (string | number)[];
}

/** What a screen shows for an error: the sentence, and the code for its `data-code`. */
export interface SaidError {
  readonly text: string;
  readonly code: string;
}

const AGAIN_LATER = 'Wait a moment and try again.';
const RELOAD = 'Reload the page and try again.';
const OPERATOR = 'Try again; if it keeps happening, tell whoever runs this server.';

/** Hints for single codes whose remedy differs from their family's. */
const BY_CODE: Readonly<Record<string, string>> = {
  'order/stale_sequence':
    'The game moved on before your order arrived; look at the board again and resend.',
  'order/not_pending': 'It is not yours to act now; wait until the banner says you owe orders.',
  'order/not_your_turn': 'Wait for your turn; the banner says when it comes.',
  'order/not_owed': 'Wait until the banner says you owe this order.',
  'order/wrong_kind':
    'The game asks for a different order now; look at the banner and give that one.',
  'order/wrong_phase':
    'The game is in another phase now; look at the banner and give the order it asks for.',
  'order/already_submitted': 'Your orders are already in; wait for the other side.',
  'order/game_over': 'The game has ended; see the end screen for the result.',
  'order/spectator': 'You are watching this game; take a seat to give orders.',
  'order/not_a_side': 'Open the game with your own seat link to give orders.',
  'order/duplicate_mismatch': RELOAD,
  'order/malformed': RELOAD,
  'queue/decision_changed':
    'The game asks for something else now; plan again from the board as it is.',
  'game/over': 'The game has ended; see the end screen for the result.',
  'game/not_found': 'Check the link, or pick a game from the lobby.',
  'game/not_started': 'Wait until every seat is taken.',
  'game/seat_taken': 'Pick another free seat, or open this one with its invite.',
  'game/unknown_seat': 'Pick one of the seats the lobby lists.',
  'game/started': 'Concede it from the battle screen instead.',
  'game/not_creator': 'Ask the player who created it to cancel it.',
  'game/full': 'Try watching again later.',
  'game/unavailable': 'Tell whoever runs this server; this game cannot be played here.',
  'game/open_quota': 'Wait for players to join your open games, or cancel one, then try again.',
  'auth/invalid_token': 'Open the game again from your seat link or invite.',
  'auth/invalid_invite': 'Ask the creator of the game for a fresh invite.',
  'auth/invite_used': 'Ask the creator of the game for a fresh invite.',
  'auth/invite_required': 'Ask the creator of the game for an invite.',
  'auth/spectators_not_allowed': 'Ask a player of the game for an invite to play instead.',
  'auth/signin_required': 'Sign in, then try again.',
  'auth/invite_addressed': 'Sign in as the player the seat is kept for.',
  'auth/not_seat_owner': 'Sign in as the player who holds this seat.',
  'auth/csrf': RELOAD,
  'auth/bad_credentials': 'Check the username and password and try again.',
  'auth/username_taken': 'Choose another username.',
  'chat/too_long': 'Shorten the message and send it again.',
  'chat/empty': 'Type something before sending.',
  'ruleset/unknown': 'Pick a ruleset from the list.',
  'scenario/unknown': 'Pick a scenario from the list.',
  'record/not_available': 'Wait until the game is over; its record is published then.',
  'server/internal': OPERATOR,
  'server/disk_full': 'Try again later, or join a game that is already open.',
  'setup/too_large': 'Choose a smaller map or fewer ships and create the game again.',
  'user/not_found': 'Check the name and try again.',
  'http/error': 'Check your connection and try again.',
};

/** Hints by code family (the part before the slash), for codes with no hint of their own. */
const BY_FAMILY: Readonly<Record<string, string>> = {
  order: 'Change the order and send it again.',
  deploy: 'Pick another hex or unit and place it again.',
  queue: 'Plan again from the board as it is.',
  game: 'Go back to the lobby and try again.',
  auth: 'Open the game again from your seat link or invite.',
  request: RELOAD,
  server: AGAIN_LATER,
  ws: AGAIN_LATER,
  chat: 'Change the message and send it again.',
  seed: RELOAD,
  setup: "Change the game's settings and create it again.",
  design: 'Change the design where it is marked and try again.',
  fleet: 'Change the fleet and try again.',
  hex: 'Pick a hex on the map.',
  rematch: 'Go back to the lobby for a new game.',
  tournament: "Check the tournament's page for what can be done now.",
  record: 'Get the record again from the server that played the game.',
  user: 'Check the name and try again.',
};

/** The fallback hint: nothing better is known about the code. */
const ANYTHING = 'Try again; if it keeps happening, reload the page.';

/** Whether the code says "too many, too fast". */
function rateLimited(code: string): boolean {
  return /rate_limited$|too_many/.test(code);
}

/** What to do about an error with this code, as a sentence. */
export function whatToDo(code: string): string {
  if (rateLimited(code)) return 'Wait a little, then try again.';
  return BY_CODE[code] ?? BY_FAMILY[code.split('/')[0] ?? ''] ?? ANYTHING;
}

/** The sentence with a full stop at its end. */
function sentence(text: string): string {
  const t = text.trim();
  return t === '' || /[.!?]$/.test(t) ? t : `${t}.`;
}

/**
 * The refusal as the UI shows it: the server's or the rules' own message, then what to do.
 * The code is never part of it.
 */
export function refusalSentence(error: Refusal): string {
  const hint = whatToDo(error.code);
  // A message that already asks to try again ("… Try again in a moment.") needs no second ask.
  const asked = /\btry again\b/i.test(error.message) && /\btry again\b/i.test(hint);
  return [sentence(error.message), asked ? '' : hint].filter((s) => s !== '').join(' ');
}

/**
 * Any thrown error as a screen shows it: a structured refusal (an `ApiError` or a wire error)
 * as its sentence with its code; anything else as its own message with the fallback hint.
 */
export function sayError(error: unknown): SaidError {
  if (typeof error === 'object' && error !== null && 'code' in error && 'message' in error) {
    const { code, message } = error as { code: unknown; message: unknown };
    if (typeof code === 'string' && typeof message === 'string')
      return { text: refusalSentence({ code, message }), code };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { text: `${sentence(message)} ${ANYTHING}`, code: '' };
}
