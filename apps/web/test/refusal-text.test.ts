import { describe, expect, test } from 'vitest';
import { SERVER_ERRORS } from '@broadside/protocol';
import { ORDER_ERRORS as ONEPAGE_ERRORS } from '@broadside/rules/onepage';
import { ORDER_ERRORS as SCL_ERRORS } from '@broadside/rules/scl';
import { ORDER_ERRORS as STARTREK_ERRORS } from '@broadside/rules/startrek';
import { ApiError } from '../src/net/api.js';
import { refusalSentence, sayError, whatToDo } from '../src/game/refusal-text.js';

/**
 * Issue 28, "Words, not codes": every refusal the UI shows is a sentence that says what to do;
 * the code stays in the frame (and in `data-code`) for bots.
 */

/** A stable error code as the server and the rules write them, e.g. `order/stale_sequence`. */
const CODE = /\b[a-z]+\/[a-z_]+\b/;

/** Every code the server and the rulesets document, with the message each sends. */
const EVERY_CODE: [string, string][] = [
  ...Object.entries(SERVER_ERRORS).map(([code, e]): [string, string] => [code, e.message]),
  ...Object.entries(ONEPAGE_ERRORS),
  ...Object.entries(SCL_ERRORS),
  ...Object.entries(STARTREK_ERRORS),
  ['http/error', 'The server answered 502.'],
  ['something/new', 'A refusal no screen knows yet'],
];

describe('a refusal is a sentence that says what to do, without its code', () => {
  test.each(EVERY_CODE)('%s', (code, message) => {
    const text = refusalSentence({ code, message, path: [] });
    expect(text).not.toMatch(CODE);
    expect(text.startsWith(message.replace(/\.$/, ''))).toBe(true);
    const hint = whatToDo(code);
    expect(hint).toMatch(/^[A-Z].*\.$/);
    // It ends with what to do: the hint, or the message's own ask to try again.
    if (/try again/i.test(message) && /try again/i.test(hint))
      expect(text).toMatch(/try again[^.]*\.$/i);
    else expect(text.endsWith(hint)).toBe(true);
  });
});

describe('the hint depends on the code', () => {
  test.each([
    [
      'order/stale_sequence',
      'The game moved on before your order arrived; look at the board again and resend.',
    ],
    ['order/not_pending', 'It is not yours to act now; wait until the banner says you owe orders.'],
    ['order/not_your_turn', 'Wait for your turn; the banner says when it comes.'],
    ['game/over', 'The game has ended; see the end screen for the result.'],
    ['request/rate_limited', 'Wait a little, then try again.'],
    ['chat/rate_limited', 'Wait a little, then try again.'],
    ['ws/too_many_connections', 'Wait a little, then try again.'],
    ['game/seat_taken', 'Pick another free seat, or open this one with its invite.'],
    ['order/too_far', 'Change the order and send it again.'],
    ['setup/bad_option', "Change the game's settings and create it again."],
    ['something/new', 'Try again; if it keeps happening, reload the page.'],
  ])('%s', (code, hint) => {
    expect(whatToDo(code)).toBe(hint);
  });

  test('a message that already asks to try again gets no second ask', () => {
    const message =
      "The server can't save moves right now; nothing was changed. Try again in a moment.";
    expect(refusalSentence({ code: 'server/storage_unavailable', message })).toBe(message);
  });

  test('a message without a full stop gets one before the hint', () => {
    expect(refusalSentence({ code: 'game/over', message: 'The game is over' })).toBe(
      'The game is over. The game has ended; see the end screen for the result.',
    );
  });
});

describe('a thrown error as a screen shows it', () => {
  test('an API refusal keeps its code apart from its words', () => {
    const said = sayError(
      new ApiError(409, { code: 'game/seat_taken', message: 'This seat is taken.', path: [] }),
    );
    expect(said).toEqual({
      text: 'This seat is taken. Pick another free seat, or open this one with its invite.',
      code: 'game/seat_taken',
    });
  });

  test('an API error with no body is the status and a hint', () => {
    const said = sayError(new ApiError(502, null));
    expect(said.code).toBe('http/error');
    expect(said.text).toBe('The server answered 502. Check your connection and try again.');
  });

  test('any other error is its message and the fallback hint, with no code', () => {
    expect(sayError(new TypeError('Failed to fetch'))).toEqual({
      text: 'Failed to fetch. Try again; if it keeps happening, reload the page.',
      code: '',
    });
  });
});
