import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger as Logger } from 'fastify';

/** Events a tournament's webhook receives. */
export type WebhookEvent = 'round_paired' | 'game_finished' | 'tournament_finished';

/** The signature header: `sha256=` and the hex HMAC-SHA256 of the raw body with the secret. */
export const SIGNATURE_HEADER = 'x-broadside-signature';

/** The signature of a body. */
export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Posts one event, fire and forget: JSON `{ event, tournamentId, at, data }`, signed, with a
 * 5-second timeout and no retry. Failures are logged, never thrown.
 */
export function deliverWebhook(
  log: Logger,
  target: { url: string; secret: string },
  event: WebhookEvent,
  tournamentId: string,
  at: number,
  data: unknown,
): Promise<void> {
  const body = JSON.stringify({ event, tournamentId, at, data });
  return fetch(target.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Broadside-Webhook/1',
      'x-broadside-event': event,
      [SIGNATURE_HEADER]: signBody(target.secret, body),
    },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(5000),
  }).then(
    (res) => {
      if (!res.ok) log.warn({ tournamentId, event, status: res.status }, 'webhook refused');
    },
    (error: unknown) => log.warn({ tournamentId, event, err: error }, 'webhook failed'),
  );
}
