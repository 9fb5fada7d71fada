/**
 * WebSocket close codes the server uses. 1000–1011 are the standard ones; 4000–4999 are
 * Broadside's own. A client should not reconnect automatically after 4001–4005.
 */
export const CLOSE_CODES = {
  /** Normal closure. */
  normal: 1000,
  /** The server is shutting down or restarting; reconnect later. */
  goingAway: 1001,
  /** A message was larger than `WS_LIMITS.maxMessageBytes`. */
  messageTooBig: 1009,
  /** An unexpected server error. */
  internalError: 1011,
  /** The server is overloaded (its live-game cache is at the hard limit); reconnect later. */
  tryAgainLater: 1013,
  /** Too many malformed, unknown or rate-limited messages. */
  tooManyErrors: 4001,
  /** The hello named no game that exists. */
  gameNotFound: 4002,
  /** The hello's seat token is not valid, or a private game refused a spectator. */
  unauthorized: 4003,
  /** The game has as many spectators as it admits. */
  gameFull: 4004,
  /** No hello within `WS_LIMITS.helloTimeoutMs`. */
  helloTimeout: 4005,
  /** The client did not read fast enough; reconnect and catch up. */
  slowConsumer: 4006,
  /** The client missed a heartbeat. */
  heartbeatTimeout: 4007,
  /** Too many sockets or `hello`s from this address; try again later. */
  tooManyConnections: 4008,
} as const;

/** One close code value. */
export type CloseCode = (typeof CLOSE_CODES)[keyof typeof CLOSE_CODES];
