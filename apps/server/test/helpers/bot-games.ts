import { BotPlayer } from './bot.js';

/** POSTs JSON to a running server; throws with the body on any non-2xx answer. */
export async function postJson(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Where the bots play: a server's HTTP and WebSocket addresses. */
export interface BotServer {
  readonly httpUrl: string;
  readonly wsUrl: string;
}

/**
 * Creates one Starfire game per scenario on a running server, joins every seat through its
 * invite, and connects a {@link BotPlayer} to each. Game `i`'s bots draw their orders from
 * seeds `i × seedStride + n` and name their orders `<prefix><i><seat>…`.
 */
export async function startBotGames(
  server: BotServer,
  scenarios: readonly string[],
  options: { readonly seedStride?: number; readonly prefix?: string } = {},
): Promise<BotPlayer[]> {
  const stride = options.seedStride ?? 10;
  const prefix = options.prefix ?? 'g';
  const bots: BotPlayer[] = [];
  for (const [i, scenario] of scenarios.entries()) {
    const created = (await postJson(`${server.httpUrl}/api/games`, {
      ruleset: 'starfire',
      setup: { scenario },
    })) as { gameId: string; invites: { seat: string; invite: string }[] };
    for (const invite of created.invites) {
      const grant = (await postJson(
        `${server.httpUrl}/api/games/${created.gameId}/seats/${invite.seat}/join`,
        { invite: invite.invite },
      )) as { seatToken: string };
      bots.push(
        new BotPlayer(
          server.wsUrl,
          created.gameId,
          invite.seat,
          grant.seatToken,
          i * stride + bots.length,
          `${prefix}${i}${invite.seat}`,
        ),
      );
    }
  }
  await Promise.all(bots.map((b) => b.connect()));
  return bots;
}

/** Orders acknowledged to all `bots` so far. */
export function ackedCount(bots: readonly BotPlayer[]): number {
  return bots.reduce((n, b) => n + b.acked.length, 0);
}
