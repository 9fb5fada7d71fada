/** Limits the server enforces on every WebSocket; clients should stay inside them. */
export const WS_LIMITS = {
  /** Largest accepted message, in bytes. Bigger messages close the socket (1009). */
  maxMessageBytes: 16 * 1024,
  /** Messages a socket may send per window before it is rate limited. */
  messagesPerWindow: 100,
  /** Length of the rate window, in milliseconds. */
  rateWindowMs: 1000,
  /** Malformed, unknown or rate-limited messages tolerated before the socket is closed (4001). */
  maxStrikes: 10,
  /**
   * Spectators watching one game at once. Players are never counted: a valid seat token is
   * always admitted.
   */
  maxSpectatorsPerGame: 5000,
  /** Spectator sockets one address may hold on one game. */
  maxSpectatorsPerAddressPerGame: 8,
  /** Spectator sockets one address may hold across all games. */
  maxSpectatorsPerAddress: 64,
  /** Sockets one address may hold that have not said `hello` yet. */
  maxUnjoinedPerAddress: 16,
  /** `hello`s one address may send per window, seats aside (a valid seat token always passes). */
  hellosPerAddressPerWindow: 30,
  /** Length of the `hello` rate window, in milliseconds. */
  helloWindowMs: 10_000,
  /** Milliseconds a new socket has to send `hello`. */
  helloTimeoutMs: 10_000,
  /** Interval of server pings; a socket that missed the previous pong is dropped. */
  heartbeatMs: 30_000,
  /** Bytes buffered for a socket beyond which it is considered slow and dropped (4006). */
  maxBufferedBytes: 1024 * 1024,
  /** A client further behind than this many batches gets a fresh view instead of the missed batches. */
  maxCatchUpBatches: 200,
} as const;

/** Limits on chat messages. */
export const CHAT_LIMITS = {
  /** Longest message, in characters. */
  maxLength: 500,
  /** Messages per author per window. */
  messagesPerWindow: 5,
  /** Window length, in milliseconds. */
  windowMs: 10_000,
  /** Chat lines sent in `welcome`, most recent last. */
  historyInWelcome: 50,
} as const;

/** Limits on client order ids. */
export const ORDER_LIMITS = {
  /** Longest client order id. */
  maxClientOrderIdLength: 64,
} as const;
