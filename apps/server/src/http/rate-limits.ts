import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { addressKey } from './client-address.js';
import { HttpError } from './errors.js';

/** HTTP request limits per client IP address. */
export interface HttpRateLimits {
  /** Length of the counting window, in milliseconds. */
  readonly windowMs: number;
  /** Requests per window on every route without a limit of its own. */
  readonly perIp: number;
  /** Games created per window (`POST /api/games`). */
  readonly createGame: number;
  /** Seats taken per window (`POST /api/games/{id}/seats/{seat}/join`). */
  readonly joinSeat: number;
}

/**
 * Production limits: far above what one person in a browser does (the lobby polls three lists
 * every five seconds), low enough that one address cannot flood the lobby with games or sweep
 * the free seats of public games.
 */
export const DEFAULT_HTTP_RATE_LIMITS: HttpRateLimits = {
  windowMs: 60_000,
  perIp: 600,
  createGame: 20,
  joinSeat: 40,
};

/** Route `config` that gives a route its own limit of `max` requests per window. */
export function routeRateLimit(
  limits: HttpRateLimits,
  max: number,
): { rateLimit: { max: number; timeWindow: number } } {
  return { rateLimit: { max, timeWindow: limits.windowMs } };
}

/** Route `config` that exempts a route from rate limits (health probes, metrics scrapes). */
export const NO_RATE_LIMIT = { rateLimit: false } as const;

/**
 * Counts requests per client IP on every `/api/…` route registered after it. Over the limit, the
 * answer is 429 with the usual error body (`request/rate_limited`) and a `retry-after` header.
 * The web client's files and the API documentation are not counted: a page load fetches many
 * of them, and they cost the server next to nothing.
 */
export async function useRateLimits(app: FastifyInstance, limits: HttpRateLimits): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: true,
    max: limits.perIp,
    timeWindow: limits.windowMs,
    allowList: (request) => !request.url.startsWith('/api/'),
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      HttpError.of('request/rate_limited', `Too many requests; retry in ${context.after}.`),
  });
}
