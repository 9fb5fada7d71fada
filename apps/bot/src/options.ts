import { z } from 'zod';

/** What the bot client is told on its command line. */
export const botOptionsSchema = z
  .object({
    /** The server, `http(s)://host[:port]`; the socket is `ws(s)://host[:port]/ws`. */
    url: z.url({ protocol: /^https?$/ }),
    /** The game to play. */
    game: z.string().min(1),
    /** The seat token from joining the game (keep it secret). */
    seatToken: z.string().min(1),
    /** How well to play; default `easy`. */
    level: z.enum(['random', 'easy', 'hard']).default('easy'),
    /** The hard level's thinking time per decision in milliseconds (default 1000). */
    budgetMs: z.coerce.number().int().min(1).max(60_000).optional(),
    /** Seed of the bot's private randomness; default from the game and seat token. */
    seed: z.string().min(1).optional(),
    /** The seat's seed nonce (64 hex digits), when whoever joined committed one: revealed when asked. */
    nonce: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
    /** Print one line per order and the result. */
    verbose: z.boolean().default(false),
  })
  .strict();

/** Checked options of the bot client. */
export type BotOptions = z.infer<typeof botOptionsSchema>;

/**
 * The socket URL of a server URL: `http` becomes `ws`, `https` becomes `wss`, path `/ws`. With
 * a game, its id rides along as `?game=<id>`, the hint a sharded server routes the socket by
 * (docs/scaling.md); the hello still names the game.
 */
export function socketUrl(url: string, game?: string): string {
  const u = new URL(url);
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  u.pathname = '/ws';
  u.search = game === undefined ? '' : `?game=${encodeURIComponent(game)}`;
  u.hash = '';
  return u.toString();
}
