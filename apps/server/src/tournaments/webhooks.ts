import { createHmac } from 'node:crypto';
import type { LookupFunction } from 'node:net';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FastifyBaseLogger as Logger } from 'fastify';
import {
  checkWebhookTarget,
  systemResolver,
  type CheckedTarget,
  type Resolver,
  type WebhookPolicy,
} from './webhook-target.js';

/** Events a tournament's webhook receives. */
export type WebhookEvent =
  'round_paired' | 'game_finished' | 'tournament_finished' | 'result_corrected';

/** The signature header: `sha256=` and the hex HMAC-SHA256 of the raw body with the secret. */
export const SIGNATURE_HEADER = 'x-broadside-signature';

/** How long a delivery may take, connection and answer together. */
const TIMEOUT_MS = 5000;

/** The signature of a body. */
export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Where a webhook goes and what it may reach. */
export interface WebhookTarget {
  readonly url: string;
  readonly secret: string;
  readonly policy: WebhookPolicy;
  /** The name resolver (the system's by default). */
  readonly resolve?: Resolver;
}

/**
 * Posts one event, fire and forget: JSON `{ event, tournamentId, at, data }`, signed, with a
 * 5-second timeout and no retry. The URL's host is resolved once and every address checked
 * against the policy ({@link checkWebhookTarget}); the connection goes to exactly the checked
 * address. A redirect is not followed. Failures are logged, never thrown.
 */
export async function deliverWebhook(
  log: Logger,
  target: WebhookTarget,
  event: WebhookEvent,
  tournamentId: string,
  at: number,
  data: unknown,
): Promise<void> {
  const checked = await checkWebhookTarget(
    target.url,
    target.policy,
    target.resolve ?? systemResolver,
  );
  if (!checked.ok) {
    log.warn({ tournamentId, event, reason: checked.reason }, 'webhook target refused');
    return;
  }
  const body = JSON.stringify({ event, tournamentId, at, data });
  try {
    const status = await post(checked.target, body, {
      'content-type': 'application/json',
      'user-agent': 'Broadside-Webhook/1',
      'x-broadside-event': event,
      [SIGNATURE_HEADER]: signBody(target.secret, body),
    });
    if (status < 200 || status >= 300) log.warn({ tournamentId, event, status }, 'webhook refused');
  } catch (error) {
    log.warn({ tournamentId, event, err: error }, 'webhook failed');
  }
}

/** One POST to the checked address; resolves with the answer's status (its body is discarded). */
function post(target: CheckedTarget, body: string, headers: Record<string, string>) {
  // Every lookup the socket makes answers the checked address: nothing is resolved again.
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const request = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const req = request(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup,
        agent: false,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('webhook timed out')));
    const deadline = setTimeout(() => req.destroy(new Error('webhook timed out')), TIMEOUT_MS);
    req.on('close', () => clearTimeout(deadline));
    req.on('error', reject);
    req.end(body);
  });
}
